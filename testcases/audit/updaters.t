# check-name: audit: each reader finding's impact from the updaters' locks (index of update sites): a walk under the mutex every updater holds (one through its caller) is lockdep-only (direct.c, the ftrace_direct_funcs shape), a __rcu field keyed by struct dev.ops the same (field.c); a walk under a lock only some updaters hold (some.c) and a spinlock the updaters never take (spin.c) are races; an append-only list is lockdep-only; a field nobody updates is unknown (no impact line); rcu_dereference_protected() under the updaters' lock is no finding
# check-command: rcucheck audit --no-tree -C updaters --tier=all
# check-exit-value: 1
# check-output-start
# append.c:29:2: warning: [rcu-list] list_for_each_entry_rcu(n, &notifs, list) outside any RCU reader; reached from system call notif_has() (in notif_has)
#   access: list_for_each_entry_rcu(n, &notifs, list)
#   root: syscall
#   impact: lockdep-only: notifs is only ever added to (1 update site, none unlinks): no entry is freed under the reader
# direct.c:18:2: warning: [rcu-list] list_for_each_entry_rcu(entry, &direct_funcs, next) outside any RCU reader; held instead: direct_mutex; reached from system call register_direct() (in find_direct)
#   access: list_for_each_entry_rcu(entry, &direct_funcs, next)
#   held: direct_mutex
#   chain: register_direct() (direct.c:42, holding direct_mutex)
#   root: syscall
#   impact: lockdep-only: every updater of direct_funcs holds direct_mutex (2 update sites, unregister_direct() direct.c:56 among them)
# field.c:27:24: warning: [rcu-dereference] rcu_dereference(d->ops) outside rcu_read_lock(); held instead: ops_mutex; reached from system call dev_kick() (in dev_run)
#   access: rcu_dereference(d->ops)
#   held: ops_mutex
#   chain: dev_kick() (field.c:44, holding ops_mutex)
#   root: syscall
#   impact: lockdep-only: every updater of struct dev.ops holds ops_mutex (1 update site, dev_set_ops() field.c:20 among them)
# field.c:34:24: warning: [rcu-dereference] rcu_dereference(d->spare) outside rcu_read_lock(); held instead: ops_mutex; reached from system call dev_kick() (in dev_spare)
#   access: rcu_dereference(d->spare)
#   held: ops_mutex
#   chain: dev_kick() (field.c:44, holding ops_mutex)
#   root: syscall
# some.c:50:2: warning: [rcu-list] list_for_each_entry_rcu(e, &tbl_list, list) outside any RCU reader; held instead: stats_mutex; reached from system call tbl_count() (in tbl_count)
#   access: list_for_each_entry_rcu(e, &tbl_list, list)
#   held: stats_mutex
#   root: syscall
#   impact: race: every updater of tbl_list holds table_mutex (2 update sites, tbl_add() some.c:22 among them), the reader's path does not
# spin.c:34:8: warning: [rcu-dereference] rcu_dereference(cur_cfg) outside rcu_read_lock(); held instead: stats_lock; reached from system call cfg_stat() (in cfg_stat)
#   access: rcu_dereference(cur_cfg)
#   held: stats_lock
#   root: syscall
#   impact: race: every updater of cur_cfg holds cfg_mutex (1 update site, cfg_set() spin.c:22 among them), the reader's path does not
# check-output-end
# check-error-contains: audit: impact: 2 race, 3 lockdep-only, 1 unknown (default tier); 0, 0, 0 (lower)
