// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck merge: joins the JSON reports of "rcucheck audit --shard I/N
 * -o SHARD.json" into the report the unsharded audit prints: the records
 * of every file, in the one report order (lib/finding_order.h), each
 * access once. Printed and written as the audit prints and writes them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audit/audit.h"
#include "audit/baseline.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/report.h"
#include "lib/finding_order.h"
#include "lib/json.h"
#include "lib/util.h"

struct merge_args {
	bool json, known;
	const char *json_out, *baseline, *sarif, *dot_dir;
};

static struct merge_args args;

static const struct cli_option options[] = {
	{ .name = "json", .kind = CLI_FLAG, .dest = &args.json, .label = "--json",
	  .help = "one JSON object a line instead of compiler-style lines" },
	{ .short_name = 'o', .kind = CLI_STRING, .dest = &args.json_out, .label = "-o FILE",
	  .help = "also write the merged findings to FILE as JSON lines" },
	{ .name = "baseline", .kind = CLI_STRING, .dest = &args.baseline,
	  .label = "--baseline FILE",
	  .help = "print only the findings whose fingerprint FILE does\n"
		  "not have (as 'rcucheck audit --baseline')" },
	{ .name = "known", .kind = CLI_FLAG, .dest = &args.known, .label = "--known",
	  .help = "with --baseline, print its findings too, the new ones\n"
		  "marked '>> '" },
	REPORT_SARIF_OPTION(&args.sarif),
	REPORT_DOT_OPTION(&args.dot_dir),
	{ .kind = CLI_OPERAND, .label = "SHARD.json...",
	  .help = "the shards' reports (audit --shard I/N -o SHARD.json)" },
	{ 0 }
};

CLI_VERB("merge", 19);

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck merge [--json] [-o FILE] [--baseline FILE [--known]] [--sarif FILE]\n"
		"                      [--dot DIR] SHARD.json...\n"
		"\n"
		"Joins the reports of 'rcucheck audit --shard I/N -o SHARD.json' (one per\n"
		"shard, run anywhere and in any order) into one report, identical to what\n"
		"the unsharded audit prints.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0 no finding printed, 1 findings (with a baseline: new\n"
		"ones), 2 usage error or an unreadable report.\n");
}

int cmd_merge(int argc, char **argv)
{
	struct strlist files = STRLIST_INIT;
	struct finding_list fl = { 0 };
	struct baseline base = { 0 };
	struct report_opts ro;
	long fresh;

	if (cli_parse(&verb, argc, argv, &files))
		return EXIT_CLEAN;
	if (!files.n)
		fatal("merge: no reports given (see 'rcucheck merge --help')");
	if (args.known && !args.baseline)
		fatal("merge: --known needs --baseline FILE");
	for (size_t i = 0; i < files.n; i++)
		if (findings_read_json(files.v[i], &fl))
			return EXIT_ERROR;
	if (args.baseline && baseline_read(&base, args.baseline))
		return EXIT_ERROR;
	finding_list_sort_unique(&fl);
	audit_drop_callee_repeats(&fl, 0);
	ro = (struct report_opts){
		.json = args.json, .known = args.known, .json_out = args.json_out,
		.sarif = args.sarif, .dot_dir = args.dot_dir,
		.base = args.baseline ? &base : NULL,
	};
	fresh = report_findings(&ro, &fl);
	fprintf(stderr, "merge: %zu reports, %zu findings\n", files.n, fl.n);
	finding_list_free(&fl);
	baseline_free(&base);
	sl_free(&files);
	if (fresh < 0)
		return EXIT_ERROR;
	return fresh ? EXIT_FINDINGS : EXIT_CLEAN;
}
