/*
 * 6.12 net/mac80211/iface.c: ieee80211_uninit() (->ndo_uninit of
 * ieee80211_dataif_ops) needs the wiphy mutex; the only code that
 * registers a device of that table, ieee80211_if_add(), holds it.
 */
#include "../../include/netdevice.h"

struct key;
struct sdata {
	struct mutex mtx;
	struct key __rcu *default_key;
	struct net_device dev;
};

static int wiphy_ids;

static void mac_uninit(struct net_device *dev)
{
	struct sdata *sdata = dev->priv;
	struct key *key = rcu_dereference_protected(sdata->default_key,
						    lockdep_is_held(&sdata->mtx));

	wiphy_ids += key ? 1 : 0;
	RCU_INIT_POINTER(sdata->default_key, NULL);
}

static const struct net_device_ops mac_dataif_ops = {
	.ndo_uninit = mac_uninit,
};

int mac_if_add(struct sdata *sdata)
{
	int ret;

	mutex_lock(&sdata->mtx);
	sdata->dev.netdev_ops = &mac_dataif_ops;
	sdata->dev.priv = sdata;
	ret = register_netdevice(&sdata->dev);
	mutex_unlock(&sdata->mtx);
	return ret;
}
EXPORT_SYMBOL(mac_if_add);
