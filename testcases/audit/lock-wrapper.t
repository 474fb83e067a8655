# check-name: audit: a mutex taken through an argument-less wrapper (cgroup_lock()) satisfies lockdep_is_held(), also after an early exit that released it (if (!c) { cg_unlock(); return; }), and a function named so that says __acquires(&X) (cgroup_lock_and_drain_offline()); an assertion passes the question to its callers
# check-command: rcucheck audit --no-tree -C lock-wrapper
# check-exit-value: 1
# check-output-start
# cg.c:19:9: warning: [rcu-dereference-protected] rcu_dereference_protected(c->eff, lockdep_is_held(&cg_mutex)) without holding cg_mutex; reached from system call cg_racy() (in cg_effective)
#   blame: cg_racy() (cg.c:43)
#   access: rcu_dereference_protected(c->eff, lockdep_is_held(&cg_mutex))
#   chain: cg_effective_asserted() (cg.c:37) <- cg_racy() (cg.c:43)
#   root: syscall
# check-output-end
