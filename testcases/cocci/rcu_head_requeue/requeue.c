/*
 * check-name: rcu_head_requeue: an rcu_head queued a second time before its callback ran
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * A second call_rcu() on an error path after the first on the main path;
 * the same through a static helper of the file that queues its
 * parameter's head (one call deeper); call_rcu() after kfree_rcu().
 *
 * check-output-start
 * rcucheck	access	requeue.c	49	3	helper_twice	rcu-head-requeue	rcu	-	-	local	-	foo_put(f)	f's rcu_head is queued again, already queued by foo_put() at line 47 and its callback not yet run
 * rcucheck	access	requeue.c	57	3	kfree_rcu_then_call_rcu	rcu-head-requeue	rcu	-	-	local	-	call_rcu(&f->rcu, foo_free_rcu)	f's rcu_head is queued again, already queued by kfree_rcu() at line 55 and its callback not yet run
 * rcucheck	access	requeue.c	39	3	twice	rcu-head-requeue	rcu	-	-	local	-	call_rcu(&f->rcu, foo_free_rcu)	f's rcu_head is queued again, already queued by call_rcu() at line 37 and its callback not yet run
 * rcucheck	access	requeue.c	66	2	on_stack	rcu-head-requeue	rcu	-	-	local	-	call_rcu(&rh2, foo_free_rcu)	the rcu_head &rh2 is queued again, already queued by call_rcu() at line 65 and its callback not yet run
 * check-output-end
 */
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	struct foo *next;
	char *name;
	int v;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

static void foo_put(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
}

int twice(struct foo *f, int err)
{
	list_del_rcu(&f->node);
	call_rcu(&f->rcu, foo_free_rcu);
	if (err) {
		call_rcu(&f->rcu, foo_free_rcu);
		return err;
	}
	return 0;
}

int helper_twice(struct foo *f, int err)
{
	foo_put(f);
	if (err)
		foo_put(f);
	return 0;
}

void kfree_rcu_then_call_rcu(struct foo *f, int err)
{
	kfree_rcu(f, rcu);
	if (err)
		call_rcu(&f->rcu, foo_free_rcu);
}

/* kernel/rcu/rcutorture.c's rcu_test_debug_objects(): on purpose. */
void on_stack(void)
{
	struct rcu_head rh2;

	call_rcu(&rh2, foo_free_rcu);
	call_rcu(&rh2, foo_free_rcu);
}
