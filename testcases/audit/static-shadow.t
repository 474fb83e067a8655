# check-name: audit: a call of a global function's name in a file that defines its own static function of that name (fs/userfaultfd.c's msg_init()) does not reach the global one (ipc/msg.c's); another global called there does
# check-command: rcucheck audit --no-tree -C static-shadow
# check-exit-value: 1
# check-output-start
# msg.c:17:20: warning: [rcu-dereference] rcu_dereference(ids->tbl) outside rcu_read_lock(); reached from system call uffd_remap() (in msg_setup)
#   access: rcu_dereference(ids->tbl)
#   chain: uffd_remap() (uffd.c:11)
#   root: syscall
# check-output-end
