#!/bin/sh
# check-name: rcucheck link --annotate writes __must_hold(RCU) for a function that leaves the lock to its callers
# check-command: sh $file
# check-exit-value: 1
# check-output-contains: From: "A U. Thor" <author@example.org>
# check-output-contains: Subject: [PATCH] helper: callers of task_euid() must hold rcu_read_lock()
# check-output-contains: Signed-off-by: A U. Thor <author@example.org>
# check-output-contains: +int task_euid(struct task *t) __must_hold(RCU)
# check-output-contains: Applying: helper: callers of task_euid() must hold rcu_read_lock()
# check-output-contains: caller.c:38:25: warning: [rcu-unprotected] call to task_euid() outside the read-side section its __must_hold() asks for
set -- helper.c caller.c
. ../annotate-files.sh
# with the contract in the prototype too, the call site is checked in caller.c
sed -i 's|^int task_euid(struct task \*t);|int task_euid(struct task *t) __must_hold(RCU);|' caller.c
"$bin/sparse-rcu" --rcu-only --rcu-no-facts caller.c 2>&1 | grep -v "^  " || true
exit 1
