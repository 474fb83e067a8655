/* lib/xarray.c: xas_start() reads the head under the reader or the array's lock, and takes neither */
static void *xas_start(struct xa_state *xas)
{
	return xa_head(xas->xa);
}

void *xas_load(struct xa_state *xas)
{
	return xas_start(xas);
}
EXPORT_SYMBOL(xas_load);

void *xas_store(struct xa_state *xas, void *entry)
{
	void *first = xas_load(xas);

	return first;
}
EXPORT_SYMBOL(xas_store);
