# check-name: audit: the update side's and the sleep rules are opt-in (--lifecycle): the input sleep.t reports from is quiet without it, exit 0 (on pristine 6.1 they still have false classes: a PREEMPT_RT-only definition, another architecture's, a lock taken and dropped on one condition, a put helper that queues only on its last reference)
# check-command: rcucheck audit --no-tree -C sleep kernel/
# check-exit-value: 0
# check-output-start
# check-output-end
# check-error-contains: audit: 0 findings (0 default tier, 0 lower tier)
