# check-name: boot of a kernel image that does not exist
# check-command: rcucheck boot --kernel no-such-bzImage -o /dev/null
# check-exit-value: 2
# check-error-start
# rcucheck: error: kernel image no-such-bzImage not found (run 'rcucheck build' first)
# check-error-end
