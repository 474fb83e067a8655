/*
 * 6.1 kernel/trace/: event_triggers_call() walks the triggers with
 * list_for_each_entry_rcu() and rcu_dereference_sched(); tracing_mark_write()
 * calls it between __trace_buffer_lock_reserve() and __buffer_unlock_commit():
 * the reserve returns with preemption disabled, an RCU-sched reader, so
 * the call is quiet (the model's reader-calls, flavor sched). A call after
 * the commit, or with nothing at all, is reported; one under
 * preempt_disable() is quiet.
 */
static int trig_call(struct trig_file *file)
{
	struct trig_data *data;
	struct trig_filter *filter;
	int tt = 0;

	list_for_each_entry_rcu(data, &file->triggers, list) {
		filter = rcu_dereference_sched(data->filter);
		if (filter)
			tt |= filter->type;
	}
	return tt;
}

static void trig_post_call(struct trig_file *file)
{
	struct trig_data *data;

	list_for_each_entry_rcu(data, &file->triggers, list)
		data->count++;
}

SYSCALL_DEFINE2(mark_write, struct trace_buffer *, buffer, struct trig_file *, file)
{
	struct ring_buffer_event *event;
	int tt;

	event = __trace_buffer_lock_reserve(buffer, 5, 64, 0);
	if (!event)
		return -EBADF;
	tt = trig_call(file);
	__buffer_unlock_commit(buffer, event);
	if (tt)
		trig_post_call(file);
	return 0;
}

SYSCALL_DEFINE1(mark_bare, struct trig_file *, file)
{
	return trig_call(file);
}

SYSCALL_DEFINE1(mark_preempt, struct trig_file *, file)
{
	int tt;

	preempt_disable();
	tt = trig_call(file);
	preempt_enable();
	return tt;
}
