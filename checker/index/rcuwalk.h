/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The VFS's RCU-walk: path_init() takes rcu_read_lock() and marks the walk
 * with LOOKUP_RCU (MAY_NOT_BLOCK in permission masks) until it leaves RCU
 * mode (Documentation/filesystems/path-lookup.rst). A call made only when
 * such a flag (the RCU model's "rcu-walk-flags") is set runs inside that
 * reader: its caller needs no reader of its own for it (index/needs.c),
 * and the caller search counts it protected (audit/audit.c).
 */
#ifndef RCUCHECK_RCUWALK_H
#define RCUCHECK_RCUWALK_H

#include <stdbool.h>

/* Is the last call of @callee in @text (a function's lines up to it) made only in RCU-walk mode? */
bool text_call_in_rcu_walk(const char *text, const char *callee);

#endif
