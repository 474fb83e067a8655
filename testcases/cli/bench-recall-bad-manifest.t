# check-name: bench --recall: a MANIFEST line without its six columns is refused, naming the line
# check-command: bench --recall recall-bad-manifest
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: recall: recall-bad-manifest/MANIFEST:2: expected '<patch> <kind a-i, 4-7, s, w or n> <file>:<line> <function> <blame> <config> [rule]'
# check-error-end
