# check-name: audit: rcu_access_pointer() dereferenced inside its function's own reader on every path (6.12 apparmorfs.c profile_depth()) is style, not a race: the lower tier, root in-reader; the reader on some paths only, or a use after the unlock: default tier
# check-command: rcucheck audit --no-tree -C access-pointer-reader --tier=all
# check-exit-value: 1
# check-output-start
# policy.c:17:56: warning: [rcu-access-pointer-deref] profile->parent; inside profile_depth()'s own reader, where rcu_access_pointer() reads what rcu_dereference() would: style, rcu_dereference() lets lockdep check it (in profile_depth)
#   access: profile->parent
#   root: in-reader
#   tier: lower
# policy.c:31:10: warning: [rcu-access-pointer-deref] p->depth; inside ns_root_depth()'s own reader, where rcu_access_pointer() reads what rcu_dereference() would: style, rcu_dereference() lets lockdep check it (in ns_root_depth)
#   access: p->depth
#   root: in-reader
#   tier: lower
# policy.c:45:10: warning: [rcu-access-pointer-deref] p->depth (in ns_root_depth_maybe)
#   access: p->depth
#   root: local
# policy.c:59:13: warning: [rcu-access-pointer-deref] p->depth (in ns_root_depth_late)
#   access: p->depth
#   root: local
# check-output-end
