# check-name: audit: an ops table looks bracketed only with both halves (a callback that ends a reader it did not enter and one that begins a reader it does not end) or a __releases(RCU) callback: a callback that lost its rcu_read_lock() (a_xmit(), the recall corpus's veth_xmit()) hides neither itself nor a_stats(); a callback with two rcu_read_unlock() exits for one rcu_read_lock() (b_parse(), 6.1 ext4_parse_param()'s callees) ends nothing of its invoker's: all default tier (lower on 8cb3fe4)
# check-command: rcucheck audit --no-tree -C callback-unbracketed --tier=all
# check-exit-value: 1
# check-output-start
# dev.c:19:12: warning: [rcu-dereference] rcu_dereference(dev->peer) outside rcu_read_lock(); a_xmit() is called through ->xmit (stored at dev.c:31); reached from system call dev_poke() (in a_xmit)
#   access: rcu_dereference(dev->peer)
#   chain: dev_poke() (dev.c:60, through dev->ops->xmit())
#   root: syscall
# dev.c:27:9: warning: [rcu-dereference] rcu_dereference(dev->peer) outside rcu_read_lock(); a_stats() is called through ->stats (stored at dev.c:32); reached from system call dev_poke() (in a_stats)
#   access: rcu_dereference(dev->peer)
#   chain: dev_poke() (dev.c:61, through dev->ops->stats())
#   root: syscall
# dev.c:48:9: warning: [rcu-dereference] rcu_dereference(dev->peer) outside rcu_read_lock(); b_reconf() is called through ->reconf (stored at dev.c:53); reached from system call dev_poke() (in b_reconf)
#   access: rcu_dereference(dev->peer)
#   chain: dev_poke() (dev.c:63, through dev->ops->reconf())
#   root: syscall
# check-output-end
