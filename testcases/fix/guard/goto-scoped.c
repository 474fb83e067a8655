int peek(struct foo *x)
{
	struct bar *b = rcu_dereference(x->b);
	int v;

	v = b->v;
	if (v > 3)
		goto out;
	v += b->w;
out:
	might_sleep();
	return v;
}

/*
 * check-name: fix --style=guard: a goto ends the region at its label: scoped_guard(rcu) { } (the goto leaves it, no unlock), the load moved out of its declaration into it
 * check-command: rcucheck fix --diff --style=guard -C . goto-scoped.json
 *
 * check-output-start
 * [PATCH 1/1] goto-scoped: Fix missing RCU protection for rcu_dereference() in peek()
 * --- a/goto-scoped.c
 * +++ b/goto-scoped.c
 * @@ -1,12 +1,15 @@
 *  int peek(struct foo *x)
 *  {
 * -	struct bar *b = rcu_dereference(x->b);
 * +	struct bar *b;
 *  	int v;
 *  
 * -	v = b->v;
 * -	if (v > 3)
 * -		goto out;
 * -	v += b->w;
 * +	scoped_guard(rcu) {
 * +		b = rcu_dereference(x->b);
 * +		v = b->v;
 * +		if (v > 3)
 * +			goto out;
 * +		v += b->w;
 * +	}
 *  out:
 *  	might_sleep();
 *  	return v;
 * check-output-end
 */
