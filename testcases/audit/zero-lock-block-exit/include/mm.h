/* 6.12 include/linux/mmap_lock.h: the mm's lock taken through wrappers. */
struct mm { struct rw_semaphore lock; struct tree tree; };

static inline int mm_write_lock_killable(struct mm *mm)
{
	int ret;

	ret = down_write_killable(&mm->lock);
	return ret;
}

static inline void mm_write_lock_nested(struct mm *mm, int subclass)
{
	down_write_nested(&mm->lock, subclass);
}

static inline void mm_write_unlock(struct mm *mm)
{
	up_write(&mm->lock);
}
