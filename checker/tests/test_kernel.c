// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel integration test (make check): the packaged 6.1 tree (or the
 * packaged tree of --kver V, or -C KDIR) built with the qemu/ fragment and booted pristine must give every
 * exerciser marker and no splat; with the 2009 series applied, one splat
 * at each injected site that has a trigger, at its file:line, and nothing
 * else. Also: a hung boot is killed at its timeout with nothing left
 * running, a panic is reported, and a good cache is not set up again.
 *
 * It drives bin/rcucheck as a user would and reads the console logs with
 * the same parser. Prints the time of each step; ends "N passed, N failed".
 */
#include <dirent.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "tree/ktree.h"
#include "runtime/manifest.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "runtime/splat.h"
#include "tests/testkit.h"
#include "lib/util.h"

/* Shared with test-validate, so that make check builds the kernel once. */
static const char *work = "check";
#define HANG_TIMEOUT 15

static const char *kdir, *kver;

/* Runs bin/rcucheck VERB [-C KDIR] ARGS...; stdout+stderr in @out, and shown. */
static int rcucheck(struct strbuf *out, double *seconds, const char *verb, ...)
{
	struct strlist argv = STRLIST_INIT;
	struct proc_opts o = { .capture = true, .on_line = tk_echo_line };
	double start = now_seconds();
	char dur[32];
	va_list ap;
	int ret;

	sl_push_owned(&argv, path_join(rcucheck_home(), "bin/rcucheck"));
	sl_push(&argv, verb);
	if (kdir && strcmp(verb, "boot")) {
		sl_push(&argv, "-C");
		sl_push(&argv, kdir);
	}
	if (kver) {
		sl_push(&argv, "--kver");
		sl_push(&argv, kver);
	}
	va_start(ap, verb);
	for (const char *a = va_arg(ap, const char *); a; a = va_arg(ap, const char *))
		sl_push(&argv, a);
	va_end(ap);
	printf("---- rcucheck");
	for (size_t i = 1; i < argv.n; i++)
		printf(" %s", argv.v[i]);
	printf("\n");
	fflush(stdout);
	sb_reset(out);
	ret = proc_run(sl_argv(&argv), &o, out);
	*seconds = now_seconds() - start;
	printf("---- exit %d after %s\n", ret, format_duration(*seconds, dur, sizeof(dur)));
	sl_free(&argv);
	return ret;
}

static bool parse_log(const char *log, struct finding_list *fl, struct boot_summary *sum)
{
	char *text = read_file(log, NULL);

	memset(fl, 0, sizeof(*fl));
	memset(sum, 0, sizeof(*sum));
	if (!text)
		return false;
	splat_parse(text, log, true, fl, sum);
	free(text);
	return true;
}

/*
 * The line of @path that holds @access: @line itself, or else the nearest
 * line that does (another linux-source-6.1 update may shift lines). 0 if
 * none; *text gets the line's text.
 */
static int locate_access(const char *path, int line, const char *access, char **text)
{
	char *file = read_file(path, NULL), *p = file;
	int best = 0;

	*text = NULL;
	for (int n = 1; p && *p; n++) {
		size_t len = strcspn(p, "\n");
		char *l = xstrndup(p, len);

		if (strstr(l, access) && (!best || abs(n - line) < abs(best - line))) {
			best = n;
			free(*text);
			*text = l;
		} else {
			free(l);
		}
		p += len;
		if (*p)
			p++;
	}
	free(file);
	return best;
}

static void check_pristine(const char *log)
{
	struct finding_list fl;
	struct boot_summary sum;

	if (!parse_log(log, &fl, &sum)) {
		tk_verdict(false, "pristine: console log", "%s missing", log);
		return;
	}
	tk_verdict(sum.done && sum.nr_subtests > 0 && sum.started == sum.nr_subtests &&
		sum.ended == sum.nr_subtests, "pristine: every exerciser marker",
		"%d/%d sub-tests started, %d ended, %s", sum.started, sum.nr_subtests,
		sum.ended, sum.done ? "done" : "NOT done");
	/* A skipped sub-test (no USB) would hide its code from every check. */
	tk_verdict(sum.skipped.n == 0, "pristine: no sub-test skipped", "%zu skipped%s%s",
		sum.skipped.n, sum.skipped.n ? ", first: " : "", sum.skipped.n ? sum.skipped.v[0] : "");
	tk_verdict(fl.n == 0, "pristine: zero splats", "%zu finding%s%s%s", fl.n,
		fl.n == 1 ? "" : "s", fl.n ? ", first: " : "", fl.n ? fl.v[0].rule : "");
	finding_list_free(&fl);
	boot_summary_free(&sum);
}

