# check-name: audit: an RCU pointer (from an accessor, or a header function whose return is task_css()) stored into a field of a longer-lived object with no reference; not after css_tryget(), into a local structure, or from a call that returns no RCU pointer
# check-command: rcucheck audit --no-tree -C escape-stored
# check-exit-value: 1
# check-output-start
# sock.c:17:6: warning: [rcu-use-after-unlock] sk->sk_memcg = memcg (in sk_alloc_memcg)
#   access: sk->sk_memcg = memcg
#   root: local
# sock.c:39:5: warning: [rcu-use-after-unlock] f->wq = wq (in sk_stash_wq)
#   access: f->wq = wq
#   root: local
# check-output-end
