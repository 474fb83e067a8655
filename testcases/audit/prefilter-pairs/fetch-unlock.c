/* A fetch and then an unlock: the rule's (its use after the unlock is a finding). */
struct conf { int mtu; };
static struct conf __rcu *cur_conf;

int conf_mtu(void)
{
	struct conf *c;

	rcu_read_lock();
	c = rcu_dereference(cur_conf);
	rcu_read_unlock();
	return c->mtu;
}
