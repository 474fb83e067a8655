// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck validate's engine (validate_series.h): the series read, the
 * worktree and its configuration made, the base built and booted, then
 * every patch in order (validate_steps.c); the verdicts are returned.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/sparsecheck.h"
#include "runtime/validate_run.h"
#include "runtime/validate_series.h"
#include "tree/ktree.h"
#include "lib/progress.h"

/* "sparse + sparse-rcu; __rcu checked always (...)": what the report used. */
static char *sparse_description(const struct run *r, bool rcu_pointer)
{
	struct strbuf sb = STRBUF_INIT;

	if (!r->sparse)
		return str_dup("off");
	for (size_t i = 0; i < r->checkers.n; i++) {
		const char *slash = strrchr(r->checkers.v[i], '/');

		sb_printf(&sb, "%s%s", i ? " + " : "", slash ? slash + 1 : r->checkers.v[i]);
	}
	sb_printf(&sb, "; __rcu checked %s", rcu_pointer ?
		  "with CONFIG_SPARSE_RCU_POINTER=y (this tree has the option)" :
		  "always (this tree has no CONFIG_SPARSE_RCU_POINTER)");
	return sb_detach(&sb);
}

/* The patches of r->series, read. 0, or -1 after a one-line error. */
static int read_series(struct run *r)
{
	struct strlist names = STRLIST_INIT;
	int ret = 0;

	if (series_patches(r->series, &names))
		return -1;
	r->v = xcalloc(names.n, sizeof(*r->v));
	r->n = names.n;
	for (size_t i = 0; i < names.n && !ret; i++) {
		char *path = path_join(r->series, names.v[i]);

		ret = patchinfo_read(path, &r->v[i].pi);
		free(path);
	}
	sl_free(&names);
	return ret;
}

/* The run's input: the series and the base series checked, options copied. */
static int run_init(struct run *r, const struct validate_opts *o)
{
	r->series = o->series;
	r->base_series = o->base_series;
	r->sparse = o->sparse;
	r->bo = o->boot;
	r->kb.jobs = o->jobs;
	r->wp.enabled = o->workloads;
	r->wp.seconds = o->workload_seconds > 0 ? o->workload_seconds : WORKLOAD_DEFAULT_SECONDS;
	/* Bad input is refused before any slow step. */
	if (read_series(r))
		return -1;
	if (r->base_series) {
		struct strlist base = STRLIST_INIT;
		int ret = series_patches(r->base_series, &base);

		sl_free(&base);
		if (ret)
			return -1;
	}
	return 0;
}

static void run_free(struct run *r)
{
	sl_free(&r->last_objs);
	sl_free(&r->last_warnings);
	sl_free(&r->checkers);
	sl_free(&r->kb.fragments);
	subtests_free(&r->map);
	sl_free(&r->skipped);
	workload_plan_free(&r->wp);
	sl_free(&r->files);
	free(r->append);
	sl_free(&r->cover_fns);
	coverage_free(&r->cov_pre);
	coverage_free(&r->cov_post);
	free(r->wt);
	free(r->logdir);
	free(r->image);
}

int validate_plan(const struct validate_opts *o)
{
	struct run r = { .plan = true };
	struct strlist symbols = STRLIST_INIT;
	struct ktree kt;
	const char *src = o->kdir;
	int ret = run_init(&r, o);

	if (!ret) {
		/* Read-only: the user's tree itself, or the cached base tree. */
		if (!src) {
			ktree_open(&kt, NULL, o->tarball);
			src = kt.repo;
		}
		validate_plan_symbols(&r, src, &symbols);
		printf("config:");
		for (size_t s = 0; s < symbols.n; s++)
			printf(" CONFIG_%s", symbols.v[s]);
		printf("%s\n", symbols.n ? "" : " qemu/rcu.config only");
		validate_plan_workloads(&r, src);
		workload_print_plan(stdout, &r.wp);
	}
	for (size_t i = 0; i < r.n; i++)
		patch_verdict_free(&r.v[i]);
	free(r.v);
	sl_free(&symbols);
	run_free(&r);
	return ret;
}

