/* File-local accessor macros, as net/netlink/af_netlink.c and net/ipv6/ip6_flowlabel.c write them. */
#define foo_deref(p) rcu_dereference_protected(p, lockdep_is_held(&foo_lock))

#define for_each_foo_rcu(np, f)				\
	for (f = rcu_dereference_bh(np->foo_list);	\
	     f != NULL;					\
	     f = rcu_dereference_bh(f->next))

static int foo_val(void)
{
	return foo_deref(foo_ptr)->val;
}

/* The caller holds the lock the macro's condition names: quiet. */
SYSCALL_DEFINE0(foo_get_locked)
{
	int v;

	mutex_lock(&foo_lock);
	v = foo_val();
	mutex_unlock(&foo_lock);
	return v;
}

/* Without it: reported in foo_val(). */
SYSCALL_DEFINE0(foo_get_racy)
{
	return foo_val();
}

SYSCALL_DEFINE1(foo_count_bh, struct foo_sock *, np)
{
	struct foo *f;
	int n = 0;

	rcu_read_lock_bh();
	for_each_foo_rcu(np, f)
		n++;
	rcu_read_unlock_bh();
	return n;
}

SYSCALL_DEFINE1(foo_count_racy, struct foo_sock *, np)
{
	struct foo *f;
	int n = 0;

	for_each_foo_rcu(np, f)
		n++;
	return n;
}
