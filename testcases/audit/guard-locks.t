# check-name: audit: a lock held by a guard satisfies lockdep_is_held() in a callee: guard(mutex), a _COND variant's scoped_cond_guard(), the subsystem's DEFINE_LOCK_GUARD_1/DEFINE_GUARD/DEFINE_CLASS over a member lock or through the subsystem's lock wrapper (learned here); the wrong lock, a class that is no lock and a call after the guard's block are reported
# check-command: rcucheck audit --no-tree -C guard-locks
# check-exit-value: 1
# check-output-start
# x.c:36:9: warning: [rcu-dereference-protected] rcu_dereference_protected(x->b, lockdep_is_held(&x->m)) without holding m; held instead: x->other; reached from system call s_wrong() (in peek_wrong)
#   access: rcu_dereference_protected(x->b, lockdep_is_held(&x->m))
#   held: x->other
#   chain: s_wrong() (x.c:45, holding x->other)
#   root: syscall
# x.c:79:9: warning: [rcu-dereference-protected] rcu_dereference_protected(x->b, lockdep_is_held(&x->m)) without holding m; held instead: x->other; reached from system call s_sub_other() (in peek_sub_other)
#   access: rcu_dereference_protected(x->b, lockdep_is_held(&x->m))
#   held: x->other
#   chain: s_sub_other() (x.c:88, holding x->other)
#   root: syscall
# x.c:122:9: warning: [rcu-dereference-protected] rcu_dereference_protected(x->b, lockdep_is_held(&x->m)) without holding m; reached from system call s_ref() (in peek_ref)
#   access: rcu_dereference_protected(x->b, lockdep_is_held(&x->m))
#   chain: s_ref() (x.c:130)
#   root: syscall
# x.c:135:9: warning: [rcu-dereference-protected] rcu_dereference_protected(x->b, lockdep_is_held(&x->m)) without holding m; reached from system call s_ended() (in peek_ended)
#   access: rcu_dereference_protected(x->b, lockdep_is_held(&x->m))
#   chain: s_ended() (x.c:147)
#   root: syscall
# check-output-end
