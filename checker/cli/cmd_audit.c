// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck audit: the spatch report (audit.h) over a tree or a part of it,
 * printed compiler-style or as JSON lines, with a summary per rule and
 * tier on stderr.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "audit/audit.h"
#include "cli/audit_verb.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/report.h"
#include "audit/baseline.h"
#include "tree/ktree.h"
#include "audit/impact.h"
#include "lib/git.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "lib/stages.h"
#include "lib/strmap.h"
#include "lib/util.h"

struct audit_args {
	struct audit_opts o;
	const char *kdir, *since, *json_out;
	const char *baseline, *new_since, *sarif, *dot_dir;
	bool json, all, no_tree, known, no_cache;
	bool lifecycle;		/* --lifecycle: accepted, the default */
	struct strlist paths;
	struct strlist impacts;	/* --severity: the impacts to print, none: all */
};

static struct audit_args args;

static void set_tier(const char *value, void *dest)
{
	bool *all = dest;

	if (!strcmp(value, "all"))
		*all = true;
	else if (!strcmp(value, "default"))
		*all = false;
	else
		fatal("audit: unknown option '--tier=%s' (see 'rcucheck audit --help')", value);
}

/* --severity=race,lockdep-only,unknown: a finding's impact (audit/impact.h). */
static void set_severity(const char *value, void *dest)
{
	cli_severity("audit", value, dest);
}

/* --shard I/N: 1 <= I <= N. */
static void set_shard(const char *value, void *dest)
{
	struct audit_opts *o = dest;
	unsigned i, n;
	char end;

	if (sscanf(value, "%u/%u%c", &i, &n, &end) != 2 || !n || !i || i > n)
		fatal("audit: --shard %s: want I/N with 1 <= I <= N (see 'rcucheck audit --help')",
		      value);
	o->shard = i;
	o->shards = n;
}

static const struct cli_option options[] = {
	{ .short_name = 'C', .kind = CLI_STRING, .dest = &args.kdir, .label = "-C KDIR",
	  .help = "the tree (default: the packaged tree of --kver\n"
		  "in the cache);\n"
		  "it is only read" },
	CLI_KVER_OPTION,
	{ .name = "json", .kind = CLI_FLAG, .dest = &args.json, .label = "--json",
	  .help = "one JSON object a line instead of compiler-style lines" },
	{ .name = "tier", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = set_tier, .dest = &args.all,
	  .label = "--tier=all",
	  .help = "also print the lower tier: accesses reached only through\n"
		  "function pointers, or from exported functions or ones\n"
		  "with no caller in the tree when no lock on the chain\n"
		  "suggests a mistake (default: --tier=default)" },
	{ .name = "severity", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = set_severity,
	  .dest = &args.impacts, .label = "--severity=LIST",
	  .help = "print only findings of these impacts, comma-separated:\n"
		  "race (a path without a reader and without the lock\n"
		  "every updater holds), lockdep-only (the updaters' lock\n"
		  "is held, or the object is never unlinked: a missing\n"
		  "lockdep annotation), unknown (no updater found)" },
	{ .name = "since", .kind = CLI_STRING, .dest = &args.since, .label = "--since REV",
	  .help = "check only the files changed since REV (git diff) and the\n"
		  "files whose functions they call" },
	{ .short_name = 'j', .kind = CLI_JOBS, .dest = &args.o.jobs, .label = "-j N",
	  .help = "spatch jobs (default: the number of CPUs)" },
	{ .short_name = 'o', .kind = CLI_STRING, .dest = &args.json_out, .label = "-o FILE",
	  .help = "also write the printed findings to FILE as JSON lines\n"
		  "(what 'rcucheck fix' reads)" },
	{ .name = "baseline", .kind = CLI_STRING, .dest = &args.baseline,
	  .label = "--baseline FILE",
	  .help = "print only the findings whose fingerprint FILE (JSON\n"
		  "lines, as -o writes them) does not have; exit 1 only\n"
		  "for those" },
	{ .name = "new-since", .kind = CLI_STRING, .dest = &args.new_since,
	  .label = "--new-since REV",
	  .help = "the same, the baseline being an audit of the tree as\n"
		  "of REV (checked out in a scratch directory first)" },
	{ .name = "known", .kind = CLI_FLAG, .dest = &args.known, .label = "--known",
	  .help = "with a baseline, print its findings too; the new ones'\n"
		  "lines start with '>> ' (JSON: \"new\": true)" },
	REPORT_SARIF_OPTION(&args.sarif),
	REPORT_DOT_OPTION(&args.dot_dir),
	{ .name = "shard", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = set_shard,
	  .dest = &args.o, .label = "--shard I/N",
	  .help = "report only the I-th of N shares of the files with an\n"
		  "accessor ('rcucheck merge' joins the shares' -o files)" },
	{ .name = "no-cache", .kind = CLI_FLAG, .dest = &args.no_cache, .label = "--no-cache",
	  .help = "neither read nor write the result cache: spatch parses\n"
		  "every file (see 'rcucheck cache')" },
	/*
	 * The update side's and the sleep rules run by default; --lifecycle,
	 * their opt-in while their false classes on pristine 6.1 were open,
	 * is still taken and changes nothing.
	 */
	{ .name = "lifecycle", .kind = CLI_FLAG, .dest = &args.lifecycle, .label = "--lifecycle",
	  .help = "the update side's and the sleep rules (the default;\n"
		  "kept for scripts that asked for them)" },
	{ .name = "no-lifecycle", .kind = CLI_FLAG, .dest = &args.o.no_lifecycle,
	  .label = "--no-lifecycle",
	  .help = "leave out the update side's and the sleep rules\n"
		  "(rcu-reclaim-no-gp, rcu-head-requeue, rcu-flavor-mismatch,\n"
		  "rcu-sleep-in-reader, rcu-sync-in-reader): the access rules only" },
	{ .name = "sleep-only", .kind = CLI_FLAG, .dest = &args.o.sleep_only,
	  .label = "--sleep-only",
	  .help = "run only the sleep rules (rcu-sleep-in-reader,\n"
		  "rcu-sync-in-reader), not the access rules" },
	{ .name = "flavor-only", .kind = CLI_FLAG, .dest = &args.o.flavor_only,
	  .label = "--flavor-only",
	  .help = "run only rcu-flavor-mismatch (from the call index\n"
		  "alone: no spatch run)" },
	{ .name = "no-tree", .kind = CLI_FLAG, .dest = &args.no_tree, .label = "--no-tree",
	  .help = "-C names a directory of C files, not a kernel tree\n"
		  "(tests; the call index is then kept in memory)" },
	{ .kind = CLI_OPERAND, .label = "PATH...",
	  .help = "report only accesses under these paths of the tree\n"
		  "(callers are still searched in the whole tree)" },
	{ 0 }
};

