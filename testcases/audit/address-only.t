# check-name: audit: &p->f compared is no dereference; &p->f passed to list_del_rcu() after the unlock is one
# check-command: rcucheck audit --no-tree --tier=all -C address-only
# check-exit-value: 1
# check-output-start
# pwq.c:25:16: warning: [rcu-use-after-unlock] pwq->pwqs_node (in unlink_pwq)
#   access: pwq->pwqs_node
#   root: local
# check-output-end
