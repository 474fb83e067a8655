# check-name: audit: a lock wrapper that takes the lock through a local and returns it (6.12 kernfs_open_file_mutex_lock(): "lock = kernfs_open_file_mutex_ptr(kn); mutex_lock(lock); return lock;") holds the lock lockdep_is_held(kernfs_open_file_mutex_ptr(kn)) names; the returned lock unlocked again before the call, another lock through the wrapper's local, or no lock: reported
# check-command: rcucheck audit --no-tree -C lock-returned-local fs/
# check-exit-value: 1
# check-output-start
# fs/kernfs/file.c:65:9: warning: [rcu-dereference-protected] rcu_dereference_protected(kn->open, lockdep_is_held(kernfs_open_file_mutex_ptr(kn))) without holding kn; reached from system call kclose() (in kernfs_deref_again)
#   access: rcu_dereference_protected(kn->open, lockdep_is_held(kernfs_open_file_mutex_ptr(kn)))
#   chain: kernfs_unlocked_again() (fs/kernfs/file.c:108) <- kclose() (fs/kernfs/file.c:138)
#   root: syscall
# fs/kernfs/file.c:71:9: warning: [rcu-dereference-protected] rcu_dereference_protected(kn->open, lockdep_is_held(kernfs_open_file_mutex_ptr(kn))) without holding kn; reached from system call kclose() (in kernfs_deref_other)
#   access: rcu_dereference_protected(kn->open, lockdep_is_held(kernfs_open_file_mutex_ptr(kn)))
#   chain: kernfs_other_lock() (fs/kernfs/file.c:120) <- kclose() (fs/kernfs/file.c:139)
#   root: syscall
# fs/kernfs/file.c:77:9: warning: [rcu-dereference-protected] rcu_dereference_protected(kn->open, lockdep_is_held(kernfs_open_file_mutex_ptr(kn))) without holding kn; reached from system call kclose() (in kernfs_deref_bare)
#   access: rcu_dereference_protected(kn->open, lockdep_is_held(kernfs_open_file_mutex_ptr(kn)))
#   chain: kernfs_no_lock() (fs/kernfs/file.c:129) <- kclose() (fs/kernfs/file.c:140)
#   root: syscall
# check-output-end
