/*
 * 6.1 mm/migrate.c folio_migrate_mapping(), fs/dax.c
 * dax_writeback_mapping_range(): xas_load() inside xas_lock_irq(&xas)
 * (or xas_lock()), which holds &xas.xa->xa_lock through xa_lock_irq():
 * quiet. Released before the call, or not taken: reported.
 */
static DEFINE_XARRAY(pages);

SYSCALL_DEFINE1(migrate_locked, unsigned long, index)
{
	XA_STATE(xas, &pages, index);
	void *entry;

	xas_lock_irq(&xas);
	entry = xas_load(&xas);
	xas_unlock_irq(&xas);
	return entry != NULL;
}

SYSCALL_DEFINE1(migrate_plain, unsigned long, index)
{
	XA_STATE(xas, &pages, index);
	void *entry;

	xas_lock(&xas);
	entry = xas_load(&xas);
	xas_unlock(&xas);
	return entry != NULL;
}

SYSCALL_DEFINE1(migrate_late, unsigned long, index)
{
	XA_STATE(xas, &pages, index);

	xas_lock_irq(&xas);
	xas_unlock_irq(&xas);
	return xas_load(&xas) != NULL;
}

SYSCALL_DEFINE1(migrate_bare, unsigned long, index)
{
	XA_STATE(xas, &pages, index);

	return xas_load(&xas) != NULL;
}
