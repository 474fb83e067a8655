/*
 * lib/xarray.c: xas_load() reads the head under the reader or the
 * array's lock, and takes neither: its callers must.
 */
static void *xa_head(const struct xarray *xa)
{
	return rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock));
}

void *xas_load(struct xa_state *xas)
{
	return xa_head(xas->xa);
}
EXPORT_SYMBOL_GPL(xas_load);
