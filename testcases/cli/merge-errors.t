# check-name: merge: no reports given
# check-command: rcucheck merge
# check-exit-value: 2
# check-error-start
# rcucheck: error: merge: no reports given (see 'rcucheck merge --help')
# check-error-end
#
# check-name: merge: a report that does not exist
# check-command: rcucheck merge no-such-shard.json
# check-exit-value: 2
# check-error-start
# rcucheck: error: cannot read findings no-such-shard.json: No such file or directory
# check-error-end
#
# check-name: merge: a report that is not JSON lines names its line
# check-command: rcucheck merge not-findings.json
# check-exit-value: 2
# check-error-contains: not-findings.json:1: not a finding record
