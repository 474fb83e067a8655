# check-name: audit: the update side's rules report at their function, default tier, whatever the callers; hash_del_rcu() (<linux/hashtable.h>'s hlist_del_init_rcu()) unlinks as hlist_del_rcu() does (bar_del() reported, bar_del_ok() with synchronize_rcu() quiet; unreported on af07233)
# check-command: rcucheck audit --no-tree --lifecycle -C lifecycle
# check-exit-value: 1
# check-output-start
# foo.c:23:2: warning: [rcu-reclaim-no-gp] kfree(f): f is unlinked by list_del_rcu() at line 21 and freed with no grace period between: readers may still hold it (in foo_del)
#   access: kfree(f)
#   root: local
# foo.c:36:2: warning: [rcu-head-requeue] call_rcu(&f->rcu, foo_free_rcu): f's rcu_head is queued again, already queued by call_rcu() at line 31 and its callback not yet run (in foo_retire)
#   access: call_rcu(&f->rcu, foo_free_rcu)
#   root: local
# foo.c:59:2: warning: [rcu-reclaim-no-gp] kfree(b): b is unlinked by hash_del_rcu() at line 58 and freed with no grace period between: readers may still hold it (in bar_del)
#   access: kfree(b)
#   root: local
# check-output-end
