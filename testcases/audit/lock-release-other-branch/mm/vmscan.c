// A lock released in one branch of an if/else, the call in the other
// (6.12 mm/vmscan.c __remove_mapping(), 6.1 openvswitch ovs_flow_cmd_new()).
struct xnode {
	int v;
};

struct xarray {
	spinlock_t xa_lock;
	struct xnode __rcu *head;
};

struct mapping {
	struct xarray i_pages;
};

#define xa_lock_irq(xa)		spin_lock_irq(&(xa)->xa_lock)
#define xa_unlock_irq(xa)	spin_unlock_irq(&(xa)->xa_lock)

static void delete_in_else(struct mapping *m)
{
	struct xnode *n = rcu_dereference_check(m->i_pages.head,
						lockdep_is_held(&m->i_pages.xa_lock));

	n->v = 0;
}

/* Released in the if, the call in the else, which holds it: quiet. */
SYSCALL_DEFINE2(remove_mapping, int, id, int, swap)
{
	struct mapping *m = mapping_of(id);

	xa_lock_irq(&m->i_pages);
	if (swap) {
		put_swap(m);
		xa_unlock_irq(&m->i_pages);
		free_swap(m);
	} else {
		delete_in_else(m);
		xa_unlock_irq(&m->i_pages);
	}
	return 0;
}

static void delete_after_if(struct mapping *m)
{
	struct xnode *n = rcu_dereference_check(m->i_pages.head,
						lockdep_is_held(&m->i_pages.xa_lock));

	n->v = 0;
}

/* Released in the if's block, the call after the if/else: reported. */
SYSCALL_DEFINE2(remove_mapping_after, int, id, int, swap)
{
	struct mapping *m = mapping_of(id);

	xa_lock_irq(&m->i_pages);
	if (swap) {
		put_swap(m);
		xa_unlock_irq(&m->i_pages);
	} else {
		keep_swap(m);
	}
	delete_after_if(m);
	return 0;
}

static void delete_both(struct mapping *m)
{
	struct xnode *n = rcu_dereference_check(m->i_pages.head,
						lockdep_is_held(&m->i_pages.xa_lock));

	n->v = 0;
}

/* Released in the else itself, before the call: reported. */
SYSCALL_DEFINE2(remove_mapping_both, int, id, int, swap)
{
	struct mapping *m = mapping_of(id);

	xa_lock_irq(&m->i_pages);
	if (swap) {
		xa_unlock_irq(&m->i_pages);
		free_swap(m);
	} else {
		xa_unlock_irq(&m->i_pages);
		delete_both(m);
	}
	return 0;
}

static void delete_outer(struct mapping *m)
{
	struct xnode *n = rcu_dereference_check(m->i_pages.head,
						lockdep_is_held(&m->i_pages.xa_lock));

	n->v = 0;
}

/* The lock taken inside the if whose else makes the call: reported. */
SYSCALL_DEFINE2(remove_mapping_outer, int, id, int, swap)
{
	struct mapping *m = mapping_of(id);

	if (swap) {
		xa_lock_irq(&m->i_pages);
		put_swap(m);
		xa_unlock_irq(&m->i_pages);
	} else {
		delete_outer(m);
	}
	return 0;
}
