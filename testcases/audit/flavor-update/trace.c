/* Tasks-trace readers (sleepable), a synchronize_rcu() updater (positive), and a
 * plain rcu_read_lock() reader with a tasks-trace updater (positive). */
struct prog { int id; };
static struct prog __rcu *sleepable_prog;
static struct prog __rcu *fast_prog;

int run_sleepable(void)
{
	struct prog *p;
	int id;

	rcu_read_lock_trace();
	p = rcu_dereference_check(sleepable_prog, rcu_read_lock_trace_held());
	id = p ? p->id : 0;
	rcu_read_unlock_trace();
	return id;
}

void set_sleepable(struct prog *n)
{
	struct prog *old = rcu_dereference_protected(sleepable_prog, 1);

	rcu_assign_pointer(sleepable_prog, n);
	synchronize_rcu();
	kfree(old);
}

int run_fast(void)
{
	struct prog *p;
	int id;

	rcu_read_lock();
	p = rcu_dereference(fast_prog);
	id = p ? p->id : 0;
	rcu_read_unlock();
	return id;
}

void set_fast(struct prog *n)
{
	struct prog *old = rcu_dereference_protected(fast_prog, 1);

	rcu_assign_pointer(fast_prog, n);
	synchronize_rcu_tasks_trace();
	kfree(old);
}
