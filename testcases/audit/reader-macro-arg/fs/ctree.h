/*
 * 6.1 fs/btrfs/ctree.h: btrfs_info_in_rcu() expands to
 * btrfs_printk_in_rcu(), which runs its arguments inside its own
 * rcu_read_lock(). btrfs_info_plain() takes no reader.
 */
struct rcu_string {
	struct rcu_head rcu;
	char str[];
};

#define rcu_str_deref(rcu_str) ({				\
	struct rcu_string *__str = rcu_dereference(rcu_str);	\
	__str->str;						\
})

#define btrfs_printk_in_rcu(fs_info, fmt, args...)	\
do {							\
	rcu_read_lock();				\
	btrfs_printk(fs_info, fmt, ##args);		\
	rcu_read_unlock();				\
} while (0)

#define btrfs_info_in_rcu(fs_info, fmt, args...) \
	btrfs_printk_in_rcu(fs_info, KERN_INFO fmt, ##args)

#define btrfs_info_plain(fs_info, fmt, args...) \
	btrfs_printk(fs_info, KERN_INFO fmt, ##args)
