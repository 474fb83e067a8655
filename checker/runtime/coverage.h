/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Coverage: did a patched function run in a boot? The host names the
 * functions' symbols (as the build's System.map spells them, clones such
 * as "foo.isra.0" included) in a file of the initramfs, COVER_GUEST_PATH,
 * one a line and as many as it needs (the kernel command line's
 * rcucheck_cover=SYM,... still adds some by hand: rcucheck boot
 * --append); the exerciser puts them in ftrace's set_ftrace_filter,
 * counts their calls per sub-test and per workload with the function
 * tracer and prints markers:
 *
 *   rcucheck-exerciser: cover traced SYM SYM...
 *   rcucheck-exerciser: cover untraceable SYM...      (not in available_filter_functions)
 *   rcucheck-exerciser: cover unavailable: WHY        (no tracefs, no function tracer)
 *   rcucheck-exerciser: hits N NAME: SYM=COUNT...     (after sub-test N, non-zero counts)
 *   rcucheck-exerciser: hits wN NAME: SYM=COUNT...    (after workload wN)
 *   rcucheck-exerciser: cover total: SYM=COUNT...     (after the last sub-test, every SYM)
 *
 * Any of them may come in several lines. The console parser hands each
 * to coverage_marker(); coverage_of() answers for one patched function.
 */
#ifndef RCUCHECK_COVERAGE_H
#define RCUCHECK_COVERAGE_H

#include <stdbool.h>
#include "lib/util.h"

/* Where the initramfs holds the list (qemu/exerciser.c reads it). */
#define COVER_GUEST_PATH "/rcucheck-cover"

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
 * Writes @symbols, one a line, to @path: the list the exerciser reads at
 * COVER_GUEST_PATH. 0, or -1 after a one-line error.
 */
int coverage_write_list(const char *path, const struct strlist *symbols);

#endif
