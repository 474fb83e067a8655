# check-name: audit: an option given last without its value is named, not called unknown
# check-command: rcucheck audit -o
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: audit: option '-o' needs a value (see 'rcucheck audit --help')
# check-error-end
