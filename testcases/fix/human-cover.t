# check-name: fix: what needs a human and what a reader does not fix are left out of the series, with the reasons in the cover letter, exit 1
# check-command: rcucheck fix --stdout --no-signoff -C . human-cover.json
# check-exit-value: 1
# check-output-contains: Subject: [PATCH 0/1] Fix various rcu_dereference related invalid RCU assumptions
# check-output-contains: Not fixed here, they need a human:
# check-output-contains: - needs-human.c:5 rcu_dereference(x->b) in get_bar(): the value loaded
# check-output-contains: Findings a read-side critical section does not fix, left out:
# check-output-contains: - sched.c:7: rcu_dereference_sched(x->b) (in sched_walk): a pointer used
# check-output-contains: Subject: [PATCH 1/1] return-inside: Fix missing RCU protection for rcu_dereference() in get_val()
# check-error-contains: needs a human: needs-human.c:5 rcu_dereference(x->b) in get_bar()
