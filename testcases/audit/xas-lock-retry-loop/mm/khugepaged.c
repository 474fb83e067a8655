/*
 * 6.12 mm/khugepaged.c collapse_file(): the lock is taken at the top of
 * a retry loop, released only on the way round it, and the loop is left
 * only by the break after a success: xas_load() after it runs under
 * xas_lock_irq(). Reported: a break after the release, a loop with an end condition.
 */
struct mapping {
	struct xarray i_pages;
};

static struct mapping the_mapping;

bool xas_error(struct xa_state *xas);
bool xas_nomem(struct xa_state *xas, unsigned int gfp);
void xas_create_range(struct xa_state *xas);

/* quiet: left only by the break, locked */
SYSCALL_DEFINE1(collapse, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio;

	do {
		xas_lock_irq(&xas);
		xas_create_range(&xas);
		if (!xas_error(&xas))
			break;
		xas_unlock_irq(&xas);
		if (!xas_nomem(&xas, GFP_KERNEL))
			goto rollback;
	} while (1);

	folio = xas_load(&xas);
	xas_unlock_irq(&xas);
	return folio != NULL;
rollback:
	return -ENOMEM;
}

/* reported: a break after the release leaves the loop unlocked */
SYSCALL_DEFINE1(collapse_break, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio;

	do {
		xas_lock_irq(&xas);
		xas_create_range(&xas);
		if (!xas_error(&xas))
			break;
		xas_unlock_irq(&xas);
		if (!xas_nomem(&xas, GFP_KERNEL))
			break;
	} while (1);

	folio = xas_load(&xas);
	return folio != NULL;
}

/* reported: the loop ends on its own condition, after the release */
SYSCALL_DEFINE1(collapse_bounded, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio;
	int tries = 3;

	do {
		xas_lock_irq(&xas);
		xas_create_range(&xas);
		if (!xas_error(&xas))
			break;
		xas_unlock_irq(&xas);
	} while (--tries);

	folio = xas_load(&xas);
	return folio != NULL;
}
