# check-name: audit --tier=all: a function whose only call of a needy function is an argument of a macro that reads it inside its own reader (6.12 btrfs_dev_stat_inc_and_print(): btrfs_err_rl_in_rcu(..., btrfs_dev_name(dev))) needs no reader of its callers (index/needs.c asks the audit's reader-macro argument check); the name read outside the macro: reported
# check-command: rcucheck audit --no-tree --tier=all -C need-macro-arg
# check-exit-value: 1
# check-output-start
# fs/btrfs/volumes.c:18:21: warning: [rcu-callee] btrfs_dev_name(dev) outside rcu_read_lock(); it needs its caller's reader: btrfs_dev_name() -> rcu_str_deref() at fs/btrfs/volumes.h:7: rcu_dereference; reached from system call dev_stat() (in btrfs_dev_stat_print_bad)
#   access: btrfs_dev_name(dev)
#   chain: dev_stat() (fs/btrfs/disk-io.c:13)
#   root: syscall
# check-output-end
