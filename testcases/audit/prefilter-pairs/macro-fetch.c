/* A fetch through deref.h's macro, then an unlock: the rule's. */
#include "deref.h"
struct conf { int mtu; };
static struct conf __rcu *cur_conf;

int conf_mtu_macro(void)
{
	struct conf *c;
	int mtu;

	rcu_read_lock();
	c = cfg_deref(cur_conf);
	mtu = c->mtu;
	rcu_read_unlock();
	return mtu;
}
