# check-name: audit: a PATH outside the tree is refused
# check-command: rcucheck audit --no-tree -C ../audit/chain-2009 ../audit/contract/pid.c
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-contains: ../audit/contract/pid.c: outside the tree
