/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Accesses another engine found, for the audit's caller search
 * (audit_opts.seeds): "rcucheck link" hands it the functions where
 * sparse-rcu's facts end a chain, so that their callers elsewhere in the
 * tree are judged with the tree's index, as the audit judges its own.
 */
#ifndef RCUCHECK_AUDIT_SEEDS_H
#define RCUCHECK_AUDIT_SEEDS_H

#include "audit/rules.h"

/* A new zeroed access at the end of @s. */
struct access_fact *audit_seed_add(struct access_set *s);
/* Deep copies of @from's accesses appended to @to. */
void audit_seeds_copy(const struct access_set *from, struct access_set *to);

#endif
