/* rcu_access_pointer() alone, with no reader: the rule's. */
struct conf { int mtu; };
static struct conf __rcu *cur_conf;

int conf_mtu_peek(void)
{
	return rcu_access_pointer(cur_conf)->mtu;
}
