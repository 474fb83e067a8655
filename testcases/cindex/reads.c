struct kvm { struct srcu_struct srcu, irq_srcu; struct rt __rcu *irq_routing; };
struct pmu { struct list_head entry; };
static LIST_HEAD(pmus);
DEFINE_STATIC_SRCU(pmus_srcu);

int under_srcu(void)
{
	struct pmu *pmu;
	int idx = srcu_read_lock(&pmus_srcu);

	list_for_each_entry_rcu(pmu, &pmus, entry, lockdep_is_held(&pmus_srcu))
		;
	srcu_read_unlock(&pmus_srcu, idx);
	list_for_each_entry_rcu(pmu, &pmus, entry)
		;
	return 0;
}

int by_accessor(struct kvm *kvm)
{
	return srcu_dereference(kvm->irq_routing, &kvm->irq_srcu) != NULL;
}

int by_guard(void)
{
	struct pmu *pmu;

	guard(srcu)(&pmus_srcu);
	list_for_each_entry_srcu(pmu, &pmus, entry, srcu_read_lock_held(&pmus_srcu))
		;
	return 0;
}

void set(struct kvm *kvm, struct rt *n)
{
	rcu_assign_pointer(kvm->irq_routing, n);
	synchronize_srcu_expedited(&kvm->srcu);
	synchronize_rcu_mult(call_rcu, call_rcu_tasks);
	rcu_barrier();
}
