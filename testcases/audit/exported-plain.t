# check-name: audit: exported accessor with no lock anywhere: lower tier, not printed by default
# check-command: rcucheck audit --no-tree -C exported-plain
# check-exit-value: 0
# check-output-start
# check-output-end
