# check-name: fix: a findings file that cannot be read: one line, exit 2
# check-command: rcucheck fix --diff -C . no-such-findings.json
# check-exit-value: 2
# check-error-start
# rcucheck: error: cannot read findings no-such-findings.json: No such file or directory
# check-error-end
