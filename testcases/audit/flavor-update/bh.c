/* rcu_read_lock_bh() readers, a synchronize_rcu() updater: one grace period since 5.0 (lockdep-only, lower tier). */
struct route { int dst; };
static struct route __rcu *bh_route;

int route_dst(void)
{
	struct route *r;
	int d;

	rcu_read_lock_bh();
	r = rcu_dereference_bh(bh_route);
	d = r ? r->dst : 0;
	rcu_read_unlock_bh();
	return d;
}

void route_set(struct route *n)
{
	struct route *old = rcu_dereference_protected(bh_route, 1);

	rcu_assign_pointer(bh_route, n);
	synchronize_rcu();
	kfree(old);
}
