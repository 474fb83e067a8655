struct rcu_string {
	struct rcu_head rcu;
	char str[];
};

/* fs/btrfs/rcu-string.h */
#define rcu_str_deref(rcu_str) ({				\
	struct rcu_string *__str = rcu_dereference(rcu_str);	\
	__str->str;						\
})

struct btrfs_device {
	void *fs_info;
	struct rcu_string __rcu *name;
};

static inline const char *btrfs_dev_name(const struct btrfs_device *device)
{
	return rcu_str_deref(device->name);
}
