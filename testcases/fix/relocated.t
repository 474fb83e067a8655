# check-name: fix: a finding whose line moved is re-located by its access text and said so
# check-command: rcucheck fix --diff -C . relocated.json
# check-exit-value: 0
# check-output-contains: [PATCH 1/1] return-inside: Fix missing RCU protection for rcu_dereference() in get_val()
# check-output-contains: +	rcu_read_lock();
# check-error-contains: return-inside.c:4: rcu_dereference(x->b) re-located to line 6
