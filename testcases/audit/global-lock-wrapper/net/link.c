/*
 * 6.12 net/core/rtnetlink.c rtnl_link_unregister(): it takes the RTNL
 * through rtnl_lock_unregistering_all(), a wrapper whose retry loop
 * (for (;;) { rtnl_lock(); if (...) break; __rtnl_unlock(); ... })
 * leaves only by the break, with rtnl_mutex held, and runs every
 * ->dellink() under it; a module's init reaches a dellink's
 * rtnl_dereference() through it, held (quiet). A wrapper that
 * releases the lock again before it returns, and one whose loop is
 * bounded (it can leave unlocked), hold nothing after them: reported.
 */
#include "../include/rtnetlink.h"

struct peer {
	int id;
};

struct link_priv {
	struct peer __rcu *peer;
	struct peer __rcu *brief_peer;
	struct peer __rcu *tries_peer;
};

struct link_ops {
	void (*dellink)(struct link_priv *priv);
};

static DECLARE_RWSEM(pernet_ops_rwsem);
static atomic_t dev_unreg_count;
static int peer_ids;

static void vx_dellink(struct link_priv *priv)
{
	struct peer *peer = rtnl_dereference(priv->peer);

	peer_ids += peer ? peer->id : 0;
	RCU_INIT_POINTER(priv->peer, NULL);
}

static struct link_ops vx_ops = {
	.dellink = vx_dellink,
};

static void kill_links(struct link_ops *ops, struct link_priv *priv)
{
	ops->dellink(priv);
}

/* Return with the rtnl_lock held when no device is unregistering. */
static void rtnl_lock_unregistering_all(void)
{
	for (;;) {
		rtnl_lock();
		if (!atomic_read(&dev_unreg_count))
			break;
		__rtnl_unlock();
		schedule();
	}
}

void link_unregister(struct link_ops *ops, struct link_priv *priv)
{
	down_write(&pernet_ops_rwsem);
	rtnl_lock_unregistering_all();
	kill_links(ops, priv);
	rtnl_unlock();
	up_write(&pernet_ops_rwsem);
}
EXPORT_SYMBOL(link_unregister);

static struct link_priv the_priv;

static int __init vx_init(void)
{
	link_unregister(&vx_ops, &the_priv);
	return 0;
}
module_init(vx_init);

/* Takes the lock and gives it back: nothing is held after it. */
static void rtnl_lock_briefly(void)
{
	rtnl_lock();
	peer_ids++;
	rtnl_unlock();
}

static void brief_drop(struct link_priv *priv)
{
	struct peer *peer = rtnl_dereference(priv->brief_peer);

	peer_ids += peer ? peer->id : 0;
	RCU_INIT_POINTER(priv->brief_peer, NULL);
}

static int __init brief_init(void)
{
	rtnl_lock_briefly();
	brief_drop(&the_priv);
	return 0;
}
module_init(brief_init);

/* Three tries: the loop can end with the lock released. */
static void rtnl_lock_few_tries(void)
{
	int i;

	for (i = 0; i < 3; i++) {
		rtnl_lock();
		if (!atomic_read(&dev_unreg_count))
			break;
		__rtnl_unlock();
		schedule();
	}
}

static void tries_drop(struct link_priv *priv)
{
	struct peer *peer = rtnl_dereference(priv->tries_peer);

	peer_ids += peer ? peer->id : 0;
	RCU_INIT_POINTER(priv->tries_peer, NULL);
}

static int __init tries_init(void)
{
	rtnl_lock_few_tries();
	tries_drop(&the_priv);
	return 0;
}
module_init(tries_init);
