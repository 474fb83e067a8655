/*
 * 6.1 net/openvswitch/datapath.h: "The caller must hold either ovs_mutex
 * or rcu_read_lock to keep the returned dp pointer valid."
 */
int lockdep_ovsl_is_held(void);

static struct datapath *get_dp_rcu(struct net *net, int dp_ifindex)
{
	struct datapath *dp;

	hlist_for_each_entry_rcu(dp, &net->dp_hash[dp_ifindex & 255], node)
		if (dp->ifindex == dp_ifindex)
			return dp;
	return NULL;
}

static inline struct datapath *get_dp(struct net *net, int dp_ifindex)
{
	struct datapath *dp;

	WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_ovsl_is_held());
	rcu_read_lock();
	dp = get_dp_rcu(net, dp_ifindex);
	rcu_read_unlock();

	return dp;
}
