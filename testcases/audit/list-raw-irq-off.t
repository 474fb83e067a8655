# check-name: audit --tier=all: an RCU list walked with interrupts off through raw_local_irq_save() or raw_local_irq_disable() is inside a reader (rcu_read_lock_any_held() is !preemptible(); lockdep_register_key() under its graph lock): quiet, as under local_irq_save(); a walk after raw_local_irq_restore() is outside, reported after that line, and a bare walk stays
# check-command: rcucheck audit --no-tree --tier=all -C list-raw-irq-off
# check-exit-value: 1
# check-output-start
# kernel/locking/keys.c:60:2: warning: [rcu-list] hlist_for_each_entry_rcu(k, &keys[2], hash_entry) outside any RCU reader, after the unlock at line 59 (in count_keys_late)
#   access: hlist_for_each_entry_rcu(k, &keys[2], hash_entry)
#   root: local
#   impact: lockdep-only: keys is only ever added to (1 update site, none unlinks): no entry is freed under the reader
# kernel/locking/keys.c:71:2: warning: [rcu-list] hlist_for_each_entry_rcu(k, &keys[3], hash_entry) outside any RCU reader; count_keys_bare() has no caller in the tree that protects it (in count_keys_bare)
#   access: hlist_for_each_entry_rcu(k, &keys[3], hash_entry)
#   root: no-caller
#   tier: lower
#   impact: lockdep-only: keys is only ever added to (1 update site, none unlinks): no entry is freed under the reader
# check-output-end
