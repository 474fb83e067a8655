/* An SRCU-protected pointer: readers of cfg_srcu, waits on another srcu_struct (positive) and on its own (negative). */
struct cfg { int v; };
static struct cfg __rcu *cur_cfg;
DEFINE_STATIC_SRCU(cfg_srcu);
DEFINE_STATIC_SRCU(stats_srcu);

int cfg_value(void)
{
	struct cfg *c;
	int idx, v;

	idx = srcu_read_lock(&cfg_srcu);
	c = srcu_dereference(cur_cfg, &cfg_srcu);
	v = c ? c->v : 0;
	srcu_read_unlock(&cfg_srcu, idx);
	return v;
}

void cfg_set_wrong(struct cfg *n)
{
	struct cfg *old = rcu_dereference_protected(cur_cfg, 1);

	rcu_assign_pointer(cur_cfg, n);
	synchronize_srcu(&stats_srcu);
	kfree(old);
}

void cfg_set_right(struct cfg *n)
{
	struct cfg *old = rcu_dereference_protected(cur_cfg, 1);

	rcu_assign_pointer(cur_cfg, n);
	synchronize_srcu(&cfg_srcu);
	kfree(old);
}
