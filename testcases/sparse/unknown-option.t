# check-name: sparse-rcu: an unknown --rcu- option is rejected clearly
# check-command: sparse-rcu --rcu-frobnicate x.c
# check-exit-value: 2
# check-error-start
# sparse-rcu: error: unknown option '--rcu-frobnicate' (see 'sparse-rcu --rcu-help')
# check-error-end
