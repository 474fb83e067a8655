/* SRCU readers of the foo list (struct foo.node), in another file than its updater. */
struct foo {
	struct list_head node;
	int key;
	struct rcu_head rcu;
};
extern struct list_head foo_list;
DEFINE_STATIC_SRCU(foo_srcu);

int foo_find(int key)
{
	struct foo *f;
	int idx, found = 0;

	idx = srcu_read_lock(&foo_srcu);
	list_for_each_entry_srcu(f, &foo_list, node, srcu_read_lock_held(&foo_srcu))
		if (f->key == key)
			found = 1;
	srcu_read_unlock(&foo_srcu, idx);
	return found;
}
