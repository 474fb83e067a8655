/* Update sites: list_add_rcu() under a mutex, list_del_rcu() with the lock asserted and a grace period after, a __rcu field under a member spinlock, RCU_INIT_POINTER() after the unlock, a guard(mutex). */
struct ftrace_direct_func { struct list_head next; unsigned long addr; };
static LIST_HEAD(ftrace_direct_funcs);
static DEFINE_MUTEX(direct_mutex);
struct ftrace_ops { struct ftrace_ops_hash __rcu *func_hash; };
static int reg(unsigned long addr)
{
	struct ftrace_direct_func *direct;
	mutex_lock(&direct_mutex);
	direct = kmalloc(sizeof(*direct), GFP_KERNEL);
	list_add_rcu(&direct->next, &ftrace_direct_funcs);
	mutex_unlock(&direct_mutex);
	return 0;
}
static void unreg(struct ftrace_direct_func *direct)
{
	lockdep_assert_held(&direct_mutex);
	list_del_rcu(&direct->next);
	synchronize_rcu();
	kfree(direct);
}
static void setops(struct ftrace_ops *ops, struct ftrace_ops_hash *h)
{
	spin_lock(&ops->lock);
	rcu_assign_pointer(ops->func_hash, h);
	spin_unlock(&ops->lock);
	RCU_INIT_POINTER(ops->func_hash, NULL);
	guard(mutex)(&big_mutex);
	rcu_assign_pointer(global_ptr, h);
}
