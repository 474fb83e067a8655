/* SPDX-License-Identifier: GPL-2.0 */
/*
 * JSON lines, on Debian's libjansson: every JSON rcucheck prints is one
 * object a line, its keys in the order they were set (readers compare by
 * value, but people diff the files). The finding record to and from a
 * json_t, and the reader "rcucheck fix" uses to take another tool's
 * findings as its input.
 */
#ifndef RCUCHECK_JSON_H
#define RCUCHECK_JSON_H

#include <stdbool.h>
#include <stdio.h>
#include <jansson.h>
#include "lib/finding.h"
#include "lib/util.h"

/*
 * How every line is dumped: one line per object, keys in order; tenths of
 * seconds are the only reals, and 15 digits print them as "%.1f" does
 * ("12.3", not "12.300000000000001").
 */
#define JSONL_FLAGS (JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(15))

/* A JSON string of @s, or null for NULL. Bytes that are not UTF-8 become U+FFFD. */
json_t *jsonl_str(const char *s);
/* An array of the strings of @sl. */
json_t *jsonl_strlist(const struct strlist *sl);
/* @v rounded to tenths, printed as "%.1f" prints it: seconds. */
json_t *jsonl_tenths(double v);

/* Prints @obj on one line (compact, keys in order) and drops the reference. */
void jsonl_print(FILE *out, json_t *obj);
/* The same line appended to @out (a forked helper's answer, lib/forked.h). */
void jsonl_append(struct strbuf *out, json_t *obj);

/*
 * Called for each object of jsonl_parse(); NULL, or an error (owned) that
 * stops the parse. The object is the parser's: keep it with json_incref().
 */
typedef char *jsonl_fn(json_t *obj, void *arg);

/*
 * Parses @text, one JSON object a line (blank lines and lines starting
 * with '#' skipped), calling @fn on each. 0, or -1 after a one-line error
 * "@name:LINE: ..." (a line that is no JSON object is "not a @what"); no
 * error printed when @name is NULL.
 */
int jsonl_parse(const char *text, const char *name, const char *what, jsonl_fn *fn, void *arg);

/*
 * Do @a and @b hold the same JSON lines, compared by value (key order
 * aside)? No when either is not JSON lines.
 */
bool jsonl_equal(const char *a, const char *b);

/* The finding record as an object, keys in the documented order. */
json_t *finding_to_json(const struct finding *f);
/*
 * Fills @f from @obj (unknown keys ignored, null is "not given"). NULL, or
 * what is wrong (owned): a known key of the wrong type, or no file or line.
 */
char *finding_from_json(const json_t *obj, struct finding *f);

/* Parses @text, JSON lines, appending a record per object. 0 or -1 (error printed). */
int findings_parse_json(const char *text, const char *name, struct finding_list *out);
/* Reads and parses the file @path. 0 or -1 (error printed). */
int findings_read_json(const char *path, struct finding_list *out);

#endif
