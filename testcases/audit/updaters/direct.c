/*
 * The ftrace_direct_funcs shape (kernel/trace/ftrace.c, 6.1): every
 * updater of the list holds direct_mutex (one through its caller), and
 * the walk runs under it too: lockdep-only.
 */
struct direct_func {
	struct list_head next;
	unsigned long addr;
};

static LIST_HEAD(direct_funcs);
static DEFINE_MUTEX(direct_mutex);

static struct direct_func *find_direct(unsigned long addr)
{
	struct direct_func *entry;

	list_for_each_entry_rcu(entry, &direct_funcs, next) {
		if (entry->addr == addr)
			return entry;
	}
	return NULL;
}

static struct direct_func *alloc_direct(unsigned long addr)
{
	struct direct_func *direct;

	direct = kmalloc(sizeof(*direct), GFP_KERNEL);
	if (!direct)
		return NULL;
	direct->addr = addr;
	list_add_rcu(&direct->next, &direct_funcs);
	return direct;
}

SYSCALL_DEFINE1(register_direct, unsigned long, addr)
{
	struct direct_func *direct;

	mutex_lock(&direct_mutex);
	direct = find_direct(addr);
	if (!direct)
		direct = alloc_direct(addr);
	mutex_unlock(&direct_mutex);
	return direct ? 0 : -ENOMEM;
}

SYSCALL_DEFINE1(unregister_direct, unsigned long, addr)
{
	struct direct_func *direct;

	mutex_lock(&direct_mutex);
	direct = find_direct(addr);
	if (direct) {
		list_del_rcu(&direct->next);
		synchronize_rcu();
		kfree(direct);
	}
	mutex_unlock(&direct_mutex);
	return 0;
}
