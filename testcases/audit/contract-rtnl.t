# check-name: audit: a contract comment that accepts the RTNL by that word ("Caller must hold rcu_read_lock or RTNL", __in6_dev_get(); "either hold rcu_read_lock(), or RTNL", nexthop_fib6_nh()) is met by a caller under rtnl_lock(); a comment that asks for the reader alone, and a caller that holds nothing, are still reported
# check-command: rcucheck audit --no-tree -C contract-rtnl net/
# check-exit-value: 1
# check-output-start
# net/anycast.c:16:9: warning: [rcu-callee] in6_dev_get_rcu_only(dev) outside rcu_read_lock(); held instead: rtnl_mutex; it needs its caller's reader: in6_dev_get_rcu_only() at include/addrconf.h:28: Caller must hold rcu_read_lock.; reached from system call ac_release() (in ac_close)
#   access: in6_dev_get_rcu_only(dev)
#   held: rtnl_mutex
#   chain: ac_release() (net/anycast.c:23, holding rtnl_mutex)
#   root: syscall
# net/anycast.c:30:27: warning: [rcu-callee] in6_dev_get_noref(dev_of(ifindex)) outside rcu_read_lock() and without holding rtnl_mutex; it needs its caller's reader: in6_dev_get_noref() at include/addrconf.h:16: Caller must hold rcu_read_lock or RTNL, because this function; reached from system call ac_peek() (in ac_peek)
#   access: in6_dev_get_noref(dev_of(ifindex))
#   root: syscall
# check-output-end
