/* include/linux/nfslocalio.h: the put goes through the ops structure, in a reader of its own */
static inline void nfs_to_nfsd_net_put(struct net *net)
{
	rcu_read_lock();
	nfs_to->nfsd_net_put(net);
	rcu_read_unlock();
}
