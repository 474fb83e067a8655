/*
 * A radix tree every update of which holds tbl->lock: that lock, held at
 * a lookup, protects it as well as the reader; another lock does not.
 */
struct tbl {
	spinlock_t lock;
	struct mutex cfg_mutex;
	struct radix_tree_root root;
};

struct tbl_entry {
	unsigned long id;
	int val;
};

static void tbl_insert(struct tbl *t, struct tbl_entry *e)
{
	spin_lock(&t->lock);
	radix_tree_insert(&t->root, e->id, e);
	spin_unlock(&t->lock);
}

static void tbl_remove(struct tbl *t, unsigned long id)
{
	struct tbl_entry *e;

	spin_lock(&t->lock);
	e = radix_tree_delete(&t->root, id);
	spin_unlock(&t->lock);
	kfree_rcu(e, rcu);
}

static int tbl_val(struct tbl *t, unsigned long id)
{
	struct tbl_entry *e = radix_tree_lookup(&t->root, id);

	return e ? e->val : 0;
}

/* The updaters' lock: quiet. */
SYSCALL_DEFINE1(tbl_get_locked, unsigned long, id)
{
	struct tbl *t = tbl_of(id);
	int v;

	spin_lock(&t->lock);
	v = tbl_val(t, id);
	spin_unlock(&t->lock);
	return v;
}

/* Under rcu_read_lock(): quiet. */
SYSCALL_DEFINE1(tbl_get_rcu, unsigned long, id)
{
	struct tbl *t = tbl_of(id);
	int v;

	rcu_read_lock();
	v = tbl_val(t, id);
	rcu_read_unlock();
	return v;
}

/* A mutex no update holds: the entry may be freed under it, reported. */
SYSCALL_DEFINE1(tbl_get_cfg, unsigned long, id)
{
	struct tbl *t = tbl_of(id);
	int v;

	mutex_lock(&t->cfg_mutex);
	v = tbl_val(t, id);
	mutex_unlock(&t->cfg_mutex);
	return v;
}

/* No lock, no reader: reported. */
SYSCALL_DEFINE1(tbl_get_bare, unsigned long, id)
{
	struct tbl_entry *e = radix_tree_lookup(&tbl_of(id)->root, id);

	return e ? e->val : 0;
}

SYSCALL_DEFINE1(tbl_update, unsigned long, id)
{
	tbl_insert(tbl_of(id), tbl_entry_of(id));
	tbl_remove(tbl_of(id), id);
	return 0;
}
