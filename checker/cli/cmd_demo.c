// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck demo: the four jobs end to end on a tree with the 2009 bugs
 * put back (testcases/kernel/2009-tglx), each headed and timed, then a
 * summary. The jobs are the verbs a user runs, started as child
 * processes, so the demo shows exactly what they print.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/commands.h"
#include "cli/options.h"
#include "tree/ktree.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "lib/util.h"

#define INJECTION "testcases/kernel/2009-tglx"

static struct demo_args {
	const char *kdir;
	bool no_validate, plan;
	struct strlist scopes;
} args;

static const struct cli_option options[] = {
	{ .short_name = 'C', .kind = CLI_STRING, .dest = &args.kdir },
	CLI_KVER_OPTION,
	{ .name = "scope", .kind = CLI_LIST, .dest = &args.scopes, .label = "--scope PATH",
	  .help = "what the audit covers (default: the files the 2009\n"
		  "series touches; e.g. --scope kernel/ for more)" },
	{ .name = "no-validate", .kind = CLI_FLAG, .dest = &args.no_validate,
	  .label = "--no-validate", .help = "stop after the fix series (no kernel build)" },
	{ .name = "plan", .kind = CLI_FLAG, .dest = &args.plan, .label = "--plan",
	  .help = "only say what each job would run, run nothing" },
	{ 0 }
};

static void usage(FILE *out);

static const struct cli_verb verb = {
	.name = "demo", .opts = options, .usage = usage, .column = 18,
};

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck demo [-C KDIR | --kver V] [--scope PATH]... [--no-validate] [--plan]\n"
		"\n"
		"Shows the four jobs on the packaged 6.1 tree (or KDIR, only read) with\n"
		"the 2009 __task_cred bugs put back (" INJECTION "):\n"
		"  1. the sparse audit (bin/sparse-rcu under make C=2), built first\n"
		"     when missing (make sparse-rcu);\n"
		"  2. the spatch report: rcucheck audit;\n"
		"  3. the fix series: rcucheck fix, cover letter printed;\n"
		"  4. the boot validation: rcucheck validate, per patch splat before\n"
		"     and after.\n"
		"Then a summary. Everything is made in scratch worktrees of the cache;\n"
		"the series goes to $RCUCHECK_CACHE/demo/series.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0 every injected site found and every patch with a\n"
		"trigger proven, 1 otherwise, 2 usage or environment error.\n");
}

struct job {
	const char *title;
	double seconds;
	int status;
	bool skipped;
};

static void heading(int n, const char *title)
{
	printf("\n=== %d. %s ===\n", n, title);
	fflush(stdout);
}

static void echo_line(const char *line, void *arg)
{
	struct strlist *keep = arg;

	printf("%s\n", line);
	fflush(stdout);
	if (keep)
		sl_push(keep, line);
}

/* Runs @argv with its output shown (and kept in @keep when given). */
static int run_shown(char *const argv[], const char *stdout_path, struct strlist *keep)
{
	struct proc_opts o = { .keep_stderr = true };

	if (stdout_path)
		o.stdout_path = stdout_path;
	else {
		o.on_line = echo_line;
		o.arg = keep;
	}
	return proc_run(argv, &o, NULL);
}

static size_t count_lines(const char *path, const char *needle)
{
	char *text = read_file(path, NULL);
	size_t n = 0;

	if (!text)
		return 0;
	for (char *s = text; s && *s; s = strchr(s, '\n'), s = s ? s + 1 : NULL)
		n += !needle || !strncmp(s, needle, strlen(needle));
	free(text);
	return n;
}

/* What the jobs share: the paths of this run. */
struct demo {
	const char *home;
	char *rc, *injection, *dir, *findings, *series, *key, *wt, *build;
	struct ktree kt;
	struct job jobs[4];
	size_t nfind;
	struct strlist patches, vlines;
};

/*
 * Job 1 needs bin/sparse-rcu. A fresh checkout has none (plain "make"
 * builds it only when libsparse is there): the demo builds it rather
 * than skip the job.
 */
