# check-name: validate: no series given, a missing one, an unknown option
# check-command: rcucheck validate
# check-exit-value: 2
# check-error-start
# rcucheck: error: validate: give a SERIES_DIR (see 'rcucheck validate --help')
# check-error-end
