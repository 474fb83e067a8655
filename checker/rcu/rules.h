/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The rules rcucheck reports under, one row each: the id a finding
 * carries, what produces it, whether the audit runs it, how its tier is
 * decided, whether "rcucheck fix" can fix it, and a line of help.
 */
#ifndef RCUCHECK_RCU_RULES_H
#define RCUCHECK_RCU_RULES_H

#include <stdbool.h>
#include <stddef.h>

enum rcu_fix {
	RCU_FIX_YES,		/* a missing reader: the fixer adds one */
	RCU_FIX_ACCESS,		/* the same, unless lockdep reports it without an access */
	RCU_FIX_NO,		/* never: see why_not */
	RCU_FIX_EXTEND,		/* a pointer used after its section: the section grows over the uses */
	RCU_FIX_GRACE,		/* freed before a grace period: the fixer waits for one (fix/grace.c) */
};

/*
 * The tier of the update side's rules: the bug is in its own function
 * (a free with no grace period after the unlink, an rcu_head queued
 * twice), whatever its callers hold; the audit reports it there, default.
 */
#define RCU_TIER_LOCAL "default: a bug in its own function, whatever its callers hold"

struct rcu_rule {
	const char *id;		/* "rcu-dereference", as findings carry it */
	const char *producer;	/* "cocci/rcu_list.cocci", "sparse-rcu", "lockdep", ... */
	const char *audit_file;	/* the cocci/ file the audit runs for it, or NULL */
	const char *tier;	/* how its tier is decided */
	enum rcu_fix fix;
	const char *why_not;	/* RCU_FIX_NO: why the fixer leaves it */
	const char *help;
};

extern const struct rcu_rule rcu_rules[];
extern const size_t rcu_nrules;

/* The row of @id, or NULL. */
const struct rcu_rule *rcu_rule_find(const char *id);

/*
 * The rule files the audit runs, each once, in table order, into @files
 * (at most @max); returns how many there are.
 */
size_t rcu_audit_files(const char **files, size_t max);

/*
 * Can "rcucheck fix" fix a finding of @rule_id (NULL: none), reported by
 * @tool (NULL: unknown), that names an access or not? When it cannot,
 * *@why says why (the caller frees it). A rule the table does not know
 * is judged as RCU_FIX_ACCESS.
 */
bool rcu_rule_fixable(const char *rule_id, const char *tool, bool has_access, char **why);

/* Is @rule_id one of RCU_TIER_LOCAL's (reported at its function, no caller search)? */
bool rcu_rule_local(const char *rule_id);

/*
 * Is a finding of @rule_id fixed by moving the end of the read-side
 * critical section that loaded the pointer past its last use (rather
 * than by adding a reader around the access)?
 */
bool rcu_rule_extends(const char *rule_id);
/* Is @rule_id an update-side rule whose fix waits for a grace period (RCU_FIX_GRACE)? */
bool rcu_rule_waits(const char *rule_id);

#endif
