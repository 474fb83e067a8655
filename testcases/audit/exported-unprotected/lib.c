/*
 * Exported, and every call of it in the tree is unprotected and reaches
 * a root (a callback here, lower by itself): still the lower tier (on
 * pristine 6.1 kernel/ such roots were seq_read(), tracepoint and
 * timer-interrupt paths, none a race). foo_peek_id() has a caller that
 * protects it as well: lower.
 */
int foo_read_id(struct foo_holder *h)
{
	return rcu_dereference(h->foo)->id;
}
EXPORT_SYMBOL(foo_read_id);

int foo_peek_id(struct foo_holder *h)
{
	return rcu_dereference(h->bar)->id;
}
EXPORT_SYMBOL(foo_peek_id);

static void foo_timer_fn(struct foo_holder *h)
{
	pr_info("%d %d\n", foo_read_id(h), foo_peek_id(h));
}

static void foo_work_fn(struct foo_holder *h)
{
	rcu_read_lock();
	pr_info("%d\n", foo_peek_id(h));
	rcu_read_unlock();
}

void foo_setup(struct foo_holder *h)
{
	timer_setup(&h->timer, foo_timer_fn, 0);
	INIT_WORK(&h->work, foo_work_fn);
}
