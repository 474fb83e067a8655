/*
 * Exported, takes no lock, says nothing: a module caller may hold the
 * read lock. Lower tier.
 */
int foo_get_id(struct foo_holder *h)
{
	return rcu_dereference(h->foo)->id;
}
EXPORT_SYMBOL(foo_get_id);