CLI_VERB("audit", 17);

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck audit [-C KDIR | --kver V] [--json] [--tier=default|all] [--severity=LIST]\n"
		"                      [--no-lifecycle | --sleep-only | --flavor-only] [--since REV]\n"
		"                      [--baseline FINDINGS.json | --new-since REV] [--known]\n"
		"                      [--sarif FILE] [--dot DIR] [--shard I/N] [--no-cache]\n"
		"                      [-j N] [-o FINDINGS.json] [--no-tree] [PATH...]\n"
		"\n"
		"Runs the Coccinelle rules of cocci/ over the tree and reports each RCU\n"
		"access that a chain of callers reaches outside its read-side critical\n"
		"section. Files without an RCU accessor are never parsed; what spatch\n"
		"printed for a file is kept in the result cache, keyed by the file's\n"
		"content and the rules, so that the next audit parses only what changed.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0 no finding printed, 1 findings (with a baseline: new\n"
		"ones), 2 usage or environment error.\n");
}

/* PATH as the tree names it: relative to the root, no "./" or trailing '/'. */
static char *tree_relative(const char *root, const char *path)
{
	char *abs = NULL, *rel;
	size_t n = strlen(root);

	if (access(path, F_OK) == 0) {
		abs = realpath(path, NULL);
	} else {
		char *in_tree = path_join(root, path);

		if (access(in_tree, F_OK) == 0)
			abs = realpath(in_tree, NULL);
		free(in_tree);
	}
	if (!abs)
		fatal("%s: no such file or directory (in the tree or here)", path);
	if (strncmp(abs, root, n) || (abs[n] && abs[n] != '/'))
		fatal("%s: outside the tree %s", path, root);
	rel = str_dup(abs[n] ? abs + n + 1 : ".");
	free(abs);
	return rel;
}

static void since_changes(const char *root, const char *rev, struct strlist *out)
{
	struct strbuf sb = STRBUF_INIT;
	if (!is_dir(root) ||
	    git(root, NULL, &sb, "diff", "--name-only", "--no-renames", rev, "--", NULL))
		fatal("--since %s: git diff failed in %s (%s)", rev, root,
		    sb.len ? last_line(&sb) : "not a git tree?");
	for (char *s = sb.buf, *nl; s && *s; s = nl ? nl + 1 : NULL) {
		nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		if (ends_with(s, ".c") || ends_with(s, ".h"))
			sl_push(out, s);
	}
	sb_free(&sb);
}

