/*
 * A reader under a lock only some updaters hold: the add side takes
 * both table_mutex and stats_mutex, the delete side table_mutex only.
 * A walk under stats_mutex can race with the delete: race.
 */
struct tbl_entry {
	struct list_head list;
	int key;
};

static LIST_HEAD(tbl_list);
static DEFINE_MUTEX(table_mutex);
static DEFINE_MUTEX(stats_mutex);

SYSCALL_DEFINE1(tbl_add, int, key)
{
	struct tbl_entry *e = kmalloc(sizeof(*e), GFP_KERNEL);

	e->key = key;
	mutex_lock(&table_mutex);
	mutex_lock(&stats_mutex);
	list_add_rcu(&e->list, &tbl_list);
	mutex_unlock(&stats_mutex);
	mutex_unlock(&table_mutex);
	return 0;
}

SYSCALL_DEFINE1(tbl_del, int, key)
{
	struct tbl_entry *e;

	mutex_lock(&table_mutex);
	list_for_each_entry(e, &tbl_list, list) {
		if (e->key == key) {
			list_del_rcu(&e->list);
			kfree_rcu(e, rcu);
			break;
		}
	}
	mutex_unlock(&table_mutex);
	return 0;
}

SYSCALL_DEFINE1(tbl_count, int, unused)
{
	struct tbl_entry *e;
	int n = 0;

	mutex_lock(&stats_mutex);
	list_for_each_entry_rcu(e, &tbl_list, list)
		n++;
	mutex_unlock(&stats_mutex);
	return n;
}
