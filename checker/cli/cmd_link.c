// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck link: joins the RCU facts sparse-rcu wrote beside each object
 * of a build (make C=1 CHECK=bin/sparse-rcu leaves DIR/.NAME.o.rcufacts)
 * and reports the call chains that reach an access without the read-side
 * section it needs, across files.  Default tier: chains rooted at a
 * syscall, an exported symbol, or a caller that holds some other lock and
 * has no caller itself; --lower adds chains rooted at functions nobody
 * calls directly (callbacks through function pointers) and accesses whose
 * lockdep condition calls code the checker cannot evaluate.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/commands.h"
#include "cli/link_verb.h"
#include "cli/link_tree.h"
#include "cli/options.h"
#include "cli/report.h"
#include "lib/finding.h"
#include "audit/rcufacts.h"
#include "audit/rfimpact.h"
#include "index/impact_rule.h"
#include "fix/annotate.h"
#include "lib/util.h"

#define USAGE_LINE "usage: rcucheck link [--json] [--lower] [--callers KDIR] [--severity=LIST] [--sarif FILE] [--dot DIR] [--annotate OUTDIR [-C KDIR]] [DIR|FILE.rcufacts]..."

struct link_args {
	bool json, lower;
	struct strlist impacts;	/* --severity: the impacts to print, none: all */
	const char *annotate_dir, *tree, *sarif, *dot_dir;
	const char *callers;	/* --callers KDIR: the tree's index above the facts */
};

static struct link_args args;

/* --severity=race,lockdep-only,unknown: a finding's impact (index/impact_rule.h). */
static void set_severity(const char *value, void *dest)
{
	cli_severity("link", value, dest);
}

static const struct cli_option options[] = {
	{ .name = "json", .kind = CLI_FLAG, .dest = &args.json, .label = "--json",
	  .help = "one JSON object a line instead of compiler-style text" },
	{ .name = "lower", .kind = CLI_FLAG, .dest = &args.lower, .label = "--lower",
	  .help = "also the lower tier (callback roots, undecidable conditions)" },
	{ .name = "callers", .kind = CLI_STRING, .dest = &args.callers,
	  .label = "--callers KDIR",
	  .help = "judge the callers the facts do not hold with KDIR's\n"
		  "whole-tree index, by the audit's caller search: a chain\n"
		  "the facts end at a callback or an exported function\n"
		  "takes the audit's root and tier (needs spatch)" },
	{ .name = "severity", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = set_severity,
	  .dest = &args.impacts, .label = "--severity=LIST",
	  .help = "print only findings of these impacts, comma-separated:\n"
		  "race, lockdep-only, unknown (as 'rcucheck audit'\n"
		  "weighs them, from the update sites in the facts)" },
	REPORT_SARIF_OPTION(&args.sarif),
	REPORT_DOT_OPTION(&args.dot_dir),
	{ .name = "annotate", .kind = CLI_STRING, .dest = &args.annotate_dir,
	  .label = "--annotate OUTDIR",
	  .help = "write a patch series there: __must_hold(RCU) on\n"
		  "each global function that leaves the read lock to its callers,\n"
		  "and __rcu on each member or global used with the RCU accessors\n"
		  "but not declared __rcu (one patch per declaring file)" },
	/* Under --annotate, as its part. */
	{ .name = "tree", .short_name = 'C', .kind = CLI_STRING, .dest = &args.tree,
	  .label = "-C KDIR", .column = 21,
	  .help = "the source tree the patches are relative to\n"
		  "(--tree KDIR is the same)" },
	{ 0 }
};

CLI_VERB("link", 12);

static void usage(FILE *out)
{
	fprintf(out,
		USAGE_LINE "\n"
		"\n"
		"Reads every *.rcufacts file under each DIR (default: the current\n"
		"directory, e.g. a kernel build's O= directory after\n"
		"'make C=1 CHECK=.../bin/sparse-rcu') and prints one finding per\n"
		"access that a call chain reaches unprotected, with the chain and\n"
		"its impact (race, lockdep-only, unknown) from the update sites\n"
		"and their locks sparse-rcu recorded, the way 'rcucheck audit'\n"
		"weighs its own.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"A summary line goes to stderr.\n"
		"Exit status: 0 no findings, 1 findings, 2 usage error or unreadable facts.\n");
}

/* The "rcuptr" lines of the facts: they matter only to --annotate. */
static struct rcuptr_set ptrs;

