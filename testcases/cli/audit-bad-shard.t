# check-name: audit: --shard wants I/N with 1 <= I <= N
# check-command: rcucheck audit --shard 0/4
# check-exit-value: 2
# check-error-start
# rcucheck: error: audit: --shard 0/4: want I/N with 1 <= I <= N (see 'rcucheck audit --help')
# check-error-end
#
# check-name: audit: --shard 2 (no N) is refused the same way
# check-command: rcucheck audit --shard 2
# check-exit-value: 2
# check-error-start
# rcucheck: error: audit: --shard 2: want I/N with 1 <= I <= N (see 'rcucheck audit --help')
# check-error-end
