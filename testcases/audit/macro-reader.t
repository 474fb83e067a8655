# check-name: audit: a function-like macro that takes the reader around its own call (6.12's md_wakeup_thread(): rcu_read_lock() in its body; gpiod_dbg(): scoped_guard(srcu, &desc->gdev->desc_srcu)) protects that call; a reader dropped before the call in the body, or a guard of another srcu_struct, does not
# check-command: rcucheck audit --no-tree -C macro-reader
# check-exit-value: 1
# check-output-start
# md.c:25:24: warning: [rcu-dereference] rcu_dereference(thread) outside rcu_read_lock(); held instead: mddev->lock; reached from system call md_sync() (in __md_wakeup_late)
#   access: rcu_dereference(thread)
#   held: mddev->lock
#   chain: md_wakeup_thread_late() (md.h:12) <- md_sync() (md.c:38, holding mddev->lock)
#   root: syscall
# md.c:50:9: warning: [rcu-dereference] srcu_dereference(desc->label, &desc->gdev->desc_srcu) outside srcu_read_lock(&desc_srcu); held instead: desc_lock; reached from system call desc_show() (in desc_label_other)
#   access: srcu_dereference(desc->label, &desc->gdev->desc_srcu)
#   held: desc_lock
#   chain: desc_dbg_other() (md.h:26) <- desc_show() (md.c:59, holding desc_lock)
#   root: syscall
# check-output-end
