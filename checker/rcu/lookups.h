/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu_model_lookup(): the rows of "lookups", the lookups that leave the
 * RCU reader to their caller although no lockdep check in them says so
 * (radix_tree_lookup(), idr_find()).
 */
#ifndef RCUCHECK_RCU_LOOKUPS_H
#define RCUCHECK_RCU_LOOKUPS_H

#include <stdbool.h>

struct rcu_lookup {
	const char *name;
	const char *flavor;	/* "rcu", "bh", "sched", "any" */
	bool lock_instead;	/* a lock the caller holds may protect it instead */
};

/* The row of @name, or NULL. */
const struct rcu_lookup *rcu_model_lookup(const char *name);

#endif
