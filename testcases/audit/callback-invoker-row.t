# check-name: audit: a callback field whose invoker rcu/data/callback-invokers names (nf_hook_ops.hook, called by nf_hook_slow() inside nf_hook()'s rcu_read_lock() through the copy nf_hook_entries_grow() makes) is a protected caller: 6.1 ebt_do_table(), exported and called only from such hooks, is exported-covered (lower); the same field of a struct without a row stays default; the row's reader does not meet a condition that names a lock
# check-command: rcucheck audit --no-tree -C callback-invoker-row --tier=all
# check-exit-value: 1
# check-output-start
# nf.c:17:6: warning: [rcu-dereference] rcu_dereference(t->obj) outside rcu_read_lock(); held instead: t->lock; do_table() is exported, and every caller in the tree protects it (in do_table)
#   access: rcu_dereference(t->obj)
#   held: t->lock
#   root: exported-covered
#   tier: lower
# nf.c:38:6: warning: [rcu-dereference] rcu_dereference(t->obj) outside rcu_read_lock(); held instead: t->lock; do_other_table() is exported, and no call of it in the tree protects it (in do_other_table)
#   access: rcu_dereference(t->obj)
#   held: t->lock
#   root: exported
# nf.c:56:9: warning: [rcu-dereference-protected] rcu_dereference_protected(t->obj, lockdep_is_held(&t->lock)) without holding lock; held instead: t->other; locked_hook() is reached only through a function pointer (in do_locked_table)
#   access: rcu_dereference_protected(t->obj, lockdep_is_held(&t->lock))
#   held: t->other
#   chain: locked_hook() (nf.c:66, holding t->other)
#   root: callback
#   tier: lower
# check-output-end
#
# check-name: audit: the nf_hook_ops.hook row, default tier: only the hook of a struct without a row is reported
# check-command: rcucheck audit --no-tree -C callback-invoker-row
# check-exit-value: 1
# check-output-start
# nf.c:38:6: warning: [rcu-dereference] rcu_dereference(t->obj) outside rcu_read_lock(); held instead: t->lock; do_other_table() is exported, and no call of it in the tree protects it (in do_other_table)
#   access: rcu_dereference(t->obj)
#   held: t->lock
#   root: exported
# check-output-end
