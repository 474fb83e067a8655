/*
 * 6.12 net/core/dev.c: register_netdevice() calls the device's
 * ->ndo_uninit() on its error path.
 */
#include "../../include/netdevice.h"

int register_netdevice(struct net_device *dev)
{
	int ret = 0;

	if (dev->netdev_ops->ndo_init)
		ret = dev->netdev_ops->ndo_init(dev);
	if (ret)
		goto err_uninit;
	return 0;

err_uninit:
	if (dev->netdev_ops->ndo_uninit)
		dev->netdev_ops->ndo_uninit(dev);
	return ret;
}
EXPORT_SYMBOL(register_netdevice);
