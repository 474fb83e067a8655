int mutex_section(struct foo *x, int key)
{
	struct bar *b;
	int v = key;

	guard(mutex)(&x->mutex);
	x->n++;
	b = rcu_dereference(x->b);
	v += b->v;
	x->m = v;
	return v;
}


/*
 * check-name: fix: a guard(mutex) before the access is no section to nest the reader around (it sleeps): the reader stays local
 * check-command: rcucheck fix --diff -C . mutex-section.json
 *
 * check-output-start
 * [PATCH 1/1] mutex-section: Fix missing RCU protection for rcu_dereference() in mutex_section()
 * --- a/mutex-section.c
 * +++ b/mutex-section.c
 * @@ -5,8 +5,10 @@ int mutex_section(struct foo *x, int key
 *  
 *  	guard(mutex)(&x->mutex);
 *  	x->n++;
 * -	b = rcu_dereference(x->b);
 * -	v += b->v;
 * +	scoped_guard(rcu) {
 * +		b = rcu_dereference(x->b);
 * +		v += b->v;
 * +	}
 *  	x->m = v;
 *  	return v;
 *  }
 * check-output-end
 */
