# check-name: audit: a call between rhashtable_walk_start() and rhashtable_walk_stop() (the RCU model's reader-calls) is inside a reader (nf_flow_table_iterate() -> rhashtable_walk_next()); one after rhashtable_walk_stop() is reported
# check-command: rcucheck audit --no-tree -C reader-call
# check-exit-value: 1
# check-output-start
# walk.c:10:25: warning: [rcu-dereference] rcu_dereference(iter->p->next) outside rcu_read_lock(); held instead: table_lock; walk_next() requires its caller to hold it; table_iterate_late() calls it after its rcu_read_unlock() at line 34; table_cleanup_late() is exported and no caller shown protects it (in walk_next)
#   blame: table_iterate_late() (walk.c:35)
#   access: rcu_dereference(iter->p->next)
#   held: table_lock
#   chain: table_iterate_late() (walk.c:35) <- table_cleanup_late() (walk.c:51, holding table_lock)
#   root: exported
# check-output-end
