/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What an access rule's "un_" rules follow, read from the rule file, for
 * the proof that the rule prints nothing for a file (quiet.h): per family
 * of rules (un_rcu, un_rcu_after, un_rcu_after_call: family "rcu") the
 * accesses it matches, the calls whose "when !=" end its paths, and the
 * calls its paths after an unlock start from. Only what can make the
 * proof wrong is kept exact: a "when !=" whose arguments the reader does
 * not follow (a bound metavariable, a pattern) ends no path here, and a
 * start of any shape is a start of any arity, so that here more paths
 * reach an access than in spatch, never fewer.
 */
#ifndef RCUCHECK_QUIET_NAMES_H
#define RCUCHECK_QUIET_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"

/* A call NAME(...) with between @min and @max arguments (-1: no bound). */
struct qcall {
	char *name;
	int min, max;
};

struct qcalls {
	struct qcall *v;
	size_t n, alloc;
};

/* The paths one rule follows: from the function's start, or from each of its starts. */
struct quiet_path {
	bool entry;
	struct qcalls start;		/* an unlock, a releaser: where un_X_after's paths start */
	struct qcalls kill;		/* its "when !=" */
};

struct quiet_family {
	char *name;			/* "rcu", "bh", "any" */
	struct strlist access;		/* the accessors its rules match, by name */
	bool macros;			/* the tree's accessor macros too ($RCUCHECK_MACROS) */
	unsigned macro_sets;		/* of them, those of MACROS[...] (quiet_macro_set()); ~0: all */
	struct quiet_path *path;	/* un_X, un_X_after, un_X_after_call */
	size_t npath;
};

struct quiet_rule {
	struct quiet_family *fam;
	size_t nfam;
	/* the accessors of the rule's first rule, "acc", that no family follows: printed anyway */
	struct strlist always;
};

/*
 * The bit of rcucheck_model.py's MACROS[@key] ("rcu", "bh", "sched",
 * "deref", "list", "protected", "rtnl"); 0 for another key.
 */
unsigned quiet_macro_set(const char *key, size_t len);

/* The families of rule file @name ("rcu_dereference.cocci"), read once; NULL when it has none. */
const struct quiet_rule *quiet_rule(const char *name);
/* Does call NAME with @nargs arguments match one of @l? */
bool qcalls_match(const struct qcalls *l, const char *name, size_t len, int nargs);

#endif
