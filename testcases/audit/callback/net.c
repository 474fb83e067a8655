/*
 * Reached only through a function pointer: the receive path may hold
 * rcu_read_lock() above it, so this is the lower tier, not printed by
 * default.
 */
static int foo_rcv(struct sk_buff *skb)
{
	struct foo *f = rcu_dereference(skb->dev->foo_ptr);

	return f ? f->id : 0;
}

static const struct foo_proto foo_proto = {
	.type = 0x1234,
	.rcv = foo_rcv,
};
