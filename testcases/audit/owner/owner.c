/*
 * A function that reads RCU-protected data takes the reader itself, or
 * says that its callers must (an _rcu name, a contract, a lockdep
 * condition). One that does neither and takes nothing at all is the
 * reader's owner: reported in the default tier whatever its root, an
 * exported function (6.1's __ip_dev_find() without its rcu_read_lock())
 * or one no caller in the tree protects. A chain that ends at a callback
 * stays lower: its invoker may protect it (seq_file's ->next helpers run
 * inside ->start's reader, which no text of theirs shows).
 */
struct item __rcu *items;
struct item __rcu *sched_items;
static DEFINE_MUTEX(items_lock);

/* exported, no reader, no contract, nothing taken: default */
int item_id(void)
{
	struct item *it = rcu_dereference(items);

	return it ? it->id : 0;
}
EXPORT_SYMBOL(item_id);

/* a helper only a callback calls: its invoker may protect it, lower */
static int item_get(void)
{
	struct item *it = rcu_dereference(items);

	return it ? it->id : 0;
}

static int item_read(struct item_dev *dev)
{
	return item_get();
}

/* a callback, the same: lower */
static int item_show(struct seq_file *m, void *v)
{
	struct item *it = rcu_dereference(items);

	return it ? it->id : 0;
}

/* its name asks its callers for the reader: lower */
int item_id_rcu(void)
{
	struct item *it = rcu_dereference(items);

	return it ? it->id : 0;
}
EXPORT_SYMBOL(item_id_rcu);

/* its comment does. Caller must hold rcu_read_lock(). lower */
int item_id_locked(void)
{
	struct item *it = rcu_dereference(items);

	return it ? it->id : 0;
}
EXPORT_SYMBOL(item_id_locked);

/* takes a mutex (a lock on the chain as if it were the reader): default, as before */
int item_id_mutex(void)
{
	struct item *it;
	int id;

	mutex_lock(&items_lock);
	it = rcu_dereference(items);
	id = it ? it->id : 0;
	mutex_unlock(&items_lock);
	return id;
}
EXPORT_SYMBOL(item_id_mutex);

/* the sched flavor's protection is mostly unseen (preemption off in a probe): lower */
static int item_probe(void *data)
{
	struct item *it = rcu_dereference_sched(sched_items);

	return it ? it->id : 0;
}

static const struct seq_operations item_ops = {
	.show = item_show,
};

static struct item_ops item_dev_ops = {
	.read = item_read,
};

static struct probe_ops item_probe_ops = {
	.probe = item_probe,
};
