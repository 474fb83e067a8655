/*
 * 6.12 net/mac80211/cfg.c ieee80211_get_key(): a cfg80211 ->get_key that
 * takes its own rcu_read_lock() around ieee80211_lookup_key(), whose
 * wiphy_dereference() needs the wiphy mutex; its real invoker
 * (rdev_get_key() under nl80211's wiphy_lock()) holds it. libipw's
 * crypt ops ->get_key() of another struct, called without the mutex,
 * matches the field's name only: below that guess, the callback's own
 * reader is no evidence of a mistake (lower). The same reader in a
 * callback its own struct's invoker calls without the mutex stays
 * default.
 */
struct wiphy {
	struct mutex mtx;
};

struct key {
	int idx;
};

struct sdata {
	struct wiphy *wiphy;
	struct key __rcu *keys[4];
	struct key __rcu *mgmt_key;
};

struct cfg_ops {
	int (*get_key)(struct sdata *sdata, int idx);
	int (*get_mgmt_key)(struct sdata *sdata);
};

struct crypt_ops {
	int (*get_key)(void *priv, int idx);
};

struct rdev {
	const struct cfg_ops *ops;
};

struct crypt_data {
	const struct crypt_ops *ops;
	void *priv;
};

static struct key *lookup_key(struct sdata *sdata, int idx)
{
	return rcu_dereference_protected(sdata->keys[idx], lockdep_is_held(&sdata->wiphy->mtx));
}

static int mac_get_key(struct sdata *sdata, int idx)
{
	struct key *key;
	int ret;

	rcu_read_lock();
	key = lookup_key(sdata, idx);
	ret = key ? key->idx : -1;
	rcu_read_unlock();
	return ret;
}

static struct key *lookup_mgmt_key(struct sdata *sdata)
{
	return rcu_dereference_protected(sdata->mgmt_key, lockdep_is_held(&sdata->wiphy->mtx));
}

static int mac_get_mgmt_key(struct sdata *sdata)
{
	struct key *key;
	int ret;

	rcu_read_lock();
	key = lookup_mgmt_key(sdata);
	ret = key ? key->idx : -1;
	rcu_read_unlock();
	return ret;
}

const struct cfg_ops mac_config_ops = {
	.get_key = mac_get_key,
	.get_mgmt_key = mac_get_mgmt_key,
};

/* the real invoker of ->get_key: under the mutex */
int rdev_get_key(struct rdev *rdev, struct sdata *sdata, int idx)
{
	int ret;

	mutex_lock(&sdata->wiphy->mtx);
	ret = rdev->ops->get_key(sdata, idx);
	mutex_unlock(&sdata->wiphy->mtx);
	return ret;
}
EXPORT_SYMBOL(rdev_get_key);

/* the invoker of ->get_mgmt_key: without it */
int rdev_get_mgmt_key(struct rdev *rdev, struct sdata *sdata)
{
	return rdev->ops->get_mgmt_key(sdata);
}
EXPORT_SYMBOL(rdev_get_mgmt_key);

/* another struct's ->get_key, matched by the name only (libipw_wx_set_encode()) */
static int wx_set_encode(struct crypt_data **crypt, int idx)
{
	return (*crypt)->ops->get_key((*crypt)->priv, idx);
}

struct wx_handlers {
	int (*set_encode)(struct crypt_data **crypt, int idx);
};

const struct wx_handlers drv_wx_handlers = {
	.set_encode = wx_set_encode,
};

SYSCALL_DEFINE1(mgmt_get, int, idx)
{
	return rdev_get_mgmt_key(rdev_current(), sdata_current());
}
