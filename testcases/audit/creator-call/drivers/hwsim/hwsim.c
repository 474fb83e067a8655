/*
 * 6.12 drivers/net/wireless/virtual/mac80211_hwsim.c init_mac80211_hwsim():
 * registers its own monitor device under the RTNL, never a device of
 * net/mac/'s table, so no chain to mac_uninit() through
 * register_netdevice() (nor from mac_if_add() to this directory's
 * hwsim_uninit()). Its own table's ->ndo_uninit, which needs
 * hwsim_lock, it does reach without that lock: reported.
 */
#include "../../include/netdevice.h"

struct radio {
	int id;
};

static DEFINE_MUTEX(hwsim_lock);
static struct radio __rcu *hwsim_radio;
static int radio_ids;

static void hwsim_uninit(struct net_device *dev)
{
	struct radio *r = rcu_dereference_protected(hwsim_radio, lockdep_is_held(&hwsim_lock));

	radio_ids += r ? r->id : 0;
	RCU_INIT_POINTER(hwsim_radio, NULL);
}

static const struct net_device_ops hwsim_netdev_ops = {
	.ndo_uninit = hwsim_uninit,
};

static struct net_device hwsim_mon;

static int __init hwsim_init(void)
{
	int err;

	hwsim_mon.netdev_ops = &hwsim_netdev_ops;
	rtnl_lock();
	err = register_netdevice(&hwsim_mon);
	rtnl_unlock();
	return err;
}
module_init(hwsim_init);
