# check-name: fix: the update side's findings (rcu-reclaim-no-gp, rcu-head-requeue) are left to a human, each with why, exit 1; no patch, so not even --stdout prints a cover letter ("[PATCH 0/0]" before)
# check-command: rcucheck fix --stdout --no-signoff -C . lifecycle.json
# check-exit-value: 1
# check-output-start
# check-output-end
# check-error-contains: no patch to write: every finding needs a human
# check-error-contains: left out: foo.c:23: kfree(f) (in foo_del): the fix changes when the memory returns, not a reader: kfree_rcu(p, field) when p's struct has an rcu_head, else synchronize_rcu()
# check-error-contains: left out: foo.c:36: call_rcu(&f->rcu, foo_free_rcu) (in foo_retire): which of the two paths should queue the head