/*
 * How much of what it read spatch parsed; the files it could not parse
 * whole (with the line ranges it skipped), or gave up on, named in a log.
 */
static void log_skipped(const struct audit_stats *st)
{
	const struct spatch_cover *c = &st->cover;
	size_t partial = cover_partial_files(c);
	long unread = cover_unread_lines(c);

	if (!c->files)
		return;
	fprintf(stderr, "audit: %zu of %zu files only partly parsed, %ld of %ld lines unread "
		"(%.2f%%)", partial, c->files, unread, c->lines,
		c->lines ? 100.0 * (double)unread / (double)c->lines : 0.0);
	if (!partial && !st->timeouts.n) {
		fputc('\n', stderr);
		return;
	}
	char *path = cache_path("logs", "audit-skipped.txt", true);
	FILE *f = fopen(path, "w");

	if (f) {
		cover_list(c, f);
		for (size_t i = 0; i < st->timeouts.n; i++)
			fprintf(f, "timeout %s\n", st->timeouts.v[i]);
		fclose(f);
	}
	fprintf(stderr, ", %zu timed out: %s%s\n", st->timeouts.n,
		f ? "listed in " : "could not write ", path);
	free(path);
}

/* "rcu-dereference: 3 default, 1 lower" per rule, then the totals. */
static void summary(const struct finding_list *fl, const struct audit_stats *st)
{
	struct strmap per_rule = { 0 };
	size_t total[2] = { 0, 0 };

	for (size_t i = 0; i < fl->n; i++) {
		size_t **c = (size_t **)strmap_slot(&per_rule, fl->v[i].rule);
		bool lower = !strcmp(fl->v[i].tier, TIER_LOWER);

		if (!*c)
			*c = xcalloc(2, sizeof(size_t));
		(*c)[lower]++;
		total[lower]++;
	}
	strmap_for_each(&per_rule, s) {
		size_t *c = s->val;

		fprintf(stderr, "audit: %-24s %zu default, %zu lower\n", s->key, c[0], c[1]);
	}
	size_t imp[2][3] = { { 0 } };
	static const char *const names[3] = { IMPACT_RACE, IMPACT_LOCKDEP, IMPACT_UNKNOWN };

	for (size_t i = 0; i < fl->n; i++)
		for (int k = 0; k < 3; k++)
			if (fl->v[i].impact && !strcmp(fl->v[i].impact, names[k]))
				imp[!!strcmp(fl->v[i].tier, TIER_DEFAULT)][k]++;
	fprintf(stderr, "audit: impact: %zu race, %zu lockdep-only, %zu unknown (default tier); "
		"%zu, %zu, %zu (lower)\n", imp[0][0], imp[0][1], imp[0][2], imp[1][0], imp[1][1],
		imp[1][2]);
	fprintf(stderr, "audit: %zu findings (%zu default tier, %zu lower tier); %zu files, "
		"%zu with an accessor, %zu accesses (%zu opaque conditions left out), "
		"%zu call sites protected by callers; %.1fs index, %.1fs rules, "
		"%.1fs callers (%zu spatch runs over %zu files)\n",
		total[0] + total[1], total[0], total[1], st->files_checked,
		st->files_prefiltered, st->accesses, st->dropped_opaque,
		st->protected_by_callers, st->seconds_index, st->seconds_rules,
		st->seconds_callers, st->call_runs, st->call_files);
	if (!st->cache_on) {
		fprintf(stderr, "audit: result cache off (--no-cache)\n");
	} else {
		fprintf(stderr, "audit: result cache: %zu of %zu files with an accessor and "
			"%zu of %zu call-site answers from the cache; spatch parsed %zu file%s "
			"for the rules",
			st->files_prefiltered - st->files_parsed, st->files_prefiltered,
			st->calls_cached, st->calls_cached + st->calls_run, st->files_parsed,
			st->files_parsed == 1 ? "" : "s");
		if (st->cache_corrupt)
			fprintf(stderr, "; %zu corrupt entr%s ignored", st->cache_corrupt,
				st->cache_corrupt == 1 ? "y" : "ies");
		if (st->report_kept)
			fputs("; the whole report kept: nothing it reads changed", stderr);
		fputc('\n', stderr);
	}
	strmap_free(&per_rule, free);
}

