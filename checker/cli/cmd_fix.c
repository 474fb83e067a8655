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
#include "lib/finding_read.h"
#include "fix/msg.h"
#include "fix/region.h"
#include "fix/series.h"
#include "tree/ktree.h"
#include "lib/git.h"
#include "lib/util.h"

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck fix [-C KDIR] [--series DIR] [-o DIR] [--signoff[=IDENT] | --no-signoff]\n"
		"                    [--log CONSOLE]... [--diff | --stdout] (FINDINGS.json | PATH...)\n"
		"\n"
		"Writes the fixes for the findings as a git format-patch series:\n"
		"DIR/0000-cover-letter.patch naming the invalid RCU assumptions, then one\n"
		"patch per function that needs a read-side critical section (all the\n"
		"findings of a function, or of one caller chain, together).\n"
		"\n"
		"  FINDINGS.json  JSON lines, as 'rcucheck audit --json' or 'rcucheck\n"
		"                 splats --json' print them; PATH... runs the audit first\n"
		"  -C KDIR        the tree (default: the packaged 6.1 tree in the cache);\n"
		"                 it is only read, the series is made in a scratch worktree\n"
		"  --series DIR   apply this series first (a tree with bugs put back)\n"
		"  -o DIR         where the series goes (default:\n"
		"                 kernel-patches/fix-<tree> of this checkout); a directory\n"
		"                 holding anything but an old series is refused\n"
		"  --signoff=IDENT  'Name <mail>' for Signed-off-by; --signoff alone, and\n"
		"                 the default, take user.name/user.email from the tree's\n"
		"                 git config; none is added when there is none\n"
		"  --no-signoff   no Signed-off-by\n"
		"  --log CONSOLE  a console log whose lockdep-RCU splats are quoted in the\n"
		"                 patches (repeatable)\n"
		"  --diff         print each patch's subject and diff, write nothing\n"
		"  --stdout       print the whole patches, write nothing\n"
		"  --work NAME    the scratch worktree (default: fix)\n"
		"\n"
		"With --diff or --stdout and no --series, -C KDIR may be any directory of C\n"
		"files (no git, no kernel needed).\n"
		"\n"
		"Exit status: 0 every finding fixed, 1 some left out (they need a human;\n"
		"the cover letter and stderr say why), 2 bad input (stale findings too).\n");
}

