# check-name: sparse-rcu: options sparse does not know go to sparse, which ignores them like sparse does
# check-command: sparse-rcu --rcu-no-facts --rcu-only --frobnicate -Zq protected.c
# check-error-start
# check-error-end
