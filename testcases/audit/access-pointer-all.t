# check-name: audit: rcu_access_pointer() dereferenced: reader code is the default tier, a free path without a reader the lower one
# check-command: rcucheck audit --no-tree -C access-pointer --tier=all
# check-exit-value: 1
# check-output-start
# cfg.c:16:13: warning: [rcu-access-pointer-deref] c->val (in cfg_peek)
#   access: c->val
#   root: local
# cfg.c:23:8: warning: [rcu-access-pointer-deref] c->name; cfg_free() takes no reader (update side?): rcu_dereference_protected() would document the lock (in cfg_free)
#   access: c->name
#   root: update-side
#   tier: lower
# check-output-end
