struct net_device;

struct dev_ops {
	int (*xmit)(struct net_device *dev);
	int (*stats)(struct net_device *dev);
	int (*parse)(struct net_device *dev, int opt);
	int (*reconf)(struct net_device *dev);
};

struct net_device {
	const struct dev_ops *ops;
	struct dev_peer __rcu *peer;
	int flags;
};

struct dev_peer {
	int mtu;
};

struct net_device *dev_find(int id);
