# check-name: audit: a callee whose check accepts a subsystem's lock through its lockdep helper (6.1 openvswitch get_dp(): WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_ovsl_is_held()), lockdep_ovsl_is_held() a row of rcu/data/lockdep-helpers for ovs_mutex) is protected by a caller under that lock's wrapper (ovs_lock(), mutex_lock(&ovs_mutex): rows of locks, global-locks, lock-pairs and sleepers as rtnl_lock() has), and so is a callee's accessor of the helper (ovsl_dereference()'s rcu_dereference_protected(p, lockdep_ovsl_is_held())) called after ovs_lock() on the branch that keeps it, the other branch calling ovs_unlock() (6.1 ovs_flow_cmd_new()); the same call with nothing held is reported
# check-command: rcucheck audit --no-tree -C assert-helper-lock --tier=all net/
# check-exit-value: 1
# check-output-start
# net/datapath.c:78:24: warning: [rcu-callee] get_dp(sock_net(skb->sk), info->ifindex) outside rcu_read_lock() and without holding ovs_mutex; it needs its caller's reader: get_dp() at include/datapath.h:17: WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_ovsl_is_held()); dp_cmd_get() is a generic netlink command's handler (.doit at net/datapath.c:90), run by genl_family_rcv_msg_doit() with no reader held (in dp_cmd_get)
#   access: get_dp(sock_net(skb->sk), info->ifindex)
#   root: entry
# check-output-end
