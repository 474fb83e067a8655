/*
 * check-name: rcu_dereference_protected: lockdep_rtnl_is_held() and rtnl_lock()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	rtnl.c	14	2	locked	rcu-dereference-protected	protected	-	lockdep_rtnl_is_held()	13	-	rcu_dereference_protected(dev->q, lockdep_rtnl_is_held())
 * check-output-end
 */
void locked(struct net_device *dev)
{
	rtnl_lock();
	rcu_dereference_protected(dev->p, lockdep_rtnl_is_held())->v++;
	rtnl_unlock();
	rcu_dereference_protected(dev->q, lockdep_rtnl_is_held())->v++;
}

void asserted(struct net_device *dev)
{
	ASSERT_RTNL();
	rcu_dereference_protected(dev->p, lockdep_rtnl_is_held())->v++;
}

void raw_mutex(struct net_device *dev)
{
	mutex_lock(&rtnl_mutex);
	rcu_dereference_protected(dev->p, lockdep_rtnl_is_held())->v++;
	mutex_unlock(&rtnl_mutex);
}
