struct obj { int v; };
struct sock { spinlock_t lock; struct obj __rcu *opt; };
struct conn_af_ops { struct sock *(*syn_recv_sock)(struct sock *sk); };
struct net_protocol { int (*handler)(struct sk_buff *skb); };
struct inet6_protocol { int (*handler)(struct sk_buff *skb); };

/*
 * 6.1 dccp: the exported dccp_check_req() calls the request's
 * ->syn_recv_sock under its lock, and is called by two protocol handlers,
 * dccp_v4_rcv() (a net_protocol ->handler) and dccp_v6_rcv() (an
 * inet6_protocol ->handler): two fields of one name in two structs, each
 * invoked inside its deliver function's caller's reader. Both are
 * searched: every chain above check_req() is protected.
 */
static struct sock *v6_syn_recv_sock(struct sock *sk)
{
	return rcu_dereference(sk->opt)->v ? sk : NULL;
}

static const struct conn_af_ops v6_ops = {
	.syn_recv_sock = v6_syn_recv_sock,
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

static int v4_rcv(struct sk_buff *skb)
{
	check_req(skb->sk, &v6_ops);
	return 0;
}

static const struct net_protocol v4_proto = {
	.handler = v4_rcv,
};

static int v6_rcv(struct sk_buff *skb)
{
	check_req(skb->sk, &v6_ops);
	return 0;
}

static const struct inet6_protocol v6_proto = {
	.handler = v6_rcv,
};

static void deliver4(struct sk_buff *skb, const struct net_protocol *ipprot)
{
	ipprot->handler(skb);
}

static void deliver6(struct sk_buff *skb, const struct inet6_protocol *ipprot)
{
	ipprot->handler(skb);
}

SYSCALL_DEFINE1(rx4, int, fd)
{
	rcu_read_lock();
	deliver4(skb_get(fd), proto4_get(fd));
	rcu_read_unlock();
	return 0;
}

SYSCALL_DEFINE1(rx6, int, fd)
{
	rcu_read_lock();
	deliver6(skb_get(fd), proto6_get(fd));
	rcu_read_unlock();
	return 0;
}

/*
 * The same two handlers' shape, the inet6 one invoked with no reader:
 * reported in the default tier through it.
 */
static struct sock *w6_syn_recv_sock(struct sock *sk)
{
	return rcu_dereference(sk->opt)->v ? sk : NULL;
}

struct conn2_af_ops { struct sock *(*syn_recv_sock)(struct sock *sk); };

static const struct conn2_af_ops w6_ops = {
	.syn_recv_sock = w6_syn_recv_sock,
};

struct sock *check_req2(struct sock *sk, const struct conn2_af_ops *af_ops)
{
	struct sock *child;

	spin_lock(&sk->lock);
	child = af_ops->syn_recv_sock(sk);
	spin_unlock(&sk->lock);
	return child;
}
EXPORT_SYMBOL(check_req2);

struct net2_protocol { int (*handler)(struct sk_buff *skb); };
struct inet62_protocol { int (*handler)(struct sk_buff *skb); };

static int w4_rcv(struct sk_buff *skb)
{
	check_req2(skb->sk, &w6_ops);
	return 0;
}

static const struct net2_protocol w4_proto = {
	.handler = w4_rcv,
};

static int w6_rcv(struct sk_buff *skb)
{
	check_req2(skb->sk, &w6_ops);
	return 0;
}

static const struct inet62_protocol w6_proto = {
	.handler = w6_rcv,
};

static void wdeliver4(struct sk_buff *skb, const struct net2_protocol *ipprot)
{
	ipprot->handler(skb);
}

static void wdeliver6(struct sk_buff *skb, const struct inet62_protocol *ipprot)
{
	ipprot->handler(skb);
}

SYSCALL_DEFINE1(wx4, int, fd)
{
	rcu_read_lock();
	wdeliver4(skb_get(fd), wproto4_get(fd));
	rcu_read_unlock();
	return 0;
}

SYSCALL_DEFINE1(wx6, int, fd)
{
	wdeliver6(skb_get(fd), wproto6_get(fd));
	return 0;
}
