// SPDX-License-Identifier: GPL-2.0
/*
 * bin/bench (make bench): the audit's speed and yield beside a baseline
 * measured in the same run, since these machines are noisy: the naive
 * rule of bench/ ("rcu_dereference() with no rcu_read_lock() earlier in
 * the function") over the same files, with the same spatch -j.
 *
 *   bench [-C KDIR] [--runs N] [--full] [SCOPE...]
 *
 * Each scope (default kernel/) is timed N times (default 3) and the
 * median printed; --full adds the whole tree (one run each). A --since
 * line times a one-file change in a scratch worktree with the 2009
 * series applied. Figures, not verdicts: nothing here fails on speed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ktree.h"
#include "proc.h"
#include "util.h"

struct run {
	double seconds;
	size_t reports, lower;
};

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static void count_line(const char *line, void *arg)
{
	struct run *r = arg;

	if (starts_with(line, "naive "))
		r->reports++;
	else if (line[0] == '{')
		strstr(line, "\"tier\":\"lower\"") ? r->lower++ : r->reports++;
}

static struct run timed(char *const argv[], const char *cwd)
{
	struct run r = { 0 };
	struct proc_opts o = { .cwd = cwd, .on_line = count_line, .arg = &r };
	double t0 = now_seconds();
	int status = proc_run(argv, &o, NULL);

	r.seconds = now_seconds() - t0;
	if (status != 0 && status != 1)
		die("bench: %s failed (exit %d)", argv[0], status);
	return r;
}

static struct run naive(const char *root, const char *scope)
{
	char *rule = xasprintf("%s/bench/naive_rcu_dereference.cocci", rcucheck_home());
	char *tmp = cache_path("run", "bench-spatch", true);
	char *const argv[] = {
		"spatch", "--very-quiet", "--no-includes", "--include-headers",
		"--tmp-dir", tmp, "-j", "2", "--chunksize", "1", "-D", "report",
		"--sp-file", rule, "--dir", (char *)scope, NULL,
	};
	struct run r = timed(argv, root);

	remove_tree(tmp);
	free(tmp);
	free(rule);
	return r;
}

static struct run audit(const char *kdir, const char *scope, const char *since)
{
	char *rc = xasprintf("%s/bin/rcucheck", rcucheck_home());
	struct strlist a = STRLIST_INIT;

	sl_push(&a, rc);
	sl_push(&a, "audit");
	if (kdir) {
		sl_push(&a, "-C");
		sl_push(&a, kdir);
	}
	sl_push(&a, "-j");
	sl_push(&a, "2");
	sl_push(&a, "--json");
	sl_push(&a, "--tier=all");
	if (since) {
		sl_push(&a, "--since");
		sl_push(&a, since);
	}
	if (scope && strcmp(scope, "."))
		sl_push(&a, scope);
	struct run r = timed(sl_argv(&a), NULL);

	sl_free(&a);
	free(rc);
	return r;
}

static void print_row(const char *scope, const char *what, double *t, int n,
		      const struct run *last, size_t files, double base)
{
	qsort(t, (size_t)n, sizeof(*t), cmp_double);
	double med = t[n / 2];

	printf("%-10s %-28s %8.1f %8.1f %9.0f %8zu %8zu", scope, what, med, t[n - 1],
	       files / (med > 0 ? med : 1), last->reports, last->lower);
	if (base > 0)
		printf("   %5.2fx", med / base);
	printf("\n");
	fflush(stdout);
}

/* *.c files under @scope of @root, for files/s. */
static size_t count_c_files(const char *root, const char *scope)
{
	struct strbuf sb = STRBUF_INIT;
	char *const argv[] = { "find", (char *)scope, "-name", "*.c", "-type", "f", NULL };
	size_t n = 0;

	if (proc_capture(argv, root, &sb) == 0)
		for (char *s = sb.buf; s && *s; s++)
			n += *s == '\n';
	sb_free(&sb);
	return n;
}

int main(int argc, char **argv)
{
	const char *kdir = NULL;
	int runs = 3;
	bool full = false;
	struct strlist scopes = STRLIST_INIT;
	struct ktree kt;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-C") && i + 1 < argc)
			kdir = argv[++i];
		else if (!strcmp(argv[i], "--runs") && i + 1 < argc)
			runs = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--full"))
			full = true;
		else if (argv[i][0] == '-')
			die("bench: unknown option '%s'", argv[i]);
		else
			sl_push(&scopes, argv[i]);
	}
	if (runs < 1 || runs > 15)
		die("bench: --runs takes 1 to 15");
	if (!scopes.n)
		sl_push(&scopes, "kernel");
	if (full)
		sl_push(&scopes, ".");
	need_tool("spatch", "coccinelle");
	proc_install_signal_handlers();
	ktree_open(&kt, kdir, NULL);
	const char *root = kdir ? kdir : kt.repo;

	printf("rcucheck bench: %s, spatch -j 2, median of %d run(s) per scope (whole tree: 1)\n",
	       root, runs);
	printf("%-10s %-28s %8s %8s %9s %8s %8s %8s\n", "scope", "tool", "median_s", "max_s",
	       "files/s", "reports", "lower", "vs_base");
	for (size_t s = 0; s < scopes.n; s++) {
		const char *scope = scopes.v[s];
		int n = strcmp(scope, ".") ? runs : 1;
		double tb[15], ta[15];
		struct run rb = { 0 }, ra = { 0 };
		size_t files = count_c_files(root, scope);

		/* Interleaved, so that load spikes hit both alike. */
		for (int i = 0; i < n; i++) {
			rb = naive(root, scope);
			tb[i] = rb.seconds;
			ra = audit(kdir, scope, NULL);
			ta[i] = ra.seconds;
		}
		double base_copy[15];

		memcpy(base_copy, tb, sizeof(tb));
		qsort(base_copy, (size_t)n, sizeof(double), cmp_double);
		print_row(scope, "naive rule (baseline)", tb, n, &rb, files, 0);
		print_row(scope, "rcucheck audit --tier=all", ta, n, &ra, files,
			  base_copy[n / 2]);
	}

	/* --since: one changed file in a tree with the 2009 series applied. */
	char *wt = ktree_worktree(&kt, "bench");
	char *series = xasprintf("%s/testcases/kernel/2009-tglx", rcucheck_home());

	if (ktree_apply_series(wt, series) == 0) {
		double t[15];
		struct run r = { 0 };

		for (int i = 0; i < runs; i++) {
			r = audit(wt, NULL, "HEAD~1");
			t[i] = r.seconds;
		}
		print_row("--since", "audit, 1 file changed", t, runs, &r, 1, 0);
	}
	free(series);
	free(wt);
	sl_free(&scopes);
	return 0;
}
