// SPDX-License-Identifier: GPL-2.0
/*
 * The steps of a validate run (validate_run.h): build, boot, and for each
 * patch git am, sparse before and after, build, boot and the verdict.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/kconfig_deps.h"
#include "runtime/patchinfo.h"
#include "runtime/sparsecheck.h"
#include "runtime/splat.h"
#include "runtime/validate_run.h"
#include "tree/ktree.h"
#include "lib/git.h"
#include "lib/proc.h"
#include "lib/progress.h"

/* A failure that is the disk's, not the patch's: said, and the run stops. */
static bool disk_full(struct run *r, const char *why)
{
	if (!why || !(strstr(why, "No space left on device") || strstr(why, "Disk quota exceeded")))
		return false;
	error("the cache %s is full (%s): free some space; no verdict was given", cache_dir(), why);
	r->failed = true;
	return true;
}

enum step validate_build(struct run *r, char **why)
{
	char *log = path_join(r->kb.out, "rcucheck-build.log");

	*why = NULL;
	free(r->image);
	r->image = kbuild_image(&r->kb);
	if (!r->image) {
		*why = kbuild_log_error(log);
		disk_full(r, *why);
		/* Paths as in the tree, not in the scratch worktree. */
		size_t n = strlen(r->wt);

		if (!strncmp(*why, r->wt, n) && (*why)[n] == '/')
			memmove(*why, *why + n + 1, strlen(*why + n + 1) + 1);
	}
	free(log);
	return r->image ? STEP_OK : STEP_FAIL;
}

/*
 * The symbols of the run's patched functions in this build's System.map,
 * for the boot's coverage list, into @syms (the functions without one,
 * inlined, in @absent).
 */
static void boot_cover(struct run *r, struct strlist *syms, struct strlist *absent)
{
	char *map = path_join(r->kb.out, "System.map");

	if (r->cover_fns.n && coverage_symbols(map, &r->cover_fns, syms, absent))
		note("validate: no %s: the patched functions' calls are not counted", map);
	free(map);
}

enum step validate_boot(struct run *r, const char *name, struct finding_list *fl,
			struct coverage *cov, char **why)
{
	char *log = str_printf("%s/%s.log", r->logdir, name);
	struct boot_result br;
	struct boot_summary sum = { 0 };
	struct strlist absent = STRLIST_INIT, syms = STRLIST_INIT;
	enum step ret = STEP_OK;
	int failed;

	*why = NULL;
	boot_cover(r, &syms, &absent);
	r->bo.kernel = r->image;
	r->bo.console = log;
	r->bo.cover = &syms;
	failed = qemu_boot(&r->bo, &br);
	r->bo.cover = NULL;
	sl_free(&syms);
	coverage_free(cov);
	if (failed) {
		/* No QEMU, no image: said by qemu_boot. */
		r->failed = true;
		sl_free(&absent);
		free(log);
		return STEP_FAIL;
	}
	char *text = read_file(log, NULL);

	if (text)
		splat_parse(text, log, true, fl, &sum);
	*cov = sum.cov;
	memset(&sum.cov, 0, sizeof(sum.cov));
	cov->absent = absent;
	/* One kernel configuration per run: a sub-test skipped once never runs in it. */
	for (size_t i = 0; i < sum.skipped.n; i++)
		if (!sl_contains(&r->skipped, sum.skipped.v[i]))
			sl_push(&r->skipped, sum.skipped.v[i]);
	if (br.end == BOOT_FAILED) {
		*why = str_dup(br.why);
		ret = STEP_FAIL;
	} else if (br.end == BOOT_TIMEOUT) {
		*why = str_printf("hung: no end after %.0f s, QEMU killed%s%s%s (console %s)",
				 r->bo.timeout, br.retried && sum.nr_subtests < 0 ?
				 " twice, both times before /init" : "",
				 sum.running ? "; in sub-test " : "",
				 sum.running ? sum.running : "", log);
		ret = STEP_FAIL;
	} else if (sum.panic) {
		*why = str_printf("kernel panic (console %s)", log);
		ret = STEP_FAIL;
	} else if (!sum.done) {
		*why = str_printf("the exerciser did not finish: %d/%d sub-tests (console %s)",
				 sum.ended, sum.nr_subtests, log);
		ret = STEP_FAIL;
	}
	note("validate: boot %s: %s, %d/%d sub-tests, %zu finding%s", name,
	     ret == STEP_OK ? "ok" : *why, sum.ended, sum.nr_subtests < 0 ? 0 : sum.nr_subtests,
	     fl->n, fl->n == 1 ? "" : "s");
	free(text);
	free(log);
	boot_summary_free(&sum);
	return ret;
}

/* The objects of @pi that kbuild makes ("kernel/sys.o"). */
static void objects_of(const struct patchinfo *pi, struct strlist *objs)
{
	for (size_t f = 0; f < pi->nfiles; f++) {
		char *obj = pi->files[f].deleted ? NULL : kconfig_object_of(pi->files[f].path);

		if (obj)
			sl_push_owned(objs, obj);
	}
}

/* Was @obj compiled into this kernel? kbuild leaves dir/.name.o.cmd. */
static bool object_built(const struct run *r, const char *obj)
{
	const char *slash = strrchr(obj, '/');
	char *cmd = slash ? str_printf("%s/%.*s/.%s.cmd", r->kb.out, (int)(slash - obj), obj, slash + 1) :
			    str_printf("%s/.%s.cmd", r->kb.out, obj);
	bool yes = is_file(cmd);

	free(cmd);
	return yes;
}

