/* A reader with no fetch in it: nothing of rcu_pointer_lifetime.cocci's to find. */
struct stats { int hits; };
static struct stats global_stats;

int count_hit(void)
{
	int n;

	rcu_read_lock();
	n = ++global_stats.hits;
	rcu_read_unlock();
	return n;
}
