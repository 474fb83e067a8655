/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu_model_callback_invoker(): the rows of "callback-invokers", the
 * callback fields whose invoker holds a reader at every call where the
 * index cannot tie the call to the store (nf_hook_ops.hook, copied into
 * the nf_hook_entries that nf_hook_slow() calls).
 */
#ifndef RCUCHECK_RCU_INVOKERS_H
#define RCUCHECK_RCU_INVOKERS_H

#include <stdbool.h>
#include <stddef.h>
#include "rcu/flavor.h"

struct rcu_invoker {
	const char *field, *type;	/* "hook", "nf_hook_ops" */
	rcu_flavors flavors;		/* the reader held around every call */
	const char *invoker, *file;	/* whose reader, defined where */
	/*
	 * Instead of a reader (flavors 0): the lock class the invoker holds
	 * around every call (callback-lock-registrars: rtnl_mutex), or NULL.
	 */
	const char *lock;
};

/* The row of a callback stored into @field of struct @type, or NULL. */
const struct rcu_invoker *rcu_model_callback_invoker(const char *field, const char *type);
/* Row @i, for listing (NULL past the last). */
const struct rcu_invoker *rcu_model_callback_invoker_at(size_t i);

struct rcu_table;
struct rcu_row;
/*
 * A row NAME X FLAVOR INVOKER FILE (callback-invokers, and
 * callback-registrars, whose X is the argument) as an invoker of struct
 * @type, its flavor checked.
 */
struct rcu_invoker rcu_invoker_row(const struct rcu_table *t, const struct rcu_row *r,
				   const char *type);
/*
 * What the invoker and registrar tables' columns share: column @col of
 * row @r (of @ncols columns) as a flavor, rcu, bh or sched, or as an
 * argument number from 1 to 8; anything else is a bad row.
 */
rcu_flavors rcu_invoker_flavor(const struct rcu_table *t, const struct rcu_row *r, int ncols,
			       int col);
int rcu_invoker_arg(const struct rcu_table *t, const struct rcu_row *r, int ncols, int col);
/* Is @inv's field (a registrar's name) the @len bytes of @name? */
bool rcu_invoker_named(const struct rcu_invoker *inv, const char *name, size_t len);

#endif
