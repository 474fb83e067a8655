void sched_walk(struct foo *x, int *out)
{
	struct bar *b;
	struct baz *z;

	*out = 0;
	b = rcu_dereference_sched(x->b);
	z = b->z;
	*out = z->v;
	trace_done(x);
}

/*
 * check-name: fix: sched flavor: rcu_read_lock_sched(), the region follows a derived pointer
 * check-command: rcucheck fix --diff -C . sched.json
 *
 * check-output-start
 * [PATCH 1/1] sched: Fix missing RCU protection for rcu_dereference_sched() in sched_walk()
 * --- a/sched.c
 * +++ b/sched.c
 * @@ -4,9 +4,11 @@ void sched_walk(struct foo *x, int *out)
 *  	struct baz *z;
 *  
 *  	*out = 0;
 * +	rcu_read_lock_sched();
 *  	b = rcu_dereference_sched(x->b);
 *  	z = b->z;
 *  	*out = z->v;
 * +	rcu_read_unlock_sched();
 *  	trace_done(x);
 *  }
 *  
 * check-output-end
 */
