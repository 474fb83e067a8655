# check-name: audit (rcu-callee): a callee whose comment says "The caller must hold RCU lock" over a list walk (dev_get_by_index_rcu()'s hlist_for_each_entry_rcu(), checked with rcu_read_lock_any_held()) is met by a caller's rcu_read_lock_bh() (6.1's cpumap kthread around xdp_do_redirect()) and reported without a reader; the same comment over a plain rcu_dereference() still wants rcu_read_lock()
# check-command: rcucheck audit --no-tree -C callee-comment-any bpf/
# check-exit-value: 1
# check-output-start
# bpf/cpumap.c:4:27: warning: [rcu-callee] dev_get_by_index_rcu(net, idx) outside any RCU reader; it needs its caller's reader: dev_get_by_index_rcu() at net/dev.c:5: dev_get_by_index_rcu - find a device by its ifindex The caller must hold RCU lock.; reached from system call redir_bad() (in do_redirect)
#   blame: redir_bad() (bpf/cpumap.c:31)
#   access: dev_get_by_index_rcu(net, idx)
#   chain: redir_bad() (bpf/cpumap.c:31)
#   root: syscall
# bpf/cpumap.c:11:27: warning: [rcu-callee] dev_first_rcu(net) outside rcu_read_lock(); held instead: rcu_read_lock_bh(); it needs its caller's reader: dev_first_rcu() at net/dev.c:19: dev_first_rcu - the first device The caller must hold RCU lock.; reached from system call redir() (in do_first)
#   access: dev_first_rcu(net)
#   held: rcu_read_lock_bh()
#   chain: redir() (bpf/cpumap.c:23, holding rcu_read_lock_bh())
#   root: syscall
# check-output-end
