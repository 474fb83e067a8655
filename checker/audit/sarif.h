/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Findings as SARIF 2.1.0, the static-analysis format code hosts and CI
 * dashboards read: one rule object per row of the rule table (its help
 * text), one result per finding with its location, the chain of callers
 * as a codeFlow (one threadFlowLocation per caller, with what it holds,
 * from the root down to the access), the tier as the level (default
 * "warning", lower "note") and the fingerprint as partialFingerprints.
 */
#ifndef RCUCHECK_SARIF_H
#define RCUCHECK_SARIF_H

#include <jansson.h>
#include "audit/baseline.h"
#include "lib/finding.h"

struct sarif_opts {
	const char *root;		/* the tree the files are relative to; NULL: unknown */
	const struct baseline *base;	/* sets each result's baselineState; may be NULL */
	const char *version;		/* rcucheck's, for the driver */
};

/* The SARIF log of @fl (a new reference). */
json_t *sarif_log(const struct finding_list *fl, const struct sarif_opts *o);

/* Writes sarif_log() to @path (pretty-printed). 0, or -1 after a one-line error. */
int sarif_write(const char *path, const struct finding_list *fl, const struct sarif_opts *o);

#endif
