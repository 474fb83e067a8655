#include "rtnetlink.h"
/*
 * 6.12 net/wireless/nl80211.c: nl80211_pre_doit(), the family's
 * .pre_doit, takes the wiphy mutex by wiphy_lock(&rdev->wiphy) for every
 * command whose flags do not say NL80211_FLAG_NO_WIPHY_MTX, and
 * NL80211_CMD_START_P2P_DEVICE's .doit reaches mac80211's
 * wiphy_dereference() under it. A .doit reaching an access that needs
 * the lock its family's prologue takes is not a default-tier root
 * whatever its chain holds (lower: the flags are not read); an access
 * needing a lock the prologue does not take (the RTNL, released again
 * before it returns) is judged as before: default, holding another lock
 * instead.
 */
struct wiphy {
	struct mutex mtx;
};

struct chanctx;
struct link {
	struct chanctx __rcu *chanctx;
	struct chanctx __rcu *monitor;
	struct wiphy *wiphy;
};

static DEFINE_MUTEX(cfg_mutex);
static struct link the_link;
static int used;

static void wiphy_lock(struct wiphy *wiphy)
{
	mutex_lock(&wiphy->mtx);
}

static void wiphy_unlock(struct wiphy *wiphy)
{
	mutex_unlock(&wiphy->mtx);
}

static int wl_pre_doit(const struct genl_split_ops *ops, struct sk_buff *skb,
		       struct genl_info *info)
{
	rtnl_lock();
	if (!(ops->internal_flags & 1))
		wiphy_lock(the_link.wiphy);
	if (!(ops->internal_flags & 2))
		rtnl_unlock();
	return 0;
}

static void link_use_chanctx(struct link *link)
{
	struct chanctx *c = rcu_dereference_protected(link->chanctx,
						      lockdep_is_held(&link->wiphy->mtx));

	used += c ? 1 : 0;
	RCU_INIT_POINTER(link->chanctx, NULL);
}

static int wl_start_p2p(struct sk_buff *skb, struct genl_info *info)
{
	mutex_lock(&cfg_mutex);
	link_use_chanctx(&the_link);
	mutex_unlock(&cfg_mutex);
	return 0;
}

static void link_drop_monitor(struct link *link)
{
	struct chanctx *c = rtnl_dereference(link->monitor);

	used += c ? 1 : 0;
	RCU_INIT_POINTER(link->monitor, NULL);
}

static int wl_del_monitor(struct sk_buff *skb, struct genl_info *info)
{
	mutex_lock(&cfg_mutex);
	link_drop_monitor(&the_link);
	mutex_unlock(&cfg_mutex);
	return 0;
}

static const struct genl_small_ops wl_ops[] = {
	{
		.cmd	= 1,
		.doit	= wl_start_p2p,
	},
	{
		.cmd	= 2,
		.doit	= wl_del_monitor,
	},
};

static struct genl_family wl_fam = {
	.name		= "wl",
	.pre_doit	= wl_pre_doit,
	.small_ops	= wl_ops,
};
