/*
 * lib/xarray.c: __xa_alloc() reads the head under the reader or the
 * array's lock, and takes neither: its callers must.
 */
static void *xa_head_get(struct xarray *xa)
{
	return rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock));
}

int __xa_alloc(struct xarray *xa, u32 *id, void *entry)
{
	void *head = xa_head_get(xa);

	*id = head ? 1 : 0;
	return 0;
}
EXPORT_SYMBOL(__xa_alloc);
