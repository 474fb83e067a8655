/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The style a fix is written in: rcu_read_lock()/rcu_read_unlock(), or
 * the cleanup.h guards (guard(rcu)(), scoped_guard(rcu) { }) where the
 * tree defines the guard class and the code already uses guards. What
 * the tree defines is read from its headers, never assumed from its
 * version: stable trees carry backports.
 */
#ifndef RCUCHECK_FIX_STYLE_H
#define RCUCHECK_FIX_STYLE_H

#include <stdbool.h>
#include <stddef.h>

enum fix_style {
	FIX_STYLE_AUTO,		/* guards where the function or file uses them */
	FIX_STYLE_LOCK,		/* rcu_read_lock()/rcu_read_unlock() always */
	FIX_STYLE_GUARD,	/* guards wherever the flavor has a guard class */
};

/* The guard classes a tree defines. */
struct fix_guards {
	bool cleanup;	/* include/linux/cleanup.h */
	bool rcu;	/* DEFINE_LOCK_GUARD_0(rcu, in include/linux/rcupdate.h */
	bool srcu;	/* DEFINE_LOCK_GUARD_1(srcu, in include/linux/srcu.h */
};

/* "lock", "guard", "auto"; -1 for anything else. */
int fix_style_parse(const char *s);

/* What the tree at @root defines. */
void fix_guards_of(const char *root, struct fix_guards *g);

/* Has the tree a guard class for readers of @flavor ("rcu", "srcu", ...)? */
bool fix_guards_have(const struct fix_guards *g, const char *flavor);

#endif
