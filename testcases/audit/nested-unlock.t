# check-name: audit: an access after its function's own rcu_read_unlock() is a local bug unless every caller still holds the reader that section nested in (quiet when the only caller does; reported when one caller holds nothing)
# check-command: rcucheck audit --no-tree -C nested-unlock
# check-exit-value: 1
# check-output-start
# x.c:37:9: warning: [rcu-use-after-unlock] o->v (in peek_alone)
#   access: o->v
#   root: local
# x.c:37:16: warning: [rcu-dereference] rcu_dereference(h->obj) outside rcu_read_lock(), after the unlock at line 36 (in peek_alone)
#   access: rcu_dereference(h->obj)
#   root: local
# x.c:53:9: warning: [rcu-use-after-unlock] o->v (in peek_mixed)
#   access: o->v
#   root: local
# check-output-end
