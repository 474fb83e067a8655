struct Qdisc { int state; };
struct net_device { unsigned int flags; struct Qdisc __rcu *qdisc; struct Qdisc __rcu *ingress; };

/* 6.1 dev_activate() / dev_deactivate(): rtnl_dereference() of the device's qdisc. */
void dev_activate(struct net_device *dev)
{
	rcu_dereference_protected(dev->qdisc, lockdep_rtnl_is_held())->state = 1;
}

void dev_deactivate(struct net_device *dev)
{
	rcu_dereference_protected(dev->qdisc, lockdep_rtnl_is_held())->state = 0;
}

/* Called by linkwatch_do_dev() outside its IFF_UP test: not a row's target, still reported. */
void netdev_state_change(struct net_device *dev)
{
	rcu_dereference_protected(dev->ingress, lockdep_rtnl_is_held())->state = 2;
}