static char *git_ident(const char *dir)
{
	struct strbuf n = STRBUF_INIT, m = STRBUF_INIT;
	char *r = NULL;

	if (git(dir, NULL, &n, "config", "user.name", NULL) == 0 &&
	    git(dir, NULL, &m, "config", "user.email", NULL) == 0 && n.len && m.len)
		r = str_printf("%s <%s>", rtrim(n.buf), rtrim(m.buf));
	sb_free(&n);
	sb_free(&m);
	return r;
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
static int run_audit(const char *root, struct strlist *paths, struct finding_list *fl)
{
	if (audit_default_tier(root, paths, fl))
		return error("rcucheck audit failed (exit %d): give the findings as FINDINGS.json instead",
			     EXIT_ERROR);
	return 0;
}

int cmd_fix(int argc, char **argv)
{
	const char *kdir = NULL, *series = NULL, *outdir = NULL, *work = "fix";
	const char *signoff_opt = NULL;
	bool no_signoff = false, diff = false, whole = false, want_signoff = false;
	struct strlist inputs = STRLIST_INIT, logs = STRLIST_INIT;
	struct finding_list fl = { 0 };
	struct fix_ctx cx = { 0 };
	struct fix_evidence ev = { 0 };
	struct fix_series_opts so = { 0 };
	char *root = NULL, *wt = NULL, *signoff = NULL, *out_default = NULL;
	struct ktree kt;
	int ret = EXIT_CLEAN;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout);
			return EXIT_CLEAN;
		} else if (!strcmp(a, "-C") && i + 1 < argc) {
			kdir = argv[++i];
		} else if (!strcmp(a, "-o") && i + 1 < argc) {
			outdir = argv[++i];
		} else if (!strcmp(a, "--series") && i + 1 < argc) {
			series = argv[++i];
		} else if (!strcmp(a, "--work") && i + 1 < argc) {
			work = argv[++i];
		} else if (!strcmp(a, "--log") && i + 1 < argc) {
			sl_push(&logs, argv[++i]);
		} else if (!strcmp(a, "--signoff")) {
			want_signoff = true;
		} else if (starts_with(a, "--signoff=")) {
			signoff_opt = a + 10;
			if (!strchr(signoff_opt, '<') || !strchr(signoff_opt, '>'))
				fatal("--signoff=%s: give 'Name <mail>'", signoff_opt);
		} else if (!strcmp(a, "--no-signoff")) {
			no_signoff = true;
		} else if (!strcmp(a, "--diff")) {
			diff = true;
		} else if (!strcmp(a, "--stdout")) {
			whole = true;
		} else if (a[0] == '-' && a[1]) {
			fatal("fix: unknown option '%s' (see 'rcucheck fix --help')", a);
		} else {
			sl_push(&inputs, a);
		}
	}
	if (!inputs.n)
		fatal("fix: give FINDINGS.json (from 'rcucheck audit --json') or paths to audit");
	if (kdir && !is_dir(kdir))
		fatal("-C %s: no such directory", kdir);

	/* The findings first: bad input is refused before any slow step. */
	bool audit = !(inputs.n == 1 && is_findings_file(inputs.v[0]));

	if (!audit) {
		if (findings_read_json(inputs.v[0], &fl))
			return EXIT_ERROR;
	} else {
		for (size_t i = 0; i < inputs.n; i++)
			if (is_findings_file(inputs.v[i]))
				fatal("fix: give one FINDINGS.json, or paths of the tree, not both");
	}
	for (size_t i = 0; i < logs.n; i++)
		if (fix_evidence_add_log(&ev, logs.v[i]))
			return EXIT_ERROR;
	if (series) {
		struct strlist patches = STRLIST_INIT;

		if (series_patches(series, &patches))
			return EXIT_ERROR;
		sl_free(&patches);
	}

	/* An -o that would clobber other files is refused before any slow step. */
	if (outdir && !diff && !whole && fix_prepare_outdir(outdir))
		return EXIT_ERROR;

	/* The tree: read in place for a preview, else a scratch worktree. */
	if ((diff || whole) && !series && kdir) {
		root = xrealpath(kdir, "-C");
	} else {
		ktree_open(&kt, kdir, NULL);
		if (!outdir && !diff && !whole) {
			out_default = str_printf("%s/kernel-patches/fix-%s", rcucheck_home(), kt.name);
			outdir = out_default;
		}
		if (out_default && fix_prepare_outdir(outdir))
			return EXIT_ERROR;
		char *key = ktree_key(&kt, work);

		cache_lock(key);
		free(key);
		wt = ktree_worktree(&kt, work);
		if (series && ktree_apply_series(wt, series))
			return EXIT_ERROR;
		root = str_dup(wt);
	}
	/* git format-patch runs in the worktree: the directory must be absolute */
	if (outdir && !diff && !whole) {
		char *abs = xrealpath(outdir, "-o");

		free(out_default);
		out_default = abs;
		outdir = abs;
	}
	/* PATH...: the audit of the tree the fixes are made on (--series applied) */
	if (audit && run_audit(root, &inputs, &fl))
		return EXIT_ERROR;
	if (!fl.n) {
		note("no findings: nothing to fix");
		return EXIT_CLEAN;
	}
	if (fix_plan_findings(&cx, root, &fl))
		return EXIT_ERROR;
	for (size_t i = 0; i < cx.notes.n; i++)
		note("%s", cx.notes.v[i]);
	for (size_t k = 0; k < cx.nplans; k++)
		if (cx.plans[k].engine)
			note("%s(): rcu_read_lock() placed by cocci/fix_rcu_read_lock.cocci (spatch)",
			     cx.plans[k].function);
	for (size_t i = 0; i < cx.skipped.n; i++) {
		warn("left out: %s", cx.skipped.v[i]);
		ret = EXIT_FINDINGS;
	}
	for (size_t k = 0; k < cx.nplans; k++)
		if (cx.plans[k].human) {
			warn("needs a human: %s:%d %s in %s(): %s", cx.plans[k].sites[0].file,
			     cx.plans[k].sites[0].line, cx.plans[k].sites[0].access,
			     cx.plans[k].sites[0].access_fn, cx.plans[k].human);
			ret = EXIT_FINDINGS;
		}

	/* Sign-off: given, or from the tree's git config; never made up. */
	if (signoff_opt)
		signoff = str_dup(signoff_opt);
	else if (!no_signoff)
		signoff = git_ident(kdir ? kdir : root);
	if (want_signoff && !signoff)
		fatal("--signoff: no user.name/user.email in the git config of %s; give --signoff='Name <mail>'",
		    kdir ? kdir : root);
	if (!signoff && !no_signoff && !diff)
		note("no Signed-off-by: the tree's git config has no user.name/user.email (use --signoff='Name <mail>')");
	so.signoff = signoff;
	so.author = signoff ? signoff : "rcucheck <rcucheck@localhost>";
	so.outdir = outdir;
	so.full = whole;

	if (diff || whole) {
		fix_print(&cx, &fl, &ev, &so, stdout);
	} else if (!fix_npatches(&cx)) {
		note("no patch to write: every finding needs a human");
	} else {
		int n = fix_write_series(&cx, &fl, &ev, wt, &so);

		if (n < 0)
			return EXIT_ERROR;
		note("wrote %d patch%s and a cover letter to %s", n, n == 1 ? "" : "es", outdir);
		printf("%s\n", outdir);
	}
	fix_ctx_free(&cx);
	fix_evidence_free(&ev);
	finding_list_free(&fl);
	sl_free(&inputs);
	sl_free(&logs);
	free(root);
	free(wt);
	free(signoff);
	free(out_default);
	return ret;
}
