/*
 * check-name: rcu_list: list_entry_rcu(), list_first_or_null_rcu(), list_next_or_null_rcu()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	entry-helpers.c	28	6	entry	rcu-list	any	-	-	27	-	list_entry_rcu(b->node.next, struct bar, node)
 * rcucheck	access	entry-helpers.c	13	9	first	rcu-list	any	-	-	entry	-	list_first_or_null_rcu(&x->list, struct bar, node)
 * rcucheck	access	entry-helpers.c	18	9	next	rcu-list	any	-	-	entry	-	list_next_or_null_rcu(&x->list, &b->node, struct bar, node)
 * check-output-end
 */
struct bar *first(struct foo *x)
{
	return list_first_or_null_rcu(&x->list, struct bar, node);
}

struct bar *next(struct foo *x, struct bar *b)
{
	return list_next_or_null_rcu(&x->list, &b->node, struct bar, node);
}

struct bar *entry(struct foo *x)
{
	struct bar *b;

	rcu_read_lock();
	b = list_entry_rcu(x->list.next, struct bar, node);
	rcu_read_unlock();
	b = list_entry_rcu(b->node.next, struct bar, node);
	return b;
}
