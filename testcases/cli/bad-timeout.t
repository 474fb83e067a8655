# check-name: boot --timeout must be a positive number
# check-command: rcucheck boot --timeout soon
# check-exit-value: 2
# check-error-start
# rcucheck: error: --timeout soon: give a number of seconds
# check-error-end
