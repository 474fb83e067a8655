# check-name: audit: rcu-flavor-mismatch takes a read site's lockdep condition as one of its readers: a walk under srcu_read_lock(&kvm->srcu) whose condition names kvm->irq_srcu (the recall corpus's injection 39 in virt/kvm/eventfd.c, whose invoker holds irq_srcu) is covered by synchronize_srcu(&kvm->irq_srcu); the same walk without the condition is a mismatch
# check-command: rcucheck audit --no-tree --flavor-only -C flavor-srcu-cond
# check-exit-value: 1
# check-output-start
# eventfd.c:59:2: warning: [rcu-flavor-mismatch] list_del_rcu(&irqfd->plain_link): struct irqfd.plain_link is read under srcu_read_lock() of struct kvm.srcu (plain_ack() eventfd.c:52), but the grace period after this update is synchronize_srcu() of struct kvm.irq_srcu only, which does not wait for such a reader: the object can be freed while the reader holds it (in plain_shutdown)
#   access: list_del_rcu(&irqfd->plain_link)
#   root: local
#   impact: race: readers of struct irqfd.plain_link hold srcu_read_lock() of struct kvm.srcu (plain_ack() eventfd.c:52 among them); its updater here waits for synchronize_srcu() of struct kvm.irq_srcu only
# check-output-end
# check-error-contains: audit: rcu-flavor-mismatch      1 default, 0 lower
