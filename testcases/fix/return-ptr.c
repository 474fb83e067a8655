struct obj *get_obj(struct foo *x, int key)
{
	struct obj *o __free(kfree) = kzalloc(sizeof(*o), GFP_KERNEL);
	struct bar *b;

	if (!o)
		return NULL;
	b = rcu_dereference(x->b);
	if (b->v != key)
		return_ptr(o);
	o->v = b->v;
	x->n++;
	return_ptr(o);
}

struct bar *leak_bar(struct foo *x)
{
	struct bar *b __free(bar_put) = NULL;

	x->n++;
	b = rcu_dereference(x->b);
	b->hits++;
	return_ptr(b);
}

/*
 * check-name: fix: return_ptr() (linux/cleanup.h) is an exit: the reader is released before it; a pointer it hands out escapes like a plain return (needs a human), and a __free() pointer is followed to its uses
 * check-command: rcucheck fix --diff --style=lock -C . return-ptr.json
 * check-exit-value: 1
 * check-error-contains: needs a human: return-ptr.c:21 rcu_dereference(x->b) in leak_bar(): the return at line 23 uses what the read-side critical section loaded, and the section cannot end after it: a reference must be taken inside it
 *
 * check-output-start
 * [PATCH 1/1] return-ptr: Fix missing RCU protection for rcu_dereference() in get_obj()
 * --- a/return-ptr.c
 * +++ b/return-ptr.c
 * @@ -5,10 +5,14 @@ struct obj *get_obj(struct foo *x, int k
 *  
 *  	if (!o)
 *  		return NULL;
 * +	rcu_read_lock();
 *  	b = rcu_dereference(x->b);
 * -	if (b->v != key)
 * +	if (b->v != key) {
 * +		rcu_read_unlock();
 *  		return_ptr(o);
 * +	}
 *  	o->v = b->v;
 * +	rcu_read_unlock();
 *  	x->n++;
 *  	return_ptr(o);
 *  }
 * check-output-end
 */
