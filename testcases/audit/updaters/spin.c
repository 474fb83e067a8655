/*
 * A spinlock the updaters do not take: the config is replaced under
 * cfg_mutex and freed after a grace period; a reader under stats_lock
 * only (the seed series' mistake) races with the free: race.
 * rcu_dereference_protected() under cfg_mutex is no finding.
 */
struct cfg {
	int val;
};

static struct cfg __rcu *cur_cfg;
static DEFINE_MUTEX(cfg_mutex);
static DEFINE_SPINLOCK(stats_lock);

SYSCALL_DEFINE1(cfg_set, int, val)
{
	struct cfg *new = kmalloc(sizeof(*new), GFP_KERNEL), *old;

	new->val = val;
	mutex_lock(&cfg_mutex);
	old = rcu_dereference_protected(cur_cfg, lockdep_is_held(&cfg_mutex));
	rcu_assign_pointer(cur_cfg, new);
	mutex_unlock(&cfg_mutex);
	synchronize_rcu();
	kfree(old);
	return 0;
}

SYSCALL_DEFINE1(cfg_stat, int, unused)
{
	int val;

	spin_lock(&stats_lock);
	val = rcu_dereference(cur_cfg)->val;
	spin_unlock(&stats_lock);
	return val;
}
