/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The names the planner knows: the RCU accessors and lookups, the lock
 * and unlock calls and how they pair, and the calls that need no more
 * than the RCU read lock, asked of the RCU model (rcu/model.h); the type
 * words that start a declaration, which are C's, are here.
 */
#ifndef RCUCHECK_FIX_NAMES_H
#define RCUCHECK_FIX_NAMES_H

#include <stdbool.h>
#include "fix/unit.h"

struct planner;

/* An RCU accessor: rcu_dereference*(), __task_cred(), list_*_rcu()... */
bool is_accessor_name(const char *s, size_t n);

/* A lookup whose result is only valid inside the read-side critical section. */
bool is_rcu_lookup(const char *n);

struct lockstmt {
	int stmt;
	char *name;	/* "read_lock" */
	char *arg;	/* "&tasklist_lock", "" for local_irq_disable() */
	bool sleeps;
};

/* Is statement @s of @u "LOCKFN(arg...);" (@unlock: an unlock)? Fills @ls. */
bool is_lock_stmt(const struct unit *u, int s, bool unlock, struct lockstmt *ls);
void lockstmt_free(struct lockstmt *ls);
/* Does @unl release what @lk took? */
bool lock_pairs(const struct lockstmt *lk, const struct lockstmt *unl);

/* Is statement @s a declaration? */
bool is_decl(const struct unit *u, int s);

/*
 * The first call in tokens [a, b] not known to need only the RCU read
 * lock, or a store through a pointer ("a store at line N"); NULL when
 * there is none. The calls passed are noted in the plan's section_calls.
 */
char *first_unsafe_call(struct planner *p, size_t a, size_t b);


#endif
