// SPDX-License-Identifier: GPL-2.0
/*
 * bin/bench (make bench): the audit's speed and yield beside a baseline
 * measured in the same run, since these machines are noisy: the naive
 * rule of bench/ ("rcu_dereference() with no rcu_read_lock() earlier in
 * the function") over the same files, with the same spatch -j.
 *
 *   bench [-C KDIR | --kver V] [--runs N] [--full] [--shards N] [--sample LIST] [SCOPE...]
 *
 * Each scope (default kernel/) is timed N times (default 3) and the
 * median printed, the audit cold (--no-cache: every file parsed, as on
 * a first run); --full adds the whole tree (one run each); --shards N
 * adds the N shards of "audit --shard I/N" run one after another, their
 * time summed and their reports joined by "rcucheck merge", beside the
 * unsharded audit. A --since
 * line times a one-file change in a scratch worktree with the 2009
 * series applied. Figures, not verdicts: nothing here fails on speed.
 *
 * --sample LIST adds a fixed sample of the tree's files (LIST: one path a
 * line, as bench/sample.sh writes bench/sample-6.1.txt), one run: the
 * audit of those files cold, beside the naive rule over a scratch copy
 * of them at their tree paths (its --dir), since the audit's callers are
 * searched in the whole tree and a scope of scattered files has no
 * directory of its own.
 *
 *   bench --cache [-C KDIR | --kver V] [--runs N] [--full] [--change FILE] [--shards N]
 *                 [--keep DIR] [SCOPE...]
 *
 * the result cache: in a scratch worktree of the tree, the audit of the
 * scopes together (default kernel/; --full or a scope "." the whole tree,
 * the audit given no path, the changed file then one of kernel/) with the cache cold, warm with no
 * change (the kept report, and the entries alone), warm after a line put first in one .c file (FILE, default the
 * first of the first scope that calls rcu_dereference()), and --since
 * HEAD~1 once that change is committed; beside the naive rule over the
 * same scopes in the same run (bench_cache()). --shards N adds the N
 * shards of "audit --shard I/N", each with the cache cold, run one after
 * another (time summed, reports merged), beside the cold unsharded audit. --keep DIR keeps
 * what a whole-tree run costs too much to throw away: the cold audit's
 * findings (DIR/cold.json, JSON lines) and the result cache it filled
 * (DIR/results, not removed: a later audit with RCUCHECK_RESULTS=DIR/results
 * reads it warm).
 *
 *   bench --recall [CORPUS]
 *
 * recall of the audit on the injection corpus (default
 * testcases/kernel/recall), per kind and tier: tests/bench_recall.c.
 *
 *   bench --sparse BUILD [--runs N] [-j N] [SCOPE...]
 *
 * times kbuild's checker pass instead: in BUILD, a configured kernel
 * build directory (make O=BUILD) whose objects of SCOPE (default kernel/)
 * are built already, "make C=2 CHECK=sparse SCOPE/" beside "make C=2
 * CHECK=bin/sparse-rcu SCOPE/", interleaved.  C=2 runs the checker on
 * every file whether or not it is rebuilt, and the objects are up to
 * date, so both runs are the checker and make's own overhead.  Wall time
 * and CPU time (median), and the peak resident size of any process of the
 * make (wait4()'s ru_maxrss: the largest child; the checker, since no
 * compiler runs), side by side with their ratio.
 */
#include <errno.h>
#include <limits.h>
#include <sys/stat.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <jansson.h>
#include "tree/ktree.h"
#include "lib/proc.h"
#include "lib/util.h"
#include "tests/bench_recall.h"

struct run {
	double seconds;
	size_t reports, lower;
};

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Where the findings of the audit being timed are copied, when --keep asks (else NULL). */
static FILE *kept_findings;
/* Where a shard's findings are written for "rcucheck merge" (shard_row(), else NULL). */
static FILE *shard_findings;

