struct obj { int v; };
struct sock { spinlock_t lock; struct obj __rcu *opt; struct thing *t; };
struct poke_ops { int (*poke)(struct sock *sk); };
struct deep_ops { int (*poke2)(struct sock *sk); };

/*
 * Exported functions that take a lock around an access: judged by the
 * searches of their callers. check_req() is called only by my_poke(),
 * stored into a field (->poke) that the tree calls in more than 64 files,
 * none through a base whose struct is known: its invoker's context is
 * not known (6.1 dccp_v6_rcv(), an inet6_protocol ->handler before its
 * struct's calls were told apart), so the export is not shown reached
 * unprotected: lower. check_deep() is reached only by a chain of callers
 * deeper than the search goes (a search too wide or too deep to follow,
 * 6.1 dccp_check_req()'s, cut at 600 nodes): lower too. check_bare() is
 * called by a system call with nothing held: default.
 */
int check_req(struct sock *sk)
{
	int v;

	spin_lock(&sk->lock);
	v = rcu_dereference(sk->opt)->v;
	spin_unlock(&sk->lock);
	return v;
}
EXPORT_SYMBOL(check_req);

static int my_poke(struct sock *sk)
{
	return check_req(sk);
}

static const struct poke_ops my_ops = {
	.poke = my_poke,
};

int check_deep(struct sock *sk)
{
	int v;

	spin_lock(&sk->lock);
	v = rcu_dereference(sk->opt)->v;
	spin_unlock(&sk->lock);
	return v;
}
EXPORT_SYMBOL(check_deep);

static int deep1(struct sock *sk)
{
	return check_deep(sk) + 1;
}

static int deep2(struct sock *sk)
{
	return deep1(sk) + 1;
}

static int deep3(struct sock *sk)
{
	return deep2(sk) + 1;
}

static int deep4(struct sock *sk)
{
	return deep3(sk) + 1;
}

static int deep5(struct sock *sk)
{
	return deep4(sk) + 1;
}

static int deep6(struct sock *sk)
{
	return deep5(sk) + 1;
}

static int deep7(struct sock *sk)
{
	return deep6(sk) + 1;
}

static int deep8(struct sock *sk)
{
	return deep7(sk) + 1;
}

static int deep9(struct sock *sk)
{
	return deep8(sk) + 1;
}

static int deep10(struct sock *sk)
{
	return deep9(sk) + 1;
}

static int deep11(struct sock *sk)
{
	return deep10(sk) + 1;
}

static int deep12(struct sock *sk)
{
	return deep11(sk) + 1;
}

static int deep13(struct sock *sk)
{
	return deep12(sk) + 1;
}

static int deep14(struct sock *sk)
{
	return deep13(sk) + 1;
}

SYSCALL_DEFINE1(deep, int, fd)
{
	return deep14(sock_get(fd));
}

int check_bare(struct sock *sk)
{
	int v;

	spin_lock(&sk->lock);
	v = rcu_dereference(sk->opt)->v;
	spin_unlock(&sk->lock);
	return v;
}
EXPORT_SYMBOL(check_bare);

SYSCALL_DEFINE1(bare, int, fd)
{
	return check_bare(sock_get(fd));
}