/* Checks each manifest line against the tree; re-locates shifted ones. */
static void check_manifest_lines(struct manifest *m, const char *wt)
{
	for (size_t i = 0; i < m->n; i++) {
		struct injected *in = &m->v[i];
		char *path = path_join(wt, in->file), *text;
		int at = locate_access(path, in->line, in->access, &text);
		char *name = str_printf("manifest: %s:%d holds %s", in->file, in->line, in->access);

		if (at && at != in->line) {
			printf("note: %s is at line %d in this tree, not %d (another linux-source version?)\n",
			       in->access, at, in->line);
			in->line = at;
		}
		tk_verdict(at > 0, name, "%s", text ? skip_spaces(text) : "not in the file");
		free(text);
		free(name);
		free(path);
	}
}

static bool lists(const struct strlist *sl, const char *s)
{
	return sl_contains(sl, s);
}

static void check_injected(const struct manifest *m, const char *log)
{
	struct finding_list fl;
	struct boot_summary sum;
	size_t expected = 0;

	if (!parse_log(log, &fl, &sum)) {
		tk_verdict(false, "2009: console log", "%s missing", log);
		return;
	}
	tk_verdict(sum.done, "2009: exerciser reached its end", "%d/%d sub-tests",
		sum.ended, sum.nr_subtests);
	for (size_t i = 0; i < m->n; i++) {
		const struct injected *in = &m->v[i];
		char *name = str_printf("2009: %s %s:%d (%s)", in->subtest ? "splat at" : "no trigger for",
				       in->file, in->line, in->function);
		int hits = 0;
		const struct finding *hit = NULL;

		for (size_t j = 0; j < fl.n; j++) {
			if (!strcmp(fl.v[j].rule, "rcu-suspicious") && fl.v[j].file &&
			    !strcmp(fl.v[j].file, in->file) && fl.v[j].line == in->line) {
				hits++;
				hit = &fl.v[j];
			}
		}
		if (!in->subtest) {
			tk_verdict(hits == 0, name, "%s", in->trigger);
		} else {
			char *want = str_printf("%d ", in->subtest);
			bool in_subtest = hit && hit->subtest && starts_with(hit->subtest, want);
			bool held = hit && lists(&hit->held, in->held);

			tk_verdict(hits == 1 && in_subtest && held, name,
				"%d splat%s, sub-test %s (want %s), held %s (want %s)", hits,
				hits == 1 ? "" : "s", hit && hit->subtest ? hit->subtest : "-",
				in->trigger, hit && hit->held.n ? hit->held.v[0] : "-", in->held);
			expected++;
			free(want);
		}
		free(name);
	}
	tk_verdict(fl.n == expected, "2009: nothing else on the console",
		"%zu finding%s for %zu triggered site%s", fl.n, fl.n == 1 ? "" : "s",
		expected, expected == 1 ? "" : "s");
	for (size_t j = 0; fl.n != expected && j < fl.n; j++)
		printf("     %s:%d [%s] %s\n", fl.v[j].file, fl.v[j].line, fl.v[j].rule,
		       fl.v[j].message ? fl.v[j].message : "");
	finding_list_free(&fl);
	boot_summary_free(&sum);
}

/* @logs: "$CACHE/logs/<key>", to which each log's name is appended. */
static void check_hang_and_panic(const char *logs)
{
	struct strbuf out = STRBUF_INIT;
	double secs;
	char *log = str_printf("%s-hang.log", logs);
	char *timeout = str_printf("%d", HANG_TIMEOUT);
	int ret = rcucheck(&out, &secs, "boot", "--work", work, "-o", log, "--timeout", timeout,
			   "--append", "rcucheck_mode=hang", NULL);

	tk_verdict(ret == 1 && strstr(out.buf, "[boot-timeout]") && secs < HANG_TIMEOUT + 15,
		"hung boot: timeout verdict, exit 1", "exit %d after %.1f s", ret, secs);
	tk_verdict(!tk_process_running("rcucheck_mode=hang", NULL),
		"hung boot: QEMU killed, nothing left running", NULL);
	free(log);

	/*
	 * Killed long before /init: a stall of early boot, which TCG gets on a
	 * loaded host; retried once, the first console kept, then reported.
	 */
	log = str_printf("%s-stall.log", logs);
	char *stalled = str_printf("%s.stalled", log);

	unlink(stalled);
	ret = rcucheck(&out, &secs, "boot", "--work", work, "-o", log, "--timeout", "0.2",
		       "--accel", "tcg", NULL);
	tk_verdict(ret == 1 && strstr(out.buf, "[boot-timeout]") &&
		   strstr(out.buf, "booting once more") && access(stalled, F_OK) == 0,
		"stall before /init: booted once more, first console kept", "exit %d after %.1f s", ret, secs);
	free(stalled);
	free(log);

	log = str_printf("%s-panic.log", logs);
	ret = rcucheck(&out, &secs, "boot", "--work", work, "-o", log, "--timeout", "120",
		       "--append", "rcucheck_mode=panic", NULL);
	tk_verdict(ret == 1 && strstr(out.buf, "[kernel-panic]") && secs < 60,
		"kernel panic: reported, QEMU exits by itself", "exit %d after %.1f s", ret, secs);
	free(log);
	free(timeout);
	sb_free(&out);
}

