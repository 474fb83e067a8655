# check-name: audit: a plain list_del()/hlist_del_init() of an RCU list's entries is an unlink: the list is not append-only and its walk without a reader is a race (plain.c: a list_del() inside a walk of the same head, keyed by the head; an hlist_del_init() outside any walk, keyed by the node's member the RCU iterator walks); a plain list_del() of the same struct's entries inside a walk of another head leaves an append-only list lockdep-only (append.c)
# check-command: rcucheck audit --no-tree -C updaters-plain-del --tier=all
# check-exit-value: 1
# check-output-start
# append.c:45:2: warning: [rcu-list] list_for_each_entry_rcu(n, &notes, list) outside any RCU reader; reached from system call note_has() (in note_has)
#   access: list_for_each_entry_rcu(n, &notes, list)
#   root: syscall
#   impact: lockdep-only: notes is only ever added to (1 update site, none unlinks): no entry is freed under the reader
# plain.c:52:2: warning: [rcu-list] list_for_each_entry_rcu(j, &jobs, list) outside any RCU reader; reached from system call job_has() (in job_has)
#   access: list_for_each_entry_rcu(j, &jobs, list)
#   root: syscall
#   impact: race: every updater of jobs holds job_lock (2 update sites, job_add() plain.c:31 among them), the reader's path does not
# plain.c:85:2: warning: [rcu-list] hlist_for_each_entry_rcu(s, &slots, node) outside any RCU reader; reached from system call slot_has() (in slot_has)
#   access: hlist_for_each_entry_rcu(s, &slots, node)
#   root: syscall
#   impact: race: every updater of slots holds job_lock (2 update sites, slot_add() plain.c:64 among them), the reader's path does not
# check-output-end
# check-error-contains: audit: impact: 2 race, 1 lockdep-only, 0 unknown (default tier); 0, 0, 0 (lower)
