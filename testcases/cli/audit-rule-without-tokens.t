# check-name: audit: a rule file without its Tokens header is an error, not a silent skip
# check-command: rcucheck audit --no-tree -C ../audit/chain-2009
# check-env: RCUCHECK_HOME=bad-rules
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-contains: has no '// Tokens:' header line: cannot prefilter files
