/*
 * check-name: rcu_head_requeue: an object freed while its rcu_head is queued
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * kfree() after call_rcu(); a static helper that frees after call_srcu().
 *
 * check-output-start
 * rcucheck	access	freed.c	34	2	freed	rcu-head-requeue	rcu	-	-	local	-	kfree(f)	f is freed while its rcu_head is queued by call_rcu() at line 33: the callback will run on freed memory
 * rcucheck	access	freed.c	40	2	freed_by_helper	rcu-head-requeue	rcu	-	-	local	-	foo_destroy(f)	f is freed while its rcu_head is queued by call_srcu() at line 39: the callback will run on freed memory
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

static void foo_destroy(struct foo *f)
{
	kfree(f->name);
	kfree(f);
}

void freed(struct foo *f)
{
	call_rcu(&f->rcu, foo_free_rcu);
	kfree(f);
}

void freed_by_helper(struct foo *f)
{
	call_srcu(&foo_srcu, &f->rcu, foo_free_rcu);
	foo_destroy(f);
}
