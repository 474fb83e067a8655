# check-name: setup takes no operands
# check-command: rcucheck setup --no-packages kernel/
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: setup: unexpected argument 'kernel/' (see 'rcucheck setup --help')
# check-error-end
