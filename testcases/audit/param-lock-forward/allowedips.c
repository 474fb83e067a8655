/*
 * 6.12 drivers/net/wireguard/allowedips.c: add()'s condition names its
 * lock parameter, lockdep_is_held(lock); wg_allowedips_insert_v4()
 * passes its own parameter on, and its callers pass the mutex they
 * hold (the selftest's local one, the device's update_lock: wg_set()).
 * A caller that passes the lock while holding another is reported
 * through the same forwarding (wg_set_bad()).
 */
struct node {
	struct node __rcu *bit[2];
	int cidr;
};
struct allowedips {
	struct node __rcu *root4;
};

static int add(struct node __rcu **trie, int cidr, struct mutex *lock)
{
	struct node *node = rcu_dereference_protected(*trie, lockdep_is_held(lock));

	return node ? node->cidr == cidr : 0;
}

int wg_allowedips_insert_v4(struct allowedips *table, int cidr, struct mutex *lock)
{
	return add(&table->root4, cidr, lock);
}
