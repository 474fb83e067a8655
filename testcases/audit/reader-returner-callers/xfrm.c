/*
 * 6.12 net/xfrm/xfrm_input.c: xfrm_input_get_afinfo() takes
 * rcu_read_lock(), drops it only when it finds nothing, and returns the
 * afinfo inside the reader; nothing in its text says so, but its one
 * caller, xfrm_rcv_cb(), calls rcu_read_unlock() after the callback
 * with no rcu_read_lock() of its own: every call of it ends the reader
 * it returns in. afinfo->callback() (tunnel_rcv_cb()) runs inside it.
 * peek_afinfo() has the same shape, but one of its callers,
 * peek_cb_bare(), ends no reader: its calls are judged as they stand
 * (peek_rcv_cb(), called through ->peek from both, reported).
 */
struct tunnel {
	struct tunnel __rcu *next;
	int (*cb_handler)(int err);
};
struct afinfo {
	int (*callback)(int proto, int err);
};
struct peek_info {
	int (*peek)(int proto, int err);
};

static struct tunnel __rcu *tunnel_handlers;
static struct afinfo __rcu *afinfo_table[2];
static struct peek_info __rcu *peek_table[2];

static int tunnel_rcv_cb(int proto, int err)
{
	struct tunnel *t;

	for (t = rcu_dereference(tunnel_handlers); t; t = rcu_dereference(t->next))
		if (t->cb_handler(err) <= 0)
			return err;
	return 0;
}

static int peek_rcv_cb(int proto, int err)
{
	struct tunnel *t = rcu_dereference(tunnel_handlers);

	return t ? t->cb_handler(err) : 0;
}

static const struct afinfo tunnel_afinfo = {
	.callback = tunnel_rcv_cb,
};

static const struct peek_info peek_ops = {
	.peek = peek_rcv_cb,
};

static const struct afinfo *get_afinfo(int family)
{
	const struct afinfo *afinfo;

	rcu_read_lock();
	afinfo = rcu_dereference(afinfo_table[family]);
	if (unlikely(!afinfo))
		rcu_read_unlock();
	return afinfo;
}

static int rcv_cb(int family, int proto, int err)
{
	const struct afinfo *afinfo;
	int ret;

	afinfo = get_afinfo(family);
	if (!afinfo)
		return -EAFNOSUPPORT;
	ret = afinfo->callback(proto, err);
	rcu_read_unlock();
	return ret;
}

static const struct peek_info *peek_afinfo(int family)
{
	const struct peek_info *afinfo;

	rcu_read_lock();
	afinfo = rcu_dereference(peek_table[family]);
	if (unlikely(!afinfo))
		rcu_read_unlock();
	return afinfo;
}

static int peek_cb(int family, int proto, int err)
{
	const struct peek_info *afinfo = peek_afinfo(family);
	int ret;

	if (!afinfo)
		return -EAFNOSUPPORT;
	ret = afinfo->peek(proto, err);
	rcu_read_unlock();
	return ret;
}

static int peek_cb_bare(int family, int proto, int err)
{
	const struct peek_info *afinfo = peek_afinfo(family);

	return afinfo ? afinfo->peek(proto, err) : 0;
}

SYSCALL_DEFINE2(tunnel_input, int, family, int, err)
{
	return rcv_cb(family, 4, err) + peek_cb(family, 41, err) + peek_cb_bare(family, 41, err);
}