static int load(struct rf_db *db, const char *path, size_t *files)
{
	struct stat st;

	if (stat(path, &st))
		return error("link: cannot read %s: %s", path, strerror(errno));
	if (!S_ISDIR(st.st_mode)) {
		if (rf_read(db, path))
			return error("link: %s: %s", path, errno == EINVAL ?
				     "not an rcucheck facts file" : strerror(errno));
		rcuptr_read(&ptrs, path);
		(*files)++;
		return 0;
	}
	DIR *d = opendir(path);
	struct dirent *e;
	struct strlist names = STRLIST_INIT;
	int ret = 0;

	if (!d)
		return error("link: cannot read %s: %s", path, strerror(errno));
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			sl_push(&names, e->d_name);
	closedir(d);
	for (size_t i = 0; i < names.n; i++) {
		char *sub = path_join(path, names.v[i]);

		if (is_dir(sub) && !starts_with(names.v[i], ".git"))
			ret |= load(db, sub, files);
		else if (ends_with(names.v[i], ".rcufacts"))
			ret |= load(db, sub, files);
		free(sub);
	}
	sl_free(&names);
	return ret;
}

int link_facts(const struct strlist *paths, bool lower, struct link_result *res)
{
	struct rf_report_opts o = {
		.scope = RF_SCOPE_BUILD, .tool = "sparse-rcu", .lower_tier = lower,
	};
	int ret = 0;

	memset(res, 0, sizeof(*res));
	for (size_t i = 0; i < paths->n; i++)
		if (load(&res->db, paths->v[i], &res->files))
			ret = -1;
	if (ret)
		return ret;
	rf_report(&res->db, &o, &res->findings);
	rf_impact(&res->db, &res->findings, 0);
	return 0;
}

void link_print_summary(const struct link_result *res)
{
	fprintf(stderr, "link: %zu facts file%s, %zu function%s, %zu call site%s: %zu finding%s\n",
		res->files, res->files == 1 ? "" : "s", res->db.nfns, res->db.nfns == 1 ? "" : "s",
		res->db.nsites, res->db.nsites == 1 ? "" : "s", res->findings.n,
		res->findings.n == 1 ? "" : "s");
}

void link_result_free(struct link_result *res)
{
	finding_list_free(&res->findings);
	rf_free(&res->db);
	rcuptr_free(&ptrs);
}

/* --callers: the tree's callers above the facts, then the tier asked for. */
static int link_callers(const char *kdir, bool lower, struct link_result *res)
{
	if (link_tree_callers(kdir, &res->db, &res->findings))
		return -1;
	for (size_t i = res->findings.n; !lower && i-- > 0;)
		if (res->findings.v[i].tier && strcmp(res->findings.v[i].tier, "default"))
			finding_list_remove(&res->findings, i);
	return 0;
}

int cmd_link(int argc, char **argv)
{
	struct link_result res;
	struct strlist paths = STRLIST_INIT;
	int ret = EXIT_CLEAN;

	if (cli_parse(&verb, argc, argv, &paths))
		return EXIT_CLEAN;
	if (!paths.n)
		sl_push(&paths, ".");
	/* --callers raises lower-tier chains: it needs them all */
	if (link_facts(&paths, args.lower || args.callers, &res) ||
	    (args.callers && link_callers(args.callers, args.lower, &res))) {
		ret = EXIT_ERROR;
	} else {
		struct report_opts ro = {
			.json = args.json, .sarif = args.sarif, .dot_dir = args.dot_dir,
		};
		struct finding_list shown = { 0 };

		/* A view of the impacts asked for: the records stay res's. */
		for (size_t i = 0; i < res.findings.n; i++) {
			const struct finding *f = &res.findings.v[i];

			if (args.impacts.n && !(f->impact && sl_contains(&args.impacts, f->impact)))
				continue;
			ALLOC_GROW(shown.v, shown.n, shown.alloc);
			shown.v[shown.n++] = *f;
		}
		long n = report_findings(&ro, &shown);

		free(shown.v);

		link_print_summary(&res);
		if (n < 0)
			ret = EXIT_ERROR;
		else if (n)
			ret = EXIT_FINDINGS;
		if (args.annotate_dir && annotate_write(&res.db, &ptrs, args.annotate_dir, args.tree))
			ret = EXIT_ERROR;
	}
	link_result_free(&res);
	sl_free(&paths);
	return ret;
}
