/*
 * 6.1 net/openvswitch/datapath.h get_dp(): "The caller must hold either
 * ovs_mutex or rcu_read_lock", checked by
 * WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_ovsl_is_held()), a
 * subsystem's lockdep helper (rcu/data/lockdep-helpers) for ovs_mutex.
 * Every genl command of the datapath family takes ovs_lock() (a wrapper
 * of mutex_lock(&ovs_mutex)) before it: quiet, and so is ovsl_dereference()
 * (rcu_dereference_protected(p, lockdep_ovsl_is_held())) after it. A
 * command that calls get_dp() with nothing held is reported.
 */
#include "../include/datapath.h"

static DEFINE_MUTEX(ovs_mutex);

void ovs_lock(void)
{
	mutex_lock(&ovs_mutex);
}

void ovs_unlock(void)
{
	mutex_unlock(&ovs_mutex);
}

int lockdep_ovsl_is_held(void)
{
	if (debug_locks)
		return lockdep_is_held(&ovs_mutex);
	else
		return 1;
}

static int dp_cmd_set(struct sk_buff *skb, struct genl_info *info)
{
	struct datapath *dp;

	ovs_lock();
	dp = get_dp(sock_net(skb->sk), info->ifindex);
	if (dp)
		dp->n++;
	ovs_unlock();
	return 0;
}

/* The helper's own accessor after ovs_lock() in the same function: quiet. */
static int dp_cmd_acts(struct sk_buff *skb, struct genl_info *info)
{
	struct datapath *dp;
	int n = 0;

	ovs_lock();
	dp = get_dp(sock_net(skb->sk), info->ifindex);
	if (dp)
		n = rcu_dereference_protected(dp->acts, lockdep_ovsl_is_held())->n;
	ovs_unlock();
	return n;
}

static int dp_cmd_get(struct sk_buff *skb, struct genl_info *info)
{
	struct datapath *dp = get_dp(sock_net(skb->sk), info->ifindex);

	return dp ? dp->n : 0;
}

static const struct genl_small_ops dp_ops[] = {
	{
		.cmd	= 1,
		.doit	= dp_cmd_set,
	},
	{
		.cmd	= 2,
		.doit	= dp_cmd_get,
	},
	{
		.cmd	= 3,
		.doit	= dp_cmd_acts,
	},
};

static struct genl_family dp_fam = {
	.name		= "dp",
	.small_ops	= dp_ops,
};
