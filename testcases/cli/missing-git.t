# check-name: a missing tool (git) is named with its package
# check-command: rcucheck build
# check-env: PATH=/nonexistent
# check-exit-value: 2
# check-error-start
# rcucheck: error: git not found in PATH (install Debian's git: run 'make setup')
# check-error-end
