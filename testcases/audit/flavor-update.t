# check-name: audit --lifecycle: rcu-flavor-mismatch, at the update site: SRCU readers and a synchronize_rcu(), a kfree_rcu() or a call_rcu() updater (in another file, under guard(srcu)), SRCU readers of one srcu_struct and a wait on another, tasks-trace readers and synchronize_rcu(), plain readers and synchronize_rcu_tasks_trace(): races, default tier; no report for a wait on the readers' own srcu_struct, call_srcu() on it, plain readers and kfree_rcu(), readers of two flavors and synchronize_rcu_mult() of both, a reader holding the updaters' mutex instead of a reader; the bh/synchronize_rcu() pair is lower tier
# check-command: rcucheck audit --no-tree --lifecycle -C flavor-update
# check-exit-value: 1
# check-output-start
# guard.c:27:2: warning: [rcu-flavor-mismatch] list_del_rcu(&it->link): struct item.link is read under srcu_read_lock() of items_srcu (item_exists() guard.c:14), but the grace period after this update is call_rcu() only, which does not wait for such a reader: the object can be freed while the reader holds it (in item_del)
#   access: list_del_rcu(&it->link)
#   root: local
#   impact: race: readers of struct item.link hold srcu_read_lock() of items_srcu (item_exists() guard.c:14 among them); its updater here waits for call_rcu() only
# srcu_domains.c:23:2: warning: [rcu-flavor-mismatch] rcu_assign_pointer(cur_cfg, n): cur_cfg is read under srcu_read_lock() of cfg_srcu (cfg_value() srcu_domains.c:13), but the grace period after this update is synchronize_srcu() of stats_srcu only, which does not wait for such a reader: the object can be freed while the reader holds it (in cfg_set_wrong)
#   access: rcu_assign_pointer(cur_cfg, n)
#   root: local
#   impact: race: readers of cur_cfg hold srcu_read_lock() of cfg_srcu (cfg_value() srcu_domains.c:13 among them); its updater here waits for synchronize_srcu() of stats_srcu only
# srcu_updater.c:12:2: warning: [rcu-flavor-mismatch] list_del_rcu(&f->node): struct foo.node is read under srcu_read_lock() of foo_srcu (foo_find() srcu_reader.c:16), but the grace period after this update is synchronize_rcu() only, which does not wait for such a reader: the object can be freed while the reader holds it (in foo_del)
#   access: list_del_rcu(&f->node)
#   root: local
#   impact: race: readers of struct foo.node hold srcu_read_lock() of foo_srcu (foo_find() srcu_reader.c:16 among them); its updater here waits for synchronize_rcu() only
# srcu_updater.c:22:2: warning: [rcu-flavor-mismatch] list_del_rcu(&f->node): struct foo.node is read under srcu_read_lock() of foo_srcu (foo_find() srcu_reader.c:16), but the grace period after this update is kfree_rcu() only, which does not wait for such a reader: the object can be freed while the reader holds it (in foo_del_deferred)
#   access: list_del_rcu(&f->node)
#   root: local
#   impact: race: readers of struct foo.node hold srcu_read_lock() of foo_srcu (foo_find() srcu_reader.c:16 among them); its updater here waits for kfree_rcu() only
# trace.c:23:2: warning: [rcu-flavor-mismatch] rcu_assign_pointer(sleepable_prog, n): sleepable_prog is read under rcu_read_lock_trace() (run_sleepable() trace.c:13), but the grace period after this update is synchronize_rcu() only, which does not wait for such a reader: the object can be freed while the reader holds it (in set_sleepable)
#   access: rcu_assign_pointer(sleepable_prog, n)
#   root: local
#   impact: race: readers of sleepable_prog hold rcu_read_lock_trace() (run_sleepable() trace.c:13 among them); its updater here waits for synchronize_rcu() only
# trace.c:44:2: warning: [rcu-flavor-mismatch] rcu_assign_pointer(fast_prog, n): fast_prog is read under rcu_read_lock() (run_fast() trace.c:34), but the grace period after this update is synchronize_rcu_tasks_trace() only, which does not wait for such a reader: the object can be freed while the reader holds it (in set_fast)
#   access: rcu_assign_pointer(fast_prog, n)
#   root: local
#   impact: race: readers of fast_prog hold rcu_read_lock() (run_fast() trace.c:34 among them); its updater here waits for synchronize_rcu_tasks_trace() only
# check-output-end
# check-error-contains: audit: rcu-flavor-mismatch      6 default, 2 lower
