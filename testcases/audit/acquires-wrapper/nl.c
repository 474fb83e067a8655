/*
 * rcu_dereference_protected() whose condition names a lock that callers
 * take through a wrapper annotated __acquires() with no "lock" in its
 * name, as net/netlink/af_netlink.c's netlink_table_grab() /
 * netlink_table_ungrab() take nl_table_lock.
 */
static DEFINE_RWLOCK(tbl_lock);
static atomic_t tbl_users;

#define tbl_deref_protected(X) rcu_dereference_protected(X, lockdep_is_held(&tbl_lock))

struct listeners { unsigned long masks[4]; };
struct table { struct listeners __rcu *listeners; int groups; };
static struct table tbl[4];

void table_grab(void)
	__acquires(tbl_lock)
{
	write_lock_irq(&tbl_lock);
	while (atomic_read(&tbl_users)) {
		write_unlock_irq(&tbl_lock);
		schedule();
		write_lock_irq(&tbl_lock);
	}
}

void table_ungrab(void)
	__releases(tbl_lock)
{
	write_unlock_irq(&tbl_lock);
}

static int table_mask(int proto)
{
	return tbl_deref_protected(tbl[proto].listeners)->masks[0];
}

/* Inside the __acquires() wrapper: quiet. */
SYSCALL_DEFINE1(table_get, int, proto)
{
	int m;

	table_grab();
	m = table_mask(proto);
	table_ungrab();
	return m;
}

static int table_mask_hi(int proto)
{
	return tbl_deref_protected(tbl[proto].listeners)->masks[1];
}

/* After its __releases() partner: reported. */
SYSCALL_DEFINE1(table_late, int, proto)
{
	table_grab();
	tbl[proto].groups++;
	table_ungrab();
	return table_mask_hi(proto);
}

/* Without it: reported. */
SYSCALL_DEFINE1(table_racy, int, proto)
{
	return table_mask(proto) + 1;
}

/* The access's own function holds the wrapper (netlink_release()): quiet. */
static int table_release(int proto)
{
	int m = 0;

	table_grab();
	if (--tbl[proto].groups == 0)
		m = tbl_deref_protected(tbl[proto].listeners)->masks[2];
	table_ungrab();
	return m;
}

SYSCALL_DEFINE1(table_close, int, proto)
{
	return table_release(proto);
}