/* HEAD of @wt, or NULL after a one-line error. */
static char *git_head(const char *wt)
{
	struct strbuf out = STRBUF_INIT;

	if (git(wt, NULL, &out, "rev-parse", "HEAD", NULL)) {
		error("git rev-parse HEAD in %s failed: %s", wt, last_line(&out));
		sb_free(&out);
		return NULL;
	}
	return rtrim(sb_detach(&out));
}

static bool tree_changed(const char *wt, const char *old)
{
	return git(wt, NULL, NULL, "diff", "--quiet", old, "HEAD", NULL) != 0;
}

static bool same_list(const struct strlist *a, const struct strlist *b)
{
	if (a->n != b->n)
		return false;
	for (size_t i = 0; i < a->n; i++)
		if (strcmp(a->v[i], b->v[i]))
			return false;
	return true;
}

static void sparse_step(struct run *r, struct patch_verdict *v, const struct strlist *objs,
			const struct strlist *before, size_t idx)
{
	struct strlist after = STRLIST_INIT;
	char *log = str_printf("%s/%04zu-sparse-after.log", r->logdir, idx + 1), *why;

	sl_free(&r->last_objs);
	sl_free(&r->last_warnings);
	if (sparse_run(&r->kb, &r->checkers, objs, log, &after, &why)) {
		/* The touched file does not compile: the build says it better. */
		v->sparse = STEP_NOT_RUN;
		disk_full(r, why);
		free(why);
	} else {
		sparse_new(before, &after, &v->sparse_new);
		for (size_t i = 0; i < v->sparse_new.n; i++)
			v->sparse_rcu_new += sparse_is_rcu(v->sparse_new.v[i]);
		v->sparse = v->sparse_new.n ? STEP_FAIL : STEP_OK;
		/* The "before" of the next patch, if it touches the same objects. */
		for (size_t i = 0; i < objs->n; i++)
			sl_push(&r->last_objs, objs->v[i]);
		r->last_warnings = after;
		after = (struct strlist)STRLIST_INIT;
	}
	sl_free(&after);
	free(log);
}

void validate_patch(struct run *r, size_t i, struct finding_list *pre, struct finding_list *post)
{
	struct patch_verdict *v = &r->v[i];
	struct strlist objs = STRLIST_INIT, before = STRLIST_INIT;
	char *path = path_join(r->series, v->pi.name), *why = NULL;
	double start = now_seconds();

	note("validate: [%zu/%zu] %s", i + 1, r->n, v->pi.name);
	objects_of(&v->pi, &objs);
	if (r->sparse && objs.n && same_list(&objs, &r->last_objs)) {
		for (size_t w = 0; w < r->last_warnings.n; w++)
			sl_push(&before, r->last_warnings.v[w]);
	} else if (r->sparse && objs.n) {
		char *log = str_printf("%s/%04zu-sparse-before.log", r->logdir, i + 1);

		/* Objects the patch creates do not exist yet: no warnings before. */
		if (sparse_run(&r->kb, &r->checkers, &objs, log, &before, &why))
			sl_free(&before);
		free(why);
		free(log);
	}
	/* From here on the tree changes: the last sparse run is stale. */
	sl_free(&r->last_objs);
	sl_free(&r->last_warnings);
	char *head = git_head(r->wt);

	if (!head) {
		r->failed = true;
		goto out;
	}
	if (ktree_apply_patch(r->wt, path, &v->apply_why)) {
		disk_full(r, v->apply_why);
		v->applies = STEP_FAIL;
		free(head);
		goto out;
	}
	/* A three-way merge can "apply" a patch whose change is already there. */
	if (!tree_changed(r->wt, head)) {
		v->apply_why = str_dup("it changes nothing: the tree already has its change");
		v->applies = STEP_FAIL;
		free(head);
		goto out;
	}
	free(head);
	v->applies = STEP_OK;
	patchinfo_functions(&v->pi, r->wt);
	/*
	 * Its boot is the "after" of this patch and the "before" of the next,
	 * whose old line numbers are this tree's: both their functions.
	 */
	sl_free(&r->cover_fns);
	for (size_t f = 0; f < v->pi.functions.n; f++)
		sl_push(&r->cover_fns, v->pi.functions.v[f]);
	if (i + 1 < r->n)
		patchinfo_functions_before(&r->v[i + 1].pi, r->wt, &r->cover_fns);
	v->sparse = STEP_NONE;
	if (r->sparse && objs.n)
		sparse_step(r, v, &objs, &before, i);
	if (r->failed)
		goto out;
	v->builds = validate_build(r, &v->build_why);
	if (v->builds != STEP_OK) {
		v->sparse = v->sparse == STEP_FAIL ? STEP_FAIL : STEP_NOT_RUN;
		goto out;
	}
	for (size_t o = 0; o < objs.n && !v->not_built; o++)
		if (!object_built(r, objs.v[o]))
			v->not_built = str_printf("%s is not part of this kernel's configuration",
						 objs.v[o]);
	char *name = str_printf("%04zu", i + 1);

	v->boots = validate_boot(r, name, post, &r->cov_post, &v->boot_why);
	free(name);
	if (!r->failed)
		validate_runtime(v, (struct boot_view){ pre, &r->cov_pre },
				 (struct boot_view){ post, &r->cov_post }, &r->map, &r->skipped);
out:
	v->seconds = now_seconds() - start;
	if (!r->failed) {
		validate_decide(v);
		note("validate: [%zu/%zu] %s: %s", i + 1, r->n, validate_outcome_word(v->outcome),
		     v->why);
	}
	sl_free(&objs);
	sl_free(&before);
	free(path);
}

