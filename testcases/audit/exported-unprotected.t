# check-name: audit: exported, every in-tree call unprotected: default tier; exported with one protecting caller: lower
# check-command: rcucheck audit --no-tree -C exported-unprotected --tier=all
# check-exit-value: 1
# check-output-start
# lib.c:9:9: warning: [rcu-dereference] rcu_dereference(h->foo) outside rcu_read_lock(); foo_read_id() is exported, and no call of it in the tree protects it (in foo_read_id)
#   access: rcu_dereference(h->foo)
#   root: exported
# lib.c:15:9: warning: [rcu-dereference] rcu_dereference(h->bar) outside rcu_read_lock(); foo_timer_fn() is reached only through a function pointer (in foo_peek_id)
#   access: rcu_dereference(h->bar)
#   chain: foo_timer_fn() (lib.c:21)
#   root: callback
#   tier: lower
# check-output-end
