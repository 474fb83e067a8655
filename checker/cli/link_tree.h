/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcucheck link --callers KDIR: the chains the facts end at a function
 * whose callers are not in them (a subset of a build: the corpus's
 * objects, one subsystem) go on up the tree's index with the audit's
 * caller search, and take the audit's tier. One RCU model: the callers,
 * entries, callbacks and exports the audit knows decide the sparse side's
 * tier too.
 */
#ifndef RCUCHECK_LINK_TREE_H
#define RCUCHECK_LINK_TREE_H

#include "audit/rcufacts.h"
#include "lib/finding.h"

/*
 * Raises to the default tier each lower-tier record of @findings whose
 * top function the audit's search, from the tree @kdir, reaches from a
 * default-tier root, its chain continued with the audit's callers. 0,
 * or -1 after a one-line error.
 */
int link_tree_callers(const char *kdir, const struct rf_db *db, struct finding_list *findings);

#endif
