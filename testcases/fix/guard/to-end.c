static DEFINE_MUTEX(foo_lock);

int foo_count(struct foo *f)
{
	guard(mutex)(&foo_lock);
	return f->count;
}

int get_val(struct foo *x, int key)
{
	struct bar *b;
	int v;

	v = key;
	b = rcu_dereference(x->b);
	v += b->v;
	return v;
}

/*
 * check-name: fix --style=auto: the file uses guards and the region runs to the end of its block: guard(rcu)(), no unlock
 * check-command: rcucheck fix --diff -C . to-end.json
 *
 * check-output-start
 * [PATCH 1/1] to-end: Fix missing RCU protection for rcu_dereference() in get_val()
 * --- a/to-end.c
 * +++ b/to-end.c
 * @@ -12,6 +12,7 @@ int get_val(struct foo *x, int key)
 *  	int v;
 *  
 *  	v = key;
 * +	guard(rcu)();
 *  	b = rcu_dereference(x->b);
 *  	v += b->v;
 *  	return v;
 * check-output-end
 */