int audit_default_tier(const char *tree, const struct strlist *paths, struct finding_list *out)
{
	struct audit_opts o = { .jobs = 0 };
	struct audit_stats st = { 0 };
	struct finding_list fl = { 0 };
	bool no_tree = !is_kernel_tree(tree);
	char *root = ktree_read_root(tree, !no_tree);
	char *idx = no_tree ? NULL : ktree_index_path(root, false);
	int ret = 0;

	need_tool("spatch", "coccinelle");
	for (size_t i = 0; i < paths->n; i++)
		sl_push_owned(&o.paths, tree_relative(root, paths->v[i]));
	o.root = root;
	o.index_path = idx;
	if (audit_run(&o, &fl, &st)) {
		ret = -1;
	} else {
		summary(&fl, &st);
		log_skipped(&st);
		/* the records move: the lower tier is freed with the list */
		for (size_t i = 0; i < fl.n; i++) {
			if (strcmp(fl.v[i].tier, TIER_DEFAULT))
				continue;
			*finding_new(out) = fl.v[i];
			memset(&fl.v[i], 0, sizeof(fl.v[i]));
		}
	}
	finding_list_free(&fl);
	audit_stats_free(&st);
	sl_free(&o.paths);
	free(root);
	free(idx);
	return ret;
}

int cmd_audit(int argc, char **argv)
{
	struct audit_opts *o = &args.o;
	struct audit_stats st = { 0 };
	struct finding_list fl = { 0 }, shown = { 0 };
	struct baseline base = { 0 };
	long fresh;

	if (cli_parse(&verb, argc, argv, &args.paths))
		return EXIT_CLEAN;
	const char *kdir = args.kdir;
	char *root = ktree_read_root(kdir, !args.no_tree);
	char *idx = args.no_tree ? NULL : ktree_index_path(root, !kdir);
	struct report_opts ro = {
		.json = args.json, .known = args.known, .json_out = args.json_out,
		.sarif = args.sarif, .dot_dir = args.dot_dir, .root = root,
	};

	if (args.baseline && args.new_since)
		fatal("audit: --baseline and --new-since both give the baseline: pick one");
	if (args.o.no_lifecycle && (args.o.sleep_only || args.o.flavor_only || args.lifecycle))
		fatal("audit: --no-lifecycle leaves out the rules %s asks for: pick one",
		      args.o.sleep_only ? "--sleep-only" :
		      args.o.flavor_only ? "--flavor-only" : "--lifecycle");
	if (args.known && !args.baseline && !args.new_since)
		fatal("audit: --known needs a baseline (--baseline FILE or --new-since REV)");
	need_tool("spatch", "coccinelle");
	for (size_t i = 0; i < args.paths.n; i++)
		sl_push_owned(&o->paths, tree_relative(root, args.paths.v[i]));
	if (args.since) {
		o->since = true;
		since_changes(root, args.since, &o->only_files);
	}
	o->root = root;
	o->index_path = idx;
	o->no_cache = args.no_cache;
	if (args.baseline && baseline_read(&base, args.baseline))
		return EXIT_ERROR;
	if (args.new_since && baseline_audit_rev(&base, o, args.new_since))
		return EXIT_ERROR;
	if (args.baseline || args.new_since)
		ro.base = &base;
	stages_mark("options");
	if (audit_run(o, &fl, &st))
		return EXIT_ERROR;
	/* A view of the tier asked for: the records stay fl's. */
	for (size_t i = 0; i < fl.n; i++) {
		if (!args.all && strcmp(fl.v[i].tier, TIER_DEFAULT))
			continue;
		if (args.impacts.n && !(fl.v[i].impact && sl_contains(&args.impacts, fl.v[i].impact)))
			continue;
		ALLOC_GROW(shown.v, shown.n, shown.alloc);
		shown.v[shown.n++] = fl.v[i];
	}
	fresh = report_findings(&ro, &shown);
	summary(&fl, &st);
	if (ro.base)
		fprintf(stderr, "audit: %ld new, %zu in the baseline (%zu fingerprints)\n",
			fresh < 0 ? 0 : fresh, shown.n - (size_t)(fresh < 0 ? 0 : fresh),
			base.fps.n);
	log_skipped(&st);
	stages_mark("report");
	free(shown.v);
	finding_list_free(&fl);
	audit_stats_free(&st);
	baseline_free(&base);
	stages_mark("free");
	stages_print("audit");
	sl_free(&o->paths);
	sl_free(&o->only_files);
	sl_free(&args.paths);
	free(root);
	free(idx);
	if (fresh < 0)
		return EXIT_ERROR;
	return fresh ? EXIT_FINDINGS : EXIT_CLEAN;
}
