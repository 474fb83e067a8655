/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the integration test programs (bin/test-*) share: one verdict line
 * per check, the output of the commands they run shown indented, and the
 * closing "N passed, N failed" line make check reads.
 */
#ifndef RCUCHECK_TESTKIT_H
#define RCUCHECK_TESTKIT_H

#include <stdbool.h>

/* "ok   NAME[: detail]" or "FAIL NAME[: detail]", counted. */
void tk_verdict(bool ok, const char *name, const char *fmt, ...);
/* A proc_opts.on_line callback: "  | LINE". */
void tk_echo_line(const char *line, void *arg);
int tk_failed(void);
/*
 * Does a process other than this one run whose command line holds
 * @needle (and not @unless, when given)? For "nothing left running".
 */
bool tk_process_running(const char *needle, const char *unless);
/* Prints "N passed, N failed" and @suffix; returns the exit status. */
int tk_summary(const char *suffix);

#endif
