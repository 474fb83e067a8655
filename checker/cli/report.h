/* SPDX-License-Identifier: GPL-2.0 */
/*
 * How the verbs that report static findings (audit, link, merge) print
 * them and write them out: compiler-style text or JSON lines on stdout,
 * -o FILE (JSON lines), --sarif FILE, --dot DIR; with a baseline
 * (--baseline, --new-since) only the findings it does not have, or with
 * --known all of them, the new ones marked.
 */
#ifndef RCUCHECK_CLI_REPORT_H
#define RCUCHECK_CLI_REPORT_H

#include <stdbool.h>
#include "audit/baseline.h"
#include "lib/finding.h"

struct report_opts {
	bool json;			/* JSON lines on stdout */
	bool known;			/* with a baseline: print its findings too */
	const struct baseline *base;	/* NULL: every finding is new */
	const char *json_out;		/* -o FILE */
	const char *sarif;		/* --sarif FILE */
	const char *dot_dir;		/* --dot DIR */
	const char *root;		/* the tree, for SARIF's base URI; may be NULL */
};

/*
 * Prints @fl and writes the files asked for. Returns how many findings
 * are new (all of them without a baseline): what the exit status counts;
 * -1 after a one-line error writing a file.
 */
long report_findings(const struct report_opts *o, const struct finding_list *fl);

/* The rows of --sarif FILE and --dot DIR for a verb's option table. */
#define REPORT_SARIF_OPTION(where) \
	{ .name = "sarif", .kind = CLI_STRING, .dest = (where), .label = "--sarif FILE", \
	  .help = "also write the findings as SARIF 2.1.0 (the chain as\n" \
		  "a codeFlow)" }
#define REPORT_DOT_OPTION(where) \
	{ .name = "dot", .kind = CLI_STRING, .dest = (where), .label = "--dot DIR", \
	  .help = "also draw each finding's chain as a Graphviz graph in\n" \
		  "DIR (and as SVG when dot is installed)" }

#endif
