# check-name: demo: on a checkout without bin/sparse-rcu the sparse job builds it first, never skips
# check-command: rcucheck demo --plan --no-validate
# check-env: RCUCHECK_HOME=bad-rules
# check-exit-value: 0
# check-output-contains: 1. sparse audit: make sparse-rcu (bin/sparse-rcu is not built); rcucheck build --work demo
# check-output-contains: 4. boot validation: skipped (--no-validate)
