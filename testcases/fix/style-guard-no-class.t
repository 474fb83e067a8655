# check-name: fix --style=guard on a tree without guard(rcu) (no include/linux/cleanup.h here): refused, exit 2
# check-command: rcucheck fix --diff --style=guard -C . return-inside.json
# check-exit-value: 2
# check-error-start
# rcucheck: error: --style=guard: the tree has no guard(rcu) (no include/linux/cleanup.h); use --style=lock or auto
# check-error-end
