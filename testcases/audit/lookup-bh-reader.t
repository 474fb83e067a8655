# check-name: audit --tier=all: a radix-tree or IDR lookup (lookups row of flavor any) under a bh or sched reader is protected (its nodes are freed by call_rcu(), which every flavor's reader holds off since the consolidation, and read with rcu_dereference_raw(): no lockdep check): l2tp_tunnel_get()'s rcu_read_lock_bh() around idr_find() is quiet; no reader, and rhashtable_lookup() under bh (its lockdep check wants rcu_read_lock()): reported
# check-command: rcucheck audit --no-tree --tier=all -C lookup-bh-reader
# check-exit-value: 1
# check-output-start
# net/l2tp/core.c:44:9: warning: [rcu-callee] idr_find(&l2tp_tunnel_idr, id) outside any RCU reader; it needs its caller's reader: idr_find() at rcu/data/lookups: idr_find() leaves the reader to its caller; l2tp_tunnel_peek() is exported and no caller shown protects it (in l2tp_tunnel_peek)
#   access: idr_find(&l2tp_tunnel_idr, id)
#   root: exported
#   tier: lower
# net/l2tp/core.c:54:6: warning: [rcu-callee] rhashtable_lookup(&l2tp_ht, key, l2tp_params) outside rcu_read_lock(); held instead: rcu_read_lock_bh(); it needs its caller's reader: rhashtable_lookup() at rcu/data/lookups: rhashtable_lookup() leaves the reader to its caller; l2tp_ht_get() is exported and no caller shown protects it (in l2tp_ht_get)
#   access: rhashtable_lookup(&l2tp_ht, key, l2tp_params)
#   held: rcu_read_lock_bh()
#   root: exported
# check-output-end
