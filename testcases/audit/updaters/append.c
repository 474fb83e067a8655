/*
 * An append-only list: entries are added, never unlinked nor freed, so
 * a walk without a reader reads nothing that can go away: lockdep-only,
 * with no lock to name (fix leaves it out, saying why).
 */
struct notif {
	struct list_head list;
	int id;
};

static LIST_HEAD(notifs);
static DEFINE_SPINLOCK(notif_lock);

SYSCALL_DEFINE1(notif_add, int, id)
{
	struct notif *n = kmalloc(sizeof(*n), GFP_KERNEL);

	n->id = id;
	spin_lock(&notif_lock);
	list_add_tail_rcu(&n->list, &notifs);
	spin_unlock(&notif_lock);
	return 0;
}

SYSCALL_DEFINE1(notif_has, int, id)
{
	struct notif *n;

	list_for_each_entry_rcu(n, &notifs, list)
		if (n->id == id)
			return 1;
	return 0;
}
