// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck fix's engine (run.h): the tree, the plans, the sign-off, the
 * series.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fix/region.h"
#include "fix/run.h"
#include "fix/series.h"
#include "tree/ktree.h"
#include "lib/git.h"
#include "lib/proc.h"
#include "lib/util.h"

/* What fix_tree() made: the tree, the worktree and its lock, the output directory. */
struct fix_tree {
	char *root, *wt, *outdir;
	int lock;
	bool locked;
};

/*
 * The tree the fixes are made on: read in place for a preview, else a
 * scratch worktree (with o->series applied). The output directory is made
 * ready and absolute. 0, or -1 after a one-line error.
 */
static int fix_tree(const struct fix_run_opts *o, struct fix_tree *t)
{
	bool preview = o->diff || o->whole;
	char *out_default = NULL;
	const char *outdir = o->outdir;
	struct ktree kt;
	int ret = -1;

	/* An -o that would clobber other files is refused before any slow step. */
	if (outdir && !preview && fix_prepare_outdir(outdir))
		return -1;
	if (preview && !o->series && o->kdir) {
		t->root = xrealpath(o->kdir, "-C");
	} else {
		ktree_open(&kt, o->kdir, NULL);
		if (!outdir && !preview) {
			out_default = str_printf("%s/kernel-patches/fix-%s", rcucheck_home(), kt.name);
			outdir = out_default;
		}
		if (out_default && fix_prepare_outdir(outdir))
			goto out;
		char *key = ktree_key(&kt, o->work);

		t->lock = cache_lock(key);
		t->locked = true;
		free(key);
		t->wt = ktree_worktree(&kt, o->work);
		if (o->series && ktree_apply_series(t->wt, o->series))
			goto out;
		t->root = str_dup(t->wt);
	}
	/* git format-patch runs in the worktree: the directory must be absolute */
	if (outdir && !preview)
		t->outdir = xrealpath(outdir, "-o");
	ret = 0;
out:
	free(out_default);
	return ret;
}

static void fix_tree_free(struct fix_tree *t)
{
	if (t->locked) {
		/* ktree_worktree() counted the lock once more: both go. */
		cache_unlock(t->lock);
		if (t->wt)
			cache_unlock(t->lock);
	}
	free(t->root);
	free(t->wt);
	free(t->outdir);
}

/* The planner's notes, and what it left to a human: EXIT_FINDINGS then. */
static int report_plans(const struct fix_ctx *cx)
{
	int ret = EXIT_CLEAN;

	for (size_t i = 0; i < cx->notes.n; i++)
		note("%s", cx->notes.v[i]);
	for (size_t k = 0; k < cx->nplans; k++)
		if (cx->plans[k].engine)
			note("%s(): rcu_read_lock() placed by cocci/fix_rcu_read_lock.cocci (spatch)",
			     cx->plans[k].function);
	for (size_t i = 0; i < cx->skipped.n; i++) {
		warn("left out: %s", cx->skipped.v[i]);
		ret = EXIT_FINDINGS;
	}
	for (size_t k = 0; k < cx->nplans; k++)
		if (cx->plans[k].human) {
			warn("needs a human: %s:%d %s in %s(): %s", cx->plans[k].sites[0].file,
			     cx->plans[k].sites[0].line, site_shown(&cx->plans[k].sites[0]),
			     cx->plans[k].sites[0].access_fn, cx->plans[k].human);
			ret = EXIT_FINDINGS;
		}
	return ret;
}

/* Sign-off: given, or from the tree's git config; never made up. -1 after an error. */
static int signoff_of(const struct fix_run_opts *o, const char *root, char **signoff)
{
	const char *where = o->kdir ? o->kdir : root;

	*signoff = NULL;
	if (o->signoff)
		*signoff = str_dup(o->signoff);
	else if (!o->no_signoff)
		*signoff = fix_git_ident(where);
	if (o->want_signoff && !*signoff)
		return error("--signoff: no user.name/user.email in the git config of %s; give --signoff='Name <mail>'",
			     where);
	if (!*signoff && !o->no_signoff && !o->diff)
		note("no Signed-off-by: the tree's git config has no user.name/user.email (use --signoff='Name <mail>')");
	return 0;
}

/* The plans previewed or written; @ret as report_plans() gave it, or -1. */
static int write_fixes(const struct fix_run_opts *o, struct fix_ctx *cx, struct fix_tree *t,
		       const struct finding_list *fl, char **written)
{
	struct fix_series_opts so = { .outdir = t->outdir, .full = o->whole };
	struct fix_evidence none = { 0 };
	const struct fix_evidence *ev = o->ev ? o->ev : &none;
	char *signoff;
	int ret = 0;

	if (signoff_of(o, t->root, &signoff))
		return -1;
	so.signoff = signoff;
	so.author = signoff ? signoff : "rcucheck <rcucheck@localhost>";
	if (!fix_npatches(cx)) {
		/* Not even with --stdout: a cover letter of no patches says nothing. */
		note("no patch to write: every finding needs a human");
	} else if (o->diff || o->whole) {
		fix_print(cx, fl, ev, &so, stdout);
	} else {
		int n = fix_write_series(cx, fl, ev, t->wt, &so);

		if (n < 0) {
			ret = -1;
		} else {
			note("wrote %d patch%s and a cover letter to %s", n, n == 1 ? "" : "es",
			     t->outdir);
			*written = str_dup(t->outdir);
		}
	}
	free(signoff);
	return ret;
}

int fix_run(const struct fix_run_opts *o, struct finding_list *fl, char **written)
{
	struct fix_tree t = { 0 };
	struct fix_ctx cx = { 0 };
	int ret = -1;

	*written = NULL;
	if (fix_tree(o, &t))
		goto out;
	/* The findings of the tree the fixes are made on (series applied). */
	if (o->find && o->find(t.root, fl, o->find_arg))
		goto out;
	cx.style = o->style;
	fix_guards_of(t.root, &cx.guards);
	if (o->style == FIX_STYLE_GUARD && !cx.guards.rcu) {
		error("--style=guard: the tree has no guard(rcu) (%s); use --style=lock or auto",
		      cx.guards.cleanup ? "no DEFINE_LOCK_GUARD_0(rcu, ...) in include/linux/rcupdate.h" :
		      "no include/linux/cleanup.h");
		goto out;
	}
	if (!fl->n) {
		note("no findings: nothing to fix");
		ret = EXIT_CLEAN;
		goto out;
	}
	if (fix_plan_findings(&cx, t.root, fl))
		goto out;
	ret = report_plans(&cx);
	if (write_fixes(o, &cx, &t, fl, written))
		ret = -1;
out:
	fix_ctx_free(&cx);
	fix_tree_free(&t);
	return ret;
}
