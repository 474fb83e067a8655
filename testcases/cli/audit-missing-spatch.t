# check-name: audit: spatch missing is named with its package
# check-command: rcucheck audit --no-tree -C ../audit/chain-2009
# check-env: PATH=/nonexistent
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: spatch not found in PATH (install Debian's coccinelle: run 'make setup')
# check-error-end
