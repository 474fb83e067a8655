/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one order findings are reported in: by file, line and column, then
 * by the rest of the record, so that any two runs that find the same set
 * print it the same way (rcucheck merge joins shards by it).
 */
#ifndef RCUCHECK_FINDING_ORDER_H
#define RCUCHECK_FINDING_ORDER_H

#include "lib/finding.h"

/* qsort() comparator over struct finding. */
int finding_cmp(const void *a, const void *b);

/*
 * Sorts @fl by finding_cmp() and drops all but the first of the findings
 * at one place under one rule with one blame site (file, line, column,
 * rule, blame_site): the audit reports one finding per access and blame
 * site, and shards that both saw an access in a header each report it.
 */
void finding_list_sort_unique(struct finding_list *fl);

#endif
