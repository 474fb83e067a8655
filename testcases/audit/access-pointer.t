# check-name: audit: rcu_access_pointer() dereferenced: by default only the reader-side one
# check-command: rcucheck audit --no-tree -C access-pointer
# check-exit-value: 1
# check-output-start
# cfg.c:16:13: warning: [rcu-access-pointer-deref] c->val (in cfg_peek)
#   access: c->val
#   root: local
# check-output-end
