# check-name: audit: seq_file-style ops: a table whose ->stop ends a reader it did not enter (rcu_read_unlock(), or annotated __releases(RCU)) brackets its other callbacks (foo_next(), baz_next() stay lower-tier callbacks); a table without one is judged by its calls (bar_next(), default tier)
# check-command: rcucheck audit --no-tree -C callback-bracketed --tier=all
# check-exit-value: 1
# check-output-start
# seq.c:26:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); foo_next() is reached only through a function pointer (in foo_next)
#   access: rcu_dereference(m->list)
#   root: callback
#   tier: lower
# seq.c:37:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); bar_next() is called through ->next (stored at seq.c:41); reached from system call seq_walk() (in bar_next)
#   access: rcu_dereference(m->list)
#   chain: seq_walk() (seq.c:65, through m->op->next()) <- seq_walk() (seq.c:71)
#   root: syscall
# seq.c:46:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); baz_next() is reached only through a function pointer (in baz_next)
#   access: rcu_dereference(m->list)
#   root: callback
#   tier: lower
# check-output-end
