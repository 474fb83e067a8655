# check-name: index --dump of a missing file is a one-line error
# check-command: rcucheck index --dump no-such-file.c
# check-exit-value: 2
# check-error-start
# rcucheck: error: no-such-file.c: No such file or directory
# check-error-end
