/*
 * A __rcu field keyed by its struct: every updater of struct dev.ops
 * holds ops_mutex, and so does the reader's caller: lockdep-only, fixed
 * with rcu_dereference_check(). A pointer nobody updates: unknown.
 */
struct dev_ops {
	int (*run)(void);
};

struct dev {
	struct dev_ops __rcu *ops;
	struct dev_ops __rcu *spare;
};

static DEFINE_MUTEX(ops_mutex);

void dev_set_ops(struct dev *d, struct dev_ops *ops)
{
	mutex_lock(&ops_mutex);
	rcu_assign_pointer(d->ops, ops);
	mutex_unlock(&ops_mutex);
	synchronize_rcu();
}

static int dev_run(struct dev *d)
{
	struct dev_ops *ops = rcu_dereference(d->ops);

	return ops ? ops->run() : 0;
}

static int dev_spare(struct dev *d)
{
	struct dev_ops *ops = rcu_dereference(d->spare);

	return ops ? ops->run() : 0;
}

SYSCALL_DEFINE1(dev_kick, struct dev *, d)
{
	int ret;

	mutex_lock(&ops_mutex);
	ret = dev_run(d) + dev_spare(d);
	mutex_unlock(&ops_mutex);
	return ret;
}
