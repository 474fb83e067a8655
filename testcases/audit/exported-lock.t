# check-name: audit: exported function holding tasklist_lock as an RCU substitute: default tier
# check-command: rcucheck audit --no-tree -C exported-lock
# check-exit-value: 1
# check-output-start
# signal.c:5:29: warning: [rcu-dereference] __task_cred(target) outside rcu_read_lock(); held instead: tasklist_lock; kill_pid_usb_asyncio() is exported and no caller shown protects it (in kill_as_cred_perm)
#   access: __task_cred(target)
#   held: tasklist_lock
#   chain: kill_pid_usb_asyncio() (signal.c:21, holding tasklist_lock)
#   root: exported
# check-output-end
