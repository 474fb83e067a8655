# check-name: audit: an access passed to a macro of the tree that runs its arguments inside its own reader (btrfs_info_in_rcu() -> btrfs_printk_in_rcu(): rcu_read_lock(); btrfs_printk(fs_info, fmt, ##args); rcu_read_unlock()) is protected, directly (6.1 device_list_add()) or through a helper called in the arguments (btrfs_dev_name()); passed to a macro without a reader, or read before the call: reported
# check-command: rcucheck audit --no-tree -C reader-macro-arg fs/
# check-exit-value: 1
# check-output-start
# fs/volumes.c:12:9: warning: [rcu-dereference] rcu_str_deref(device->name) (rcu_dereference via rcu_str_deref) outside rcu_read_lock(); reached from system call scan_helper_plain() (in dev_name_of)
#   blame: scan_helper_plain() (fs/volumes.c:42)
#   access: rcu_str_deref(device->name)
#   chain: scan_helper_plain() (fs/volumes.c:42)
#   root: syscall
# fs/volumes.c:28:5: warning: [rcu-dereference] rcu_str_deref(device->name) (rcu_dereference via rcu_str_deref) outside rcu_read_lock(); reached from system call scan_plain() (in scan_plain)
#   access: rcu_str_deref(device->name)
#   root: syscall
# fs/volumes.c:34:21: warning: [rcu-dereference] rcu_str_deref(device->name) (rcu_dereference via rcu_str_deref) outside rcu_read_lock(); reached from system call scan_before() (in scan_before)
#   access: rcu_str_deref(device->name)
#   root: syscall
# check-output-end
