// SPDX-License-Identifier: GPL-2.0
#include "rcu/flavor.h"

#include <string.h>

static const char *const flavor_names[RCU_NFLAVORS] = {
	[RCU_FLAVOR_RCU] = "rcu",
	[RCU_FLAVOR_BH] = "bh",
	[RCU_FLAVOR_SCHED] = "sched",
	[RCU_FLAVOR_SRCU] = "srcu",
	[RCU_FLAVOR_TASKS] = "tasks",
	[RCU_FLAVOR_TASKS_TRACE] = "tasks-trace",
};

const char *rcu_flavor_name(enum rcu_flavor f)
{
	return (unsigned)f < RCU_NFLAVORS ? flavor_names[f] : "?";
}

bool rcu_flavor_parse(const char *name, enum rcu_flavor *f)
{
	for (int i = 0; name && i < RCU_NFLAVORS; i++) {
		if (!strcmp(name, flavor_names[i])) {
			*f = (enum rcu_flavor)i;
			return true;
		}
	}
	return false;
}

rcu_flavors rcu_flavor_bit(const char *name)
{
	enum rcu_flavor f;

	return rcu_flavor_parse(name, &f) ? RCU_FL(f) : 0;
}

const char *rcu_flavors_first(rcu_flavors set)
{
	for (int i = 0; i < RCU_NFLAVORS; i++)
		if (set & RCU_FL(i))
			return flavor_names[i];
	return NULL;
}
