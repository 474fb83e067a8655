# check-name: audit: a generic netlink .doit reaching an access that needs a lock its family's .pre_doit takes, in its body or by a lock wrapper (6.12 nl80211_pre_doit()'s wiphy_lock(&rdev->wiphy) before NL80211_CMD_START_P2P_DEVICE's .doit and mac80211's wiphy_dereference()), is no default-tier root whatever its chain holds: lower, the command's flags that decide it not read; an access needing a lock the prologue releases again before it returns (the RTNL) stays default, another lock held instead
# check-command: rcucheck audit --no-tree -C entry-prologue-lock --tier=all
# check-exit-value: 1
# check-output-start
# nl.c:52:22: warning: [rcu-dereference-protected] rcu_dereference_protected(link->chanctx, lockdep_is_held(&link->wiphy->mtx)) without holding mtx; held instead: cfg_mutex; wl_start_p2p() is a generic netlink command's handler (.doit at nl.c:86), run by genl_family_rcv_msg_doit() with no reader held (in link_use_chanctx)
#   access: rcu_dereference_protected(link->chanctx, lockdep_is_held(&link->wiphy->mtx))
#   held: cfg_mutex
#   chain: wl_start_p2p() (nl.c:62, holding cfg_mutex)
#   root: entry
#   tier: lower
#   impact: lockdep-only: every updater of struct link.chanctx holds cfg_mutex (1 update site, link_use_chanctx() nl.c:56 among them)
# nl.c:69:22: warning: [rcu-dereference-protected] rtnl_dereference(link->monitor) (rcu_dereference_protected via rtnl_dereference) without holding rtnl_mutex; held instead: cfg_mutex; wl_del_monitor() is a generic netlink command's handler (.doit at nl.c:90), run by genl_family_rcv_msg_doit() with no reader held (in link_drop_monitor)
#   access: rtnl_dereference(link->monitor)
#   held: cfg_mutex
#   chain: wl_del_monitor() (nl.c:78, holding cfg_mutex)
#   root: entry
# check-output-end
