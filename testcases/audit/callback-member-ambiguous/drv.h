/* Two structs with a member "ops" of different types. */
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

struct baz_dev {
	const struct bar_ops *ops;
};
