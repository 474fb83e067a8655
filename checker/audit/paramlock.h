/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A lockdep condition that names a parameter of the access's function,
 * lockdep_is_held(lock) in 6.12's net/ipv6/route.c
 * fib6_nh_get_excptn_bucket(nh, lock): the lock is whatever each caller
 * passes there, and a caller that passes NULL does not take the
 * protected form (it is under "if (lock)").
 */
#ifndef RCUCHECK_AUDIT_PARAMLOCK_H
#define RCUCHECK_AUDIT_PARAMLOCK_H

#include "audit/facts.h"

/*
 * The position of the parameter of the function defined by @def (its
 * text from its name through its parameter list) that one of @n's lock
 * classes names, or -1.
 */
int lock_param_index(const char *def, const struct need *n);

/*
 * The position of the parameter named @name of the function defined by
 * @def, or -1: a caller that passes its own parameter on for the lock
 * (6.12 wireguard's wg_allowedips_insert_v6(..., lock) -> add(..., lock))
 * leaves the lock to its own callers.
 */
int param_index(const char *def, const char *name);

/*
 * The @idx-th argument of the last whole-word call of @callee in @text,
 * trimmed (to free), or NULL when the call or the argument is not there.
 */
char *call_argument(const char *text, const char *callee, int idx);

#endif
