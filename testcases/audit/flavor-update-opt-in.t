# check-name: audit: rcu-flavor-mismatch is gated with the update side's other rules (--lifecycle): without it the same tree has no such report
# check-command: rcucheck audit --no-tree --tier=all -C flavor-update
# check-exit-value: 1
# check-output-ignore
# check-error-contains: audit: rcu-list                 0 default, 1 lower
# check-error-contains: audit: 1 findings (0 default tier, 1 lower tier)
