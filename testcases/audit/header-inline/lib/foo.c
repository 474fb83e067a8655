#include <linux/foo.h>

/* Exported, says nothing: its callers are the question. */
int __foo_get_id(struct foo_holder *h)
{
	return rcu_dereference(h->foo)->id;
}
EXPORT_SYMBOL(__foo_get_id);
