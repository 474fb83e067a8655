/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which of the locks a finding's callers held are sleeping locks, read
 * from the acquire that takes each in the functions of its chain
 * (held_sleeps.c): the message says a mutex is no reader, not that a
 * spinlock is none, for a lock whose name does not say (ni->pending_mtx).
 */
#ifndef RCUCHECK_FIX_HELD_SLEEPS_H
#define RCUCHECK_FIX_HELD_SLEEPS_H

#include "fix/plan.h"

/* Fills @site->held_sleeping with those of @site->held taken by a sleeping lock's acquire. */
void held_sleeps_resolve(struct fix_ctx *cx, struct fix_site *site);

#endif
