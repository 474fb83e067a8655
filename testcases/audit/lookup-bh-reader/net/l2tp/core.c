/*
 * 6.12 net/l2tp/l2tp_core.c l2tp_tunnel_get(): idr_find() under
 * rcu_read_lock_bh(). The IDR's nodes are freed by call_rcu() and read
 * with rcu_dereference_raw(): any flavor's reader holds them since the
 * flavor consolidation, and lockdep checks nothing. Quiet under bh and
 * sched readers; reported with none; rhashtable_lookup(), whose lockdep
 * check wants rcu_read_lock(), still reported under bh.
 */
struct l2tp_tunnel {
	int id;
};

struct idr l2tp_tunnel_idr;
struct rhashtable l2tp_ht;
extern const struct rhashtable_params l2tp_params;

/* quiet: a bh reader */
struct l2tp_tunnel *l2tp_tunnel_get(int id)
{
	struct l2tp_tunnel *tunnel;

	rcu_read_lock_bh();
	tunnel = idr_find(&l2tp_tunnel_idr, id);
	rcu_read_unlock_bh();
	return tunnel;
}
EXPORT_SYMBOL(l2tp_tunnel_get);

/* quiet: a sched reader */
int l2tp_tunnel_exists(int id)
{
	int yes;

	preempt_disable();
	yes = idr_find(&l2tp_tunnel_idr, id) != NULL;
	preempt_enable();
	return yes;
}
EXPORT_SYMBOL(l2tp_tunnel_exists);

/* reported: no reader */
void *l2tp_tunnel_peek(int id)
{
	return idr_find(&l2tp_tunnel_idr, id);
}
EXPORT_SYMBOL(l2tp_tunnel_peek);

/* reported: rhashtable under bh */
void *l2tp_ht_get(u32 *key)
{
	void *v;

	rcu_read_lock_bh();
	v = rhashtable_lookup(&l2tp_ht, key, l2tp_params);
	rcu_read_unlock_bh();
	return v;
}
EXPORT_SYMBOL(l2tp_ht_get);
