# check-name: index --readers: the SRCU wrappers of srcu-reader-wrapper/include/tom.h as the audit hands them to spatch, the call as written over the wrapper's parameters; not one whose srcu_struct is a local, nor one that takes the reader on some ways only
# check-command: rcucheck index -C srcu-reader-wrapper --no-save --readers
# check-exit-value: 0
# check-output-start
# #define tom_read_lock() srcu_read_lock(&tom_ss)
# #define vcpu_srcu_read_lock(vcpu) srcu_read_lock(&vcpu->kvm->srcu)
# #define other_read_lock() srcu_read_lock(&other_ss)
# #define tom_read_unlock(idx) srcu_read_unlock(&tom_ss, idx)
# #define vcpu_srcu_read_unlock(vcpu) srcu_read_unlock(&vcpu->kvm->srcu, vcpu->srcu_idx)
# #define other_read_unlock(idx) srcu_read_unlock(&other_ss, idx)
# check-output-end
