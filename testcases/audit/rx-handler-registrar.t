# check-name: audit: a function passed as the handler to a registration call of rcu/data/callback-registrars (netdev_rx_handler_register(), whose handler __netif_receive_skb_core() runs in softirq) is called inside a bh reader: 6.12 macsec_handle_frame()'s rcu_dereference_bh() under its own rcu_read_lock(), and a helper it calls, are not reported; the same reader registered by another call, passed as the data argument, or an rx_handler needing a lock still are
# check-command: rcucheck audit --no-tree -C rx-handler-registrar --tier=all
# check-exit-value: 1
# check-output-start
# rx.c:41:6: warning: [rcu-dereference] rcu_dereference_bh((*pskb)->dev->rx_handler_data) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); other_frame() is reached only through a function pointer (in other_frame)
#   access: rcu_dereference_bh((*pskb)->dev->rx_handler_data)
#   held: rcu_read_lock()
#   root: callback
# rx.c:42:6: warning: [rcu-dereference] rcu_dereference_bh(p->sa) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); other_frame() is reached only through a function pointer (in other_frame)
#   access: rcu_dereference_bh(p->sa)
#   held: rcu_read_lock()
#   root: callback
# rx.c:57:9: warning: [rcu-dereference-protected] rcu_dereference_protected(p->sa, lockdep_is_held(&p->lock)) without holding lock; locked_frame() is reached only through a function pointer (in locked_frame)
#   access: rcu_dereference_protected(p->sa, lockdep_is_held(&p->lock))
#   root: callback
#   tier: lower
# rx.c:72:6: warning: [rcu-dereference] rcu_dereference_bh((*pskb)->dev->rx_handler_data) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); data_frame() is reached only through a function pointer (in data_frame)
#   access: rcu_dereference_bh((*pskb)->dev->rx_handler_data)
#   held: rcu_read_lock()
#   root: callback
# rx.c:73:6: warning: [rcu-dereference] rcu_dereference_bh(p->sa) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); data_frame() is reached only through a function pointer (in data_frame)
#   access: rcu_dereference_bh(p->sa)
#   held: rcu_read_lock()
#   root: callback
# check-output-end
#
# check-name: audit: the rx_handler registrar, default tier: the two handlers without the registration's handler argument
# check-command: rcucheck audit --no-tree -C rx-handler-registrar
# check-exit-value: 1
# check-output-start
# rx.c:41:6: warning: [rcu-dereference] rcu_dereference_bh((*pskb)->dev->rx_handler_data) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); other_frame() is reached only through a function pointer (in other_frame)
#   access: rcu_dereference_bh((*pskb)->dev->rx_handler_data)
#   held: rcu_read_lock()
#   root: callback
# rx.c:42:6: warning: [rcu-dereference] rcu_dereference_bh(p->sa) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); other_frame() is reached only through a function pointer (in other_frame)
#   access: rcu_dereference_bh(p->sa)
#   held: rcu_read_lock()
#   root: callback
# rx.c:72:6: warning: [rcu-dereference] rcu_dereference_bh((*pskb)->dev->rx_handler_data) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); data_frame() is reached only through a function pointer (in data_frame)
#   access: rcu_dereference_bh((*pskb)->dev->rx_handler_data)
#   held: rcu_read_lock()
#   root: callback
# rx.c:73:6: warning: [rcu-dereference] rcu_dereference_bh(p->sa) outside rcu_read_lock_bh(); held instead: rcu_read_lock(); data_frame() is reached only through a function pointer (in data_frame)
#   access: rcu_dereference_bh(p->sa)
#   held: rcu_read_lock()
#   root: callback
# check-output-end
