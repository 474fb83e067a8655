/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu_model_lock_registrar(): the rows of "callback-lock-registrars", the
 * registration calls whose function argument runs with a lock its invoker
 * holds (rtnl_register()'s doit and dumpit, under the RTNL), unless the
 * call's flags name a flag that cancels it (RTNL_FLAG_DOIT_UNLOCKED).
 */
#ifndef RCUCHECK_RCU_LOCKREGISTRARS_H
#define RCUCHECK_RCU_LOCKREGISTRARS_H

#include <stdbool.h>
#include <stddef.h>
#include "rcu/invokers.h"

struct rcu_lock_registrar {
	int arg;			/* the function's argument, from 1 */
	int flag_arg;			/* the flags' argument, from 1 */
	const char *unless;		/* the flag that cancels the lock */
	struct rcu_invoker inv;		/* field: the registrar's name; lock: the class */
};

/* The row of the registration @name (@len bytes) passing the function as @arg, or NULL. */
const struct rcu_lock_registrar *rcu_model_lock_registrar(const char *name, size_t len, int arg);
/* Is @name (@len bytes) a registration of any row? */
bool rcu_model_is_lock_registrar(const char *name, size_t len);

#endif
