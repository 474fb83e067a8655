/*
 * 6.12 mm/mempolicy.c do_mbind(): the lock is released under "if (err)",
 * and the next test of err leaves by a goto past the call: the call runs
 * with the lock held. Reported: err assigned again between the two
 * tests, another test before the call.
 */
struct mapping {
	struct xarray i_pages;
};

static struct mapping the_mapping;

int set_nodemask(unsigned long start);
void scratch_free(void);

/* quiet: the released way leaves by the goto */
SYSCALL_DEFINE1(mbind, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio;
	int err;

	xas_lock_irq(&xas);
	err = set_nodemask(start);
	if (err)
		xas_unlock_irq(&xas);
	scratch_free();
	if (err)
		goto mpol_out;

	folio = xas_load(&xas);
	xas_unlock_irq(&xas);
	return folio != NULL;
mpol_out:
	return err;
}

/* reported: err set again between the release and the test */
SYSCALL_DEFINE1(mbind_reset, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio;
	int err;

	xas_lock_irq(&xas);
	err = set_nodemask(start);
	if (err)
		xas_unlock_irq(&xas);
	err = 0;
	if (err)
		goto mpol_out;

	folio = xas_load(&xas);
	return folio != NULL;
mpol_out:
	return err;
}

/* reported: the next test is another */
SYSCALL_DEFINE1(mbind_other, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio;
	int err, bad;

	xas_lock_irq(&xas);
	err = set_nodemask(start);
	bad = set_nodemask(start + 1);
	if (err)
		xas_unlock_irq(&xas);
	if (bad)
		return bad;

	folio = xas_load(&xas);
	return folio != NULL;
}
