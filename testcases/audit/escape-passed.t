# check-name: audit: a pointer passed after the unlock to a function or macro that dereferences it (through headers), or returned; not when the callee only compares or stores it, a reference is taken, or it is reassigned
# check-command: rcucheck audit --no-tree -C escape-passed
# check-exit-value: 1
# check-output-start
# esc.c:35:6: warning: [rcu-use-after-unlock] reads(wq) (in passed_deref)
#   access: reads(wq)
#   root: local
# esc.c:36:3: warning: [rcu-use-after-unlock] wake_up_poll(&wq->wait, 1) (in passed_deref)
#   access: wake_up_poll(&wq->wait, 1)
#   root: local
# esc.c:46:2: warning: [rcu-use-after-unlock] has_sleeper(&wq->wait) (in passed_address)
#   access: has_sleeper(&wq->wait)
#   root: local
# esc.c:67:9: warning: [rcu-use-after-unlock] return cred (in returned)
#   access: return cred
#   root: local
# check-output-end
