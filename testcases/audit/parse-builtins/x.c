/*
 * Kernel constructs Debian's spatch 1.1.1 cannot parse with Coccinelle's
 * standard.h alone (cocci/rcucheck_builtins.h, cocci/rcucheck.h): with
 * the macro files every function here is read. Before them, __free(kfree)
 * made kfree a typedef name and cost every later function calling kfree(),
 * and DEFINE_PER_CPU() and "DECLARE_BITMAP() = { }" did not parse.
 */
static DEFINE_PER_CPU(struct foo_holder *, last_holder);
DEFINE_PER_CPU_SHARED_ALIGNED(struct foo_stats, foo_stats);

static int scratch(struct foo_holder *h)
{
	char *buf __free(kfree) = kmalloc(16, GFP_KERNEL);

	return buf && h;
}

static int first_seen(void)
{
	DECLARE_BITMAP(seen, 64) = { };

	return test_bit(0, seen);
}

/* After the __free() above, a kfree() call: reported. */
SYSCALL_DEFINE1(foo_drop, int, n)
{
	struct foo_holder *h = holder_of(n);

	kfree(h->cache);
	return rcu_dereference(h->foo)->id;
}

/* The same under the reader: quiet. */
SYSCALL_DEFINE1(foo_drop_locked, int, n)
{
	struct foo_holder *h = holder_of(n);
	int id;

	kfree(h->cache);
	rcu_read_lock();
	id = rcu_dereference(h->foo)->id;
	rcu_read_unlock();
	return id;
}

/* A compat system call: its body is read, reported. */
COMPAT_SYSCALL_DEFINE2(foo_peek, int, n, compat_uptr_t, uptr)
{
	IP_TUNNEL_DECLARE_FLAGS(flags) = { };

	return rcu_dereference(holder_of(n)->foo)->id + test_bit(0, flags);
}

/* A block macro (net/ipv4/tcp_output.c): inside the reader, quiet. */
COMPAT_SYSCALL_DEFINE1(foo_save, int, n)
{
	struct sk_buff *skb = skb_of(n);
	int id;

	rcu_read_lock();
	tcp_skb_tsorted_save(skb) {
		id = rcu_dereference(holder_of(n)->foo)->id;
	} tcp_skb_tsorted_restore(skb);
	rcu_read_unlock();
	return id;
}

/* The same block outside the reader: reported. */
COMPAT_SYSCALL_DEFINE1(foo_save_bare, int, n)
{
	struct sk_buff *skb = skb_of(n);
	int id;

	tcp_skb_tsorted_save(skb) {
		id = rcu_dereference(holder_of(n)->foo)->id;
	} tcp_skb_tsorted_restore(skb);
	return id + scratch(NULL) + first_seen();
}
