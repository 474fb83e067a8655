/*
 * A radix tree every update of which holds tbl->lock: that lock, held at
 * a lookup, protects it as well as the reader; another lock does not.
 */
struct tbl {
	spinlock_t lock;
	spinlock_t stats_lock;
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

/*
 * Another spinlock: preemption is off under it, which holds off the
 * call_rcu() that frees the tree's nodes (one RCU since 4.20): quiet.
 */
SYSCALL_DEFINE1(tbl_get_stats, unsigned long, id)
{
	struct tbl *t = tbl_of(id);
	int v;

	spin_lock(&t->stats_lock);
	v = tbl_val(t, id);
	spin_unlock(&t->stats_lock);
	return v;
}

/* A bh reader, as 6.1 l2tp_tunnel_get() takes: quiet for the same reason. */
SYSCALL_DEFINE1(tbl_get_bh, unsigned long, id)
{
	struct tbl *t = tbl_of(id);
	int v;

	rcu_read_lock_bh();
	v = tbl_val(t, id);
	rcu_read_unlock_bh();
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

/*
 * 6.1 kvm_hv_eventfd_deassign(): the idr frees its own nodes with
 * call_rcu(), so its rcu_read_lock() readers are served; the grace period
 * after the removal is the entries' (kvm->srcu): no flavor mismatch.
 */
struct evt_table {
	struct mutex lock;
	struct idr conn_to_evt;
	struct srcu_struct srcu;
};

SYSCALL_DEFINE1(evt_signal, unsigned long, id)
{
	struct evt_table *et = evt_of(id);
	void *ev;

	rcu_read_lock();
	ev = idr_find(&et->conn_to_evt, id);
	rcu_read_unlock();
	return ev ? 1 : 0;
}

SYSCALL_DEFINE1(evt_deassign, unsigned long, id)
{
	struct evt_table *et = evt_of(id);
	void *ev;

	mutex_lock(&et->lock);
	ev = idr_remove(&et->conn_to_evt, id);
	mutex_unlock(&et->lock);
	synchronize_srcu(&et->srcu);
	kfree(ev);
	return 0;
}
