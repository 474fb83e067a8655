int bar_val(struct foo *x, bool locked)
{
	struct bar *b;

	if (!locked) {
		rcu_read_lock();
		b = rcu_dereference(x->b);
		rcu_read_unlock();
	} else {
		b = x->b_locked;
	}
	return b->v;
}

int bar_val_locked(struct foo *x)
{
	struct bar *b;
	int v;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	rcu_read_unlock();
	mutex_lock(&x->lock);
	v = b->v;
	mutex_unlock(&x->lock);
	return v;
}

/*
 * Where moving the unlock is not the fix: the use is outside the block
 * the section ends in (another path set the pointer), or a sleeping lock
 * is taken between the unlock and the use. A reference must be taken.
 *
 * check-name: fix: a use after rcu_read_unlock() the section cannot grow over: reported, no patch, exit 1
 * check-command: rcucheck fix --diff -C . use-after-unlock-human.json
 * check-exit-value: 1
 *
 * check-output-start
 * check-output-end
 * check-error-contains: needs a human: use-after-unlock-human.c:12 b->v in bar_val(): the use at line 12 is outside the block whose rcu_read_unlock() ends the section
 * check-error-contains: needs a human: use-after-unlock-human.c:24 b->v in bar_val_locked(): mutex_lock() at line 23 may sleep: the section cannot grow over it
 */
