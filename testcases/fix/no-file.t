# check-name: fix: a finding for a file not in the tree: one line, exit 2
# check-command: rcucheck fix --diff -C . no-file.json
# check-exit-value: 2
# check-error-contains: rcucheck: error: kernel/gone.c:10: finding for a file that is not in the tree
