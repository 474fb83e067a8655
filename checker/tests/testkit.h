/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the integration test programs (bin/test-*) share: one verdict line
 * per check, the output of the commands they run shown indented, and the
 * closing "N passed, N failed" line make check reads.
 */
#ifndef RCUCHECK_TESTKIT_H
#define RCUCHECK_TESTKIT_H

#include <stdbool.h>
#include <jansson.h>

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
/*
 * JSON lines a command printed, checked by value: the objects among the
 * lines of @text (other lines skipped), as an array.
 */
json_t *tk_json_lines(const char *text);
/* The first object of @lines whose @key is a string starting with @prefix (borrowed), or NULL. */
json_t *tk_json_find(const json_t *lines, const char *key, const char *prefix);
/*
 * Does @obj meet @want: "key=JSON" (equal by value: "n=1", "s=\"ok\"",
 * "s=null"), "key^=text" (a string starting with text) or "key*=text" (a
 * string, or a string of an array, holding text)?
 */
bool tk_json_meets(const json_t *obj, const char *want);

/* Prints "N passed, N failed" and @suffix; returns the exit status. */
int tk_summary(const char *suffix);

#endif
