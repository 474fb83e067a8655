# check-name: validate: a directory without patches is refused before any slow step
# check-command: rcucheck validate empty
# check-exit-value: 2
# check-error-start
# rcucheck: error: series empty: no *.patch files
# check-error-end
