# check-name: rcucheck without a verb prints usage on stderr, exit 2
# check-command: rcucheck
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-contains: usage: rcucheck VERB [options]
