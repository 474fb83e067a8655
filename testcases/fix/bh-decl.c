int bh_peek(struct foo *x)
{
	struct bar *b = rcu_dereference_bh(x->b);
	int v = 0;

	if (b)
		v = b->v;
	return v;
}

/*
 * check-name: fix: bh flavor, the load moves out of its declaration
 * check-command: rcucheck fix --diff -C . bh-decl.json
 *
 * check-output-start
 * [PATCH 1/1] bh-decl: Fix missing RCU protection for rcu_dereference_bh() in bh_peek()
 * --- a/bh-decl.c
 * +++ b/bh-decl.c
 * @@ -1,10 +1,13 @@
 *  int bh_peek(struct foo *x)
 *  {
 * -	struct bar *b = rcu_dereference_bh(x->b);
 * +	struct bar *b;
 *  	int v = 0;
 *  
 * +	rcu_read_lock_bh();
 * +	b = rcu_dereference_bh(x->b);
 *  	if (b)
 *  		v = b->v;
 * +	rcu_read_unlock_bh();
 *  	return v;
 *  }
 *  
 * check-output-end
 */
