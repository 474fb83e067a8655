# check-name: audit: a callback reached through a field call of a creator call (rcu/data/creator-calls: register_netdevice() calls dev->netdev_ops->ndo_uninit() on its error path) is called so only from code in its store's directory or above or below it, which could have given the device that table: 6.12 init_mac80211_hwsim() registers its own monitor device, never a mac80211 interface, so mac_uninit()'s chain from it is cut and its one locked creator (mac_if_add()) leaves it lower; the driver's own ndo_uninit, reached from its own init without its lock, is still reported
# check-command: rcucheck audit --no-tree -C creator-call --tier=all
# check-exit-value: 1
# check-output-start
# drivers/hwsim/hwsim.c:21:20: warning: [rcu-dereference-protected] rcu_dereference_protected(hwsim_radio, lockdep_is_held(&hwsim_lock)) without holding hwsim_lock; held instead: rtnl_mutex; hwsim_uninit() is called through ->ndo_uninit (stored at drivers/hwsim/hwsim.c:28); hwsim_init() is an initcall (module_init() at drivers/hwsim/hwsim.c:43), run by do_one_initcall() with no reader held (in hwsim_uninit)
#   access: rcu_dereference_protected(hwsim_radio, lockdep_is_held(&hwsim_lock))
#   held: rtnl_mutex
#   chain: register_netdevice() (net/core/dev.c:19, through dev->netdev_ops->ndo_uninit()) <- hwsim_init() (drivers/hwsim/hwsim.c:39, holding rtnl_mutex)
#   root: entry
#   impact: race: every updater of hwsim_radio holds hwsim_lock (1 update site, hwsim_uninit() drivers/hwsim/hwsim.c:24 among them), the reader's path does not
# net/mac/iface.c:20:20: warning: [rcu-dereference-protected] rcu_dereference_protected(sdata->default_key, lockdep_is_held(&sdata->mtx)) without holding mtx; mac_uninit() is called through ->ndo_uninit (stored at net/mac/iface.c:28); register_netdevice() is exported, and every caller in the tree protects it (in mac_uninit)
#   access: rcu_dereference_protected(sdata->default_key, lockdep_is_held(&sdata->mtx))
#   chain: register_netdevice() (net/core/dev.c:19, through dev->netdev_ops->ndo_uninit())
#   root: exported-covered
#   tier: lower
#   impact: race: every updater of struct sdata.default_key holds ->mtx (1 update site, mac_uninit() net/mac/iface.c:24 among them), the reader's path does not
# check-output-end