static void count_line(const char *line, void *arg)
{
	struct run *r = arg;

	if (kept_findings && line[0] == '{')
		fprintf(kept_findings, "%s\n", line);
	if (shard_findings && line[0] == '{')
		fprintf(shard_findings, "%s\n", line);

	if (starts_with(line, "naive ")) {
		r->reports++;
	} else if (line[0] == '{') {
		json_t *f = json_loads(line, 0, NULL);
		const char *tier = json_string_value(json_object_get(f, "tier"));

		tier && !strcmp(tier, "lower") ? r->lower++ : r->reports++;
		json_decref(f);
	}
}

static struct run timed(char *const argv[], const char *cwd)
{
	struct run r = { 0 };
	struct proc_opts o = { .cwd = cwd, .on_line = count_line, .arg = &r };
	double t0 = now_seconds();
	int status = proc_run(argv, &o, NULL);

	r.seconds = now_seconds() - t0;
	if (status != 0 && status != 1)
		fatal("bench: %s failed (exit %d)", argv[0], status);
	return r;
}

static struct run naive(const char *root, const char *scope)
{
	char *rule = str_printf("%s/bench/naive_rcu_dereference.cocci", rcucheck_home());
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

static struct run audit_paths(const char *kdir, const struct strlist *paths,
			      const char *since, const char *shard);

/* The audits neither read nor write the result cache (plain bench: cold). */
static bool no_cache;

static struct run audit(const char *kdir, const char *scope, const char *since,
			const char *shard)
{
	struct strlist paths = STRLIST_INIT;

	if (scope && strcmp(scope, "."))
		sl_push(&paths, scope);
	struct run r = audit_paths(kdir, &paths, since, shard);

	sl_free(&paths);
	return r;
}

static struct run audit_paths(const char *kdir, const struct strlist *paths,
			      const char *since, const char *shard)
{
	char *rc = str_printf("%s/bin/rcucheck", rcucheck_home());
	struct strlist a = STRLIST_INIT;

	sl_push(&a, rc);
	sl_push(&a, "audit");
	if (kdir) {
		sl_push(&a, "-C");
		sl_push(&a, kdir);
	}
	if (kver_was_selected()) {
		sl_push(&a, "--kver");
		sl_push(&a, kver_current()->version);
	}
	sl_push(&a, "-j");
	sl_push(&a, "2");
	sl_push(&a, "--json");
	sl_push(&a, "--tier=all");
	if (no_cache)
		sl_push(&a, "--no-cache");
	if (since) {
		sl_push(&a, "--since");
		sl_push(&a, since);
	}
	if (shard) {
		sl_push(&a, "--shard");
		sl_push(&a, shard);
	}
	for (size_t i = 0; i < paths->n; i++)
		sl_push(&a, paths->v[i]);
	struct run r = timed(sl_argv(&a), NULL);

	sl_free(&a);
	free(rc);
	return r;
}

/* The paths of @list, one a line (blank lines and '#' comments skipped); fatal when unreadable. */
static void read_sample(const char *list, struct strlist *files)
{
	char *text = read_file(list, NULL), *save = NULL;

	if (!text)
		fatal("bench: cannot read the sample list %s: %s", list, strerror(errno));
	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
		if (*l && *l != '#')
			sl_push(files, l);
	free(text);
	if (!files->n)
		fatal("bench: the sample list %s names no file", list);
}

/* @files of @root copied under @dir at their own paths; fatal when one is missing. */
static void copy_sample(const char *root, const struct strlist *files, const char *dir)
{
	remove_tree(dir);
	for (size_t i = 0; i < files->n; i++) {
		char *from = path_join(root, files->v[i]), *to = path_join(dir, files->v[i]);
		char *slash = strrchr(to, '/');
		size_t len;
		char *text = read_file(from, &len);

		if (!text)
			fatal("bench: sample file %s: %s", from, strerror(errno));
		*slash = '\0';
		if (mkdir_p(to, 0755))
			fatal("bench: cannot create %s: %s", to, strerror(errno));
		*slash = '/';
		if (write_file(to, text, len))
			fatal("bench: cannot write %s: %s", to, strerror(errno));
		free(text);
		free(from);
		free(to);
	}
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

/* --sample: the listed files audited cold, beside the naive rule over a copy of them. */
static void sample_rows(const char *root, const char *kdir, const struct strlist *files)
{
	char *dir = cache_path("run", "bench-sample", true);
	double tb[1], ta[1];

	copy_sample(root, files, dir);
	struct run rb = naive(dir, ".");
	struct run ra = audit_paths(kdir, files, NULL, NULL);

	tb[0] = rb.seconds;
	ta[0] = ra.seconds;
	print_row("sample", "naive rule (baseline)", tb, 1, &rb, files->n, 0);
	print_row("sample", "rcucheck audit --tier=all", ta, 1, &ra, files->n, rb.seconds);
	remove_tree(dir);
	free(dir);
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

/* ---- bench --sparse: kbuild's checker pass ------------------------- */

struct check_run {
	double wall, cpu, rss_mb;
	size_t files, warnings, rcu, rcu_as;
};

/* Counts kbuild's "  CHECK   file" lines and the checker's records. */
static void count_check_log(const char *log, struct check_run *r)
{
	size_t len;
	char *text = read_file(log, &len);

	if (!text)
		return;
	for (char *l = text, *e; l && *l; l = e ? e + 1 : NULL) {
		e = strchr(l, '\n');
		if (e)
			*e = '\0';
		if (starts_with(l, "  CHECK "))
			r->files++;
		else if (strstr(l, "[rcu-address-space]"))
			r->rcu_as++;
		else if (strstr(l, ": warning: [rcu-"))
			r->rcu++;
		else if (strstr(l, ": warning:") || strstr(l, ": error:"))
			r->warnings++;
	}
	free(text);
}

/*
 * make -C BUILD -jJOBS C=2 CHECK=CHECKER SCOPE..., its output in @log;
 * its wait gives the whole tree's CPU time and largest resident size.
 */
static struct check_run check_pass(const char *build, const char *checker,
				   int jobs, const struct strlist *scopes,
				   const char *log)
{
	struct check_run r = { 0 };
	struct strlist a = STRLIST_INIT;
	struct proc_opts o = { .stdout_path = log };
	struct proc_child make;

	sl_push(&a, "make");
	sl_push(&a, "-C");
	sl_push(&a, build);
	sl_push_owned(&a, str_printf("-j%d", jobs));
	sl_push(&a, "C=2");
	sl_push_owned(&a, str_printf("CHECK=%s", checker));
	for (size_t i = 0; i < scopes->n; i++)
		sl_push_owned(&a, ends_with(scopes->v[i], "/") ||
			      ends_with(scopes->v[i], ".o") ?
			      str_dup(scopes->v[i]) : str_printf("%s/", scopes->v[i]));

	double t0 = now_seconds();

	if (proc_start(sl_argv(&a), &o, &make))
		exit(EXIT_ERROR);
	proc_wait(&make, true);

	const struct rusage ru = make.ru;
	int status = make.status;

	r.wall = now_seconds() - t0;
	r.cpu = rusage_cpu_seconds(&ru);
	r.rss_mb = (double)ru.ru_maxrss / 1024.0;	/* kB */
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		fatal("bench: make C=2 CHECK=%s failed (%s %d); see %s", checker,
		    WIFEXITED(status) ? "exit" : "signal",
		    WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status), log);
	count_check_log(log, &r);
	sl_free(&a);
	return r;
}

static double median_of(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(*v), cmp_double);
	return v[n / 2];
}

/* Wall, CPU and memory of @n runs, each sorted (max last), and their medians. */
static void check_medians(const struct check_run *runs, int n, double *w, double *c,
			  double *m, double med[3])
{
	for (int i = 0; i < n; i++) {
		w[i] = runs[i].wall;
		c[i] = runs[i].cpu;
		m[i] = runs[i].rss_mb;
	}
	med[0] = median_of(w, n);
	med[1] = median_of(c, n);
	med[2] = median_of(m, n);
}

static void print_check_row(const char *what, const struct check_run *runs,
			    int n, const double base[3])
{
	double w[15], c[15], m[15], med[3];

	check_medians(runs, n, w, c, m, med);
	const struct check_run *last = &runs[n - 1];

	printf("%-22s %8.1f %8.1f %8.1f %8.1f %8.0f %6zu %8zu %6zu %7zu", what,
	       med[0], w[n - 1], med[1], c[n - 1], med[2], last->files,
	       last->warnings, last->rcu, last->rcu_as);
	if (base)
		printf("   %5.2fx %5.2fx %5.2fx", med[0] / base[0],
		       med[1] / base[1], med[2] / base[2]);
	printf("\n");
	fflush(stdout);
}

static int bench_sparse(const char *build, int runs, int jobs,
			struct strlist *scopes)
{
	char *rcu = str_printf("%s/bin/sparse-rcu", rcucheck_home());
	char *mk = path_join(build, "Makefile");
	char *dir = cache_path("run", "bench-sparse", true);
	struct check_run rs[15], rr[15];

