/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu_model_object_registrar(): the rows of "callback-object-registrars",
 * the registration calls passed an object whose field holds a callback
 * run inside the invoker's reader (dev_add_pack(&ndp->ptype), ptype.func).
 */
#ifndef RCUCHECK_RCU_OBJREGISTRARS_H
#define RCUCHECK_RCU_OBJREGISTRARS_H

#include <stdbool.h>
#include <stddef.h>
#include "rcu/invokers.h"

struct rcu_object_registrar {
	int arg;			/* the object's argument, from 1 */
	const char *field;		/* the object's member holding the function */
	struct rcu_invoker inv;		/* field: the registrar's name */
};

/* The row of the registration @name (@len bytes) passed the object as @arg, or NULL. */
const struct rcu_object_registrar *rcu_model_object_registrar(const char *name, size_t len,
							      int arg);
/* Is @field a row's field, and @name (@len bytes) a row's registration? */
bool rcu_model_object_registrar_field(const char *field);
bool rcu_model_is_object_registrar(const char *name, size_t len);

#endif
