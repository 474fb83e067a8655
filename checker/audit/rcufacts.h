/* SPDX-License-Identifier: GPL-2.0 */
/*
 * RCU facts of a build, as sparse-rcu learns them one file at a time:
 * functions, the accesses a function leaves to its callers to protect
 * ("needs RCU on entry"), and call sites with what the caller holds there.
 * sparse-rcu writes them next to each object; "rcucheck link" joins them
 * and reports the call chains that reach an access unprotected.  The same
 * propagation runs inside sparse-rcu on one file's facts, so a static
 * helper is judged by its callers in the file (kernel/sys.c's
 * set_one_prio() is correct because every caller holds rcu_read_lock()).
 *
 * No libsparse here: "rcucheck link" must build on any machine.
 */
#ifndef RCUCHECK_RCUFACTS_H
#define RCUCHECK_RCUFACTS_H

#include <stdbool.h>
#include <stdio.h>
#include "lib/finding.h"
#include "lib/util.h"
#include "rcu/flavor.h"

struct rf_function {
	char *name, *file;
	int line;
	bool is_static, syscall, exported;
};

/* An access the function does not protect itself. */
/*
 * An alternative (rf_need.alts) that any lock held satisfies: a lookup
 * whose structure's update-side lock may protect it instead of the
 * reader (rcu/data/lookups "lock").
 */
#define RF_ANY_LOCK "*"

struct rf_need {
	char *fn;		/* function whose IR holds it */
	char *where;		/* innermost function in the source (inlined helper) */
	char *file;
	int line, col;
	rcu_flavors flavors;	/* any of these read sides satisfies it */
	char *flavor;		/* "rcu", "bh", "sched", "srcu" or NULL */
	bool uncertain;		/* the lockdep condition calls something unknown */
	bool intrinsic;		/* fails whatever the callers hold */
	char *access, *message;
	struct strlist alts;	/* lock canons whose holding satisfies it */
	struct strlist held;	/* what is held at the access instead */
	char *obj, *node;	/* the object read (index/objkey.h keys), or NULL */
	struct strlist every;	/* lock keys held on every path to the access */
	bool dropped;		/* its function ended such a section before it */
};

struct rf_site {
	char *caller, *callee, *file;
	int line;
	bool callee_static;	/* resolves to a static function of @file */
	rcu_flavors prot;	/* flavors held on every path to the call */
	struct strlist held_canon;	/* "base+off+size" held on every path */
	struct strlist held_names;
	struct strlist args;	/* canon of each argument, "" if none */
	struct strlist every;	/* lock keys held on every path to the call */
};

/* An update site: rcu_assign_pointer(), list_add_rcu(), ... (the "updaters" rows). */
struct rf_update {
	char *fn, *file, *prim;
	int line;
	char *obj, *node;	/* what it changes (index/objkey.h keys), or NULL */
	struct strlist every;	/* lock keys held at it on every path */
};

struct rf_db {
	struct rf_function *fns;
	size_t nfns, afns;
	struct rf_need *needs;
	size_t nneeds, aneeds;
	struct rf_site *sites;
	size_t nsites, asites;
	struct rf_update *upds;
	size_t nupds, aupds;
};

enum rf_scope {
	RF_SCOPE_FILE,		/* one file: a global's callers are elsewhere */
	RF_SCOPE_BUILD,		/* every file of a build */
};

struct rf_report_opts {
	enum rf_scope scope;
	bool all_roots;		/* no caller in scope: a root (test inputs) */
	bool lower_tier;	/* report callback-rooted chains too */
	const char *tool;
};

struct rf_function *rf_add_function(struct rf_db *db);
struct rf_need *rf_add_need(struct rf_db *db);
struct rf_site *rf_add_site(struct rf_db *db);
struct rf_update *rf_add_update(struct rf_db *db);
void rf_free(struct rf_db *db);

int rf_write(const struct rf_db *db, const char *path);
/* Appends the facts of @path to @db; -1 (errno set) on a bad file. */
int rf_read(struct rf_db *db, const char *path);

/* Chains from each need to a root that does not protect it. */
void rf_report(const struct rf_db *db, const struct rf_report_opts *o,
	       struct finding_list *out);

#endif
