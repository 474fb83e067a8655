/* A fetch, then the end of the reader through a function that ends its caller's: the rule's. */
struct table { int size; };
static struct table __rcu *cur_table;
void table_put(void) __releases(RCU);

int table_size(void)
{
	struct table *t;

	rcu_read_lock();
	t = rcu_dereference(cur_table);
	table_put();
	return t->size;
}
