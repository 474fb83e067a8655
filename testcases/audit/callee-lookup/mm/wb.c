/* Callers of lib/'s lookups; only this directory is audited. */
static DEFINE_SPINLOCK(wb_tree_lock);
static DEFINE_MUTEX(wb_idr_mutex);
static struct radix_tree_root wb_tree;
static struct idr wb_idr;

/* No reader, no lock: reported (rcu/data/lookups). */
SYSCALL_DEFINE1(wb_bare, unsigned long, id)
{
	struct wb *wb = radix_tree_lookup(&wb_tree, id);

	return wb ? wb->id : 0;
}

/* Bottom halves off hold off call_rcu() since the consolidation: quiet. */
SYSCALL_DEFINE1(wb_idr_bh, unsigned long, id)
{
	struct wb *wb;
	int ret = 0;

	local_bh_disable();
	wb = idr_find(&wb_idr, id);
	if (wb)
		ret = wb->id;
	local_bh_enable();
	return ret;
}

/* Under rcu_read_lock(): quiet. */
SYSCALL_DEFINE1(wb_rcu, unsigned long, id)
{
	struct wb *wb;
	int ret = 0;

	rcu_read_lock();
	wb = radix_tree_lookup(&wb_tree, id);
	if (wb)
		ret = wb->id;
	rcu_read_unlock();
	return ret;
}

/* Under the tree's update-side lock, which protects it too: quiet. */
SYSCALL_DEFINE1(wb_locked, unsigned long, id)
{
	struct wb *wb;
	int ret = 0;

	spin_lock(&wb_tree_lock);
	wb = radix_tree_lookup(&wb_tree, id);
	if (wb)
		ret = wb->id;
	spin_unlock(&wb_tree_lock);
	return ret;
}

/* The idr's mutex: quiet too. */
SYSCALL_DEFINE1(wb_idr_locked, unsigned long, id)
{
	struct wb *wb;
	int ret = 0;

	mutex_lock(&wb_idr_mutex);
	wb = idr_find(&wb_idr, id);
	if (wb)
		ret = wb->id;
	mutex_unlock(&wb_idr_mutex);
	return ret;
}

/* A helper that looks up with nothing held... */
static int wb_idr_get(unsigned long id)
{
	struct wb *wb = idr_find(&wb_idr, id);

	return wb ? wb->id : 0;
}

/* ...called with the idr's mutex held: quiet, as at the call itself. */
SYSCALL_DEFINE1(wb_idr_caller_locked, unsigned long, id)
{
	int ret;

	mutex_lock(&wb_idr_mutex);
	ret = wb_idr_get(id);
	mutex_unlock(&wb_idr_mutex);
	return ret;
}

/* The same helper of the radix tree, called with nothing held: reported. */
static int wb_tree_get(unsigned long id)
{
	struct wb *wb = radix_tree_lookup(&wb_tree, id);

	return wb ? wb->id : 0;
}

SYSCALL_DEFINE1(wb_tree_caller_bare, unsigned long, id)
{
	return wb_tree_get(id);
}
