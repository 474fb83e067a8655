# check-name: audit: a getter that returns its object with the object's own lock taken (6.12 team_nl_team_get(): mutex_lock(&team->lock); return team;) holds that lock in its caller after "team = team_nl_team_get(info);" (options_get_doit(): ab_active_port_get()'s lockdep_is_held(&team->lock) quiet); put back before the call (options_late_doit()) or unlocked inside the getter (team_peek_get()): reported
# check-command: rcucheck audit --no-tree -C lock-getter --tier=all
# check-exit-value: 1
# check-output-start
# team_core.c:28:9: warning: [rcu-dereference-protected] rcu_dereference_protected(team->active_port, lockdep_is_held(&team->lock)) without holding lock; options_peek_doit() is a generic netlink command's handler (.doit at team_core.c:111), run by genl_family_rcv_msg_doit() with no reader held (in ab_peek_port)
#   access: rcu_dereference_protected(team->active_port, lockdep_is_held(&team->lock))
#   chain: options_peek_doit() (team_core.c:97)
#   root: entry
# team_core.c:36:9: warning: [rcu-dereference-protected] rcu_dereference_protected(team->active_port, lockdep_is_held(&team->lock)) without holding lock; options_late_doit() is a generic netlink command's handler (.doit at team_core.c:107), run by genl_family_rcv_msg_doit() with no reader held (in ab_late_port)
#   access: rcu_dereference_protected(team->active_port, lockdep_is_held(&team->lock))
#   chain: options_late_doit() (team_core.c:90)
#   root: entry
# check-output-end