	if (mkdir_p(dir, 0755))
		fatal("bench: cannot create %s: %s", dir, strerror(errno));
	if (access(mk, R_OK))
		fatal("bench: %s is not a configured kernel build directory (no Makefile)",
		    build);
	if (access(rcu, X_OK))
		fatal("bench: %s is not built (make sparse-rcu)", rcu);
	need_tool("sparse", "sparse");
	if (!scopes->n)
		sl_push(scopes, "kernel");
	proc_install_signal_handlers();

	printf("rcucheck bench --sparse: make -C %s -j%d C=2 CHECK=... ", build, jobs);
	for (size_t i = 0; i < scopes->n; i++)
		printf("%s%s", scopes->v[i], ends_with(scopes->v[i], "/") ? " " : "/ ");
	printf("(objects built: checker only), median of %d run(s), interleaved\n", runs);
	printf("%-22s %8s %8s %8s %8s %8s %6s %8s %6s %7s   %6s %6s %6s\n",
	       "checker", "wall_s", "max_s", "cpu_s", "max_cpu", "rss_MB",
	       "files", "warnings", "rcu", "rcu-as", "wall", "cpu", "rss");
	for (int i = 0; i < runs; i++) {
		char *l1 = str_printf("%s/sparse-%d.log", dir, i);
		char *l2 = str_printf("%s/sparse-rcu-%d.log", dir, i);

		rs[i] = check_pass(build, "sparse", jobs, scopes, l1);
		rr[i] = check_pass(build, rcu, jobs, scopes, l2);
		fprintf(stderr, "bench: run %d: sparse %.1f s %.0f MB, sparse-rcu %.1f s %.0f MB\n",
			i + 1, rs[i].wall, rs[i].rss_mb, rr[i].wall, rr[i].rss_mb);
		free(l1);
		free(l2);
	}
	double w[15], c[15], m[15], base[3];

