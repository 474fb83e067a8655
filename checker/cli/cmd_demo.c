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
#include "tree/ktree.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "lib/util.h"

#define INJECTION "testcases/kernel/2009-tglx"

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck demo [-C KDIR] [--scope PATH]... [--no-validate]\n"
		"\n"
		"Shows the four jobs on the packaged 6.1 tree (or KDIR, only read) with\n"
		"the 2009 __task_cred bugs put back (" INJECTION "):\n"
		"  1. the sparse audit (bin/sparse-rcu under make C=2), when built;\n"
		"  2. the spatch report: rcucheck audit;\n"
		"  3. the fix series: rcucheck fix, cover letter printed;\n"
		"  4. the boot validation: rcucheck validate, per patch splat before\n"
		"     and after.\n"
		"Then a summary. Everything is made in scratch worktrees of the cache;\n"
		"the series goes to $RCUCHECK_CACHE/demo/series.\n"
		"\n"
		"  --scope PATH    what the audit covers (default: the files the 2009\n"
		"                  series touches; e.g. --scope kernel/ for more)\n"
		"  --no-validate   stop after the fix series (no kernel build)\n"
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

int cmd_demo(int argc, char **argv)
{
	const char *kdir = NULL;
	bool validate = true;
	struct strlist scopes = STRLIST_INIT;
	struct job jobs[4] = {
		{ .title = "sparse audit: make C=2 CHECK=bin/sparse-rcu" },
		{ .title = "spatch report: rcucheck audit" },
		{ .title = "fix series: rcucheck fix" },
		{ .title = "boot validation: rcucheck validate" },
	};

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			return EXIT_CLEAN;
		} else if (!strcmp(argv[i], "-C") && i + 1 < argc) {
			kdir = argv[++i];
		} else if (!strcmp(argv[i], "--scope") && i + 1 < argc) {
			sl_push(&scopes, argv[++i]);
		} else if (!strcmp(argv[i], "--no-validate")) {
			validate = false;
		} else {
			fatal("demo: unknown option '%s' (see 'rcucheck demo --help')", argv[i]);
		}
	}
	const char *home = rcucheck_home();
	char *rc = str_printf("%s/bin/rcucheck", home);
	char *injection = str_printf("%s/" INJECTION, home);
	char *dir = cache_path("demo", NULL, true);
	char *findings = str_printf("%s/findings.json", dir);
	char *series = str_printf("%s/series", dir);
	struct ktree kt;
	double t_all = now_seconds();

	/* Two demos at once would share findings.json and the series: one waits. */
	cache_lock("demo");
	ktree_open(&kt, kdir, NULL);
	if (!scopes.n) {
		sl_push(&scopes, "kernel/sys.c");
		sl_push(&scopes, "kernel/signal.c");
	}
	char *key = ktree_key(&kt, "demo");
	char *wt = cache_path("work", key, false);
	char *build = cache_path("build", key, false);

	printf("rcucheck demo: %s with %s applied (worktree %s)\n",
	       kdir ? kdir : "linux-source-6.1", INJECTION, wt);

	/*
	 * 1. sparse-rcu under kbuild: the demo's kernel is built (with the
	 * bugs) so that make C=2 has a configured build directory, then the
	 * facts of the checked objects are linked into chains.
	 */
	heading(1, jobs[0].title);
	char *sparse_rcu = str_printf("%s/bin/sparse-rcu", home);
	double t0 = now_seconds();

	if (is_executable(sparse_rcu)) {
		struct strlist b = STRLIST_INIT;

		sl_push(&b, rc);
		sl_push(&b, "build");
		if (kdir) {
			sl_push(&b, "-C");
			sl_push(&b, kdir);
		}
		sl_push(&b, "--work");
		sl_push(&b, "demo");
		sl_push(&b, "--series");
		sl_push(&b, injection);
		printf("$ rcucheck build --work demo --series %s\n", INJECTION);
		fflush(stdout);
		if (run_shown(sl_argv(&b), NULL, NULL))
			fatal("demo: the kernel with the 2009 series does not build");
		sl_free(&b);

		struct strlist m = STRLIST_INIT;
		char *check = str_printf("CHECK=%s", sparse_rcu);
		char *obuild = str_printf("O=%s", build);

		sl_push(&m, "make");
		sl_push(&m, "-C");
		sl_push(&m, wt);
		sl_push(&m, obuild);
		sl_push(&m, "C=2");
		sl_push(&m, check);
		for (size_t i = 0; i < scopes.n; i++) {
			const char *sc = scopes.v[i];

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
		int lock = cache_lock(key);

		jobs[0].status = proc_run(sl_argv(&m), &o, NULL);
		printf("$ rcucheck link <build>\n");
		fflush(stdout);
		char *const argv1[] = { rc, "link", build, NULL };

		jobs[0].status = run_shown(argv1, NULL, NULL);
		cache_unlock(lock);
		jobs[0].seconds = now_seconds() - t0;
		sl_free(&m);
		free(check);
		free(obuild);
	} else {
		jobs[0].skipped = true;
		printf("skipped: bin/sparse-rcu is not built (make sparse-rcu)\n");
	}
	free(sparse_rcu);
	/* The audited tree: the base with the bugs put back (built above). */
	if (jobs[0].skipped) {
		int lock = cache_lock(key);

		free(wt);
		wt = ktree_worktree(&kt, "demo");
		if (ktree_apply_series(wt, injection))
			fatal("demo: the 2009 injection series does not apply to %s", wt);
		cache_unlock(lock);
	}

	/* 2. The spatch report: text for the reader, JSON for the fix. */
	heading(2, jobs[1].title);
	struct strlist a = STRLIST_INIT;

	sl_push(&a, rc);
	sl_push(&a, "audit");
	sl_push(&a, "-C");
	sl_push(&a, wt);
	sl_push(&a, "-o");
	sl_push(&a, findings);
	for (size_t i = 0; i < scopes.n; i++)
		sl_push(&a, scopes.v[i]);
	printf("$ rcucheck audit -C <worktree> -o findings.json");
	for (size_t i = 0; i < scopes.n; i++)
		printf(" %s", scopes.v[i]);
	printf("\n");
	fflush(stdout);
	t0 = now_seconds();
	jobs[1].status = run_shown(sl_argv(&a), NULL, NULL);
	jobs[1].seconds = now_seconds() - t0;
	sl_free(&a);
	size_t nfind = count_lines(findings, "{");

	if (jobs[1].status != EXIT_FINDINGS)
		fatal("demo: rcucheck audit found nothing or failed (exit %d)", jobs[1].status);

	/* 3. The fix series. */
	heading(3, jobs[2].title);
	printf("$ rcucheck fix --series %s -o %s findings.json\n", INJECTION, series);
	fflush(stdout);
	struct strlist f = STRLIST_INIT;

	sl_push(&f, rc);
	sl_push(&f, "fix");
	if (kdir) {
		sl_push(&f, "-C");
		sl_push(&f, kdir);
	}
	sl_push(&f, "--series");
	sl_push(&f, injection);
	sl_push(&f, "-o");
	sl_push(&f, series);
	sl_push(&f, findings);
	t0 = now_seconds();
	remove_tree(series);
	jobs[2].status = run_shown(sl_argv(&f), NULL, NULL);
	sl_free(&f);
	jobs[2].seconds = now_seconds() - t0;
	struct strlist patches = STRLIST_INIT;

	if (jobs[2].status > EXIT_FINDINGS || series_patches(series, &patches))
		fatal("demo: rcucheck fix failed (exit %d)", jobs[2].status);
	char *cover = str_printf("%s/0000-cover-letter.patch", series);
	char *text = read_file(cover, NULL);

	printf("\n--- %s ---\n%s", cover, text ? text : "(no cover letter)\n");
	free(text);
	free(cover);

	/* 4. The boot validation. */
	heading(4, jobs[3].title);
	struct strlist vlines = STRLIST_INIT;

	if (validate) {
		printf("$ rcucheck validate --work demo-validate --base-series %s %s\n",
		       INJECTION, series);
		fflush(stdout);
		struct strlist v = STRLIST_INIT;

		sl_push(&v, rc);
		sl_push(&v, "validate");
		if (kdir) {
			sl_push(&v, "-C");
			sl_push(&v, kdir);
		}
		sl_push(&v, "--work");
		sl_push(&v, "demo-validate");
		sl_push(&v, "--base-series");
		sl_push(&v, injection);
		sl_push(&v, series);
		t0 = now_seconds();
		jobs[3].status = run_shown(sl_argv(&v), NULL, &vlines);
		sl_free(&v);
		jobs[3].seconds = now_seconds() - t0;
	} else {
		jobs[3].skipped = true;
		printf("skipped (--no-validate)\n");
	}

	/* Summary. */
	const char *vsum = "not run";

	for (size_t i = 0; i < vlines.n; i++)
		if (starts_with(vlines.v[i], "summary: "))
			vsum = vlines.v[i] + 9;
	printf("\n=== summary ===\n");
	printf("findings: %zu (default tier) in", nfind);
	for (size_t i = 0; i < scopes.n; i++)
		printf(" %s", scopes.v[i]);
	printf("\npatches:  %zu in %s\n", patches.n, series);
	printf("validate: %s\n", vsum);
	for (int j = 0; j < 4; j++) {
		char buf[32];

		printf("  %-48s %s\n", jobs[j].title, jobs[j].skipped ? "skipped" :
		       format_duration(jobs[j].seconds, buf, sizeof(buf)));
	}
	char buf[32];

	printf("  %-48s %s\n", "total", format_duration(now_seconds() - t_all, buf, sizeof(buf)));
	int ret = jobs[3].skipped ? EXIT_CLEAN : jobs[3].status ? EXIT_FINDINGS : EXIT_CLEAN;

	sl_free(&patches);
	sl_free(&vlines);
	free(key);
	free(build);
	sl_free(&scopes);
	free(wt);
	free(rc);
	free(injection);
	free(dir);
	free(findings);
	free(series);
	return ret;
}
