# check-name: audit: the tree's SRCU reader wrappers (security/tomoyo's tomoyo_read_lock(), a header function returning srcu_read_lock(&tomoyo_ss); kvm's kvm_vcpu_srcu_read_lock(vcpu), storing the index in its argument) are srcu_read_lock() of their srcu_struct: callers inside them are quiet, one inside another srcu_struct's wrapper is reported
# check-command: rcucheck audit --no-tree -C srcu-reader-wrapper
# check-exit-value: 1
# check-output-start
# x.c:26:2: warning: [rcu-list] list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss)) outside srcu_read_lock(&tom_ss); reached from system call dom_racy() (in dom_sum)
#   blame: dom_racy() (x.c:45)
#   access: list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
#   chain: dom_racy() (x.c:45)
#   root: syscall
# x.c:52:2: warning: [rcu-list] list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss)) outside srcu_read_lock(&tom_ss); held instead: srcu_read_lock(&other_ss); reached from system call dom_other() (in dom_first)
#   blame: dom_other() (x.c:62)
#   access: list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
#   held: srcu_read_lock(&other_ss)
#   chain: dom_other() (x.c:62, holding srcu_read_lock(&other_ss))
#   root: syscall
# x.c:89:2: warning: [rcu-list] list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss)) outside srcu_read_lock(&tom_ss); reached from system call dom_maybe() (in dom_last)
#   blame: dom_maybe() (x.c:99)
#   access: list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
#   chain: dom_maybe() (x.c:99)
#   root: syscall
# x.c:109:2: warning: [rcu-list] list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss)) outside srcu_read_lock(&tom_ss); reached from system call dom_local() (in dom_mid)
#   blame: dom_local() (x.c:121)
#   access: list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
#   chain: dom_local() (x.c:121)
#   root: syscall
# x.c:144:2: warning: [rcu-list] list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss)) outside srcu_read_lock(&tom_ss); reached from system call dom_load_racy() (in dom_peek)
#   blame: dom_load_racy() (load/load.c:10)
#   access: list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
#   chain: dom_load_racy() (load/load.c:10)
#   root: syscall
# check-output-end
# check-name: audit: a call, from another directory, of a function that takes its reader itself through such a wrapper (tomoyo_check_profile() from security/tomoyo/load_policy.c) needs nothing of its caller; one of a function that needs its caller's reader is reported (rcu-callee)
# check-command: rcucheck audit --no-tree -C srcu-reader-wrapper load/
# check-exit-value: 1
# check-output-start
# load/load.c:10:9: warning: [rcu-callee] dom_peek() outside srcu_read_lock(&tom_ss); it needs its caller's reader: dom_peek() at x.c:144: list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss)); reached from system call dom_load_racy() (in dom_load_racy)
#   access: dom_peek()
#   root: syscall
# check-output-end
