# check-name: validate: a series directory that does not exist
# check-command: rcucheck validate no-such-dir
# check-exit-value: 2
# check-error-start
# rcucheck: error: series no-such-dir: No such file or directory
# check-error-end
