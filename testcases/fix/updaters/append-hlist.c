/*
 * An append-only hash table: labels are added to their bucket and never
 * unlinked nor freed. The lookup walks a bucket without a reader and
 * returns what it found: lockdep-only with no lock to name, and
 * hlist_for_each_entry_rcu() has no lockless twin, so the fix is a reader
 * around the walk; what it returns may outlive the reader, since nothing
 * is ever freed (the smk_find_entry() shape).
 */
struct label {
	struct hlist_node node;
	unsigned int hash;
};

static struct hlist_head label_hash[16];
static DEFINE_MUTEX(label_lock);

static struct label *label_find(unsigned int hash)
{
	struct label *l;

	hlist_for_each_entry_rcu(l, &label_hash[hash & 15], node)
		if (l->hash == hash)
			return l;
	return NULL;
}

SYSCALL_DEFINE1(label_add, unsigned int, hash)
{
	struct label *l = kmalloc(sizeof(*l), GFP_KERNEL);

	l->hash = hash;
	mutex_lock(&label_lock);
	hlist_add_head_rcu(&l->node, &label_hash[hash & 15]);
	mutex_unlock(&label_lock);
	return 0;
}

SYSCALL_DEFINE1(label_known, unsigned int, hash)
{
	return label_find(hash) != NULL;
}
