/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Coverage: did a patched function run in a boot? The host names the
 * functions' symbols (as the build's System.map spells them, clones such
 * as "foo.isra.0" included) on the kernel command line, rcucheck_cover=;
 * the exerciser puts them in ftrace's set_ftrace_filter, counts their
 * calls per sub-test with the function tracer and prints markers:
 *
 *   rcucheck-exerciser: cover traced SYM SYM...
 *   rcucheck-exerciser: cover untraceable SYM...      (not in available_filter_functions)
 *   rcucheck-exerciser: cover unavailable: WHY        (no tracefs, no function tracer)
 *   rcucheck-exerciser: hits N NAME: SYM=COUNT...     (after sub-test N, non-zero counts)
 *   rcucheck-exerciser: cover total: SYM=COUNT...     (after the last sub-test, every SYM)
 *
 * Any of them may come in several lines. The console parser hands each
 * to coverage_marker(); coverage_of() answers for one patched function.
 */
#ifndef RCUCHECK_COVERAGE_H
#define RCUCHECK_COVERAGE_H

#include <stdbool.h>
#include "lib/util.h"

/* The environment word the exerciser reads, and how long it may get. */
#define COVER_ENV "rcucheck_cover"
#define COVER_MAX_CHARS 1000

struct cover_sym {
	char *sym;
	bool traced, untraceable;
	long hits;
	struct strlist ran_in;		/* "N name" of the sub-tests that called it */
};

struct coverage {
	bool asked;			/* a cover marker was seen */
	bool total_seen;		/* "cover total" was printed */
	char *unavailable;		/* why the guest could not count, or NULL */
	struct cover_sym *v;
	size_t n;
	/* set by the host: the functions asked for that have no symbol (inlined) */
	struct strlist absent;
};

/* One marker (the text after "rcucheck-exerciser: "); false if not a coverage marker. */
bool coverage_marker(struct coverage *c, const char *m);
void coverage_free(struct coverage *c);

/* What one boot says of one function. */
enum cover_state {
	COVER_UNKNOWN,		/* not measured: no tracer, or not asked */
	COVER_UNTRACEABLE,	/* inlined (no symbol) or notrace */
	COVER_ZERO,		/* traced, never called */
	COVER_RAN,		/* called */
};

struct fn_cover {
	enum cover_state state;
	long hits;			/* the calls of its most-called symbol */
	struct strlist ran_in;		/* "N name", in sub-test order */
	char *why;			/* COVER_UNTRACEABLE / COVER_UNKNOWN: why */
};

/*
 * What boot @c says of @function (normalised, func_normalise()). Free
 * @out with fn_cover_free().
 */
void coverage_of(const struct coverage *c, const char *function, struct fn_cover *out);
void fn_cover_free(struct fn_cover *fc);

/*
 * The text symbols of System.map @map whose normalised name is one of
 * @functions, appended to @symbols; the functions without one to
 * @absent. 0, or -1 when @map cannot be read (nothing appended).
 */
int coverage_symbols(const char *map, const struct strlist *functions, struct strlist *symbols,
		     struct strlist *absent);

/*
 * System.map of the build that made @kernel (".../arch/x86/boot/bzImage"),
 * owned; NULL when @kernel is not in a build directory.
 */
char *coverage_system_map(const char *kernel);

/*
 * "rcucheck_cover=SYM,SYM" for the kernel command line (owned), at most
 * COVER_MAX_CHARS long (the symbols that do not fit are left out: their
 * functions are then not measured). NULL when @symbols is empty.
 */
char *coverage_cmdline(const struct strlist *symbols);

#endif
