# check-name: audit: the tree's read-side wrappers (an argument-less header function that calls rcu_read_lock() or rcu_read_unlock() on every way through: 6.12's rcu_read_lock_dont_migrate()) are readers; an unlock through one is placed at its call; a wrapper that locks on some ways only is none
# check-command: rcucheck audit --no-tree -C reader-wrapper
# check-exit-value: 1
# check-output-start
# x.c:41:13: warning: [rcu-dereference] rcu_dereference(h->obj) outside rcu_read_lock(), after the unlock at line 40 (in peek_after)
#   access: rcu_dereference(h->obj)
#   root: local
# x.c:50:9: warning: [rcu-dereference] rcu_dereference(h->obj) outside rcu_read_lock(); reached from system call peek_maybe() (in peek_maybe)
#   access: rcu_dereference(h->obj)
#   root: syscall
# x.c:62:9: warning: [rcu-use-after-unlock] o->v (in peek_late)
#   access: o->v
#   root: local
# check-output-end
