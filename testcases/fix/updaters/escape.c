/*
 * A race whose walk returns the entry it found: the updaters hold
 * esc_mutex, the system call holds nothing. rcu_read_lock() around the
 * walk would end before the caller uses the entry: no patch, and why.
 */
struct esc_entry {
	struct list_head list;
	int key;
};

static LIST_HEAD(esc_list);
static DEFINE_MUTEX(esc_mutex);

static struct esc_entry *esc_find(int key)
{
	struct esc_entry *e;

	list_for_each_entry_rcu(e, &esc_list, list) {
		if (e->key == key)
			return e;
	}
	return NULL;
}

SYSCALL_DEFINE1(esc_add, int, key)
{
	struct esc_entry *e = kmalloc(sizeof(*e), GFP_KERNEL);

	e->key = key;
	mutex_lock(&esc_mutex);
	list_add_rcu(&e->list, &esc_list);
	mutex_unlock(&esc_mutex);
	return 0;
}

SYSCALL_DEFINE1(esc_del, int, key)
{
	struct esc_entry *e;

	mutex_lock(&esc_mutex);
	e = esc_find(key);
	if (e) {
		list_del_rcu(&e->list);
		kfree_rcu(e, rcu);
	}
	mutex_unlock(&esc_mutex);
	return 0;
}

SYSCALL_DEFINE1(esc_peek, int, key)
{
	struct esc_entry *e = esc_find(key);

	return e ? e->key : -ENOENT;
}
