// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck fix: turns findings (rcucheck audit --json, rcucheck splats
 * --json) into a git format-patch series in the style of the 2009
 * __task_cred series: a cover letter naming the wrong assumptions, one
 * patch per function that needs a read-side critical section. The series
 * is made in a scratch worktree of the cache; the tree given with -C is
 * only read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/audit_verb.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "lib/json.h"
#include "fix/msg.h"
#include "fix/run.h"
#include "tree/ktree.h"
#include "lib/util.h"

struct fix_args {
	const char *kdir, *series, *outdir, *work, *signoff;
	bool no_signoff, diff, whole, want_signoff;
	enum fix_style style;
	struct strlist inputs, logs;
};

static struct fix_args args = { .work = "fix" };

/* --signoff alone: from the git config; --signoff=IDENT: that one. */
static void set_signoff(const char *ident, void *dest)
{
	struct fix_args *a = dest;

	if (!ident) {
		a->want_signoff = true;
		return;
	}
	if (!strchr(ident, '<') || !strchr(ident, '>'))
		fatal("--signoff=%s: give 'Name <mail>'", ident);
	a->signoff = ident;
}

static void set_style(const char *value, void *dest)
{
	int style = fix_style_parse(value);

	if (style < 0)
		fatal("--style=%s: give lock, guard or auto", value);
	*(enum fix_style *)dest = style;
}

static const struct cli_option options[] = {
	{ .kind = CLI_OPERAND, .label = "FINDINGS.json",
	  .help = "JSON lines, as 'rcucheck audit --json' or 'rcucheck\n"
		  "splats --json' print them; PATH... runs the audit first" },
	{ .short_name = 'C', .kind = CLI_STRING, .dest = &args.kdir, .label = "-C KDIR",
	  .help = "the tree (default: the packaged tree of --kver\n"
		  "in the cache);\n"
		  "it is only read, the series is made in a scratch worktree" },
	CLI_KVER_OPTION,
	{ .name = "series", .kind = CLI_STRING, .dest = &args.series, .label = "--series DIR",
	  .help = "apply this series first (a tree with bugs put back)" },
	{ .short_name = 'o', .kind = CLI_STRING, .dest = &args.outdir, .label = "-o DIR",
	  .help = "where the series goes (default:\n"
		  "kernel-patches/fix-<tree> of this checkout); a directory\n"
		  "holding anything but an old series is refused" },
	{ .name = "signoff", .kind = CLI_CALL, .has_arg = CLI_OPTIONAL_ARG, .fn = set_signoff,
	  .dest = &args, .label = "--signoff=IDENT",
	  .help = "'Name <mail>' for Signed-off-by; --signoff alone, and\n"
		  "the default, take user.name/user.email from the tree's\n"
		  "git config; none is added when there is none" },
	{ .name = "no-signoff", .kind = CLI_FLAG, .dest = &args.no_signoff, .label = "--no-signoff",
	  .help = "no Signed-off-by" },
	{ .name = "log", .kind = CLI_LIST, .dest = &args.logs, .label = "--log CONSOLE",
	  .help = "a console log whose lockdep-RCU splats are quoted in the\n"
		  "patches (repeatable)" },
	{ .name = "diff", .kind = CLI_FLAG, .dest = &args.diff, .label = "--diff",
	  .help = "print each patch's subject and diff, write nothing" },
	{ .name = "stdout", .kind = CLI_FLAG, .dest = &args.whole, .label = "--stdout",
	  .help = "print the whole patches, write nothing" },
	{ .name = "style", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = set_style,
	  .dest = &args.style, .label = "--style=S",
	  .help = "lock: rcu_read_lock()/rcu_read_unlock(); guard:\n"
		  "guard(rcu)() or scoped_guard(rcu) { } (the tree must define\n"
		  "them); auto (default): guards where the function, or its\n"
		  "file, already uses guards" },
	{ .name = "work", .kind = CLI_STRING, .dest = &args.work, .label = "--work NAME",
	  .help = "the scratch worktree (default: fix)" },
	{ 0 }
};

