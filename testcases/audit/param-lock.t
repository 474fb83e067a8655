# check-name: audit: a condition naming the function's lock parameter (6.12's fib6_nh_get_excptn_bucket(nh, lock): lockdep_is_held(lock)) needs what each caller passes: NULL does not take the protected form ("if (lock)"), &rt6_exception_lock held meets it; passing one lock while holding another is reported
# check-command: rcucheck audit --no-tree -C param-lock
# check-exit-value: 1
# check-output-start
# route.c:24:21: warning: [rcu-dereference-protected] rcu_dereference_protected(nh->bucket, lockdep_is_held(lock)) without holding lock or rt6_exception_lock; held instead: other_lock; reached from system call route_bad() (in set_flushed)
#   blame: route_bad() (route.c:61)
#   access: rcu_dereference_protected(nh->bucket, lockdep_is_held(lock))
#   held: other_lock
#   chain: route_bad() (route.c:61, holding other_lock)
#   root: syscall
# check-output-end
