# check-name: audit: rcu-flavor-mismatch runs by default with the update side's other rules
# check-command: rcucheck audit --no-tree --tier=all -C flavor-update
# check-exit-value: 1
# check-output-ignore
# check-error-contains: audit: rcu-flavor-mismatch      6 default, 2 lower
# check-error-contains: audit: 9 findings (6 default tier, 3 lower tier)
#
# check-name: audit --no-lifecycle: rcu-flavor-mismatch is left out with the update side's other rules: the same tree has no such report
# check-command: rcucheck audit --no-tree --no-lifecycle --tier=all -C flavor-update
# check-exit-value: 1
# check-output-ignore
# check-error-contains: audit: rcu-list                 0 default, 1 lower
# check-error-contains: audit: 1 findings (0 default tier, 1 lower tier)
