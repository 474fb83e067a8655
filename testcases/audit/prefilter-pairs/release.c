/* A function that ends its caller's reader (index/releasers.h). */
void table_put(void) __releases(RCU)
{
	rcu_read_unlock();
}