/*
 * A stand-in for the packaged tarball in @dir, named like it: the parts of
 * the extracted tree that make a kernel tree (is_kernel_tree()), so that
 * the recovery checks below extract 40 MB instead of the whole package
 * (three extractions and git adds of 6.1 were 4 of test-kernel's 11
 * minutes). NULL when it cannot be made.
 */
static char *stand_in_tarball(const char *dir)
{
	const char *pkg = kver_current()->package;
	char *src = cache_path("src", pkg, false);
	char *out = str_printf("%s/%s.tar.xz", dir, pkg);
	char *prefix = str_printf("s,^,%s/,", pkg);
	char *const argv[] = { "sh", "-c",
		"tar -C \"$1\" --transform \"$2\" -cf - Makefile Kconfig kernel include/linux scripts"
		" | xz -0 > \"$3\"", "sh", src, prefix, out, NULL };
	struct proc_opts o = { .quiet = true };

	if (proc_run(argv, &o, NULL)) {
		free(out);
		out = NULL;
	}
	free(prefix);
	free(src);
	return out;
}

/* Is an extraction under way in @cache: a src/<package>.tmp-PID directory? */
static bool extraction_started(const char *cache)
{
	char *src = path_join(cache, "src");
	char *prefix = str_printf("%s.tmp-", kver_current()->package);
	DIR *d = opendir(src);
	struct dirent *de;
	bool found = false;

	while (d && !found && (de = readdir(d)))
		found = starts_with(de->d_name, prefix);
	if (d)
		closedir(d);
	free(prefix);
	free(src);
	return found;
}

/*
 * Ctrl-C during the extraction into a fresh cache leaves nothing running,
 * and the next setup recovers by itself; so does a cache whose ready stamp
 * is gone (an extraction interrupted before it was recorded).
 */
static void check_interrupted_setup(void)
{
	char cache[] = "/tmp/rcucheck-test-cache-XXXXXX";
	struct strbuf out = STRBUF_INIT;
	double secs;
	int status = -1;

	if (!mkdtemp(cache)) {
		tk_verdict(false, "interrupted setup", "mkdtemp failed");
		return;
	}
	char *tarball = stand_in_tarball(cache);

	if (!tarball) {
		tk_verdict(false, "interrupted setup", "cannot make a stand-in tarball in %s", cache);
		remove_tree(cache);
		return;
	}
	setenv("RCUCHECK_CACHE", cache, 1);
	printf("---- rcucheck setup --no-packages --tarball %s, interrupted by SIGINT once it extracts\n",
	       tarball);
	fflush(stdout);
	char *bin = path_join(rcucheck_home(), "bin/rcucheck");
	char *const argv[] = { bin, "setup", "--no-packages", "--tarball", tarball, NULL };
	struct proc_opts o = { 0 };
	struct proc_child setup;

	if (proc_start(argv, &o, &setup))
		fatal("cannot start %s", bin);
	free(bin);
	struct timespec ts = { 0, 20 * 1000 * 1000 };

	/* At most 60 s: a setup that never starts extracting is a failure below. */
	for (int i = 0; i < 3000 && !extraction_started(cache); i++)
		nanosleep(&ts, NULL);
	kill(setup.pid, SIGINT);
	proc_wait(&setup, true);
	status = setup.status;
	ts.tv_nsec = 200 * 1000 * 1000;
	nanosleep(&ts, NULL);
	tk_verdict(WIFSIGNALED(status) && !tk_process_running(cache, NULL),
		"interrupted setup: stopped, nothing left running", "%s",
		WIFSIGNALED(status) ? "killed by SIGINT" : "it was not interrupted");

	int ret = rcucheck(&out, &secs, "setup", "--no-packages", "--tarball", tarball, NULL);

	tk_verdict(ret == 0 && strstr(out.buf, "left by an interrupted run"),
		"interrupted setup: the next run cleans up and succeeds", "exit %d", ret);
	char *stamp = str_printf("%s/src/%s/.git/rcucheck-ready", cache, kver_current()->package);

	unlink(stamp);
	ret = rcucheck(&out, &secs, "setup", "--no-packages", "--tarball", tarball, NULL);
	tk_verdict(ret == 0 && strstr(out.buf, "extracting again"),
		"broken cache (no ready stamp): detected and extracted again", "exit %d", ret);
	free(stamp);
	free(tarball);
	remove_tree(cache);
	unsetenv("RCUCHECK_CACHE");
	sb_free(&out);
}

