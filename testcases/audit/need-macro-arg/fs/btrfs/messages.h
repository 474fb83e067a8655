/* 6.12 fs/btrfs/messages.h: the _in_rcu printers wrap their arguments in a reader */
#define btrfs_printk_rl_in_rcu(fs_info, fmt, args...)		\
do {								\
	rcu_read_lock();					\
	btrfs_printk_ratelimited(fs_info, fmt, ##args);		\
	rcu_read_unlock();					\
} while (0)

#define btrfs_err_rl_in_rcu(fs_info, fmt, args...)		\
	btrfs_printk_rl_in_rcu(fs_info, KERN_ERR fmt, ##args)

void btrfs_printk_ratelimited(void *fs_info, const char *fmt, ...);
void btrfs_err(void *fs_info, const char *fmt, ...);
