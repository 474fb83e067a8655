# check-name: sparse-rcu: a missing input file fails as sparse fails
# check-command: sparse-rcu --rcu-no-facts no-such-file.c
# check-exit-value: 1
# check-error-start
# No such file: no-such-file.c
# check-error-end
