/*
 * check-name: rcu_head_requeue: a cursor that an iterator moves between the two queueings is another object; the same object twice in one turn, or after a break, still is
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * Two loops over two lists with one cursor (6.1's bcm_release()); two
 * loops inside an outer one (wg_ratelimiter_gc_entries(): each reached
 * again round the outer loop); a free and continue before the
 * queueing, in one loop (nft_trans_gc_work()); a queueing before a
 * loop that moves the cursor (pipapo_gc_queue()): none is reported.
 * Queued twice in one turn, and queued, break, queued again after the
 * loop: reported.
 *
 * check-output-start
 * rcucheck	access	loops.c	106	2	after_break	rcu-head-requeue	rcu	-	-	local	-	foo_put(f)	f's rcu_head is queued again, already queued by foo_put() at line 102 and its callback not yet run
 * rcucheck	access	loops.c	92	4	same_turn	rcu-head-requeue	rcu	-	-	local	-	foo_put(f)	f's rcu_head is queued again, already queued by foo_put() at line 90 and its callback not yet run
 * check-output-end
 */
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	struct foo *next;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

static void foo_put(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
}

void two_loops(struct list_head *a, struct list_head *b)
{
	struct foo *f, *n;

	list_for_each_entry_safe(f, n, a, node) {
		list_del_rcu(&f->node);
		foo_put(f);
	}
	synchronize_rcu();
	list_for_each_entry_safe(f, n, b, node) {
		list_del_rcu(&f->node);
		foo_put(f);
	}
}

void outer(struct list_head *a, struct list_head *b, int k)
{
	struct foo *f, *n;
	int i;

	for (i = 0; i < k; i++) {
		list_for_each_entry_safe(f, n, &a[i], node)
			foo_put(f);
		list_for_each_entry_safe(f, n, &b[i], node)
			foo_put(f);
	}
}

void free_continue(struct list_head *a)
{
	struct foo *f, *n;

	list_for_each_entry_safe(f, n, a, node) {
		list_del(&f->node);
		if (f->next) {
			kfree(f);
			continue;
		}
		call_rcu(&f->rcu, foo_free_rcu);
	}
}

void before_loop(struct foo *g, struct list_head *a)
{
	struct foo *f = g, *n;

	foo_put(f);
	list_for_each_entry_safe(f, n, a, node)
		foo_put(f);
}

void same_turn(struct list_head *a, int err)
{
	struct foo *f, *n;

	list_for_each_entry_safe(f, n, a, node) {
		foo_put(f);
		if (err)
			foo_put(f);
	}
}

void after_break(struct list_head *a)
{
	struct foo *f;

	list_for_each_entry(f, a, node) {
		if (f->next) {
			foo_put(f);
			break;
		}
	}
	foo_put(f);
}