CLI_VERB("fix", 17);

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck fix [-C KDIR | --kver V] [--series DIR] [-o DIR] [--signoff[=IDENT] | --no-signoff]\n"
		"                    [--log CONSOLE]... [--style=S] [--diff | --stdout]\n"
		"                    (FINDINGS.json | PATH...)\n"
		"\n"
		"Writes the fixes for the findings as a git format-patch series:\n"
		"DIR/0000-cover-letter.patch naming the invalid RCU assumptions, then one\n"
		"patch per function that needs a read-side critical section (all the\n"
		"findings of a function, or of one caller chain, together).\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"With --diff or --stdout and no --series, -C KDIR may be any directory of C\n"
		"files (no git, no kernel needed).\n"
		"\n"
		"Exit status: 0 every finding fixed, 1 some left out (they need a human;\n"
		"the cover letter and stderr say why), 2 bad input (stale findings too).\n");
}

/* Is @path a findings file rather than a path of the tree? */
static bool is_findings_file(const char *path)
{
	if (ends_with(path, ".json") || ends_with(path, ".jsonl"))
		return true;
	if (!is_file(path))
		return false;
	char *t = read_file(path, NULL);
	bool yes = t && *skip_spaces(t) == '{';

	free(t);
	return yes;
}

/* PATH... : the audit's findings, from the audit verb run in this process. */
static int run_audit(const char *root, struct finding_list *fl, void *paths)
{
	if (audit_default_tier(root, paths, fl))
		return error("rcucheck audit failed (exit %d): give the findings as FINDINGS.json instead",
			     EXIT_ERROR);
	return 0;
}

/* The findings, logs and series first: bad input is refused before any slow step. */
static int read_inputs(struct finding_list *fl, struct fix_evidence *ev, bool *audit)
{
	const struct strlist *inputs = &args.inputs;

	*audit = !(inputs->n == 1 && is_findings_file(inputs->v[0]));
	if (!*audit) {
		if (findings_read_json(inputs->v[0], fl))
			return -1;
	} else {
		for (size_t i = 0; i < inputs->n; i++)
			if (is_findings_file(inputs->v[i]))
				fatal("fix: give one FINDINGS.json, or paths of the tree, not both");
	}
	for (size_t i = 0; i < args.logs.n; i++)
		if (fix_evidence_add_log(ev, args.logs.v[i]))
			return -1;
	if (args.series) {
		struct strlist patches = STRLIST_INIT;

		if (series_patches(args.series, &patches))
			return -1;
		sl_free(&patches);
	}
	return 0;
}

int cmd_fix(int argc, char **argv)
{
	struct finding_list fl = { 0 };
	struct fix_evidence ev = { 0 };
	char *written;
	bool audit;
	int ret;

	if (cli_parse(&verb, argc, argv, &args.inputs))
		return EXIT_CLEAN;
	if (!args.inputs.n)
		fatal("fix: give FINDINGS.json (from 'rcucheck audit --json') or paths to audit");
	if (args.kdir && !is_dir(args.kdir))
		fatal("-C %s: no such directory", args.kdir);
	if (read_inputs(&fl, &ev, &audit))
		return EXIT_ERROR;

	struct fix_run_opts o = {
		.kdir = args.kdir, .series = args.series, .outdir = args.outdir, .work = args.work,
		.signoff = args.signoff, .no_signoff = args.no_signoff,
		.want_signoff = args.want_signoff, .diff = args.diff, .whole = args.whole,
		.style = args.style,
		.ev = &ev,
		/* PATH...: the audit of the tree the fixes are made on (--series applied) */
		.find = audit ? run_audit : NULL, .find_arg = &args.inputs,
	};

	ret = fix_run(&o, &fl, &written);
	if (written)
		printf("%s\n", written);
	fix_evidence_free(&ev);
	finding_list_free(&fl);
	sl_free(&args.inputs);
	sl_free(&args.logs);
	free(written);
	return ret < 0 ? EXIT_ERROR : ret;
}
