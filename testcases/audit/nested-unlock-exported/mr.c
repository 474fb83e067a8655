/*
 * 6.12 net/ipv4/ipmr_base.c: mr_dump() (exported) walks an RCU list after
 * its own rcu_read_unlock(); the only callers in the tree are the
 * ->fib_dump() callbacks that fib_net_dump() calls inside its
 * rcu_read_lock() (two of them, ipmr_dump() and ip6mr_dump(), stored
 * into the same field), so the unlock ends a nested section: the exported
 * function's contract, the lower tier (exported-covered). One of whose
 * callers does not hold the reader: reported at the function.
 */
struct mfc { struct list_head list; int id; };
struct vif { struct net_device __rcu *dev; };
struct table { struct list_head mfc_list; struct vif vifs[4]; };
struct notifier_ops { struct list_head list; int (*dump)(struct table *t); };

static LIST_HEAD(ops_list);

int tbl_dump(struct table *t)
{
	struct mfc *mfc;
	int n = 0;

	rcu_read_lock();
	if (rcu_dereference(t->vifs[0].dev))
		n++;
	rcu_read_unlock();

	list_for_each_entry_rcu(mfc, &t->mfc_list, list)
		n += mfc->id;
	return n;
}
EXPORT_SYMBOL(tbl_dump);

static int ipv4_dump(struct table *t)
{
	return tbl_dump(t);
}

static const struct notifier_ops ipv4_ops = {
	.dump = ipv4_dump,
};

/* A second function stored into the same field: its calls are the same. */
static int ipv6_dump(struct table *t)
{
	return tbl_dump(t);
}

static const struct notifier_ops ipv6_ops = {
	.dump = ipv6_dump,
};

static int net_dump(struct table *t)
{
	struct notifier_ops *ops;
	int err = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(ops, &ops_list, list) {
		err = ops->dump(t);
		if (err)
			break;
	}
	rcu_read_unlock();
	return err;
}

SYSCALL_DEFINE1(table_dump, struct table *, t)
{
	return net_dump(t);
}

/* The same, but one caller holds nothing: reported. */
int tbl_dump_open(struct table *t)
{
	struct mfc *mfc;
	int n = 0;

	rcu_read_lock();
	if (rcu_dereference(t->vifs[1].dev))
		n++;
	rcu_read_unlock();

	list_for_each_entry_rcu(mfc, &t->mfc_list, list)
		n += mfc->id;
	return n;
}
EXPORT_SYMBOL(tbl_dump_open);

SYSCALL_DEFINE1(table_dump_inside, struct table *, t)
{
	int n;

	rcu_read_lock();
	n = tbl_dump_open(t);
	rcu_read_unlock();
	return n;
}

SYSCALL_DEFINE1(table_dump_bare, struct table *, t)
{
	return tbl_dump_open(t);
}
