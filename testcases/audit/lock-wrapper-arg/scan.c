/*
 * 6.12's cfg80211: a list walked with lockdep_is_held(&rdev->wiphy.mtx),
 * whose callers take that mutex through the tree's wrapper
 * wiphy_lock(wiphy) { mutex_lock(&wiphy->mtx); }, a wrapper with an
 * argument. Its body says what it holds.
 */
struct wiphy { struct mutex mtx, scan_mtx; };
struct req { struct list_head list; u64 id; };
struct rdev { struct wiphy wiphy; struct list_head reqs; };

static inline void wiphy_lock(struct wiphy *wiphy)
{
	mutex_lock(&wiphy->mtx);
}

static inline void wiphy_unlock(struct wiphy *wiphy)
{
	mutex_unlock(&wiphy->mtx);
}

/* A wrapper of another mutex: not the one the condition names. */
static inline void wiphy_scan_lock(struct wiphy *wiphy)
{
	mutex_lock(&wiphy->scan_mtx);
}

static struct req *find_req(struct rdev *rdev, u64 id)
{
	struct req *pos;

	list_for_each_entry_rcu(pos, &rdev->reqs, list, lockdep_is_held(&rdev->wiphy.mtx)) {
		if (pos->id == id)
			return pos;
	}
	return NULL;
}

static struct req *find_req_peek(struct rdev *rdev, u64 id)
{
	struct req *pos;

	list_for_each_entry_rcu(pos, &rdev->reqs, list, lockdep_is_held(&rdev->wiphy.mtx)) {
		if (pos->id == id)
			return pos;
	}
	return NULL;
}

static struct req *find_req_scan(struct rdev *rdev, u64 id)
{
	struct req *pos;

	list_for_each_entry_rcu(pos, &rdev->reqs, list, lockdep_is_held(&rdev->wiphy.mtx)) {
		if (pos->id == id)
			return pos;
	}
	return NULL;
}

/* Held through the wrapper: quiet. */
SYSCALL_DEFINE1(req_stop, u64, id)
{
	struct rdev *rdev = rdev_get();
	struct req *r;

	wiphy_lock(&rdev->wiphy);
	r = find_req(rdev, id);
	wiphy_unlock(&rdev->wiphy);
	return r ? 0 : -ENOENT;
}

/* Released again before the call: reported. */
SYSCALL_DEFINE1(req_peek, u64, id)
{
	struct rdev *rdev = rdev_get();

	wiphy_lock(&rdev->wiphy);
	wiphy_unlock(&rdev->wiphy);
	return find_req_peek(rdev, id) ? 0 : -ENOENT;
}

/* A wrapper of another lock: reported. */
SYSCALL_DEFINE1(req_scan, u64, id)
{
	struct rdev *rdev = rdev_get();

	wiphy_scan_lock(&rdev->wiphy);
	return find_req_scan(rdev, id) ? 0 : -ENOENT;
}
