struct obj { int v; };
struct sock { spinlock_t lock; struct obj __rcu *opt; };
struct conn_af_ops { struct sock *(*syn_recv_sock)(struct sock *sk); };
struct conn6_af_ops { struct sock *(*syn_recv_sock)(struct sock *sk); };
struct net_protocol { int (*handler)(struct sk_buff *skb); };

/*
 * 6.1 dccp_v4_request_recv_sock(): the first callback, called through the
 * af_ops by the exported dccp_check_req() under the request's lock.
 */
static struct sock *v4_syn_recv_sock(struct sock *sk)
{
	return rcu_dereference(sk->opt)->v ? sk : NULL;
}

static const struct conn_af_ops v4_ops = {
	.syn_recv_sock = v4_syn_recv_sock,
};

struct sock *check_req(struct sock *sk, const struct conn_af_ops *af_ops)
{
	struct sock *child;

	spin_lock(&sk->lock);
	child = af_ops->syn_recv_sock(sk);
	spin_unlock(&sk->lock);
	return child;
}
EXPORT_SYMBOL(check_req);

/* The second: dccp_v4_rcv(), a net_protocol handler. */
static int proto_rcv(struct sk_buff *skb)
{
	check_req(skb->sk, &v4_ops);
	return 0;
}

static const struct net_protocol proto = {
	.handler = proto_rcv,
};

/*
 * Its invoker, ip_protocol_deliver_rcu(): called inside
 * ip_local_deliver_finish()'s reader, and by udp_unicast_rcv_skb()'s
 * resubmit of an encapsulated packet, from udp_rcv(): a net_protocol
 * handler again, a third callback the search does not follow.
 */
static void deliver_rcu(struct sk_buff *skb, const struct net_protocol *ipprot)
{
	ipprot->handler(skb);
}

static int deliver_finish(struct sk_buff *skb)
{
	rcu_read_lock();
	deliver_rcu(skb, find_protocol(skb));
	rcu_read_unlock();
	return 0;
}

SYSCALL_DEFINE1(deliver, int, fd)
{
	return deliver_finish(skb_get(fd));
}

static int udp_unicast_rcv(struct sk_buff *skb)
{
	deliver_rcu(skb, find_protocol(skb));
	return 0;
}

static int udp_rcv(struct sk_buff *skb)
{
	return udp_unicast_rcv(skb);
}

static const struct net_protocol udp_proto = {
	.handler = udp_rcv,
};

/*
 * The same shape, whose exported function is also called unprotected
 * from a system call directly: reported in the default tier.
 */
static struct sock *v6_syn_recv_sock(struct sock *sk)
{
	return rcu_dereference(sk->opt)->v ? sk : NULL;
}

static const struct conn6_af_ops v6_ops = {
	.syn_recv_sock = v6_syn_recv_sock,
};

struct sock *check_req6(struct sock *sk, const struct conn6_af_ops *af_ops)
{
	struct sock *child;

	spin_lock(&sk->lock);
	child = af_ops->syn_recv_sock(sk);
	spin_unlock(&sk->lock);
	return child;
}
EXPORT_SYMBOL(check_req6);

static int proto6_rcv(struct sk_buff *skb)
{
	check_req6(skb->sk, &v6_ops);
	return 0;
}

static const struct net_protocol proto6 = {
	.handler = proto6_rcv,
};

SYSCALL_DEFINE1(req6, int, fd)
{
	check_req6(sock_get(fd), &v6_ops);
	return 0;
}