static bool sparse_rcu_missing(const char *home)
{
	char *path = str_printf("%s/bin/sparse-rcu", home);
	bool missing = !is_executable(path);

	free(path);
	return missing;
}

/* make -C HOME sparse-rcu (libsparse and the packages first), logged. */
static bool build_sparse_rcu(const char *home)
{
	char *log = cache_path("logs", "demo-sparse-rcu.log", true);
	char *const argv[] = { "make", "-C", (char *)home, "sparse-rcu", NULL };
	struct proc_opts o = { .stdout_path = log };
	struct progress pr;
	int status;

	need_tool("make", "make");
	progress_start(&pr, "demo: make sparse-rcu");
	note("demo: bin/sparse-rcu is not built: building it (make -C %s sparse-rcu, log %s)",
	     home, log);
	status = proc_run(argv, &o, NULL);
	if (status)
		warn("demo: make sparse-rcu failed (exit %d): see %s", status, log);
	else
		progress_done(&pr, NULL);
	free(log);
	return !status && !sparse_rcu_missing(home);
}

/* --plan: each job and what it would run; nothing is run or opened. */
static int print_plan(const char *home)
{
	printf("rcucheck demo: %s with %s applied\n",
	       args.kdir ? args.kdir : "linux-source-6.1", INJECTION);
	printf("1. sparse audit: %srcucheck build --work demo; make C=2 CHECK=bin/sparse-rcu;"
	       " rcucheck link\n", sparse_rcu_missing(home) ?
	       "make sparse-rcu (bin/sparse-rcu is not built); " : "");
	printf("2. spatch report: rcucheck audit");
	for (size_t i = 0; i < args.scopes.n; i++)
		printf(" %s", args.scopes.v[i]);
	printf("\n3. fix series: rcucheck fix --series %s\n", INJECTION);
	printf("4. boot validation: %s\n", args.no_validate ? "skipped (--no-validate)" :
	       "rcucheck validate --work demo-validate");
	return EXIT_CLEAN;
}

/* rcucheck build of the demo worktree with the bugs put back. */
static void build_demo_kernel(struct demo *d)
{
	struct strlist b = STRLIST_INIT;

	sl_push(&b, d->rc);
	sl_push(&b, "build");
	if (args.kdir) {
		sl_push(&b, "-C");
		sl_push(&b, args.kdir);
	}
	sl_push(&b, "--work");
	sl_push(&b, "demo");
	sl_push(&b, "--series");
	sl_push(&b, d->injection);
	printf("$ rcucheck build --work demo --series %s\n", INJECTION);
	fflush(stdout);
	if (run_shown(sl_argv(&b), NULL, NULL))
		fatal("demo: the kernel with the 2009 series does not build");
	sl_free(&b);
}

/*
 * 1. sparse-rcu under kbuild: the demo's kernel is built (with the bugs)
 * so that make C=2 has a configured build directory, then the facts of
 * the checked objects are linked into chains.
 */
static void sparse_job(struct demo *d, struct job *job)
{
	char *sparse_rcu = str_printf("%s/bin/sparse-rcu", d->home);
	double t0 = now_seconds();

	if (sparse_rcu_missing(d->home) && !build_sparse_rcu(d->home)) {
		job->skipped = true;
		printf("skipped: bin/sparse-rcu does not build (make sparse-rcu)\n");
		free(sparse_rcu);
		return;
	}
	build_demo_kernel(d);

	struct strlist m = STRLIST_INIT;
	char *check = str_printf("CHECK=%s", sparse_rcu);
	char *obuild = str_printf("O=%s", d->build);

	sl_push(&m, "make");
	sl_push(&m, "-C");
	sl_push(&m, d->wt);
	sl_push(&m, obuild);
	sl_push(&m, "C=2");
	sl_push(&m, check);
	for (size_t i = 0; i < args.scopes.n; i++) {
		const char *sc = args.scopes.v[i];

		if (ends_with(sc, ".c"))
			sl_push_owned(&m, str_printf("%.*s.o", (int)strlen(sc) - 2, sc));
		else
			sl_push(&m, sc);
	}
	printf("$ make O=<build> C=2 CHECK=bin/sparse-rcu");
	for (size_t i = 6; i < m.n; i++)
		printf(" %s", m.v[i]);
	printf("\n");
	fflush(stdout);
	/* sparse-rcu's findings are in its output: show the RCU ones. */
	const char *env[] = { "SPARSE_RCU_FLAGS=--rcu-only", NULL };
	struct proc_opts o = { .keep_stderr = true, .on_line = echo_line, .env = env };
	/* The build directory is the demo worktree's: its lock, as a build takes. */
	int lock = cache_lock(d->key);

	job->status = proc_run(sl_argv(&m), &o, NULL);
	printf("$ rcucheck link <build>\n");
	fflush(stdout);
	char *const argv1[] = { d->rc, "link", d->build, NULL };

	job->status = run_shown(argv1, NULL, NULL);
	cache_unlock(lock);
	job->seconds = now_seconds() - t0;
	sl_free(&m);
	free(check);
	free(obuild);
	free(sparse_rcu);
}

