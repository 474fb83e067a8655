static int peek(struct holder *h)
{
	return rcu_dereference(h->obj)->v;
}

/* guard(rcu)() holds the reader to the end of the scope: quiet. */
SYSCALL_DEFINE1(peek_guard, int, n)
{
	guard(rcu)();
	return peek(holder_of(n));
}

/* Every path to the call holds the lock, through goto: quiet. */
SYSCALL_DEFINE1(peek_goto, int, n)
{
	struct holder *h = holder_of(n);
	int v = -1;

	rcu_read_lock();
	if (!h)
		goto out_unlock;
	v = peek(h);
out_unlock:
	rcu_read_unlock();
	return v;
}

/* The call after the unlock is not protected: reported. */
SYSCALL_DEFINE1(peek_late, int, n)
{
	struct holder *h = holder_of(n);
	int v = 0;

	rcu_read_lock();
	v = h != NULL;
	rcu_read_unlock();
	if (v)
		v = peek(h);
	return v;
}
