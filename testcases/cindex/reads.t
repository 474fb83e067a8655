# check-name: index --dump: read sites whose function says their flavor (a reader section entered before them, srcu_dereference()'s srcu_struct, guard(srcu)(), a reader predicate in the condition; a plain accessor outside any section is not one), and every wait or defer after an update with the flavors it waits for (an srcu_struct by its key, synchronize_rcu_mult()'s arguments; rcu_barrier() waits for no reader)
# check-command: rcucheck index --dump reads.c
# check-output-contains: read under_srcu 11 list_for_each_entry_rcu object=pmus node=struct pmu.entry flavors=srcu:pmus_srcu
# check-output-contains: read by_accessor 21 srcu_dereference object=struct kvm.irq_routing node=- flavors=srcu:struct kvm.irq_srcu
# check-output-contains: read by_guard 29 list_for_each_entry_srcu object=pmus node=struct pmu.entry flavors=srcu:pmus_srcu
# check-output-contains: update set 36 rcu_assign_pointer object=struct kvm.irq_routing node=- held=- gp=synchronize_srcu_expedited gps=synchronize_srcu_expedited=srcu:struct kvm.srcu; synchronize_rcu_mult=rcu|tasks
