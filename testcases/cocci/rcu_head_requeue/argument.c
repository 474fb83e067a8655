/*
 * check-name: rcu_head_requeue: the queued object is the primitive's own argument, not another one
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * call_srcu(&d->srcu, &f->rcu, cb): its object is f (argument 2 of the
 * lifecycle row), not d, whose address is argument 1; the same for a
 * helper of the file that queues its second parameter. Two queueings
 * of one f are reported, and f or g freed after its queueing; two
 * queueings of two objects behind one d are not, nor a free of d (d is
 * no queued object). The object is bound once per call, before the
 * paths are followed (rule "queued").
 *
 * check-output-start
 * rcucheck	access	argument.c	55	2	freed_after	rcu-head-requeue	rcu	-	-	local	-	kfree(f)	f is freed while its rcu_head is queued by call_srcu() at line 53: the callback will run on freed memory
 * rcucheck	access	argument.c	68	3	helper_same_head	rcu-head-requeue	rcu	-	-	local	-	bar_put(d, f)	f's rcu_head is queued again, already queued by bar_put() at line 66 and its callback not yet run
 * rcucheck	access	argument.c	45	3	same_head	rcu-head-requeue	rcu	-	-	local	-	call_srcu(&d->srcu, &f->rcu, bar_free_rcu)	f's rcu_head is queued again, already queued by call_srcu() at line 43 and its callback not yet run
 * rcucheck	access	argument.c	54	2	freed_after	rcu-head-requeue	rcu	-	-	local	-	kfree(g)	g is freed while its rcu_head is queued by call_srcu() at line 51: the callback will run on freed memory
 * check-output-end
 */
struct dom {
	struct srcu_struct srcu;
	struct rcu_head rcu;
};

struct bar {
	struct rcu_head rcu;
	int v;
};

static void bar_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct bar, rcu));
}

static void bar_put(struct dom *d, struct bar *f)
{
	d->srcu.n++;
	call_srcu(&d->srcu, &f->rcu, bar_free_rcu);
}

int same_head(struct dom *d, struct bar *f, int err)
{
	call_srcu(&d->srcu, &f->rcu, bar_free_rcu);
	if (err)
		call_srcu(&d->srcu, &f->rcu, bar_free_rcu);
	return 0;
}

void freed_after(struct dom *d, struct bar *f, struct bar *g)
{
	call_srcu(&d->srcu, &g->rcu, bar_free_rcu);
	kfree(d);
	call_srcu(&d->srcu, &f->rcu, bar_free_rcu);
	kfree(g);
	kfree(f);
}

void two_heads(struct dom *d, struct bar *f, struct bar *g)
{
	call_srcu(&d->srcu, &f->rcu, bar_free_rcu);
	call_srcu(&d->srcu, &g->rcu, bar_free_rcu);
}

int helper_same_head(struct dom *d, struct bar *f, int err)
{
	bar_put(d, f);
	if (err)
		bar_put(d, f);
	return 0;
}

void helper_two_heads(struct dom *d, struct bar *f, struct bar *g)
{
	bar_put(d, f);
	bar_put(d, g);
}
