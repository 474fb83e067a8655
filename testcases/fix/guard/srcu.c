DEFINE_STATIC_SRCU(foo_srcu);

int srcu_peek(struct foo *x)
{
	struct bar *b;
	int v;

	b = srcu_dereference(x->b, &foo_srcu);
	v = b->v;
	return v;
}

/*
 * check-name: fix --style=guard: srcu where the tree defines guard(srcu): guard(srcu)(&ssp), no index variable
 * check-command: rcucheck fix --diff --style=guard -C . srcu.json
 *
 * check-output-start
 * [PATCH 1/1] srcu: Fix missing RCU protection for srcu_dereference() in srcu_peek()
 * --- a/srcu.c
 * +++ b/srcu.c
 * @@ -5,6 +5,7 @@ int srcu_peek(struct foo *x)
 *  	struct bar *b;
 *  	int v;
 *  
 * +	guard(srcu)(&foo_srcu);
 *  	b = srcu_dereference(x->b, &foo_srcu);
 *  	v = b->v;
 *  	return v;
 * check-output-end
 */

/*
 * The same input without --style: the code uses no guard, so auto keeps the
 * lock style, as in a tree without guards.
 *
 * check-name: fix: srcu flavor: srcu_read_lock() on the access's srcu_struct, with an index variable
 * check-command: rcucheck fix --diff -C . srcu.json
 *
 * check-output-start
 * [PATCH 1/1] srcu: Fix missing RCU protection for srcu_dereference() in srcu_peek()
 * --- a/srcu.c
 * +++ b/srcu.c
 * @@ -4,9 +4,12 @@ int srcu_peek(struct foo *x)
 *  {
 *  	struct bar *b;
 *  	int v;
 * +	int idx;
 *  
 * +	idx = srcu_read_lock(&foo_srcu);
 *  	b = srcu_dereference(x->b, &foo_srcu);
 *  	v = b->v;
 * +	srcu_read_unlock(&foo_srcu, idx);
 *  	return v;
 *  }
 *  
 * check-output-end
 */
