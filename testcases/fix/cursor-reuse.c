int count_live(struct foo *x, struct list_head *head)
{
	struct bar *b;
	int n;

	b = rcu_dereference(x->b);
	if (b->dead)
		return 0;
	n = b->n;
	b = x->spare;
	n += b->n;
	list_for_each_entry(b, head, node)
		n++;
	return n;
}

/*
 * A new value for the pointer ends the uses of what was loaded: an
 * assignment that does not read it, or the cursor of an iterator.
 *
 * check-name: fix: the region ends where the loaded pointer gets a new value
 * check-command: rcucheck fix --diff -C . cursor-reuse.json
 *
 * check-output-start
 * [PATCH 1/1] cursor-reuse: Fix missing RCU protection for rcu_dereference() in count_live()
 * --- a/cursor-reuse.c
 * +++ b/cursor-reuse.c
 * @@ -3,10 +3,14 @@ int count_live(struct foo *x, struct lis
 *  	struct bar *b;
 *  	int n;
 *  
 * +	rcu_read_lock();
 *  	b = rcu_dereference(x->b);
 * -	if (b->dead)
 * +	if (b->dead) {
 * +		rcu_read_unlock();
 *  		return 0;
 * +	}
 *  	n = b->n;
 * +	rcu_read_unlock();
 *  	b = x->spare;
 *  	n += b->n;
 *  	list_for_each_entry(b, head, node)
 * check-output-end
 */
