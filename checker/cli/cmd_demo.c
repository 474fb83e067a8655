// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck demo: the four jobs end to end on a tree with the 2009 bugs
 * put back (testcases/kernel/2009-tglx), each headed and timed, then a
 * summary. Each job calls the engine of the verb a user would run, in
 * this process, and prints what that verb prints; the summary comes from
 * what the engines return.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/audit_verb.h"
#include "cli/commands.h"
#include "cli/link_verb.h"
#include "cli/options.h"
#include "fix/run.h"
#include "runtime/build.h"
#include "runtime/validate_series.h"
#include "tree/ktree.h"
#include "tree/kver.h"
#include "lib/finding.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "lib/util.h"

#define INJECTION "testcases/kernel/2009-tglx"

static struct demo_args {
	const char *kdir, *work;
	bool no_validate, plan;
	struct strlist scopes;
} args = { .work = "demo" };

static const struct cli_option options[] = {
	{ .short_name = 'C', .kind = CLI_STRING, .dest = &args.kdir },
	CLI_KVER_OPTION,
	{ .name = "scope", .kind = CLI_LIST, .dest = &args.scopes, .label = "--scope PATH",
	  .help = "what the audit covers (default: the files the 2009\n"
		  "series touches; e.g. --scope kernel/ for more)" },
	{ .name = "work", .kind = CLI_STRING, .dest = &args.work, .label = "--work NAME",
	  .help = "the scratch worktree and build of the sparse job and the\n"
		  "validation (default: demo); an existing build of the\n"
		  "same configuration (build's or validate's) is reused" },
	{ .name = "no-validate", .kind = CLI_FLAG, .dest = &args.no_validate,
	  .label = "--no-validate", .help = "stop after the fix series (no kernel build)" },
	{ .name = "plan", .kind = CLI_FLAG, .dest = &args.plan, .label = "--plan",
	  .help = "only say what each job would run, run nothing" },
	{ 0 }
};

CLI_VERB("demo", 18);

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck demo [-C KDIR | --kver V] [--scope PATH]... [--work NAME] [--no-validate] [--plan]\n"
		"\n"
		"Shows the four jobs on the packaged 6.1 tree (--kver: another; or KDIR,\n"
		"only read) with the 2009 __task_cred bugs put back (" INJECTION "):\n"
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
	(void)arg;
	printf("%s\n", line);
	fflush(stdout);
}

/* What the jobs share: the paths of this run, and what each job returned. */
struct demo {
	const char *home;
	char *injection, *dir, *findings_path, *series, *key, *wt, *build;
	struct ktree kt;
	struct job jobs[4];
	struct finding_list findings;	/* the audit's default tier */
	struct strlist patches;
	char *vsum;			/* validate's summary, or NULL: not run */
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
	       args.kdir ? args.kdir : kver_current()->package, INJECTION);
	printf("1. sparse audit: %srcucheck build --work %s; make C=2 CHECK=bin/sparse-rcu;"
	       " rcucheck link\n", sparse_rcu_missing(home) ?
	       "make sparse-rcu (bin/sparse-rcu is not built); " : "", args.work);
	printf("2. spatch report: rcucheck audit");
	for (size_t i = 0; i < args.scopes.n; i++)
		printf(" %s", args.scopes.v[i]);
	printf("\n3. fix series: rcucheck fix --series %s\n", INJECTION);
	printf("4. boot validation: ");
	if (args.no_validate)
		printf("skipped (--no-validate)\n");
	else
		printf("rcucheck validate --work %s (its build reused)\n", args.work);
	return EXIT_CLEAN;
}

/* rcucheck build of the demo worktree with the bugs put back. */
static void build_demo_kernel(struct demo *d)
{
	struct build_opts o = { .kdir = args.kdir, .work = args.work, .series = d->injection };
	char *image;

	printf("$ rcucheck build --work %s --series %s\n", args.work, INJECTION);
	fflush(stdout);
	image = build_tree(&o);
	if (!image)
		fatal("demo: the kernel with the 2009 series does not build");
	printf("%s\n", image);
	fflush(stdout);
	free(image);
}

/* rcucheck link <build>: the chains of the facts sparse-rcu left there. */
static int link_build(struct demo *d)
{
	struct strlist paths = STRLIST_INIT;
	struct link_result res;
	int status = EXIT_ERROR;

	printf("$ rcucheck link <build>\n");
	fflush(stdout);
	sl_push(&paths, d->build);
	if (!link_facts(&paths, false, &res)) {
		for (size_t i = 0; i < res.findings.n; i++)
			finding_print_text(stdout, &res.findings.v[i]);
		fflush(stdout);
		link_print_summary(&res);
		status = res.findings.n ? EXIT_FINDINGS : EXIT_CLEAN;
	}
	link_result_free(&res);
	sl_free(&paths);
	return status;
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
	job->status = link_build(d);
	cache_unlock(lock);
	job->seconds = now_seconds() - t0;
	sl_free(&m);
	free(check);
	free(obuild);
	free(sparse_rcu);
}

/*
 * The findings as 'rcucheck audit -o' writes them: the file the shown
 * commands name, for a user who runs them by hand.
 */
static void write_findings(const struct demo *d)
{
	FILE *f = fopen(d->findings_path, "w");

	if (!f)
		fatal("-o %s: %s", d->findings_path, strerror(errno));
	for (size_t i = 0; i < d->findings.n; i++)
		finding_print_json(f, &d->findings.v[i]);
	if (fclose(f))
		fatal("-o %s: %s", d->findings_path, strerror(errno));
}

