/*
 * check-name: rcu_dereference_protected: lockdep_assert_held() vouches for the lock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * check-output-end
 */
static void update_locked(struct foo *x)
{
	lockdep_assert_held(&x->lock);
	rcu_dereference_protected(x->b, lockdep_is_held(&x->lock))->v++;
}

static void update_rtnl(struct net_device *dev)
{
	ASSERT_RTNL();
	rcu_dereference_protected(dev->p, lockdep_rtnl_is_held())->v++;
}
