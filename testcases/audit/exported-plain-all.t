# check-name: audit: exported accessor with no lock anywhere: printed with --tier=all
# check-command: rcucheck audit --no-tree -C exported-plain --tier=all
# check-exit-value: 1
# check-output-start
# lib.c:7:9: warning: [rcu-dereference] rcu_dereference(h->foo) outside rcu_read_lock(); foo_get_id() is exported and no caller shown protects it (in foo_get_id)
#   access: rcu_dereference(h->foo)
#   root: exported
#   tier: lower
# check-output-end
