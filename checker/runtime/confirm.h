/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The static <-> runtime cross-check: static findings (rcucheck audit,
 * rcucheck link) joined with the splats of boots of the same, unpatched
 * tree. Each static finding is confirmed (a splat at its access or on its
 * chain), ran without a splat, unreached, or not measured (no coverage of
 * its function was recorded); each RCU splat no static finding explains is
 * a finding of its own, runtime only: a miss of the static checkers.
 */
#ifndef RCUCHECK_CONFIRM_H
#define RCUCHECK_CONFIRM_H

#include <stdio.h>
#include "lib/finding.h"
#include "lib/util.h"
#include "runtime/wl_outcome.h"

enum confirm_class {
	CONFIRM_CONFIRMED,
	CONFIRM_RAN_NO_SPLAT,
	CONFIRM_UNREACHED,
	CONFIRM_NOT_MEASURED,
	CONFIRM_RUNTIME_ONLY,
	NR_CONFIRM_CLASSES
};

/*
 * What the boots say ran: function names (any spelling: func_normalise()
 * joins them). @ran: counted at least once, or seen in a backtrace;
 * @not_ran: traced and counted zero times.
 */
struct confirm_cover {
	struct strlist ran, not_ran;
};

struct confirm_row {
	enum confirm_class cls;
	const struct finding *stat;	/* NULL for a runtime-only splat */
	const struct finding *splat;	/* the splat that decided it, or NULL */
	char *why;			/* one line: why this class */
};

struct confirm_result {
	struct confirm_row *v;
	size_t n, alloc;
	size_t count[NR_CONFIRM_CLASSES];
	/* the boots' generic workloads (the caller moves them in), printed after the rows */
	struct wl_outcomes workloads;
};

/* "confirmed", "ran-no-splat", "unreached", "not-measured", "runtime-only" */
const char *confirm_class_name(enum confirm_class c);

/*
 * Is @f a report of lockdep-RCU (a suspicious RCU usage, an illegal
 * context switch in a reader)? Only those can confirm or be runtime only.
 */
bool confirm_is_rcu_splat(const struct finding *f);

/*
 * The function an entry of a static finding's chain names
 * ("ida_alloc_range() (lib/idr.c:399)" -> "ida_alloc_range"), owned;
 * NULL when it names none.
 */
char *confirm_chain_function(const char *entry);

/*
 * Every function the boot should count for @stat, normalised
 * (func_normalise()), each once, appended to @out: each finding's
 * function and the callers on its chain.
 */
void confirm_functions(const struct finding_list *stat, struct strlist *out);

/*
 * Adds to @cov->ran every function of every backtrace in @rt: a frame on
 * a trace ran, whatever the report was.
 */
void confirm_cover_from_traces(const struct finding_list *rt, struct confirm_cover *cov);

/*
 * Joins @stat (static findings) and @rt (runtime findings) into @out:
 * one row per static finding, in order, then one per RCU splat that no
 * static finding explains. The rows point into @stat and @rt.
 */
void confirm_join(const struct finding_list *stat, const struct finding_list *rt,
		  const struct confirm_cover *cov, struct confirm_result *out);

void confirm_print_text(FILE *out, const struct confirm_result *res);
/* One JSON object a line per row, then a summary object. */
void confirm_print_json(FILE *out, const struct confirm_result *res);

void confirm_cover_free(struct confirm_cover *cov);
void confirm_result_free(struct confirm_result *res);

#endif
