/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading findings back: the JSON lines finding_print_json() writes (and
 * "rcucheck audit --json", "rcucheck splats --json" print), so that one
 * tool's findings can be another's input (rcucheck fix reads them).
 */
#ifndef RCUCHECK_FINDING_READ_H
#define RCUCHECK_FINDING_READ_H

#include "lib/finding.h"

/*
 * Parses @text, one JSON object a line (blank lines and lines starting
 * with '#' skipped), appending a record per object to @out. Unknown keys
 * are ignored. 0, or -1 after a one-line error naming @name and the line.
 */
int findings_parse_json(const char *text, const char *name, struct finding_list *out);

/* Reads and parses the file @path. 0 or -1 (error printed). */
int findings_read_json(const char *path, struct finding_list *out);

#endif
