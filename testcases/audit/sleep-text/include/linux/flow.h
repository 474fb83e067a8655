/* SPDX-License-Identifier: GPL-2.0 */
struct dev_ops {
	int (*mutex_lock)(struct dev *d);
};

struct dev {
	spinlock_t slock, a, b;
	struct mutex lock;
	int n, x, need;
	void *buf, *ubuf;
	const struct dev_ops *ops;
};
