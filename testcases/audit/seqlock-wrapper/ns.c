/*
 * An RCU list walked with no lockdep condition (any reader flavor will do,
 * and lockdep accepts disabled preemption) from callers that take a
 * seqlock's writer side, directly or through an argument-less wrapper, as
 * lock_mount_hash() does for __lookup_mnt() in 6.1's fs/namespace.c.
 */
static DEFINE_SEQLOCK(hash_lock);
static struct hlist_head hash_table[64];

static inline void lock_hash(void)
{
	write_seqlock(&hash_lock);
}

static inline void unlock_hash(void)
{
	write_sequnlock(&hash_lock);
}

struct ent *__lookup_ent(int key)
{
	struct ent *e;

	hlist_for_each_entry_rcu(e, &hash_table[key & 63], node)
		if (e->key == key)
			return e;
	return NULL;
}

/* The wrapper takes the seqlock's spinlock: preemption is off, quiet. */
SYSCALL_DEFINE1(ent_wrapped, int, key)
{
	struct ent *e;

	lock_hash();
	e = __lookup_ent(key);
	if (e)
		e->hits++;
	unlock_hash();
	return 0;
}

/* The writer side taken directly: quiet too. */
SYSCALL_DEFINE1(ent_direct, int, key)
{
	struct ent *e;

	write_seqlock(&hash_lock);
	e = __lookup_ent(key);
	if (e)
		e->hits++;
	write_sequnlock(&hash_lock);
	return 0;
}

/* Released before the walk: reported. */
SYSCALL_DEFINE1(ent_released, int, key)
{
	int hits = 0;

	lock_hash();
	hits = hash_table[0].first != NULL;
	unlock_hash();
	if (__lookup_ent(key))
		hits++;
	return hits;
}

/* Released on one path, but the error label is reached holding it: quiet. */
SYSCALL_DEFINE1(ent_label, int, key)
{
	int err = 0;

	lock_hash();
	if (key < 0)
		goto out_cleanup;
	hash_table[0].first = NULL;
	unlock_hash();
	return 0;

 out_cleanup:
	if (__lookup_ent(key))
		err = -EEXIST;
	unlock_hash();
	return err;
}
