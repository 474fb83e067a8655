/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The impact of "rcucheck link"'s findings (race, lockdep-only, unknown:
 * index/impact_rule.h, the audit's rule) from the update sites sparse-rcu
 * recorded in the facts ("upd" lines, checker/sparse/check_update.c) and
 * the locks held on every path: at the site, and at every call of its
 * function, three callers up ("site" EVERY).
 */
#ifndef RCUCHECK_AUDIT_RFIMPACT_H
#define RCUCHECK_AUDIT_RFIMPACT_H

#include "audit/rcufacts.h"
#include "lib/finding.h"

/* Sets impact, impact_lock, impact_site and impact_why on @out's findings from @first. */
void rf_impact(const struct rf_db *db, struct finding_list *out, size_t first);

#endif
