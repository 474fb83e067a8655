# check-name: audit: a lookup of rcu/data/lookups (radix_tree_lookup()) is met by the lock its structure's update sites hold (the index's update sites, audit/impact.c): every radix_tree_insert()/_delete() of tbl->root holds tbl->lock, so a lookup under tbl->lock is quiet and one under an unrelated mutex is reported (any lock met it before); any reader flavor meets it then (one RCU since 4.20: another spinlock's preemption off, 6.1 l2tp_tunnel_get()'s rcu_read_lock_bh(), quiet); the updaters' lock taken through the mm's wrappers, which the index's update sites do not see (6.1 s390 gmap's guest_to_host), met by any lock held: quiet; no lock and no reader: reported; an idr_remove() followed by synchronize_srcu() whose lookups hold rcu_read_lock() (6.1 kvm_hv_eventfd_deassign()) is no flavor mismatch: the idr frees its own nodes with call_rcu()
# check-command: rcucheck audit --no-tree -C lookup-updaters-lock fs/
# check-exit-value: 1
# check-output-start
# fs/tbl.c:36:24: warning: [rcu-callee] radix_tree_lookup(&t->root, id) outside any RCU reader and without holding lock; held instead: t->cfg_mutex; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; reached from system call tbl_get_cfg() (in tbl_val)
#   blame: tbl_get_cfg() (fs/tbl.c:99)
#   access: radix_tree_lookup(&t->root, id)
#   held: t->cfg_mutex
#   chain: tbl_get_cfg() (fs/tbl.c:99, holding t->cfg_mutex)
#   root: syscall
#   impact: race: every updater of struct tbl.root holds ->lock (2 update sites, tbl_insert() fs/tbl.c:20 among them), the reader's path does not
# fs/tbl.c:107:24: warning: [rcu-callee] radix_tree_lookup(&tbl_of(id)->root, id) outside any RCU reader; it needs its caller's reader: radix_tree_lookup() at rcu/data/lookups: radix_tree_lookup() leaves the reader to its caller; reached from system call tbl_get_bare() (in tbl_get_bare)
#   access: radix_tree_lookup(&tbl_of(id)->root, id)
#   root: syscall
# check-output-end
