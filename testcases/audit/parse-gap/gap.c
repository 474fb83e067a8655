/*
 * Two functions spatch cannot parse (the "= =" is no C), between
 * functions it can: the audit still reports the unprotected access it
 * read, and says which lines it could not.
 */
static int gap_first(struct foo_holder *h)
{
	int x = = 3;

	return rcu_dereference(h->foo)->id + x;
}

SYSCALL_DEFINE1(gap_read, int, n)
{
	return rcu_dereference(holder_of(n)->foo)->id;
}

static int gap_second(struct foo_holder *h)
{
	int y = = 4;

	return rcu_dereference_protected(h->foo, 1)->id + y;
}
