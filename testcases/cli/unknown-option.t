# check-name: an unknown option of a verb
# check-command: rcucheck build --frob
# check-exit-value: 2
# check-error-start
# rcucheck: error: build: unknown option '--frob' (see 'rcucheck build --help')
# check-error-end