/* 2. The spatch report: text for the reader, JSON for the fix. */
static void audit_job(struct demo *d, struct job *job)
{
	struct strlist a = STRLIST_INIT;

	sl_push(&a, d->rc);
	sl_push(&a, "audit");
	sl_push(&a, "-C");
	sl_push(&a, d->wt);
	sl_push(&a, "-o");
	sl_push(&a, d->findings);
	for (size_t i = 0; i < args.scopes.n; i++)
		sl_push(&a, args.scopes.v[i]);
	printf("$ rcucheck audit -C <worktree> -o findings.json");
	for (size_t i = 0; i < args.scopes.n; i++)
		printf(" %s", args.scopes.v[i]);
	printf("\n");
	fflush(stdout);
	double t0 = now_seconds();

	job->status = run_shown(sl_argv(&a), NULL, NULL);
	job->seconds = now_seconds() - t0;
	sl_free(&a);
	d->nfind = count_lines(d->findings, "{");
	if (job->status != EXIT_FINDINGS)
		fatal("demo: rcucheck audit found nothing or failed (exit %d)", job->status);
}

/* 3. The fix series, its cover letter shown. */
static void fix_job(struct demo *d, struct job *job)
{
	struct strlist f = STRLIST_INIT;

	printf("$ rcucheck fix --series %s -o %s findings.json\n", INJECTION, d->series);
	fflush(stdout);
	sl_push(&f, d->rc);
	sl_push(&f, "fix");
	if (args.kdir) {
		sl_push(&f, "-C");
		sl_push(&f, args.kdir);
	}
	sl_push(&f, "--series");
	sl_push(&f, d->injection);
	sl_push(&f, "-o");
	sl_push(&f, d->series);
	sl_push(&f, d->findings);
	double t0 = now_seconds();

	remove_tree(d->series);
	job->status = run_shown(sl_argv(&f), NULL, NULL);
	sl_free(&f);
	job->seconds = now_seconds() - t0;
	if (job->status > EXIT_FINDINGS || series_patches(d->series, &d->patches))
		fatal("demo: rcucheck fix failed (exit %d)", job->status);
	char *cover = str_printf("%s/0000-cover-letter.patch", d->series);
	char *text = read_file(cover, NULL);

	printf("\n--- %s ---\n%s", cover, text ? text : "(no cover letter)\n");
	free(text);
	free(cover);
}

/* 4. The boot validation; its lines are kept for the summary. */
static void validate_job(struct demo *d, struct job *job)
{
	if (args.no_validate) {
		job->skipped = true;
		printf("skipped (--no-validate)\n");
		return;
	}
	printf("$ rcucheck validate --work demo-validate --base-series %s %s\n",
	       INJECTION, d->series);
	fflush(stdout);
	struct strlist v = STRLIST_INIT;

	sl_push(&v, d->rc);
	sl_push(&v, "validate");
	if (args.kdir) {
		sl_push(&v, "-C");
		sl_push(&v, args.kdir);
	}
	sl_push(&v, "--work");
	sl_push(&v, "demo-validate");
	sl_push(&v, "--base-series");
	sl_push(&v, d->injection);
	sl_push(&v, d->series);
	double t0 = now_seconds();

	job->status = run_shown(sl_argv(&v), NULL, &d->vlines);
	sl_free(&v);
	job->seconds = now_seconds() - t0;
}

