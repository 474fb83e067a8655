/* The struct definitions the calls go through, in a header of the tree. */
struct foo_ops {
	int (*run)(struct foo_dev *dev);
};

struct bar_ops {
	int (*run)(struct foo_dev *dev);
};

struct foo_dev {
	const struct foo_ops *ops;
	struct foo_cfg __rcu *cfg;
};
