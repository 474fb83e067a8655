# check-name: audit: guard(rcu)() and goto out_unlock callers are quiet; a call after rcu_read_unlock() is not
# check-command: rcucheck audit --no-tree -C guard-and-goto
# check-exit-value: 1
# check-output-start
# x.c:3:9: warning: [rcu-dereference] rcu_dereference(h->obj) outside rcu_read_lock(); reached from system call peek_late(); peek_late() calls it after its rcu_read_unlock() at line 36 (in peek)
#   blame: peek_late() (x.c:38)
#   access: rcu_dereference(h->obj)
#   chain: peek_late() (x.c:38)
#   root: syscall
# check-output-end
