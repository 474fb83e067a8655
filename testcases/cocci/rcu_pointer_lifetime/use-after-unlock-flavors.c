/*
 * check-name: rcu_pointer_lifetime: bh, sched and srcu sections end at their own unlock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	use-after-unlock-flavors.c	18	9	bh	rcu-use-after-unlock	bh	-	-	local	-	b->v
 * rcucheck	access	use-after-unlock-flavors.c	28	9	sched	rcu-use-after-unlock	sched	-	-	local	-	b->v
 * rcucheck	access	use-after-unlock-flavors.c	39	9	srcu	rcu-use-after-unlock	srcu	&x->srcu	-	local	-	b->v
 * check-output-end
 */
int bh(struct foo *x)
{
	struct bar *b;

	rcu_read_lock_bh();
	b = rcu_dereference_bh(x->b);
	rcu_read_unlock_bh();
	return b->v;
}

int sched(struct foo *x)
{
	struct bar *b;

	rcu_read_lock_sched();
	b = rcu_dereference_sched(x->b);
	rcu_read_unlock_sched();
	return b->v;
}

int srcu(struct foo *x)
{
	struct bar *b;
	int idx;

	idx = srcu_read_lock(&x->srcu);
	b = srcu_dereference(x->b, &x->srcu);
	srcu_read_unlock(&x->srcu, idx);
	return b->v;
}
