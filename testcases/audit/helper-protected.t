# check-name: audit: a static helper whose every caller holds rcu_read_lock(): quiet
# check-command: rcucheck audit --no-tree -C helper-protected
# check-exit-value: 0
# check-output-start
# check-output-end
