# check-name: a series directory without patches is refused before any slow step
# check-command: rcucheck build --series .
# check-exit-value: 2
# check-error-start
# rcucheck: error: series .: no *.patch files
# check-error-end
