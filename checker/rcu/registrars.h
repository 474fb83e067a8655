/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu_model_callback_registrar(): the rows of "callback-registrars", the
 * registration calls whose function argument runs inside its invoker's
 * reader (netdev_rx_handler_register()'s handler, in softirq).
 */
#ifndef RCUCHECK_RCU_REGISTRARS_H
#define RCUCHECK_RCU_REGISTRARS_H

#include <stddef.h>
#include "rcu/invokers.h"

struct rcu_registrar {
	int arg;			/* the function's argument, from 1 */
	struct rcu_invoker inv;		/* field: the registrar's name */
};

/* The row of the registration @name (@len bytes), or NULL. */
const struct rcu_registrar *rcu_model_callback_registrar(const char *name, size_t len);

#endif
