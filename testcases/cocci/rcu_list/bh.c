/*
 * check-name: rcu_list: hlist_for_each_entry_rcu_bh() needs the bh flavor
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	bh.c	31	2	bh_wrong	rcu-list	bh	-	-	entry	rcu_read_lock()	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
 * check-output-end
 */
int bh_right(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock_bh();
	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
		n += b->v;
	rcu_read_unlock_bh();
	spin_lock_bh(&x->lock);
	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
		n += b->v;
	spin_unlock_bh(&x->lock);
	return n;
}

int bh_wrong(struct foo *x)
{
	struct bar *b;
	int n = 0;

	rcu_read_lock();
	hlist_for_each_entry_rcu_bh(b, &x->hlist, hnode)
		n += b->v;
	rcu_read_unlock();
	return n;
}
