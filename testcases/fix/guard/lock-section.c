int spin_section(struct foo *x, int key)
{
	struct bar *b;
	int v = key;

	x->n++;
	guard(spinlock)(&x->lock);
	b = rcu_dereference(x->b);
	v += b->v;
	x->m = v;
	return v;
}


/*
 * check-name: fix: a guard(spinlock) before the access is a lock section to its block's end: guard(rcu)() goes before it, outermost (not a scoped_guard(rcu) inside the lock's scope)
 * check-command: rcucheck fix --diff -C . lock-section.json
 *
 * check-output-start
 * [PATCH 1/1] lock-section: Fix missing RCU protection for rcu_dereference() in spin_section()
 * --- a/lock-section.c
 * +++ b/lock-section.c
 * @@ -4,6 +4,7 @@ int spin_section(struct foo *x, int key)
 *  	int v = key;
 *  
 *  	x->n++;
 * +	guard(rcu)();
 *  	guard(spinlock)(&x->lock);
 *  	b = rcu_dereference(x->b);
 *  	v += b->v;
 * check-output-end
 */
