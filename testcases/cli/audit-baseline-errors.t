# check-name: audit: --known without a baseline is refused before any work
# check-command: rcucheck audit --no-tree -C . --known
# check-exit-value: 2
# check-error-start
# rcucheck: error: audit: --known needs a baseline (--baseline FILE or --new-since REV)
# check-error-end
#
# check-name: audit: --baseline and --new-since together are refused
# check-command: rcucheck audit --no-tree -C . --baseline x.json --new-since HEAD
# check-exit-value: 2
# check-error-start
# rcucheck: error: audit: --baseline and --new-since both give the baseline: pick one
# check-error-end
#
# check-name: audit: a baseline that does not exist is a one-line error
# check-command: rcucheck audit --no-tree -C . --baseline no-such-baseline.json
# check-exit-value: 2
# check-error-start
# rcucheck: error: --baseline no-such-baseline.json: No such file or directory
# check-error-end
#
# check-name: audit: a baseline that is not JSON lines names its line
# check-command: rcucheck audit --no-tree -C . --baseline not-findings.json
# check-exit-value: 2
# check-error-contains: not-findings.json:1: not a finding record
