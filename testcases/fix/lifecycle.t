# check-name: fix: an rcu-head-requeue finding is left to a human, with why, exit 1; no patch, so not even --stdout prints a cover letter ("[PATCH 0/0]" before); rcu-reclaim-no-gp, once left out beside it, is fixed now (grace.c)
# check-command: rcucheck fix --stdout --no-signoff -C . lifecycle.json
# check-exit-value: 1
# check-output-start
# check-output-end
# check-error-contains: no patch to write: every finding needs a human
# check-error-contains: left out: foo.c:36: call_rcu(&f->rcu, foo_free_rcu) (in foo_retire): which of the two paths should queue the head