/* Sub-test map, checkers, free space, fragments: what the run needs besides the tree. */
static int run_prepare(struct run *r, const struct validate_opts *o)
{
	char *map = subtests_default_path();
	int ret = subtests_read(map, &r->map);

	free(map);
	if (ret)
		return -1;
	for (size_t i = 0; o->checkers && i < o->checkers->n; i++)
		sl_push(&r->checkers, o->checkers->v[i]);
	if (r->sparse && !r->checkers.n)
		sparse_default_checkers(&r->checkers);
	if (r->sparse && !r->checkers.n) {
		warn("sparse not found: the sparse step is skipped (install Debian's sparse: run 'make setup')");
		r->sparse = false;
	}
	if (validate_free_space(false))
		return -1;
	/* The default fragment first, then the --config ones. */
	sl_push_owned(&r->kb.fragments, kbuild_default_fragment());
	for (size_t i = 0; o->fragments && i < o->fragments->n; i++)
		sl_push(&r->kb.fragments, o->fragments->v[i]);
	return 0;
}

/*
 * The workloads and oracle of each patch (the tree's system-call table
 * read): the classes' symbols added to @symbols, the initramfs's files,
 * the boot's words, time and memory. 0, or -1 after a one-line error.
 */
static int run_workloads(struct run *r, struct strlist *symbols)
{
	char *words;

	validate_plan_workloads(r, r->wt);
	for (size_t i = 0; r->wp.enabled && i < r->wp.symbols.n; i++)
		if (!sl_contains(symbols, r->wp.symbols.v[i]))
			sl_push(symbols, r->wp.symbols.v[i]);
	if (workload_files(&r->wp, &r->files))
		return -1;
	words = workload_append(&r->wp);
	if (*words) {
		r->append = r->bo.append ? str_printf("%s %s", r->bo.append, words) : str_dup(words);
		r->bo.append = r->append;
		note("validate: workloads: %s", words);
	}
	free(words);
	r->bo.files = r->files.n ? &r->files : NULL;
	/* the targeted calls of the patches' chains: /rcucheck-calls, as confirm's */
	if (r->wp.enabled && r->wp.calls.n)
		r->bo.calls = &r->wp.calls;
	r->bo.timeout += workload_boot_seconds(&r->wp);
	/* stress-ng's libraries in the initramfs, KASAN's shadow: more room. */
	if ((r->files.n || r->wp.kasan) && r->bo.memory_mb < WORKLOAD_MEMORY_MB)
		r->bo.memory_mb = WORKLOAD_MEMORY_MB;
	return 0;
}

/*
 * The worktree @work (its lock @key taken by the caller) with the base
 * series, its log directory, and its configuration; res->sparse says how
 * sparse runs.
 */
static int run_tree(struct run *r, struct ktree *kt, const char *work, const char *key,
		    struct validate_result *res)
{
	struct strlist symbols = STRLIST_INIT;
	int ret = -1;

	r->wt = ktree_worktree(kt, work);
	r->logdir = cache_path("logs", key, true);
	if (mkdir_p(r->logdir, 0755)) {
		error("cannot create %s: %s", r->logdir, strerror(errno));
		goto out;
	}
	if (r->base_series && ktree_apply_series(r->wt, r->base_series))
		goto out;
	r->kb.src = r->wt;
	validate_plan_symbols(r, r->wt, &symbols);
	if (run_workloads(r, &symbols))
		goto out;
	if (r->sparse && sparse_tree_has_rcu_pointer(r->wt))
		sl_push(&symbols, "SPARSE_RCU_POINTER");
	if (validate_configure(r, key, &symbols))
		goto out;
	res->sparse = sparse_description(r, sl_contains(&symbols, "SPARSE_RCU_POINTER"));
	ret = 0;
out:
	sl_free(&symbols);
	return ret;
}

