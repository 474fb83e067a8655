/*
 * 6.12 mm/mempolicy.c do_mbind(): the lock is released under "if (err)",
 * and the next test of err leaves by a goto past the call: the call runs
 * with the lock held, also when the lock is taken in a block whose
 * "else" sets err ("if (scratch) { lock; ...; if (err) unlock; } else
 * err = -ENOMEM;": that way never held it). Reported: err assigned again
 * between the two tests (also in the "else" of a block opened after the
 * lock), another test before the call.
 */
struct mapping {
	struct xarray i_pages;
};

static struct mapping the_mapping;

int set_nodemask(unsigned long start);
void scratch_free(void);
void *scratch_alloc(void);

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

/* quiet: 6.12's own shape, the lock in a block whose else sets err */
SYSCALL_DEFINE1(mbind_scratch, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio, *scratch = scratch_alloc();
	int err;

	{
		if (scratch) {
			xas_lock_irq(&xas);
			err = set_nodemask(start);
			if (err)
				xas_unlock_irq(&xas);
		} else
			err = -ENOMEM;
		scratch_free();
	}
	if (err)
		goto mpol_out;

	folio = xas_load(&xas);
	xas_unlock_irq(&xas);
	return folio != NULL;
mpol_out:
	return err;
}

/* reported: err set again in the else of a block opened after the lock */
SYSCALL_DEFINE1(mbind_late_else, unsigned long, start)
{
	XA_STATE(xas, &the_mapping.i_pages, start);
	void *folio;
	int err;

	xas_lock_irq(&xas);
	err = set_nodemask(start);
	if (err)
		xas_unlock_irq(&xas);
	if (start) {
		scratch_free();
	} else
		err = 0;
	if (err)
		goto mpol_out;

	folio = xas_load(&xas);
	return folio != NULL;
mpol_out:
	return err;
}