	check_medians(rs, runs, w, c, m, base);
	print_check_row("sparse (baseline)", rs, runs, NULL);
	print_check_row("bin/sparse-rcu", rr, runs, base);
	printf("ratios: sparse-rcu/sparse; issue 6 asks for <= 1.5x time and <= 2x peak memory (reported, not asserted); logs in %s\n",
	       dir);
	free(dir);
	free(mk);
	free(rcu);
	return 0;
}

/*
 * The @shards shares of "audit --shard I/N" of @paths in @kdir one after
 * another, once each, with the result cache @cold_results emptied before
 * each (NULL: as it is); their time summed (returned) and their reports
 * joined by "rcucheck merge" into *@merged's counts, as a fleet would (a
 * shard alone reports lower rows that the whole audit drops for another
 * file's chain; merge drops them too).
 */
static double run_shards(const char *kdir, const struct strlist *paths, int shards,
			 const char *cold_results, struct run *merged)
{
	double sum = 0;
	char *dir = cache_path("run", "bench-shards", true);
	char *rc = str_printf("%s/bin/rcucheck", rcucheck_home());
	struct strlist merge = STRLIST_INIT;

	if (mkdir_p(dir, 0755))
		fatal("bench: cannot create %s: %s", dir, strerror(errno));
	sl_push(&merge, rc);
	sl_push(&merge, "merge");
	sl_push(&merge, "--json");
	for (int i = 1; i <= shards; i++) {
		char *shard = str_printf("%d/%d", i, shards);
		char *out = str_printf("%s/shard-%d.json", dir, i);

		if (cold_results)
			remove_tree(cold_results);
		if (!(shard_findings = fopen(out, "w")))
			fatal("bench: cannot write %s: %s", out, strerror(errno));
		struct run r = audit_paths(kdir, paths, NULL, shard);

		fclose(shard_findings);
		shard_findings = NULL;
		sum += r.seconds;
		sl_push(&merge, out);
		free(out);
		free(shard);
	}
	*merged = timed(sl_argv(&merge), NULL);
	remove_tree(dir);
	sl_free(&merge);
	free(rc);
	free(dir);
	return sum;
}

/*
 * --shards N: run_shards() of the scope, beside the unsharded audit's
 * median (vs_base is against that here, not the naive rule).
 */
static void shard_row(const char *kdir, const char *scope, int shards, const double *ta,
		      int n, size_t files)
{
	double audit_t[15], sum;
	struct strlist paths = STRLIST_INIT;
	struct run merged;
	char what[64];

	if (scope && strcmp(scope, "."))
		sl_push(&paths, scope);
	memcpy(audit_t, ta, sizeof(audit_t));
	qsort(audit_t, (size_t)n, sizeof(double), cmp_double);
	sum = run_shards(kdir, &paths, shards, NULL, &merged);
	snprintf(what, sizeof(what), "--shard I/%d, summed", shards);
	print_row(scope, what, &sum, 1, &merged, files, audit_t[n / 2]);
	sl_free(&paths);
}

/* ---- bench --cache: the result cache ------------------------------ */

/* The first .c file under @scope of @root that calls rcu_dereference(). */
static char *file_to_change(const char *root, const char *scope)
{
	struct strbuf sb = STRBUF_INIT;
	char *pathspec = str_printf("%s/*.c", scope);
	char *const argv[] = { "git", "grep", "-l", "rcu_dereference(", "--", pathspec, NULL };
	char *file = NULL;

	if (proc_capture(argv, root, &sb) == 0 && sb.len)
		file = xstrndup(sb.buf, strcspn(sb.buf, "\n"));
	sb_free(&sb);
	free(pathspec);
	if (!file)
		fatal("bench: no .c file under %s calls rcu_dereference(): give --change FILE", scope);
	return file;
}

/* A comment line put first in @file of @root: every line after it moves. */
static void change_file(const char *root, const char *file, int n)
{
	char *path = path_join(root, file);
	size_t len;
	char *text = read_file(path, &len);

	if (!text)
		fatal("bench: cannot read %s: %s", path, strerror(errno));
	char *head = str_printf("/* rcucheck bench: change %d */\n", n);
	struct strbuf sb = STRBUF_INIT;

	sb_puts(&sb, head);
	sb_add(&sb, text, len);
	if (write_file(path, sb.buf, sb.len))
		fatal("bench: cannot write %s: %s", path, strerror(errno));
	sb_free(&sb);
	free(head);
	free(text);
	free(path);
}

static void git_or_die(const char *wt, char *const argv[])
{
	struct strbuf sb = STRBUF_INIT;

	if (proc_capture(argv, wt, &sb))
		fatal("bench: %s %s failed in %s", argv[0], argv[1], wt);
	sb_free(&sb);
}

/*
 * --cache: in a scratch worktree of the tree, the audit of SCOPE... with
 * the result cache cold (emptied), warm with no change (the kept report),
 * warm from the entries alone (RCUCHECK_KEPT_REPORT=0), warm after a
 * one-line change to one .c file, and --since HEAD~1 after committing
 * that change, beside the naive rule over the same scopes, interleaved
 * run by run. The cache is the bench's own ($RCUCHECK_RESULTS), so the
 * user's is left alone.
 */
static int bench_cache(struct ktree *kt, int runs, const struct strlist *scopes,
		       const char *change, int shards, const char *keep)
{
	char *results = keep ? str_printf("%s/results", keep) :
			cache_path("run", "bench-results", true);
	char *rc = str_printf("%s/bin/rcucheck", rcucheck_home());
	double t[6][15];
	struct run last[6] = { { 0 } };
	static const char *const rows[6] = {
		"naive rule (baseline)", "audit, cache cold", "audit, warm, no change",
		"audit, warm, 1 .c changed", "audit --since HEAD~1, warm",
		"audit, warm, entries only",
	};
	char *file = NULL;
	size_t files = 0;
	/* "." is the whole tree: the audit given no path (tools/ and the like left out, as always) */
	struct strlist audited = STRLIST_INIT;
	bool whole_tree = false;

	for (size_t s = 0; s < scopes->n; s++)
		if (!strcmp(scopes->v[s], "."))
			whole_tree = true;
	for (size_t s = 0; s < scopes->n && !whole_tree; s++)
		sl_push(&audited, scopes->v[s]);

	setenv("RCUCHECK_RESULTS", results, 1);
	for (int i = 0; i < runs; i++) {
		/* Reset to the pristine base: the change of the last run is undone. */
		char *wt = ktree_worktree(kt, "bench-cache");

		if (!i) {
			char *const index[] = { rc, "index", "-C", wt, NULL };

			file = change ? str_dup(change) :
			       file_to_change(wt, whole_tree ? "kernel" : scopes->v[0]);
			for (size_t s = 0; s < scopes->n; s++)
				if (!whole_tree || !strcmp(scopes->v[s], "."))
					files += count_c_files(wt, scopes->v[s]);
			printf("rcucheck bench --cache: %s (scratch worktree of %s), %s, spatch -j 2, "
			       "median of %d run(s); the changed file: %s\n", wt, kt->repo,
			       scopes->n > 1 ? "scopes" : "scope", runs, file);
			for (size_t s = 0; s < scopes->n; s++)
				printf("%s%s", s ? " " : "  ", scopes->v[s]);
			printf("\n%-10s %-28s %8s %8s %9s %8s %8s %8s\n", "scope", "tool", "median_s",
			       "max_s", "files/s", "reports", "lower", "vs_base");
			fflush(stdout);
			timed(index, NULL);	/* the call index, built once, untimed */
		}
		/* the naive rule, over each scope in turn (the whole tree alone when asked) */
		t[0][i] = 0;
		last[0].reports = 0;
		for (size_t s = 0; s < scopes->n; s++) {
			if (whole_tree && strcmp(scopes->v[s], "."))
				continue;
			struct run r = naive(wt, scopes->v[s]);

			t[0][i] += r.seconds;
			last[0].reports += r.reports;
		}
		remove_tree(results);
		char *kept = keep && !i ? str_printf("%s/cold.json", keep) : NULL;

		if (kept && !(kept_findings = fopen(kept, "w")))
			fatal("bench: cannot write %s: %s", kept, strerror(errno));
		last[1] = audit_paths(wt, &audited, NULL, NULL);
		if (kept_findings) {
			if (fclose(kept_findings))
				fatal("bench: cannot write %s: %s", kept, strerror(errno));
			kept_findings = NULL;
			printf("# the cold audit's findings: %s\n", kept);
		}
		free(kept);
		last[2] = audit_paths(wt, &audited, NULL, NULL);
		/* warm without the kept report (audit/runcache.h): the entries alone */
		setenv("RCUCHECK_KEPT_REPORT", "0", 1);
		last[5] = audit_paths(wt, &audited, NULL, NULL);
		unsetenv("RCUCHECK_KEPT_REPORT");
		change_file(wt, file, i);
		last[3] = audit_paths(wt, &audited, NULL, NULL);
		/* -a: the tree's own .gitignore may name the file's directory */
		char *const commit[] = { "git", "-c", "user.name=bench", "-c",
					 "user.email=bench@localhost", "commit", "-q", "-a", "-m",
					 "bench: one change", NULL };

		git_or_die(wt, commit);
		struct strlist whole = STRLIST_INIT;	/* --since picks its own files */

		last[4] = audit_paths(wt, &whole, "HEAD~1", NULL);
		for (int k = 1; k < 6; k++)
			t[k][i] = last[k].seconds;
		printf("# run %d: naive %.1f s, cold %.1f s, warm %.1f s, changed %.1f s, "
		       "since %.1f s, warm from the entries %.1f s\n", i + 1, t[0][i], t[1][i],
		       t[2][i], t[3][i], t[4][i], t[5][i]);
		fflush(stdout);
		free(wt);
	}
	double base[15];

	memcpy(base, t[0], sizeof(base));
	qsort(base, (size_t)runs, sizeof(double), cmp_double);
	for (int k = 0; k < 6; k++)
		print_row(scopes->n > 1 ? "scopes" : scopes->v[0], rows[k], t[k], runs, &last[k],
			  files, k ? base[runs / 2] : 0);
	if (shards) {
		/* Each shard cold, as on a machine of its own; vs the cold audit. */
		char *wt = ktree_worktree(kt, "bench-cache");
		double cold[15];
		struct run total;
		char what[64];
		double sum = run_shards(wt, &audited, shards, results, &total);

		memcpy(cold, t[1], sizeof(cold));
		qsort(cold, (size_t)runs, sizeof(double), cmp_double);
		snprintf(what, sizeof(what), "--shard I/%d, cold, summed", shards);
		print_row(scopes->n > 1 ? "scopes" : scopes->v[0], what, &sum, 1, &total, files,
			  cold[runs / 2]);
		free(wt);
	}
	printf("vs_base: the audit's median over the naive rule's, the same scopes, the same run%s\n",
	       shards ? "; the shards' sum over the cold audit's" : "");
	if (keep)
		printf("# the result cache, kept: RCUCHECK_RESULTS=%s\n", results);
	else
		remove_tree(results);
	unsetenv("RCUCHECK_RESULTS");
	sl_free(&audited);
	free(file);
	free(rc);
	free(results);
	return 0;
}

static int usage(void)
{
	printf("usage: bench [-C KDIR | --kver V] [--runs N] [--full] [--shards N] [--sample LIST] [SCOPE...]\n"
	       "       bench --cache [-C KDIR | --kver V] [--runs N] [--full] [--change FILE] [--shards N]\n"
	       "                     [--keep DIR] [SCOPE...]\n"
	       "       bench --recall [CORPUS]\n"
	       "       bench --sparse BUILD [--runs N] [-j N] [SCOPE...]\n\n"
	       "The audit's time beside the naive one-rule spatch run over the same files in\n"
	       "the same run (default scope kernel/, median of 3 runs). Plain: the audit cold\n"
	       "(--no-cache); --full adds the whole tree; --shards N adds the N shards of\n"
	       "'audit --shard I/N' run one after another, summed; --sample LIST adds the\n"
	       "listed files (one run), the naive rule over a copy of them. --cache: in a scratch\n"
	       "worktree, cold, warm with no change (the kept report; the entries alone), warm\n"
	       "after one .c file changed (--change FILE), and --since HEAD~1; with --full, of\n"
	       "the whole tree (scope \".\"); --keep DIR keeps the cold findings (DIR/cold.json)\n"
	       "and the result cache (DIR/results). --recall:\n"
	       "recall on the injection corpus. --sparse:\n"
	       "kbuild's C=2 pass with sparse beside sparse-rcu. Figures only: nothing fails.\n");
	return 0;
}

int main(int argc, char **argv)
{
	const char *kdir = NULL, *sparse_build = NULL, *change = NULL, *sample = NULL;
	const char *keep = NULL;
	int runs = 3, jobs = 2, shards = 0;
	bool full = false, recall = false, cache = false;
	struct strlist scopes = STRLIST_INIT, sample_files = STRLIST_INIT;
	struct ktree kt;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-C") && i + 1 < argc)
			kdir = argv[++i];
		else if (!strcmp(argv[i], "--runs") && i + 1 < argc)
			runs = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--shards") && i + 1 < argc)
			shards = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--full"))
			full = true;
		else if (!strcmp(argv[i], "--kver") && i + 1 < argc)
			kver_select(argv[++i]);
		else if (!strcmp(argv[i], "--sparse") && i + 1 < argc)
			sparse_build = argv[++i];
		else if (!strcmp(argv[i], "--recall"))
			recall = true;
		else if (!strcmp(argv[i], "--cache"))
			cache = true;
		else if (!strcmp(argv[i], "--sample") && i + 1 < argc)
			sample = argv[++i];
		else if (!strcmp(argv[i], "--change") && i + 1 < argc)
			change = argv[++i];
		else if (!strcmp(argv[i], "--keep") && i + 1 < argc)
			keep = argv[++i];
		else if (!strcmp(argv[i], "-j") && i + 1 < argc)
			jobs = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
			return usage();
		else if (argv[i][0] == '-')
			fatal("bench: unknown option '%s'", argv[i]);
		else
			sl_push(&scopes, argv[i]);
	}
	if (runs < 1 || runs > 15)
		fatal("bench: --runs takes 1 to 15");
	if (jobs < 1 || jobs > 64)
		fatal("bench: -j takes 1 to 64");
	if (shards < 0 || shards > 64)
		fatal("bench: --shards takes 1 to 64");
	if (keep && (!cache || shards))
		fatal("bench: --keep goes with --cache, without --shards (each shard empties the cache)");
	if (keep && mkdir(keep, 0777) && errno != EEXIST)
		fatal("bench: cannot make %s: %s", keep, strerror(errno));
	char keep_abs[PATH_MAX];	/* the audits run elsewhere: RCUCHECK_RESULTS must be absolute */

