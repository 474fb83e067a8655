/* guard(srcu)(&A) readers; a call_rcu() updater (positive), and scoped_guard(srcu) readers
 * of another list whose updater uses call_srcu() on the same srcu_struct (negative). */
struct item { struct list_head link; int id; struct rcu_head rcu; };
struct slot { struct list_head link; int id; struct rcu_head rcu; };
static LIST_HEAD(items);
static LIST_HEAD(slots);
DEFINE_STATIC_SRCU(items_srcu);

int item_exists(int id)
{
	struct item *it;

	guard(srcu)(&items_srcu);
	list_for_each_entry_srcu(it, &items, link, srcu_read_lock_held(&items_srcu))
		if (it->id == id)
			return 1;
	return 0;
}

static void item_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct item, rcu));
}

void item_del(struct item *it)
{
	list_del_rcu(&it->link);
	call_rcu(&it->rcu, item_free_rcu);
}

int slot_exists(int id)
{
	struct slot *s;

	scoped_guard(srcu, &items_srcu) {
		list_for_each_entry_srcu(s, &slots, link, srcu_read_lock_held(&items_srcu))
			if (s->id == id)
				return 1;
	}
	return 0;
}

static void slot_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct slot, rcu));
}

void slot_del(struct slot *s)
{
	list_del_rcu(&s->link);
	call_srcu(&items_srcu, &s->rcu, slot_free_rcu);
}
