# check-name: audit: below a field call matched by the field's name only, a reader the callback takes itself is no evidence of the mistake (its real invokers, found protected, run it too): 6.12 ieee80211_get_key()'s rcu_read_lock() around ieee80211_lookup_key()'s wiphy_dereference(), a cfg80211 ->get_key taken for libipw's (*crypt)->ops->get_key(), is the lower tier; the same reader in a callback its own struct's invoker calls without the lock stays default
# check-command: rcucheck audit --no-tree -C callback-guessed-own-reader --tier=all
# check-exit-value: 1
# check-output-start
# cfg.c:46:9: warning: [rcu-dereference-protected] rcu_dereference_protected(sdata->keys[idx], lockdep_is_held(&sdata->wiphy->mtx)) without holding mtx; held instead: rcu_read_lock(); mac_get_key() is called through ->get_key (stored at cfg.c:79; matched by the field's name only); wx_set_encode() is reached only through a function pointer (in lookup_key)
#   access: rcu_dereference_protected(sdata->keys[idx], lockdep_is_held(&sdata->wiphy->mtx))
#   held: rcu_read_lock()
#   chain: mac_get_key() (cfg.c:55, holding rcu_read_lock()) <- wx_set_encode() (cfg.c:105, through ->ops->get_key())
#   root: callback
#   tier: lower
# cfg.c:63:9: warning: [rcu-dereference-protected] rcu_dereference_protected(sdata->mgmt_key, lockdep_is_held(&sdata->wiphy->mtx)) without holding mtx; held instead: rcu_read_lock(); mac_get_mgmt_key() is called through ->get_mgmt_key (stored at cfg.c:80); reached from system call mgmt_get() (in lookup_mgmt_key)
#   access: rcu_dereference_protected(sdata->mgmt_key, lockdep_is_held(&sdata->wiphy->mtx))
#   held: rcu_read_lock()
#   chain: mac_get_mgmt_key() (cfg.c:72, holding rcu_read_lock()) <- rdev_get_mgmt_key() (cfg.c:98, through rdev->ops->get_mgmt_key()) <- mgmt_get() (cfg.c:118)
#   root: syscall
# check-output-end
