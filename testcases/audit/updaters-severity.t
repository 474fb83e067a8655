# check-name: audit --severity=race: only the races (some.c: a lock only some updaters hold; spin.c: a spinlock no updater takes), as JSON with their impact
# check-command: rcucheck audit --no-tree -C updaters --severity=race --json
# check-exit-value: 1
# check-json
# check-output-start
# {"tool":"spatch","rule":"rcu-list","severity":"warning","file":"some.c","line":50,"col":2,"function":"tbl_count","access":"list_for_each_entry_rcu(e, &tbl_list, list)","flavor":"any","held":["stats_mutex"],"chain":[],"confidence":"high","message":"list_for_each_entry_rcu(e, &tbl_list, list) outside any RCU reader; held instead: stats_mutex; reached from system call tbl_count()","tier":"default","root":"syscall","blame":"tbl_count","blame_site":"some.c:50","impact":"race","impact_why":"every updater of tbl_list holds table_mutex (2 update sites, tbl_add() some.c:22 among them), the reader's path does not","fingerprint":"6992f5c5effc734e"}
# {"tool":"spatch","rule":"rcu-dereference","severity":"warning","file":"spin.c","line":34,"col":8,"function":"cfg_stat","access":"rcu_dereference(cur_cfg)","flavor":"rcu","held":["stats_lock"],"chain":[],"confidence":"high","message":"rcu_dereference(cur_cfg) outside rcu_read_lock(); held instead: stats_lock; reached from system call cfg_stat()","tier":"default","root":"syscall","blame":"cfg_stat","blame_site":"spin.c:34","impact":"race","impact_why":"every updater of cur_cfg holds cfg_mutex (1 update site, cfg_set() spin.c:22 among them), the reader's path does not","fingerprint":"c4eb7974d088beff"}
# check-output-end
#
# check-name: audit --severity=lockdep-only,unknown: the walks under the updaters' lock, the append-only list and the field nobody updates
# check-command: rcucheck audit --no-tree -C updaters --severity=lockdep-only,unknown
# check-exit-value: 1
# check-output-contains: append.c:29:2: warning: [rcu-list]
# check-output-contains: direct.c:18:2: warning: [rcu-list]
# check-output-contains: field.c:27:24: warning: [rcu-dereference]
# check-output-contains: field.c:34:24: warning: [rcu-dereference]
#
# check-name: audit --severity with an unknown value: a one-line error
# check-command: rcucheck audit --no-tree -C updaters --severity=bogus
# check-exit-value: 2
# check-error-start
# rcucheck: error: audit: unknown severity 'bogus': race, lockdep-only or unknown (see 'rcucheck audit --help')
# check-error-end
