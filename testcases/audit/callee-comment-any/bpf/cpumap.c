/* The callers of net/dev.c's lookups, audited alone: rcu-callee. */
static int do_redirect(struct net *net, int idx)
{
	struct net_device *dev = dev_get_by_index_rcu(net, idx);

	return dev ? dev->mtu : -1;
}

static int do_first(struct net *net)
{
	struct net_device *dev = dev_first_rcu(net);

	return dev ? dev->mtu : -1;
}

/* a bh reader: enough for the walk, not for the plain rcu_dereference() */
SYSCALL_DEFINE1(redir, int, idx)
{
	int v;

	rcu_read_lock_bh();
	v = do_redirect(net_of(idx), idx);
	v += do_first(net_of(idx));
	rcu_read_unlock_bh();
	return v;
}

/* no reader at all: both reported */
SYSCALL_DEFINE1(redir_bad, int, idx)
{
	return do_redirect(net_of(idx), idx) + do_first(net_of(idx));
}
