# check-name: -C on a directory that does not exist
# check-command: rcucheck setup --no-packages -C no-such-dir
# check-exit-value: 2
# check-error-start
# rcucheck: error: -C no-such-dir: no such directory
# check-error-end
