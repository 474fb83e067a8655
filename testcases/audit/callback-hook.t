# check-name: audit: an LSM hook (LSM_HOOK_INIT, call_int_hook) called without the reader on a path from a system call: default tier
# check-command: rcucheck audit --no-tree -C callback-hook
# check-exit-value: 1
# check-output-start
# lsm.c:8:28: warning: [rcu-dereference] __task_cred(target) outside rcu_read_lock(); foo_lsm_capget() is called through ->capget (stored at lsm.c:14); reached from system call foo_capget() (in foo_lsm_capget)
#   access: __task_cred(target)
#   chain: security_foo_get() (lsm.c:19, through ->capget()) <- foo_capget() (lsm.c:28)
#   root: syscall
# check-output-end
