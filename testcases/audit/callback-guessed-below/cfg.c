/*
 * 6.12 net/mac80211/cfg.c: ieee80211_get_key(), a cfg80211_ops ->get_key
 * whose real callers hold the wiphy mutex, takes rcu_read_lock() of its
 * own and calls ieee80211_lookup_key(), whose wiphy_dereference() wants
 * the mutex. libipw's "crypt->ops->get_key()" (lib80211_crypto_ops, a
 * call whose struct the text does not give) matches the field by name
 * only: the reader held below that guess is no mistake of the seed's,
 * the lower tier. The same callback called through a struct cfg_ops
 * pointer from a system call that holds no mutex stays default
 * (peek_key(), called by cfg_peek()).
 */
struct key {
	int idx;
};
struct link {
	struct key __rcu *gtk;
};
struct cfg_ops {
	int (*get_key)(struct link *l, int idx);
	int (*peek_key)(struct link *l, int idx);
};

static DEFINE_MUTEX(wiphy_mtx);

static struct key *lookup_key(struct link *l)
{
	return rcu_dereference_protected(l->gtk, lockdep_is_held(&wiphy_mtx));
}

static int get_key(struct link *l, int idx)
{
	struct key *k;
	int ret;

	rcu_read_lock();
	k = lookup_key(l);
	ret = k ? k->idx : -ENOENT;
	rcu_read_unlock();
	return ret;
}

static struct key *lookup_peek(struct link *l)
{
	return rcu_dereference_protected(l->gtk, lockdep_is_held(&wiphy_mtx));
}

static int peek_key(struct link *l, int idx)
{
	struct key *k;
	int ret;

	rcu_read_lock();
	k = lookup_peek(l);
	ret = k ? k->idx : -ENOENT;
	rcu_read_unlock();
	return ret;
}

static const struct cfg_ops mac_ops = {
	.get_key = get_key,
	.peek_key = peek_key,
};

SYSCALL_DEFINE2(cfg_peek, struct link *, l, int, idx)
{
	const struct cfg_ops *ops = cfg_find_ops(l);

	return ops->peek_key(l, idx);
}
