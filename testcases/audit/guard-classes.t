# check-name: audit: guards hold to the end of their scope (preempt, spinlock, the ftrace case, a guard the tree defines with DEFINE_LOCK_GUARD_0()); a call after the block is reported
# check-command: rcucheck audit --no-tree -C guard-classes
# check-exit-value: 1
# check-output-start
# x.c:16:9: warning: [rcu-dereference] rcu_dereference_sched(h->obj) outside rcu_read_lock_sched(); reached from system call peek_ended() (in peek_sched)
#   blame: peek_ended() (x.c:45)
#   access: rcu_dereference_sched(h->obj)
#   chain: peek_ended() (x.c:45)
#   root: syscall
# check-output-end
