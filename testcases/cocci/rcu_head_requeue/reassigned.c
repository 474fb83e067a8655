/*
 * check-name: rcu_head_requeue: quiet for a pointer given another object between two queueings of its member head, and for two variables of one name in sibling blocks
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * 6.1 net/ipv4/route.c fnhe_flush_routes(): rt = the input route, its
 * head queued; rt = the output route, its head queued (the head written
 * &rt->dst, the pointer reassigned between). 6.1
 * drivers/net/wireguard/allowedips.c wg_allowedips_free(): each of two
 * blocks declares its own node and queues its head. The same head queued
 * twice with nothing between (twice()) is still reported.
 *
 * check-output-start
 * rcucheck	access	reassigned.c	68	2	twice	rcu-head-requeue	rcu	-	-	local	-	call_rcu(&f->rcu, foo_free_rcu)	f's rcu_head is queued again, already queued by call_rcu() at line 67 and its callback not yet run
 * check-output-end
 */
struct foo {
	struct rcu_head rcu;
	struct foo __rcu *in, *out;
	int v;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void flush_routes(struct foo *fn)
{
	struct foo *rt;

	rt = rcu_dereference(fn->in);
	if (rt) {
		RCU_INIT_POINTER(fn->in, NULL);
		call_rcu(&rt->rcu, foo_free_rcu);
	}
	rt = rcu_dereference(fn->out);
	if (rt) {
		RCU_INIT_POINTER(fn->out, NULL);
		call_rcu(&rt->rcu, foo_free_rcu);
	}
}

void free_roots(struct foo *tbl, struct mutex *lock)
{
	struct foo __rcu *old4 = tbl->in, *old6 = tbl->out;

	RCU_INIT_POINTER(tbl->in, NULL);
	RCU_INIT_POINTER(tbl->out, NULL);
	if (rcu_access_pointer(old4)) {
		struct foo *node = rcu_dereference_protected(old4,
							lockdep_is_held(lock));

		node->v = 0;
		call_rcu(&node->rcu, foo_free_rcu);
	}
	if (rcu_access_pointer(old6)) {
		struct foo *node = rcu_dereference_protected(old6,
							lockdep_is_held(lock));

		node->v = 0;
		call_rcu(&node->rcu, foo_free_rcu);
	}
}

void twice(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
	call_rcu(&f->rcu, foo_free_rcu);
}
