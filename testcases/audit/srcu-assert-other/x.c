struct bus { int n; };
struct kvm { struct srcu_struct srcu; struct srcu_struct irq_srcu; struct bus __rcu *bus; };

/*
 * 6.12's kvm_io_bus_get_dev(), reduced: lockdep_assert_held() of the
 * srcu_struct is its contract (true only inside srcu_read_lock()): quiet.
 */
int kvm_bus_count(struct kvm *kvm)
{
	struct bus *bus;

	lockdep_assert_held(&kvm->srcu);
	bus = srcu_dereference(kvm->bus, &kvm->srcu);
	return bus ? bus->n : 0;
}
EXPORT_SYMBOL_GPL(kvm_bus_count);

/* The assertion names another srcu_struct: reported. */
int kvm_bus_count_irq(struct kvm *kvm)
{
	struct bus *bus;

	lockdep_assert_held(&kvm->irq_srcu);
	bus = srcu_dereference(kvm->bus, &kvm->srcu);
	return bus ? bus->n : 0;
}
EXPORT_SYMBOL_GPL(kvm_bus_count_irq);
