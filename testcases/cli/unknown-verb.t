# check-name: an unknown verb
# check-command: rcucheck frobnicate
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: unknown verb 'frobnicate' (see 'rcucheck --help')
# check-error-end
