/*
 * Callbacks (reached only through function pointers: the lower tier when
 * nothing is held) that take a reader of the wrong flavor themselves:
 * rcu_read_lock() for rcu_dereference_sched(), srcu_read_lock() of
 * another srcu_struct for srcu_dereference(). The reader they take is
 * the mistake, whatever their callers hold: the default tier. The same
 * callbacks with the right reader, and one with no reader at all, stay
 * quiet by default.
 */
static void *pid_start(struct seq_file *m, loff_t *pos)
{
	struct trace_array *tr = m->private;
	struct pid_list *pl;

	rcu_read_lock();
	pl = rcu_dereference_sched(tr->function_pids);
	return pl ? pl->first : NULL;
}

static void *pid_start_ok(struct seq_file *m, loff_t *pos)
{
	struct trace_array *tr = m->private;
	struct pid_list *pl;

	rcu_read_lock_sched();
	pl = rcu_dereference_sched(tr->function_pids);
	return pl ? pl->first : NULL;
}

static void *pid_start_bare(struct seq_file *m, loff_t *pos)
{
	struct trace_array *tr = m->private;
	struct pid_list *pl = rcu_dereference_sched(tr->function_pids);

	return pl ? pl->first : NULL;
}

static const struct seq_operations pid_sops = {
	.start = pid_start,
	.next = pid_start_ok,
	.show = pid_start_bare,
};

static void resampler_ack(struct kvm_irq_ack_notifier *kian)
{
	struct kvm *kvm = kian->kvm;
	struct resampler *r;
	int idx;

	idx = srcu_read_lock(&kvm->srcu);
	r = srcu_dereference(kvm->resampler, &kvm->irq_srcu);
	if (r)
		signal(r->fd);
	srcu_read_unlock(&kvm->srcu, idx);
}

static void resampler_ack_ok(struct kvm_irq_ack_notifier *kian)
{
	struct kvm *kvm = kian->kvm;
	struct resampler *r;
	int idx;

	idx = srcu_read_lock(&kvm->irq_srcu);
	r = srcu_dereference(kvm->resampler, &kvm->irq_srcu);
	if (r)
		signal(r->fd);
	srcu_read_unlock(&kvm->irq_srcu, idx);
}

void resampler_init(struct resampler *r)
{
	r->notifier.irq_acked = resampler_ack;
	r->notifier2.irq_acked = resampler_ack_ok;
}
