/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A finding's fingerprint: what stays the same when the code around it
 * moves. Built from the rule, the file, the function the finding blames
 * (the one holding the access) and the access text with its whitespace
 * dropped and its numbers made one, so a line shift, a reindent or a
 * changed constant elsewhere leave it alone (smatch's new_bugs.pl and the
 * 0-day robot's ">>" lines compare the same way). Line, column, chain and
 * message are left out: they move with unrelated edits.
 */
#ifndef RCUCHECK_FINGERPRINT_H
#define RCUCHECK_FINGERPRINT_H

#include "lib/finding.h"

/* The access text as the fingerprint reads it: "foo( p->a[ 3 ] )" is "foo(p->a[0])". */
char *fingerprint_normal_text(const char *s);

/* 16 hex digits (owned): FNV-1a 64 of rule, file, function, normalised access. */
char *finding_fingerprint(const struct finding *f);

#endif
