# check-name: audit: -j must be a positive number
# check-command: rcucheck audit -j many
# check-exit-value: 2
# check-error-start
# rcucheck: error: audit: -j takes a positive number, not 'many'
# check-error-end
