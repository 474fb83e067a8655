# check-name: audit: lockdep_assert_held() of the srcu_struct an srcu_dereference() names is its reader (lockdep's check passes only inside srcu_read_lock() of it: 6.12's kvm_io_bus_get_dev()); an assertion of another srcu_struct is not
# check-command: rcucheck audit --no-tree -C srcu-assert-other
# check-exit-value: 1
# check-output-start
# x.c:24:8: warning: [rcu-dereference] srcu_dereference(kvm->bus, &kvm->srcu) outside srcu_read_lock(&srcu); held instead: kvm->irq_srcu; kvm_bus_count_irq() is exported and no caller shown protects it (in kvm_bus_count_irq)
#   access: srcu_dereference(kvm->bus, &kvm->srcu)
#   held: kvm->irq_srcu
#   root: exported
# check-output-end
