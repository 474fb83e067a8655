# check-name: audit: seq_file-style ops: a table whose ->stop ends a reader it did not enter brackets its other callbacks (foo_next() stays a lower-tier callback); a table without one is judged by its calls (bar_next(), default tier)
# check-command: rcucheck audit --no-tree -C callback-bracketed --tier=all
# check-exit-value: 1
# check-output-start
# seq.c:25:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); foo_next() is reached only through a function pointer (in foo_next)
#   access: rcu_dereference(m->list)
#   root: callback
#   tier: lower
# seq.c:36:9: warning: [rcu-dereference] rcu_dereference(m->list) outside rcu_read_lock(); bar_next() is called through ->next (stored at seq.c:40); reached from system call seq_walk() (in bar_next)
#   access: rcu_dereference(m->list)
#   chain: seq_walk() (seq.c:48, through m->op->next()) <- seq_walk() (seq.c:54)
#   root: syscall
# check-output-end
