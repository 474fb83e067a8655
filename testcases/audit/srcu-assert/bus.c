/*
 * 6.1 virt/kvm/kvm_main.c kvm_io_bus_get_dev(): lockdep_assert_held() on
 * the srcu_struct itself asserts that the caller holds its srcu reader
 * (lockdep records srcu_read_lock() in the srcu_struct's dep_map), which
 * is what srcu_dereference(p, &kvm->srcu) needs: quiet. Asserting another
 * lock (a mutex of the same object) does not stand for the srcu reader:
 * reported.
 */
struct kvm_io_device *bus_get_dev(struct kvm *kvm, int idx)
{
	struct kvm_io_bus *bus;

	lockdep_assert_held(&kvm->srcu);

	bus = srcu_dereference(kvm->buses[idx], &kvm->srcu);
	if (!bus)
		return NULL;
	return bus->range[0].dev;
}
EXPORT_SYMBOL_GPL(bus_get_dev);

struct kvm_io_device *bus_get_dev_locked(struct kvm *kvm, int idx)
{
	struct kvm_io_bus *bus;

	lockdep_assert_held(&kvm->slots_lock);

	bus = srcu_dereference(kvm->buses[idx], &kvm->srcu);
	if (!bus)
		return NULL;
	return bus->range[0].dev;
}
EXPORT_SYMBOL_GPL(bus_get_dev_locked);
