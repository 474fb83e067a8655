/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The link verb's engine, for the verbs that join a build's facts too
 * (rcucheck demo): run in this process, as 'rcucheck link DIR' runs it.
 */
#ifndef RCUCHECK_LINK_VERB_H
#define RCUCHECK_LINK_VERB_H

#include <stdbool.h>
#include "audit/rcufacts.h"
#include "lib/finding.h"
#include "lib/util.h"

/* The facts read and what they report. */
struct link_result {
	struct rf_db db;
	struct finding_list findings;
	size_t files;		/* facts files read */
};

/*
 * Reads every *.rcufacts file under @paths (directories or files) into
 * @res and reports the chains (@lower: the lower tier too) in
 * res->findings. 0, or -1 after a one-line error (unreadable facts).
 * Free @res with link_result_free() either way.
 */
int link_facts(const struct strlist *paths, bool lower, struct link_result *res);

/* "link: 2 facts files, ...: 3 findings" on stderr, after the findings. */
void link_print_summary(const struct link_result *res);

void link_result_free(struct link_result *res);

#endif
