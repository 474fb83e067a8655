/*
 * rcu_access_pointer() dereferenced inside its function's own reader, on
 * every path: 6.12 security/apparmor/apparmorfs.c profile_depth() walks
 * profile->parent so. The reader keeps each object alive and the load is
 * the READ_ONCE() rcu_dereference() would do: lockdep has nothing to
 * say (rcu_access_pointer() has no check). Style, the lower tier. Taken
 * on some paths only, or used after the unlock: default tier.
 */
struct profile { struct profile __rcu *parent; int depth; };
struct ns { struct profile __rcu *root; };

static int profile_depth(struct profile *profile)
{
	int depth = 0;

	rcu_read_lock();
	for (depth = 0; profile; profile = rcu_access_pointer(profile->parent))
		depth++;
	rcu_read_unlock();

	return depth;
}

int ns_root_depth(struct ns *ns)
{
	struct profile *p;
	int d;

	rcu_read_lock();
	p = rcu_access_pointer(ns->root);
	d = p ? p->depth : 0;
	rcu_read_unlock();
	return d + profile_depth(p);
}

/* The reader on one path only: default tier. */
int ns_root_depth_maybe(struct ns *ns, bool locked)
{
	struct profile *p;
	int d;

	if (locked)
		rcu_read_lock();
	p = rcu_access_pointer(ns->root);
	d = p ? p->depth : 0;
	if (locked)
		rcu_read_unlock();
	return d;
}

/* Used after the unlock: default tier. */
int ns_root_depth_late(struct ns *ns)
{
	struct profile *p;

	rcu_read_lock();
	p = rcu_access_pointer(ns->root);
	rcu_read_unlock();
	return p ? p->depth : 0;
}
