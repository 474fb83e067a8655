# check-name: audit: a reader held in a callback below a caller matched by the field's name only is a guess too (6.12 ieee80211_get_key(), a cfg80211_ops ->get_key under its own rcu_read_lock(), taken for libipw's crypt->ops->get_key()): the lower tier; the same callback reached through a typed call (ops->peek_key() of struct cfg_ops) stays default
# check-command: rcucheck audit --no-tree -C callback-guessed-below --tier=all
# check-exit-value: 1
# check-output-start
# cfg.c:27:9: warning: [rcu-dereference-protected] rcu_dereference_protected(l->gtk, lockdep_is_held(&wiphy_mtx)) without holding wiphy_mtx; held instead: rcu_read_lock(); get_key() is called through ->get_key (stored at cfg.c:60; matched by the field's name only); reached from system call wx_set_encode() (in lookup_key)
#   access: rcu_dereference_protected(l->gtk, lockdep_is_held(&wiphy_mtx))
#   held: rcu_read_lock()
#   chain: get_key() (cfg.c:36, holding rcu_read_lock()) <- wx_set_encode() (wx.c:7, through crypt->ops->get_key())
#   root: syscall
#   tier: lower
# cfg.c:44:9: warning: [rcu-dereference-protected] rcu_dereference_protected(l->gtk, lockdep_is_held(&wiphy_mtx)) without holding wiphy_mtx; held instead: rcu_read_lock(); peek_key() is called through ->peek_key (stored at cfg.c:61); reached from system call cfg_peek() (in lookup_peek)
#   access: rcu_dereference_protected(l->gtk, lockdep_is_held(&wiphy_mtx))
#   held: rcu_read_lock()
#   chain: peek_key() (cfg.c:53, holding rcu_read_lock()) <- cfg_peek() (cfg.c:68, through ops->peek_key())
#   root: syscall
# check-output-end
