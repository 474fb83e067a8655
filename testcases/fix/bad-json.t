# check-name: fix: a findings file that is not JSON lines: one line naming the line, exit 2
# check-command: rcucheck fix --diff -C . bad-json.json
# check-exit-value: 2
# check-error-start
# rcucheck: error: bad-json.json:2: not a finding record: '}' expected near '"rule"'
# check-error-end
