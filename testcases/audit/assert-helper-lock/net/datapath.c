/*
 * 6.1 net/openvswitch/datapath.h get_dp(): "The caller must hold either
 * ovs_mutex or rcu_read_lock", checked by
 * WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_ovsl_is_held()), a
 * subsystem's lockdep helper (rcu/data/lockdep-helpers) for ovs_mutex.
 * Every genl command of the datapath family takes ovs_lock() (a wrapper
 * of mutex_lock(&ovs_mutex)) before it: quiet, and so is a callee's
 * ovsl_dereference() (rcu_dereference_protected(p, lockdep_ovsl_is_held()))
 * after it. A command that calls get_dp() with nothing held is reported.
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

static struct acts *acts_of(struct datapath *dp)
{
	return rcu_dereference_protected(dp->acts, lockdep_ovsl_is_held());
}

/*
 * A callee's accessor of the helper's condition, called on the branch
 * that keeps the lock (6.1 ovs_flow_cmd_new(): one branch replies and
 * calls ovs_unlock(), the other calls ovs_flow_tbl_lookup_exact() under
 * the lock): quiet once ovs_lock() is a lock row of ovs_mutex. (The
 * same accessor written in dp_cmd_acts() itself is still reported: the
 * other branch's ovs_unlock() counts as its release, 6.1
 * datapath.c:1100; not fixed.)
 */
static int dp_cmd_acts(struct sk_buff *skb, struct genl_info *info)
{
	struct datapath *dp;
	int n = 0;

	ovs_lock();
	dp = get_dp(sock_net(skb->sk), info->ifindex);
	if (!dp) {
		n = -1;
		ovs_unlock();
	} else {
		n = acts_of(dp)->n;
		ovs_unlock();
	}
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
