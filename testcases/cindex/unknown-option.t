# check-name: index rejects unknown options
# check-command: rcucheck index --frobnicate
# check-exit-value: 2
# check-error-start
# rcucheck: error: index: unknown option '--frobnicate' (see 'rcucheck index --help')
# check-error-end
