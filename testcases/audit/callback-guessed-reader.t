# check-name: audit: a reader held by a caller matched by the field's name only is a guess, not the seed's mistake: rtnl_dereference() in a tcf_proto_ops ->walk taken for nf_tables_dump_set()'s set->ops->walk() under rcu_read_lock() (6.1 flow_walk(), route4_walk()) is the lower tier; the same reader held in the function itself stays default
# check-command: rcucheck audit --no-tree -C callback-guessed-reader --tier=all
# check-exit-value: 1
# check-output-start
# cls.c:13:27: warning: [rcu-dereference-protected] rtnl_dereference(tp->root) (rcu_dereference_protected via rtnl_dereference) without holding rtnl_mutex; held instead: rcu_read_lock(); flow_walk() is called through ->walk (stored at cls.c:19; matched by the field's name only); reached from system call dump_set() (in flow_walk)
#   access: rtnl_dereference(tp->root)
#   held: rcu_read_lock()
#   chain: dump_set() (cls.c:25, through set->ops->walk(), holding rcu_read_lock()) <- dump_set() (cls.c:31)
#   root: syscall
#   tier: lower
# cls.c:40:9: warning: [rcu-dereference-protected] rtnl_dereference(tp->root) (rcu_dereference_protected via rtnl_dereference) without holding rtnl_mutex; held instead: rcu_read_lock(); reached from system call flow_peek() (in flow_peek)
#   access: rtnl_dereference(tp->root)
#   held: rcu_read_lock()
#   root: syscall
# check-output-end