	if (keep && !realpath(keep, keep_abs))
		fatal("bench: cannot resolve %s: %s", keep, strerror(errno));
	if (keep)
		keep = keep_abs;
	if (sample)	/* read first: a bad list fails before minutes of runs */
		read_sample(sample, &sample_files);
	if (sparse_build)
		return bench_sparse(sparse_build, runs, jobs, &scopes);
	if (recall) {
		char *corpus = scopes.n ? str_dup(scopes.v[0]) :
			       str_printf("%s/testcases/kernel/recall", rcucheck_home());

		if (kdir || scopes.n > 1 || (kver_was_selected() &&
						    strcmp(kver_current()->version, "6.1")))
			fatal("bench: --recall takes at most one CORPUS directory and no -C (the corpus is made for the packaged 6.1)");
		return bench_recall(corpus);
	}
	/* --cache --full: the whole tree alone (its rows are what the goals name) */
	if (!scopes.n && !(cache && full))
		sl_push(&scopes, "kernel");
	if (full)
		sl_push(&scopes, ".");
	need_tool("spatch", "coccinelle");
	proc_install_signal_handlers();
	ktree_open(&kt, kdir, NULL);
	if (cache)
		return bench_cache(&kt, runs, &scopes, change, shards, keep);
	no_cache = true;
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
			ra = audit(kdir, scope, NULL, NULL);
			ta[i] = ra.seconds;
		}
		double base_copy[15];

		memcpy(base_copy, tb, sizeof(tb));
		qsort(base_copy, (size_t)n, sizeof(double), cmp_double);
		print_row(scope, "naive rule (baseline)", tb, n, &rb, files, 0);
		print_row(scope, "rcucheck audit --tier=all", ta, n, &ra, files,
			  base_copy[n / 2]);
		if (shards)
			shard_row(kdir, scope, shards, ta, n, files);
	}

	if (sample)
		sample_rows(root, kdir, &sample_files);

	/* --since: one changed file in a tree with the 2009 series applied. */
	char *wt = ktree_worktree(&kt, "bench");
	char *series = str_printf("%s/testcases/kernel/2009-tglx", rcucheck_home());

	if (ktree_apply_series(wt, series) == 0) {
		double t[15];
		struct run r = { 0 };

		for (int i = 0; i < runs; i++) {
			r = audit(wt, NULL, "HEAD~1", NULL);
			t[i] = r.seconds;
		}
		print_row("--since", "audit, 1 file changed", t, runs, &r, 1, 0);
	}
	free(series);
	free(wt);
	sl_free(&scopes);
	sl_free(&sample_files);
	return 0;
}
