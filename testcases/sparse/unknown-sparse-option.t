# check-name: sparse-rcu: options sparse does not know go to sparse, which ignores them like sparse does
# check-command: sparse-rcu --rcu-no-facts --rcu-only --frobnicate -Zq -DRCU_READER flavors.c
# check-error-start
# check-error-end
