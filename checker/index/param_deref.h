/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Whether a function dereferences a parameter, decided from its body in
 * the tree: the question "is passing this pointer to f() a use of what
 * it points to?" that a pointer escaping its RCU read-side section asks.
 * Read lazily from the source the whole-tree index points at, and
 * remembered for the run; not saved with the index.
 */
#ifndef RCUCHECK_PARAM_DEREF_H
#define RCUCHECK_PARAM_DEREF_H

#include <stdbool.h>
#include "index/tindex.h"

/*
 * Does @name, a function or function-like macro of the tree, read or
 * write through its parameter @arg (0-based)? In its body: p->f, *p or
 * p[i] (not &p->f, an address only), or p, &p->f passed to a function
 * that does, followed a few calls deep. Any definition that may be the
 * one called from @from_file counts (a static one only in its own file
 * or a header). False when no definition is known: an unseen body is
 * not taken as a use.
 */
bool param_derefs(struct tindex *ti, const char *name, unsigned arg, const char *from_file);

/*
 * Does @name return a pointer valid only inside a read-side section: a
 * return (a macro: its expansion) whose value is a reader fetch
 * (rcu_dereference(), task_css()), a lookup ("rcu-calls"), or the result
 * of a function that returns one, possibly wrapped (container_of(), a
 * cast helper) but not dereferenced? mem_cgroup_from_task() does.
 */
bool returns_rcu_pointer(struct tindex *ti, const char *name, const char *from_file);

#endif
