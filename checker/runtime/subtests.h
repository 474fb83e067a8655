/* SPDX-License-Identifier: GPL-2.0 */
/*
 * qemu/subtests.map: which kernel functions each exerciser sub-test
 * drives. Validation asks it whether a patched function is reached at
 * run time at all, so that "no splat" is never mistaken for "fixed" on
 * code the guest never runs.
 *
 *   N name: function function...
 */
#ifndef RCUCHECK_SUBTESTS_H
#define RCUCHECK_SUBTESTS_H

#include "lib/util.h"

struct subtest {
	int nr;
	char *name;
	struct strlist functions;	/* normalised (func_normalise) */
};

struct subtest_map {
	struct subtest *v;
	size_t n;
};

/* 0, or -1 after a one-line error naming the file and line. */
int subtests_read(const char *path, struct subtest_map *m);
/* The default map, qemu/subtests.map of this checkout. */
char *subtests_default_path(void);

/*
 * "1 setpriority-process, 6 sigpipe" for the sub-tests that reach any
 * of @functions (normalised), appended to @out; their number. A sub-test
 * the exerciser skipped (@skipped: its "N name: why" markers, may be
 * NULL) never ran: it is left out, and its "N name: why" appended to
 * @unrun ("; " between) instead.
 */
int subtests_reaching(const struct subtest_map *m, const struct strlist *functions,
		      const struct strlist *skipped, struct strbuf *out, struct strbuf *unrun);

void subtests_free(struct subtest_map *m);

#endif
