/*
 * rcu_access_pointer() fetches a pointer for comparison, not for use.
 * Dereferenced in reader code it is a bug; on an update-side path that
 * takes no reader (a free path) it is style: the lower tier.
 */
int cfg_peek(struct holder *h)
{
	struct cfg *c;
	int v = 0;

	rcu_read_lock();
	if (h->ready)
		v = 1;
	rcu_read_unlock();
	c = rcu_access_pointer(h->cfg);
	return v + c->val;
}

static void cfg_free(struct holder *h)
{
	struct cfg *c = rcu_access_pointer(h->cfg);

	kfree(c->name);
	kfree(c);
}
