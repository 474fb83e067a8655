# check-name: validate: a value-taking option last, after the series
# check-command: rcucheck validate series --timeout
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: validate: option '--timeout' needs a value (see 'rcucheck validate --help')
# check-error-end
