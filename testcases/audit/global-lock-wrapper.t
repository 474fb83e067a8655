# check-name: audit: a lock wrapper whose body takes an argument-less global lock (rcu/data/global-locks: rtnl_lock() is rtnl_mutex) and returns holding it, a release inside its forever retry loop after the loop's break not counting (6.12 rtnl_lock_unregistering_all() under rtnl_link_unregister(), which runs every ->dellink() and ->ndo_uninit() of the module's links), holds it for its caller: an initcall's chain through it to a dellink's rtnl_dereference() is quiet; a wrapper that releases the lock before it returns, and one whose retry loop is bounded, hold nothing: reported
# check-command: rcucheck audit --no-tree -C global-lock-wrapper --tier=all
# check-exit-value: 1
# check-output-start
# net/link.c:89:22: warning: [rcu-dereference-protected] rtnl_dereference(priv->brief_peer) (rcu_dereference_protected via rtnl_dereference) without holding rtnl_mutex; brief_init() is an initcall (module_init() at net/link.c:101), run by do_one_initcall() with no reader held (in brief_drop)
#   access: rtnl_dereference(priv->brief_peer)
#   chain: brief_init() (net/link.c:98)
#   root: entry
# net/link.c:119:22: warning: [rcu-dereference-protected] rtnl_dereference(priv->tries_peer) (rcu_dereference_protected via rtnl_dereference) without holding rtnl_mutex; tries_init() is an initcall (module_init() at net/link.c:131), run by do_one_initcall() with no reader held (in tries_drop)
#   access: rtnl_dereference(priv->tries_peer)
#   chain: tries_init() (net/link.c:128)
#   root: entry
# check-output-end
