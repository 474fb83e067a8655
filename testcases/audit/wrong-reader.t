# check-name: audit: a callback that takes a reader of the wrong flavor (rcu for _sched) or another srcu_struct is default tier; the right reader is quiet, no reader stays lower
# check-command: rcucheck audit --no-tree -C wrong-reader
# check-exit-value: 1
# check-output-start
# seq.c:16:7: warning: [rcu-dereference] rcu_dereference_sched(tr->function_pids) outside rcu_read_lock_sched(); held instead: rcu_read_lock(); pid_start() is reached only through a function pointer (in pid_start)
#   access: rcu_dereference_sched(tr->function_pids)
#   held: rcu_read_lock()
#   root: callback
# seq.c:51:6: warning: [rcu-dereference] srcu_dereference(kvm->resampler, &kvm->irq_srcu) outside srcu_read_lock(&irq_srcu); held instead: srcu_read_lock(&kvm->srcu); resampler_ack() is reached only through a function pointer (in resampler_ack)
#   access: srcu_dereference(kvm->resampler, &kvm->irq_srcu)
#   held: srcu_read_lock(&kvm->srcu)
#   root: callback
# check-output-end
