# check-name: audit: a global helper in one file, a protected and an unprotected caller in two others; as many of its calls protect it as not, so the unprotected caller is blamed (counted over both files, though the search stops at the system call in the first)
# check-command: rcucheck audit --no-tree -C cross-file
# check-exit-value: 1
# check-output-start
# cred.c:4:9: warning: [rcu-dereference] __task_cred(p) outside rcu_read_lock(); held instead: current->sighand->siglock; reached from system call euid_bad() (in task_euid)
#   blame: euid_bad() (bad.c:6)
#   access: __task_cred(p)
#   held: current->sighand->siglock
#   chain: euid_bad() (bad.c:6, holding current->sighand->siglock)
#   root: syscall
# check-output-end
