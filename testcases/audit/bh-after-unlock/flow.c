/*
 * A call after the end of a bh reader is outside it, as before its
 * start (net/ipv6/ip6_flowlabel.c's ipv6_flowlabel_renew(): fl_lookup()
 * after its own walk's rcu_read_unlock_bh()). flow_find() walks a bh
 * list and leaves the reader to its callers. flow_renew() calls it after
 * rcu_read_unlock_bh(): reported, the reader dropped before the call.
 * flow_get() calls it between local_bh_disable() and local_bh_enable(),
 * flow_put() after rcu_read_unlock_bh() and a spin_lock_bh() again:
 * both quiet.
 */
struct flow { struct flow __rcu *next; int label; };
struct flow_table { struct flow __rcu *head; spinlock_t lock; int hits; };

static struct flow *flow_find(struct flow_table *t, int label)
{
	struct flow *f;

	for (f = rcu_dereference_bh(t->head); f; f = rcu_dereference_bh(f->next))
		if (f->label == label)
			return f;
	return NULL;
}

static int flow_renew(struct flow_table *t, int label)
{
	rcu_read_lock_bh();
	t->hits++;
	rcu_read_unlock_bh();
	return flow_find(t, label) != NULL;
}

static int flow_get(struct flow_table *t, int label)
{
	int found;

	local_bh_disable();
	found = flow_find(t, label) != NULL;
	local_bh_enable();
	return found;
}

static int flow_put(struct flow_table *t, int label)
{
	int found;

	rcu_read_lock_bh();
	t->hits--;
	rcu_read_unlock_bh();
	spin_lock_bh(&t->lock);
	found = flow_find(t, label) != NULL;
	spin_unlock_bh(&t->lock);
	return found;
}

SYSCALL_DEFINE2(flowctl, int, op, int, label)
{
	static struct flow_table table;

	if (op == 0)
		return flow_renew(&table, label);
	if (op == 1)
		return flow_get(&table, label);
	return flow_put(&table, label);
}