/* 2. The spatch report: text for the reader, the records for the fix. */
static void audit_job(struct demo *d, struct job *job)
{
	printf("$ rcucheck audit -C <worktree> -o findings.json");
	for (size_t i = 0; i < args.scopes.n; i++)
		printf(" %s", args.scopes.v[i]);
	printf("\n");
	fflush(stdout);
	double t0 = now_seconds();

	if (audit_default_tier(d->wt, &args.scopes, &d->findings)) {
		job->status = EXIT_ERROR;
	} else {
		for (size_t i = 0; i < d->findings.n; i++)
			finding_print_text(stdout, &d->findings.v[i]);
		fflush(stdout);
		write_findings(d);
		job->status = d->findings.n ? EXIT_FINDINGS : EXIT_CLEAN;
	}
	job->seconds = now_seconds() - t0;
	if (job->status != EXIT_FINDINGS)
		fatal("demo: rcucheck audit found nothing or failed (exit %d)", job->status);
}

/* 3. The fix series, its cover letter shown. */
static void fix_job(struct demo *d, struct job *job)
{
	struct fix_run_opts o = {
		.kdir = args.kdir, .series = d->injection, .outdir = d->series, .work = "fix",
	};
	char *written;

	printf("$ rcucheck fix --series %s -o %s findings.json\n", INJECTION, d->series);
	fflush(stdout);
	double t0 = now_seconds();

	remove_tree(d->series);
	job->status = fix_run(&o, &d->findings, &written);
	if (job->status < 0)
		job->status = EXIT_ERROR;
	if (written)
		printf("%s\n", written);
	free(written);
	job->seconds = now_seconds() - t0;
	if (job->status > EXIT_FINDINGS || series_patches(d->series, &d->patches))
		fatal("demo: rcucheck fix failed (exit %d)", job->status);
	char *cover = str_printf("%s/0000-cover-letter.patch", d->series);
	char *text = read_file(cover, NULL);

	printf("\n--- %s ---\n%s", cover, text ? text : "(no cover letter)\n");
	free(text);
	free(cover);
}

/* 4. The boot validation; its summary is kept for the demo's. */
static void validate_job(struct demo *d, struct job *job)
{
	struct validate_opts o = VALIDATE_OPTS_INIT;
	struct validate_result res;

	if (args.no_validate) {
		job->skipped = true;
		printf("skipped (--no-validate)\n");
		return;
	}
	printf("$ rcucheck validate --work %s --base-series %s %s\n",
	       args.work, INJECTION, d->series);
	fflush(stdout);
	o.kdir = args.kdir;
	/*
	 * The demo worktree: its base (the tree with the 2009 series) is what
	 * the sparse job built, with the same configuration, so the base build
	 * is a relink instead of a whole kernel (5 minutes on 2 cores).
	 */
	o.work = args.work;
	o.base_series = d->injection;
	o.series = d->series;
	double t0 = now_seconds();

	if (validate_series(&o, &res)) {
		job->status = EXIT_ERROR;
	} else {
		job->status = validate_result_print(&res, false);
		d->vsum = validate_summary(res.v, res.n);
	}
	fflush(stdout);
	validate_result_free(&res);
	job->seconds = now_seconds() - t0;
}

static void print_summary(const struct demo *d, double t_all)
{
	char buf[32];

	printf("\n=== summary ===\n");
	printf("findings: %zu (default tier) in", d->findings.n);
	for (size_t i = 0; i < args.scopes.n; i++)
		printf(" %s", args.scopes.v[i]);
	printf("\npatches:  %zu in %s\n", d->patches.n, d->series);
	printf("validate: %s\n", d->vsum ? d->vsum : "not run");
	for (int j = 0; j < 4; j++)
		printf("  %-48s %s\n", d->jobs[j].title, d->jobs[j].skipped ? "skipped" :
		       format_duration(d->jobs[j].seconds, buf, sizeof(buf)));
	printf("  %-48s %s\n", "total", format_duration(now_seconds() - t_all, buf, sizeof(buf)));
}

static void demo_free(struct demo *d)
{
	finding_list_free(&d->findings);
	sl_free(&d->patches);
	free(d->vsum);
	free(d->key);
	free(d->build);
	free(d->wt);
	free(d->injection);
	free(d->dir);
	free(d->findings_path);
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
	d.injection = str_printf("%s/" INJECTION, d.home);
	d.dir = cache_path("demo", NULL, true);
	d.findings_path = str_printf("%s/findings.json", d.dir);
	d.series = str_printf("%s/series", d.dir);

	/* Two demos at once would share findings.json and the series: one waits. */
	cache_lock("demo");
	ktree_open(&d.kt, args.kdir, NULL);
	d.key = ktree_key(&d.kt, args.work);
	d.wt = cache_path("work", d.key, false);
	d.build = cache_path("build", d.key, false);
	printf("rcucheck demo: %s with %s applied (worktree %s)\n",
	       args.kdir ? args.kdir : kver_current()->package, INJECTION, d.wt);

	heading(1, d.jobs[0].title);
	sparse_job(&d, &d.jobs[0]);
	/* The audited tree: the base with the bugs put back (built above). */
	if (d.jobs[0].skipped) {
		int lock = cache_lock(d.key);

		free(d.wt);
		d.wt = ktree_worktree(&d.kt, args.work);
		if (ktree_apply_series(d.wt, d.injection))
			fatal("demo: the 2009 injection series does not apply to %s", d.wt);
		/* ktree_worktree() counted the lock once more: both go. */
		cache_unlock(lock);
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
