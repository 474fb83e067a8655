/*
 * 6.12 drivers/net/team/team_core.c: team_nl_team_get() returns the team
 * with mutex_lock(&team->lock) taken, and team_nl_team_put() drops it.
 * The genl command's handler gets the team and calls, through an option's
 * ->getter, ab_active_port_get(), whose condition is
 * lockdep_is_held(&team->lock): held (options_get_doit() quiet). A
 * handler that puts the team back before the call (options_late_doit())
 * and a getter that unlocks before it returns (team_peek_get(), used by
 * options_peek_doit()) do not hold it: reported.
 */
struct team {
	struct mutex lock;
	struct team_port __rcu *active_port;
};

static int ab_active_port_get(struct team *team)
{
	struct team_port *port;

	port = rcu_dereference_protected(team->active_port, lockdep_is_held(&team->lock));
	return port ? port->index : -1;
}

static int ab_peek_port(struct team *team)
{
	struct team_port *port;

	port = rcu_dereference_protected(team->active_port, lockdep_is_held(&team->lock));
	return port ? port->index : -1;
}

static int ab_late_port(struct team *team)
{
	struct team_port *port;

	port = rcu_dereference_protected(team->active_port, lockdep_is_held(&team->lock));
	return port ? port->index : -1;
}

static struct team *team_nl_team_get(struct genl_info *info)
{
	struct net_device *dev;
	struct team *team;

	dev = dev_get_by_index(genl_info_net(info), info->ifindex);
	if (!dev)
		return NULL;
	team = netdev_priv(dev);
	mutex_lock(&team->lock);
	return team;
}

static void team_nl_team_put(struct team *team)
{
	mutex_unlock(&team->lock);
	dev_put(team->dev);
}

static struct team *team_peek_get(struct genl_info *info)
{
	struct team *team = netdev_priv(dev_of(info));

	mutex_lock(&team->lock);
	team->peeks++;
	mutex_unlock(&team->lock);
	return team;
}

static int options_get_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct team *team;
	int err;

	team = team_nl_team_get(info);
	if (!team)
		return -EINVAL;
	err = ab_active_port_get(team);
	team_nl_team_put(team);
	return err;
}

static int options_late_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct team *team;

	team = team_nl_team_get(info);
	if (!team)
		return -EINVAL;
	team_nl_team_put(team);
	return ab_late_port(team);
}

static int options_peek_doit(struct sk_buff *skb, struct genl_info *info)
{
	struct team *team = team_peek_get(info);

	return ab_peek_port(team);
}

static const struct genl_small_ops team_nl_ops[] = {
	{
		.cmd = TEAM_CMD_OPTIONS_GET,
		.doit = options_get_doit,
	},
	{
		.cmd = TEAM_CMD_OPTIONS_LATE,
		.doit = options_late_doit,
	},
	{
		.cmd = TEAM_CMD_OPTIONS_PEEK,
		.doit = options_peek_doit,
	},
};
