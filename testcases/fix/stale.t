# check-name: fix: a finding whose access is no longer in the tree is refused, one line, exit 2
# check-command: rcucheck fix --diff -C . stale.json
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: return-inside.c:3: stale finding: rcu_dereference(x->c) is not there nor in get_val (the tree changed since the audit? run it again)
# check-error-end
