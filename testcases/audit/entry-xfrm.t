# check-name: audit: the XFRM netlink family's commands (6.1 net/xfrm/xfrm_user.c: struct xfrm_link's .doit, in a designated array of a struct defined with it, "[X] = { .doit = xfrm_add_sa }", run by xfrm_user_rcv_msg() from sendmsg() on a NETLINK_XFRM socket) are system-call entries (rcu/data/entry-registrations): xfrm_add_sa() reaching ipcomp's tunnel lookup through ->init_state (recall 23) is the default tier; a .doit under rcu_read_lock() is quiet
# check-command: rcucheck audit --no-tree -C entry-xfrm --tier=all
# check-exit-value: 1
# check-output-start
# xfrm.c:33:2: warning: [rcu-list] hlist_for_each_entry_rcu(x, &spi_byaddr[addr & 15], list_byaddr, lockdep_is_held(&spi_lock)) outside any RCU reader and without holding spi_lock; ipcomp_init_state() is called through ->init_state (stored at xfrm.c:54); xfrm_add_sa() is a netlink command's handler (.doit at xfrm.c:80), run by xfrm_user_rcv_msg() with no reader held (in __spi_lookup)
#   blame: ipcomp_init_state() (xfrm.c:50)
#   access: hlist_for_each_entry_rcu(x, &spi_byaddr[addr & 15], list_byaddr, lockdep_is_held(&spi_lock))
#   chain: spi_lookup() (xfrm.c:43) <- ipcomp_init_state() (xfrm.c:50) <- init_state() (xfrm.c:59, through x->type->init_state()) <- xfrm_add_sa() (xfrm.c:64)
#   root: entry
# check-output-end
