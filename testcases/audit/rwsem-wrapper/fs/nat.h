/*
 * A subsystem's wrappers of an rwsem, as 6.1's fs/f2fs/f2fs.h defines
 * f2fs_down_read() and f2fs_down_write(): their names do not say "lock".
 */
struct nat_rwsem {
	struct rw_semaphore internal_rwsem;
#ifdef CONFIG_NAT_UNFAIR_RWSEM
	wait_queue_head_t read_waiters;
#endif
};

static inline void nat_down_read(struct nat_rwsem *sem)
{
#ifdef CONFIG_NAT_UNFAIR_RWSEM
	wait_event(sem->read_waiters, down_read_trylock(&sem->internal_rwsem));
#else
	down_read(&sem->internal_rwsem);
#endif
}

static inline void nat_up_read(struct nat_rwsem *sem)
{
	up_read(&sem->internal_rwsem);
}

static inline void nat_down_write(struct nat_rwsem *sem)
{
	down_write(&sem->internal_rwsem);
}

static inline void nat_up_write(struct nat_rwsem *sem)
{
	up_write(&sem->internal_rwsem);
}

struct nat_info {
	struct nat_rwsem nat_tree_lock;
	struct radix_tree_root nat_root;
};

struct nat_entry {
	unsigned long nid;
	int flags;
};
