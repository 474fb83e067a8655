/*
 * 6.1 net/xfrm/xfrm_user.c: the XFRM netlink family's commands, in a
 * table of struct xfrm_link defined with it, called by
 * xfrm_user_rcv_msg() as link->doit() from sendmsg() on a NETLINK_XFRM
 * socket (rcu/data/entry-registrations: xfrm_link.doit, a system call's
 * task). xfrm_add_sa() reaches ipcomp6's tunnel lookup through the
 * state's ->init_state (recall 23: xfrm6_tunnel_spi_lookup() without its
 * rcu_read_lock_bh()): a system call's root, default. A .doit that
 * takes the reader is quiet.
 */
struct xfrm_type {
	int (*init_state)(struct xfrm_state *x);
};

struct xfrm_state {
	const struct xfrm_type *type;
	int addr;
};

struct spi {
	struct hlist_node list_byaddr;
	unsigned int spi;
	int addr;
};

static DEFINE_SPINLOCK(spi_lock);
static struct hlist_head spi_byaddr[16];

static struct spi *__spi_lookup(int addr)
{
	struct spi *x;

	hlist_for_each_entry_rcu(x, &spi_byaddr[addr & 15], list_byaddr,
				 lockdep_is_held(&spi_lock)) {
		if (x->addr == addr)
			return x;
	}
	return NULL;
}

unsigned int spi_lookup(int addr)
{
	struct spi *x = __spi_lookup(addr);

	return x ? x->spi : 0;
}

static int ipcomp_init_state(struct xfrm_state *x)
{
	return spi_lookup(x->addr) ? 0 : -1;
}

static const struct xfrm_type ipcomp_type = {
	.init_state	= ipcomp_init_state,
};

int init_state(struct xfrm_state *x)
{
	return x->type->init_state(x);
}

static int xfrm_add_sa(struct sk_buff *skb, struct nlmsghdr *nlh, struct nlattr **attrs)
{
	return init_state(state_of(attrs));
}

static int xfrm_get_spi(struct sk_buff *skb, struct nlmsghdr *nlh, struct nlattr **attrs)
{
	unsigned int s;

	rcu_read_lock();
	s = spi_lookup(nlh->addr + 1);
	rcu_read_unlock();
	return s;
}

static const struct xfrm_link {
	int (*doit)(struct sk_buff *, struct nlmsghdr *, struct nlattr **);
} xfrm_dispatch[4] = {
	[0] = { .doit = xfrm_add_sa },
	[1] = { .doit = xfrm_get_spi },
};
