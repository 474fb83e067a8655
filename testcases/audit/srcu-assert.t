# check-name: audit: lockdep_assert_held() on the srcu_struct an srcu_dereference() names asserts its reader (kvm_io_bus_get_dev()): quiet; asserting another lock is reported
# check-command: rcucheck audit --no-tree -C srcu-assert
# check-exit-value: 1
# check-output-start
# bus.c:28:8: warning: [rcu-dereference] srcu_dereference(kvm->buses[idx], &kvm->srcu) outside srcu_read_lock(&srcu); held instead: kvm->slots_lock; bus_get_dev_locked() is exported and no caller shown protects it (in bus_get_dev_locked)
#   access: srcu_dereference(kvm->buses[idx], &kvm->srcu)
#   held: kvm->slots_lock
#   root: exported
# check-output-end
