#include <linux/foo.h>

static struct foo_holder bar_holder;

/* Through the header's inline, with no reader: reported. */
SYSCALL_DEFINE0(bar_peek)
{
	return foo_get_id(&bar_holder);
}

/* Through the header's inline, under rcu_read_lock(): quiet. */
SYSCALL_DEFINE0(bar_peek_rcu)
{
	int id;

	rcu_read_lock();
	id = foo_get_id(&bar_holder);
	rcu_read_unlock();
	return id;
}
