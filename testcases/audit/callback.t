# check-name: audit: reached only through a function pointer: lower tier, not printed by default
# check-command: rcucheck audit --no-tree -C callback
# check-exit-value: 0
# check-output-start
# check-output-end
