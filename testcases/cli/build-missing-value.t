# check-name: build: a long option given last without its value
# check-command: rcucheck build --series
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: build: option '--series' needs a value (see 'rcucheck build --help')
# check-error-end
