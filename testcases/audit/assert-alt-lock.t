# check-name: audit: a function whose own check accepts the RTNL beside the reader (WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_rtnl_is_held()), netdev_upper_get_next_dev_rcu()) is protected by a caller under rtnl_lock(); the same walk without that check is reported
# check-command: rcucheck audit --no-tree -C assert-alt-lock
# check-exit-value: 1
# check-output-start
# dev.c:26:10: warning: [rcu-list] list_entry_rcu((*iter)->next, struct netdev_adjacent, list) outside any RCU reader; held instead: rtnl_mutex; reached from system call xdp_link() (in lower_next_rcu)
#   blame: xdp_attach() (dev.c:40)
#   access: list_entry_rcu((*iter)->next, struct netdev_adjacent, list)
#   held: rtnl_mutex
#   chain: xdp_attach() (dev.c:40) <- xdp_link() (dev.c:50, holding rtnl_mutex)
#   root: syscall
# check-output-end
