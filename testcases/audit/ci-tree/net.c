/* A constant in the access: a baseline must not tell 3 from 4. */
SYSCALL_DEFINE1(foo_get, int, which)
{
	return rcu_dereference(foo_table[3])->val;
}

SYSCALL_DEFINE1(foo_get_ok, int, which)
{
	int val;

	rcu_read_lock();
	val = rcu_dereference(foo_table[3])->val;
	rcu_read_unlock();
	return val;
}
