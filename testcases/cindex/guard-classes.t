# check-name: index: the guard classes a tree defines (DEFINE_GUARD, DEFINE_LOCK_GUARD_0/1, their _COND variants, DEFINE_CLASS over a lock, in headers and .c files) with what each does and holds (through the tree's lock wrapper too); a class whose constructor takes no lock itself (fd, find_get_task) is none
# check-command: rcucheck index -C guards --no-save --guards
# check-output-start
# guard dev	sleeps	&@->mutex
# guard dev_try	sleeps	&@->mutex
# guard dev_stat	bh,preempt	&@->stat_lock
# guard dev_wrapped	preempt	@
# guard dev_ctx	sleeps	&@->ctx_mutex
# guard dev_io	preempt	&@->io_lock
# guard mutex	sleeps	@
# guard mutex_try	sleeps	@
# guard mutex_intr	sleeps	@
# guard spinlock_irqsave	preempt,irq	@
# guard spinlock_irqsave_try	preempt,irq	@
# guard rcu	rcu	-
# check-output-end
