# check-name: audit: a callee that calls through its own function pointer named like a tree's function (6.1 bond_check_dev_link()'s local int (*ioctl)(...), a parameter the same) calls no function of that name: its caller's reader is not reported for the system call ioctl()'s sleep; a callee that calls ioctl() itself is
# check-command: rcucheck audit --no-tree --sleep-only -C sleep-fnptr-callee
# check-exit-value: 1
# check-output-start
# drivers/net/bond.c:54:2: warning: [rcu-sleep-in-reader] real_ioctl(dev) may sleep inside the read-side critical section of rcu_read_lock() (line 53): real_ioctl() -> ioctl() -> mutex_lock() at fs/ioctl.c:6 (in monitor_real)
#   access: real_ioctl(dev)
#   held: rcu_read_lock()
#   root: local
# check-output-end
