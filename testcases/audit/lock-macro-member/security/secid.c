/*
 * 6.12 security/apparmor/secid.c: aa_alloc_secid() calls __xa_alloc()
 * inside xa_lock_irqsave(&aa_secids, flags), a macro of the tree that
 * holds &(xa)->xa_lock: the condition lockdep_is_held(&xa->xa_lock) is
 * met. Released again before the call, or not taken: reported.
 */
static DEFINE_XARRAY_FLAGS(ids, XA_FLAGS_LOCK_IRQ | XA_FLAGS_TRACK_FREE);
static DEFINE_XARRAY(plain_ids);

/* Inside xa_lock_irqsave(): quiet. */
SYSCALL_DEFINE1(secid_alloc, void *, label)
{
	unsigned long flags;
	u32 id;
	int ret;

	xa_lock_irqsave(&ids, flags);
	ret = __xa_alloc(&ids, &id, label);
	xa_unlock_irqrestore(&ids, flags);
	return ret ? ret : id;
}

/* Inside xa_lock(): quiet. */
SYSCALL_DEFINE1(secid_alloc_plain, void *, label)
{
	u32 id;
	int ret;

	xa_lock(&plain_ids);
	ret = __xa_alloc(&plain_ids, &id, label);
	xa_unlock(&plain_ids);
	return ret ? ret : id;
}

/* Released before the call: reported. */
SYSCALL_DEFINE1(secid_alloc_late, void *, label)
{
	unsigned long flags;
	u32 id;

	xa_lock_irqsave(&ids, flags);
	xa_unlock_irqrestore(&ids, flags);
	return __xa_alloc(&ids, &id, label);
}

/* Not taken: reported. */
SYSCALL_DEFINE1(secid_alloc_bare, void *, label)
{
	u32 id;

	return __xa_alloc(&ids, &id, label);
}
