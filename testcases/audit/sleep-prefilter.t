# check-name: audit --sleep-only: a file whose spinlock section holds no call that may sleep (the sleep comes after the unlock) is not given to spatch at all, as the index shows; one whose sleep sits between an early return's unlock and the final unlock is, and is reported (lower tier: a spinlock only)
# check-command: rcucheck audit --no-tree --sleep-only --tier=all -C sleep-prefilter
# check-exit-value: 1
# check-output-contains: early.c:16:2: warning: [rcu-sleep-in-reader] msleep(10) may sleep with a spinlock held: spin_lock(&state_lock) (line 11) (atomic context, not an RCU reader proper) (in wait_for_state)
# check-error-contains: audit: 0 of 1 files only partly parsed, 0 of 20 lines unread (0.00%)
