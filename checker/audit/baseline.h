/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A baseline for "audit --baseline FILE" and "--new-since REV": the
 * fingerprints (lib/fingerprint.h) of the findings a tree already had,
 * so that a report shows only what a change added.
 */
#ifndef RCUCHECK_BASELINE_H
#define RCUCHECK_BASELINE_H

#include <stdbool.h>
#include "audit/audit.h"
#include "lib/finding.h"
#include "lib/strmap.h"

struct baseline {
	struct strmap fps;	/* fingerprint -> (void *)1 */
	size_t findings;	/* records read */
};

/*
 * Adds the findings of @path (JSON lines, as audit -o / --json write
 * them): each record's "fingerprint", or the one its fields give when it
 * has none. 0, or -1 after a one-line error.
 */
int baseline_read(struct baseline *b, const char *path);

/*
 * Adds the findings of an audit of @o->root as of @rev (a scratch
 * checkout, the call index in memory), every tier. 0 or -1 (said).
 */
int baseline_audit_rev(struct baseline *b, const struct audit_opts *o, const char *rev);

void baseline_add(struct baseline *b, const struct finding *f);
bool baseline_has(const struct baseline *b, const struct finding *f);
void baseline_free(struct baseline *b);

#endif
