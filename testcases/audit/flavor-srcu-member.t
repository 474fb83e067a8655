# check-name: audit: rcu-flavor-mismatch compares an srcu_struct reached through a member chain (&ns->head->srcu, keyed ->srcu) with the readers' typed one (struct ns_head.srcu) by its member: the same srcu_struct is no mismatch (6.1's nvme_ns_remove(), sgx_mmu_notifier_release()); another member still is
# check-command: rcucheck audit --no-tree --flavor-only -C flavor-srcu-member
# check-exit-value: 1
# check-output-start
# ns.c:62:2: warning: [rcu-flavor-mismatch] list_del_rcu(&c->link): struct ctl.link is read under srcu_read_lock() of struct ns_head.srcu (ctl_count() ns.c:54), but the grace period after this update is synchronize_srcu() of ->other_srcu only, which does not wait for such a reader: the object can be freed while the reader holds it (in ctl_remove)
#   access: list_del_rcu(&c->link)
#   root: local
#   impact: race: readers of struct ctl.link hold srcu_read_lock() of struct ns_head.srcu (ctl_count() ns.c:54 among them); its updater here waits for synchronize_srcu() of ->other_srcu only
# check-output-end
# check-error-contains: audit: rcu-flavor-mismatch      1 default, 0 lower
