/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu-flavor-mismatch: an RCU-protected object whose readers hold one
 * flavor of reader and whose updater waits for (or defers to) a grace
 * period of another, so the wait ends while a reader still holds the
 * object. The join is the index's: every read site whose function says
 * its flavor (cindex.h's cread) against every update site's grace
 * periods (cupdate's gps), by the same object keys (index/objkey.h).
 * Reported at the update site, naming one reader of the other flavor.
 */
#ifndef RCUCHECK_AUDIT_FLAVOR_H
#define RCUCHECK_AUDIT_FLAVOR_H

#include "index/tindex.h"
#include "lib/finding.h"
#include "lib/util.h"

/*
 * Appends a finding for each update site of @files (paths relative to
 * the index's root) whose grace periods wait for none of the flavors
 * one of its object's readers holds. @consolidated: bh, sched and plain
 * RCU share one grace period (trees since 5.0): such a mismatch is
 * lockdep-only, lower tier; otherwise a race.
 */
void audit_flavor_run(struct tindex *ti, const struct strlist *files, bool consolidated,
		      struct finding_list *out);

/*
 * Two srcu_structs' object keys ("struct T.srcu", "->srcu", "?" for one
 * the text does not name): the same one, as far as the text tells.
 */
bool audit_srcu_keys_match(const char *a, const char *b);

/* Do bh, sched and plain RCU share one grace period in the tree at @root (5.0 and later)? */
bool audit_flavor_consolidated(const char *root);

#endif