int main(int argc, char **argv)
{
	const char *series = NULL;
	struct strbuf out = STRBUF_INIT;
	struct manifest m;
	struct ktree kt;
	double secs, total = now_seconds();
	char dur[32];
	int ret;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-C") && i + 1 < argc)
			kdir = argv[++i];
		else if (!strcmp(argv[i], "--series") && i + 1 < argc)
			series = argv[++i];
		else if (!strcmp(argv[i], "--kver") && i + 1 < argc)
			kver_select(kver = argv[++i]);
		else if (!strcmp(argv[i], "--work") && i + 1 < argc)
			work = argv[++i];
		else
			fatal("usage: test-kernel [-C KDIR | --kver V] [--series DIR] [--work NAME]");
	}
	if (kdir && kver)
		fatal("test-kernel: -C and --kver: --kver picks a packaged tree");
	printf("tree: %s\n", kdir ? kdir : kver_current()->package);
	char *default_series = path_join(rcucheck_home(), "testcases/kernel/2009-tglx");

	if (!series)
		series = default_series;
	char *manifest_path = path_join(series, "MANIFEST");

	if (manifest_read(manifest_path, &m))
		return 2;
	proc_install_signal_handlers();

	ret = rcucheck(&out, &secs, "setup", "--no-packages", NULL);
	tk_verdict(ret == 0, "setup", "%s", format_duration(secs, dur, sizeof(dur)));
	if (ret)
		goto out;
	ret = rcucheck(&out, &secs, "setup", "--no-packages", NULL);
	tk_verdict(ret == 0 && secs < 10 && !strstr(out.buf, "extracting"),
		"setup again: the good cache is kept", "%s", format_duration(secs, dur, sizeof(dur)));

	ktree_open(&kt, kdir, NULL);
	char *key = ktree_key(&kt, work);
	char *wt = cache_path("work", key, false);
	/* The logs' names carry the tree's, so that each version keeps its own. */
	char *logs = cache_path("logs", key, true);
	char *pristine_log = str_printf("%s-pristine.log", logs);
	char *injected_log = str_printf("%s-2009.log", logs);

	ret = rcucheck(&out, &secs, "build", "--work", work, NULL);
	tk_verdict(ret == 0, "build pristine", "%s", format_duration(secs, dur, sizeof(dur)));
	if (ret)
		goto out;
	ret = rcucheck(&out, &secs, "boot", "--work", work, "-o", pristine_log, NULL);
	tk_verdict(ret == 0, "boot pristine: exit 0", "exit %d, %s", ret,
		format_duration(secs, dur, sizeof(dur)));
	check_pristine(pristine_log);

	ret = rcucheck(&out, &secs, "build", "--work", work, "--series", series, NULL);
	tk_verdict(ret == 0, "build with the 2009 series", "%s", format_duration(secs, dur, sizeof(dur)));
	if (ret)
		goto out;
	check_manifest_lines(&m, wt);
	ret = rcucheck(&out, &secs, "boot", "--work", work, "-o", injected_log, NULL);
	tk_verdict(ret == 1, "boot with the 2009 series: exit 1 (findings)", "exit %d, %s", ret,
		format_duration(secs, dur, sizeof(dur)));
	check_injected(&m, injected_log);
	check_hang_and_panic(logs);
	/*
	 * The cache's recovery does not depend on the version: checked on
	 * the default tree only (on 6.12 it took 6 of the run's 12 minutes).
	 */
	if (!kdir && !kver)
		check_interrupted_setup();
out:
	printf("total time %s\n", format_duration(now_seconds() - total, dur, sizeof(dur)));
	return tk_summary(NULL);
}
