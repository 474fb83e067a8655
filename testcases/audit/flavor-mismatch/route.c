/* The helper wants the plain flavor; the caller holds the bh flavor. */
static struct rt *rt_lookup(struct net *net)
{
	return rcu_dereference(net->rt);
}

SYSCALL_DEFINE1(rtget, int, n)
{
	struct rt *rt;
	int v;

	rcu_read_lock_bh();
	rt = rt_lookup(net_of(n));
	v = rt ? rt->v : 0;
	rcu_read_unlock_bh();
	return v;
}
