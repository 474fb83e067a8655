static void note_seen(struct foo *x)
{
	scoped_guard(spinlock_irqsave, &x->lock)
		x->seen++;
}

void scan_one(struct foo *x, int *out)
{
	struct bar *b;

	*out = 0;
	b = rcu_dereference(x->b);
	if (b->ready)
		*out = b->v;

	/* tell the waiter */
	b->seen = 1;
	might_sleep();
	complete(&x->done);
}

/*
 * check-name: fix --style=auto: the file uses guards and statements follow the region: scoped_guard(rcu) { }, its body indented one tab
 * check-command: rcucheck fix --diff -C . middle.json
 *
 * check-output-start
 * [PATCH 1/1] middle: Fix missing RCU protection for rcu_dereference() in scan_one()
 * --- a/middle.c
 * +++ b/middle.c
 * @@ -9,12 +9,14 @@ void scan_one(struct foo *x, int *out)
 *  	struct bar *b;
 *  
 *  	*out = 0;
 * -	b = rcu_dereference(x->b);
 * -	if (b->ready)
 * -		*out = b->v;
 * +	scoped_guard(rcu) {
 * +		b = rcu_dereference(x->b);
 * +		if (b->ready)
 * +			*out = b->v;
 *  
 * -	/* tell the waiter */
 * -	b->seen = 1;
 * +		/* tell the waiter */
 * +		b->seen = 1;
 * +	}
 *  	might_sleep();
 *  	complete(&x->done);
 *  }
 * check-output-end
 */
