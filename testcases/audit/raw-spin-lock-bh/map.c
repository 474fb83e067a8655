/*
 * 6.1 net/core/sock_map.c: sock_hash_lookup_elem_raw() walks a bucket with
 * hlist_for_each_entry_rcu() (any reader flavor) and sock_hash_update_common()
 * calls it under raw_spin_lock_bh(&bucket->lock), which disables bottom
 * halves and preemption: quiet. The same walk called under a mutex only
 * is reported.
 */
static struct elem *lookup_raw(struct hlist_head *head, u32 hash)
{
	struct elem *e;

	hlist_for_each_entry_rcu(e, head, node)
		if (e->hash == hash)
			return e;
	return NULL;
}

static struct elem *lookup_slow(struct hlist_head *head, u32 hash)
{
	struct elem *e;

	hlist_for_each_entry_rcu(e, head, node)
		if (e->hash == hash)
			return e;
	return NULL;
}

SYSCALL_DEFINE2(map_update, int, fd, u32, hash)
{
	struct bucket *b = bucket_of(fd);
	struct elem *e;

	raw_spin_lock_bh(&b->lock);
	e = lookup_raw(&b->head, hash);
	raw_spin_unlock_bh(&b->lock);
	return e ? 0 : -ENOENT;
}

SYSCALL_DEFINE2(map_delete, int, fd, u32, hash)
{
	struct bucket *b = bucket_of(fd);
	struct elem *e;

	mutex_lock(&b->mutex);
	e = lookup_slow(&b->head, hash);
	mutex_unlock(&b->mutex);
	return e ? 0 : -ENOENT;
}