static void print_summary(const struct demo *d, double t_all)
{
	const char *vsum = "not run";
	char buf[32];

	for (size_t i = 0; i < d->vlines.n; i++)
		if (starts_with(d->vlines.v[i], "summary: "))
			vsum = d->vlines.v[i] + 9;
	printf("\n=== summary ===\n");
	printf("findings: %zu (default tier) in", d->nfind);
	for (size_t i = 0; i < args.scopes.n; i++)
		printf(" %s", args.scopes.v[i]);
	printf("\npatches:  %zu in %s\n", d->patches.n, d->series);
	printf("validate: %s\n", vsum);
	for (int j = 0; j < 4; j++)
		printf("  %-48s %s\n", d->jobs[j].title, d->jobs[j].skipped ? "skipped" :
		       format_duration(d->jobs[j].seconds, buf, sizeof(buf)));
	printf("  %-48s %s\n", "total", format_duration(now_seconds() - t_all, buf, sizeof(buf)));
}

static void demo_free(struct demo *d)
{
	sl_free(&d->patches);
	sl_free(&d->vlines);
	free(d->key);
	free(d->build);
	free(d->wt);
	free(d->rc);
	free(d->injection);
	free(d->dir);
	free(d->findings);
	free(d->series);
}

int cmd_demo(int argc, char **argv)
{
	struct demo d = { .jobs = {
		{ .title = "sparse audit: make C=2 CHECK=bin/sparse-rcu" },
		{ .title = "spatch report: rcucheck audit" },
		{ .title = "fix series: rcucheck fix" },
		{ .title = "boot validation: rcucheck validate" },
	} };
	double t_all = now_seconds();

	if (cli_parse(&verb, argc, argv, NULL))
		return EXIT_CLEAN;
	if (!args.scopes.n) {
		sl_push(&args.scopes, "kernel/sys.c");
		sl_push(&args.scopes, "kernel/signal.c");
	}
	d.home = rcucheck_home();
	if (args.plan)
		return print_plan(d.home);
	d.rc = str_printf("%s/bin/rcucheck", d.home);
	d.injection = str_printf("%s/" INJECTION, d.home);
	d.dir = cache_path("demo", NULL, true);
	d.findings = str_printf("%s/findings.json", d.dir);
	d.series = str_printf("%s/series", d.dir);

	/* Two demos at once would share findings.json and the series: one waits. */
	cache_lock("demo");
	ktree_open(&d.kt, args.kdir, NULL);
	d.key = ktree_key(&d.kt, "demo");
	d.wt = cache_path("work", d.key, false);
	d.build = cache_path("build", d.key, false);
	printf("rcucheck demo: %s with %s applied (worktree %s)\n",
	       args.kdir ? args.kdir : "linux-source-6.1", INJECTION, d.wt);

	heading(1, d.jobs[0].title);
	sparse_job(&d, &d.jobs[0]);
	/* The audited tree: the base with the bugs put back (built above). */
	if (d.jobs[0].skipped) {
		int lock = cache_lock(d.key);

		free(d.wt);
		d.wt = ktree_worktree(&d.kt, "demo");
		if (ktree_apply_series(d.wt, d.injection))
			fatal("demo: the 2009 injection series does not apply to %s", d.wt);
		cache_unlock(lock);
	}
	heading(2, d.jobs[1].title);
	audit_job(&d, &d.jobs[1]);
	heading(3, d.jobs[2].title);
	fix_job(&d, &d.jobs[2]);
	heading(4, d.jobs[3].title);
	validate_job(&d, &d.jobs[3]);
	print_summary(&d, t_all);

	int ret = d.jobs[3].skipped ? EXIT_CLEAN : d.jobs[3].status ? EXIT_FINDINGS : EXIT_CLEAN;

	demo_free(&d);
	sl_free(&args.scopes);
	return ret;
}
