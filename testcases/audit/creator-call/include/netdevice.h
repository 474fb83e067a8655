/* include/linux/netdevice.h */
struct net_device;

struct net_device_ops {
	int (*ndo_init)(struct net_device *dev);
	void (*ndo_uninit)(struct net_device *dev);
};

struct net_device {
	const struct net_device_ops *netdev_ops;
	void *priv;
};

int register_netdevice(struct net_device *dev);
