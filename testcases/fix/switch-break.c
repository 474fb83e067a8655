int by_type(struct foo *x, int type)
{
	struct bar *b;
	int v = 0;

	switch (type) {
	case 1:
		b = rcu_dereference(x->b);
		v = b->v;
		break;
	case 2:
		b = rcu_dereference(x->c);
		if (!b)
			break;
		v = b->w;
		break;
	default:
		break;
	}
	return v;
}

/*
 * check-name: fix: two accesses in two cases of a switch: one patch around the whole switch
 * check-command: rcucheck fix --diff -C . switch-break.json
 *
 * check-output-start
 * [PATCH 1/1] switch-break: Fix missing RCU protection for rcu_dereference() in by_type()
 * --- a/switch-break.c
 * +++ b/switch-break.c
 * @@ -3,6 +3,7 @@ int by_type(struct foo *x, int type)
 *  	struct bar *b;
 *  	int v = 0;
 *  
 * +	rcu_read_lock();
 *  	switch (type) {
 *  	case 1:
 *  		b = rcu_dereference(x->b);
 * @@ -17,6 +18,7 @@ int by_type(struct foo *x, int type)
 *  	default:
 *  		break;
 *  	}
 * +	rcu_read_unlock();
 *  	return v;
 *  }
 *  
 * check-output-end
 */