/* Every patch in order; a patch that does not apply or build ends the run. */
static void validate_patches(struct run *r, struct finding_list *pre, struct finding_list *post)
{
	for (size_t i = 0; i < r->n && !r->failed; i++) {
		validate_patch(r, i, pre, post);
		if (r->failed)
			break;
		if (r->v[i].applies != STEP_OK || r->v[i].builds != STEP_OK) {
			/* Later patches build on this one: say so and stop. */
			for (size_t j = i + 1; j < r->n; j++)
				validate_decide(&r->v[j]);
			break;
		}
		finding_list_free(pre);
		*pre = *post;
		memset(post, 0, sizeof(*post));
		coverage_free(&r->cov_pre);
		r->cov_pre = r->cov_post;
		memset(&r->cov_post, 0, sizeof(r->cov_post));
	}
}

/* The base, built and booted once (the "before" of the first patch), then the patches. */
static int run_patches(struct run *r, const struct validate_result *res)
{
	struct finding_list pre = { 0 }, post = { 0 };
	char *why;

	note("validate: %zu patch%s of %s; sparse: %s; build dir %s", r->n, r->n == 1 ? "" : "es",
	     r->series, res->sparse, r->kb.out);
	note("validate: building the base%s%s", r->base_series ? " with " : "",
	     r->base_series ? r->base_series : "");
	if (validate_build(r, &why) != STEP_OK) {
		if (!r->failed)
			error("the base tree does not build: %s", why);
		free(why);
		return -1;
	}
	/* The base is the "before" of the first patch: its functions, by their old lines. */
	if (r->n)
		patchinfo_functions_before(&r->v[0].pi, r->wt, &r->cover_fns);
	enum step base_boot = validate_boot(r, "base", &pre, &r->cov_pre, &why);

	if (base_boot != STEP_OK && !r->failed)
		warn("the base does not boot cleanly: %s", why);
	free(why);
	if (!r->failed)
		validate_patches(r, &pre, &post);
	finding_list_free(&pre);
	finding_list_free(&post);
	return r->failed ? -1 : 0;
}

int validate_series(const struct validate_opts *o, struct validate_result *res)
{
	struct run r = { 0 };
	struct ktree kt;
	int ret;

	memset(res, 0, sizeof(*res));
	res->start = now_seconds();
	res->series = o->series;
	res->base_series = o->base_series;
	ret = run_init(&r, o);
	res->v = r.v;
	res->n = r.n;
	if (!ret)
		ret = run_prepare(&r, o);
	if (!ret) {
		ktree_open(&kt, o->kdir, o->tarball);
		res->tree = str_dup(kt.name);

		char *key = ktree_key(&kt, o->work);
		int lock = cache_lock(key);

		ret = run_tree(&r, &kt, o->work, key, res);
		if (!ret)
			ret = run_patches(&r, res);
		/* ktree_worktree() counted the lock once more: both go. */
		cache_unlock(lock);
		cache_unlock(lock);
		free(key);
	}
	run_free(&r);
	return ret;
}

int validate_result_print(const struct validate_result *res, bool json)
{
	char dur[32];
	int ret = EXIT_CLEAN;
	double seconds = now_seconds() - res->start;
	char *title = str_printf("rcucheck validate: %s on %s%s%s (%s)\nsparse: %s", res->series,
				res->tree, res->base_series ? " + " : "",
				res->base_series ? res->base_series : "",
				format_duration(seconds, dur, sizeof(dur)), res->sparse);

	if (json)
		validate_print_json(stdout, res->v, res->n, now_seconds() - res->start, res->sparse);
	else
		validate_print_text(stdout, res->v, res->n, title);
	for (size_t i = 0; i < res->n; i++)
		if (res->v[i].outcome == OUTCOME_FAIL)
			ret = EXIT_FINDINGS;
	free(title);
	note("validate: done in %s", format_duration(now_seconds() - res->start, dur, sizeof(dur)));
	return ret;
}

void validate_result_free(struct validate_result *res)
{
	for (size_t i = 0; i < res->n; i++)
		patch_verdict_free(&res->v[i]);
	free(res->v);
	free(res->tree);
	free(res->sparse);
	memset(res, 0, sizeof(*res));
}
