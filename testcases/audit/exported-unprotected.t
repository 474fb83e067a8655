# check-name: audit: exported, every in-tree call unprotected, reached from a callback: lower tier (not evidence by itself); exported with one protecting caller: lower
# check-command: rcucheck audit --no-tree -C exported-unprotected --tier=all
# check-exit-value: 1
# check-output-start
# lib.c:10:9: warning: [rcu-dereference] rcu_dereference(h->foo) outside rcu_read_lock(); foo_timer_fn() is reached only through a function pointer (in foo_read_id)
#   access: rcu_dereference(h->foo)
#   chain: foo_timer_fn() (lib.c:22)
#   root: callback
#   tier: lower
# lib.c:16:9: warning: [rcu-dereference] rcu_dereference(h->bar) outside rcu_read_lock(); foo_timer_fn() is reached only through a function pointer (in foo_peek_id)
#   blame: foo_timer_fn() (lib.c:22)
#   access: rcu_dereference(h->bar)
#   chain: foo_timer_fn() (lib.c:22)
#   root: callback
#   tier: lower
# check-output-end
