/*
 * Lookups as 6.1's lib/ has them: they read through rcu_dereference_raw(),
 * which lockdep does not check, so only their kernel-doc says the caller
 * holds the reader (checker/rcu/data/lookups).
 */
void *radix_tree_lookup(const struct radix_tree_root *root, unsigned long index)
{
	return rcu_dereference_raw(root->xa_head);
}

void *idr_find(const struct idr *idr, unsigned long id)
{
	return radix_tree_lookup(&idr->idr_rt, id - idr->idr_base);
}
