# check-name: fix: an abbreviated option is unknown (no getopt prefixes: --sig is not --signoff)
# check-command: rcucheck fix --sig findings.json
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: fix: unknown option '--sig' (see 'rcucheck fix --help')
# check-error-end
