/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A callback reached through a field call of a function that registers
 * an object its caller made (rcu/data/creator-calls: register_netdevice()
 * calls dev->netdev_ops->ndo_uninit() on its error path): only a caller
 * whose code could have given the object that callback's table, one in
 * the directory of the callback's store or above or below it, calls it
 * so. For the caller search (audit.c).
 */
#ifndef RCUCHECK_AUDIT_CREATORCALL_H
#define RCUCHECK_AUDIT_CREATORCALL_H

#include <stdbool.h>

/*
 * Is @callee a creator call, and @caller_path (a file calling it) in a
 * directory unrelated to @store_path's (where the callback reached
 * through @callee's field call is stored)?
 */
bool creator_call_foreign(const char *callee, const char *store_path, const char *caller_path);

#endif
