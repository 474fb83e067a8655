# check-name: audit: rcu_access_pointer() dereferenced inside its function's own reader on every path (6.12 apparmorfs.c profile_depth()) is style, not a race: not in the default tier; the reader on some paths only, or a use after the unlock: default tier
# check-command: rcucheck audit --no-tree -C access-pointer-reader
# check-exit-value: 1
# check-output-start
# policy.c:45:10: warning: [rcu-access-pointer-deref] p->depth (in ns_root_depth_maybe)
#   access: p->depth
#   root: local
# policy.c:59:13: warning: [rcu-access-pointer-deref] p->depth (in ns_root_depth_late)
#   access: p->depth
#   root: local
# check-output-end
