# check-name: rcucheck cache: two actions at once, or an operand, are usage errors
# check-command: rcucheck cache --clear --prune
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-contains: cache: --stats, --clear, --prune and --prune-work exclude each other: pick one

# check-name: rcucheck cache: an operand is a usage error
# check-command: rcucheck cache somewhere
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-contains: cache: unexpected argument 'somewhere'
