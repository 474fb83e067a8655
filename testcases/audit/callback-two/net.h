/* A socket's two tables of operations, as the tree's headers declare them. */
struct msg;
struct sock;

struct proto {
	int (*sendmsg)(struct sock *sk, struct msg *m);
};

struct sock_ops {
	int (*sendmsg)(struct sock *sk, struct msg *m);
};

struct route { int mtu; };

struct sock {
	const struct sock_ops *ops;
	struct proto *sk_prot;
	struct route __rcu *route;
};

/* Three tables, each called through the one before it (stage.c). */
struct stage_c { int (*run_c)(struct sock *sk); };
struct stage_b { int (*run_b)(struct sock *sk); };
struct stage_a { int (*run_a)(struct sock *sk); };

struct stages {
	const struct stage_a *a;
	const struct stage_b *b;
	const struct stage_c *c;
	struct sock *sk;
};
