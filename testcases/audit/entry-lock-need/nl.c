/*
 * 6.1 net/netlink/af_netlink.c __netlink_change_ngroups(): its
 * nl_deref_protected() load asks for nl_table_lock, which
 * netlink_change_ngroups() takes with netlink_table_grab(). An initcall
 * (module_init(), run by do_one_initcall() with nothing held) that
 * reaches it without that lock is the mistake whatever its context: no
 * invoker of the kernel's takes a subsystem's lock for it. Reported in
 * the default tier, as a system call's chain is. The same initcall
 * reaching a reader's access (rcu_dereference()) is judged by the
 * evidence rule of a kernel-context entry: lower, as before. A lock
 * need under the lock is quiet.
 */
static DEFINE_RWLOCK(nl_table_lock);

struct listeners {
	unsigned long masks[4];
};

struct nl_table {
	struct listeners __rcu *listeners;
	int groups;
};

static struct nl_table tbl;

static int change_ngroups_locked(int groups)
{
	struct listeners *old;

	old = rcu_dereference_protected(tbl.listeners, lockdep_is_held(&nl_table_lock));
	tbl.groups = groups + (old ? 1 : 0);
	return 0;
}

int change_ngroups(int groups)
{
	int err;

	write_lock_irq(&nl_table_lock);
	err = change_ngroups_locked(groups);
	write_unlock_irq(&nl_table_lock);
	return err;
}
EXPORT_SYMBOL(change_ngroups);

int register_family_bare(int groups)
{
	return change_ngroups_locked(groups + 1);
}
EXPORT_SYMBOL(register_family_bare);

static int groups_peek(void)
{
	struct listeners *l = rcu_dereference(tbl.listeners);

	return l ? 1 : 0;
}

static int __init fam_init(void)
{
	change_ngroups(4);
	return register_family_bare(2);
}
module_init(fam_init);

static int __init peek_init(void)
{
	return groups_peek();
}
module_init(peek_init);

/*
 * A work item (process_one_work(), "from" kernel) reaching the lock's
 * access: the evidence rule alone, lower (not widened to work items and
 * kthreads: their chains are deeper and were not measured).
 */
static int groups_locked(void)
{
	return rcu_dereference_protected(tbl.listeners, lockdep_is_held(&nl_table_lock)) ? 1 : 0;
}

static void regroup_fn(struct work_struct *w)
{
	tbl.groups = groups_locked();
}
static DECLARE_WORK(regroup_work, regroup_fn);
