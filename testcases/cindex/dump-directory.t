# check-name: index --dump of a directory is a one-line error
# check-command: rcucheck index --dump .
# check-exit-value: 2
# check-error-start
# rcucheck: error: .: is a directory, not a C file
# check-error-end
