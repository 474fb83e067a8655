// SPDX-License-Identifier: GPL-2.0
/*
 * The boot-validation integration test (make check, after test-kernel):
 * drives "rcucheck validate" on the packaged 6.1 tree (or -C KDIR) with
 * the series of testcases/kernel/validate/ and checks the verdicts:
 *
 *   - the fix series on 6.1 + the 2009 injection series: splat before and
 *     none after at each site, kill_as_cred_perm()'s through the usbfs
 *     sub-test (13), each patched function traced and called after the
 *     fix (PASS), exit 0;
 *   - its USB patch on a guest whose USB is off (usbcore.nousb): unproven,
 *     the skipped sub-test and its reason named;
 *   - the injection series itself on pristine 6.1: "splat appears" at
 *     each of its three sites;
 *   - coverage, one run of testcases/kernel/validate/coverage/: a patch to a
 *     function the exerciser runs that had no bug (RAN-CLEAN, with its
 *     sub-test), one to a function nothing runs (UNREACHED: traced, never
 *     called), and a wrong fix, the read lock around the wrong region (FAIL:
 *     "splat remains");
 *   - issue 17's runtime signals, testcases/kernel/validate/lifecycle/
 *     (three injections in one base build): a lockdep-only fix, the read
 *     under the updaters' mutex given rcu_dereference_protected() and
 *     its lockdep condition, proven like a race fix (splat before, none
 *     after, sub-test 14); a sleep in a reader (copy_to_user() inside
 *     rcu_read_lock(), reported in the callee by DEBUG_ATOMIC_SLEEP and
 *     lockdep) fixed (sub-test 15); a second call_rcu() on free_pid()'s
 *     rcu_head (DEBUG_OBJECTS_RCU_HEAD, sub-test 11) fixed; and
 *     lifecycle-sync/: synchronize_rcu()
 *     inside its own reader, lockdep-RCU's "Illegal synchronize_rcu()"
 *     before the deadlock (the base boot hangs and is killed), fixed
 *     (sub-test 16);
 *   - a patch that breaks the build: "does not build";
 *   - a patch that adds an __rcu sparse warning: "sparse";
 *   - a patch to a file this kernel does not build: "not built", unproven;
 *   - a patch that does not apply, a hung boot: clear verdicts, exit 1,
 *     nothing left running;
 *   - two runs at once on the same worktree: one waits for the other,
 *     both give the single run's verdicts (of the fix series' first patch,
 *     fix-2009-first/: the lock and the recovery are the same for one
 *     patch as for three, and each run of three was a minute);
 *   - a run stopped by SIGINT while make compiles leaves nothing running;
 *     one killed by SIGKILL leaves its make to the next run, which stops
 *     it and removes a half-written object; the next run after either
 *     succeeds with the right verdicts, without manual cleanup.
 *
 * With --kver 6.12 it validates the 6.12 fix series instead
 * (kernel-patches/2009-tglx-6.12 on 6.12 + the 2009 series): 0003
 * setpriority() proven, 0001 __sigqueue_alloc()'s guard splat before and
 * none after, 0002 kill_pid_usb_asyncio() proven through the usbfs sub-test.
 *
 * It shares test-kernel's worktree and build directory (--work check) so
 * that make check builds the kernel once; each run then rebuilds only the
 * files the series touch. Prints the time of each step and ends with
 * "N passed, N failed".
 */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "tree/ktree.h"
#include "lib/json.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "tests/testkit.h"
#include "lib/util.h"

static const char *kdir, *work = "check", *only;

/* --only WORD: run only the cases whose name holds WORD (while debugging). */
static bool want(const char *name)
{
	return !only || strstr(name, only);
}

/*
 * rcucheck validate [-C KDIR] --work W --json ARGS... SERIES: relative
 * paths among ARGS (not "NAME=value") and SERIES are the checkout's.
 */
static void validate_argv(struct strlist *argv, const char *series, va_list ap)
{
	sl_push_owned(argv, path_join(rcucheck_home(), "bin/rcucheck"));
	sl_push(argv, "validate");
	if (kdir) {
		sl_push(argv, "-C");
		sl_push(argv, kdir);
	}
	if (kver_was_selected()) {
		sl_push(argv, "--kver");
		sl_push(argv, kver_current()->version);
	}
	sl_push(argv, "--work");
	sl_push(argv, work);
	sl_push(argv, "--json");
	for (const char *a = va_arg(ap, const char *); a; a = va_arg(ap, const char *))
		sl_push_owned(argv, strchr(a, '/') && a[0] != '/' && !strchr(a, '=') ?
			      path_join(rcucheck_home(), a) : str_dup(a));
	sl_push_owned(argv, path_join(rcucheck_home(), series));
}

/* rcucheck validate [-C KDIR] --work W --json ARGS... SERIES; stdout in @out. */
static int validate(struct strbuf *out, double *seconds, const char *series, ...)
{
	struct strlist argv = STRLIST_INIT;
	struct proc_opts o = { .capture = true, .keep_stderr = true };
	double start = now_seconds();
	char dur[32];
	va_list ap;
	int ret;

	va_start(ap, series);
	validate_argv(&argv, series, ap);
	va_end(ap);
	printf("---- rcucheck");
	for (size_t i = 1; i < argv.n; i++)
		printf(" %s", argv.v[i]);
	printf("\n");
	fflush(stdout);
	sb_reset(out);
	ret = proc_run(sl_argv(&argv), &o, out);
	*seconds = now_seconds() - start;
	struct strbuf copy = STRBUF_INIT;

	sb_puts(&copy, out->buf ? out->buf : "");
	for (char *save = NULL, *l = strtok_r(copy.buf, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save))
		tk_echo_line(l, NULL);
	sb_free(&copy);
	printf("---- exit %d after %s\n", ret, format_duration(*seconds, dur, sizeof(dur)));
	sl_free(&argv);
	return ret;
}

/*
 * Does the JSON line of the patch whose file name starts with @prefix
 * meet every one of the wants (tk_json_meets(): "verdict=\"pass\"",
 * "why^=splat remains", "sites*=kernel/sys.c:173")?
 */
static void expect(const struct strbuf *out, const char *name, const char *prefix, ...)
{
	json_t *lines = tk_json_lines(out->buf ? out->buf : "");
	json_t *obj = tk_json_find(lines, "patch", prefix);
	char *line = obj ? json_dumps(obj, JSONL_FLAGS) : NULL;
	const char *missing = NULL;
	va_list ap;

	va_start(ap, prefix);
	for (const char *w = va_arg(ap, const char *); w && !missing; w = va_arg(ap, const char *))
		if (!obj || !tk_json_meets(obj, w))
			missing = w;
	va_end(ap);
	tk_verdict(!missing, name, missing ? "no %s in %s" : "%s", missing ? missing : line,
		line ? line : "(no line for the patch)");
	free(line);
	json_decref(lines);
}

/* The summary line: @passed ("passed=N"), none unproven or failed. */
static bool fix_summary(const struct strbuf *out, const char *passed)
{
	json_t *lines = tk_json_lines(out->buf ? out->buf : "");
	json_t *sum = tk_json_find(lines, "summary", "");
	bool ok = sum && tk_json_meets(sum, passed) && tk_json_meets(sum, "failed=0") &&
		  tk_json_meets(sum, "unproven=0");

	json_decref(lines);
	return ok;
}

/* ---- runs in the background: at once, interrupted, killed --------------- */

/* One rcucheck validate started in the background: its stdout and stderr in files. */
struct bg {
	const char *tag;
	struct proc_child proc;
	char *out_path, *err_path;
	struct strbuf out, err;
	double start, end;
};

static char *scratch;	/* $CACHE/run/test-validate-<pid> */

static void bg_start(struct bg *b, const char *tag, const char *series, ...)
{
	struct strlist argv = STRLIST_INIT;
	va_list ap;

	memset(b, 0, sizeof(*b));
	b->tag = tag;
	if (!scratch) {
		char *run = cache_path("run", NULL, true);

		scratch = str_printf("%s/test-validate-%d", run, (int)getpid());
		free(run);
		if (mkdir_p(scratch, 0755))
			fatal("cannot create %s", scratch);
	}
	b->out_path = str_printf("%s/%s.out", scratch, tag);
	b->err_path = str_printf("%s/%s.err", scratch, tag);
	va_start(ap, series);
	validate_argv(&argv, series, ap);
	va_end(ap);
	printf("---- [%s] rcucheck", tag);
	for (size_t i = 1; i < argv.n; i++)
		printf(" %s", argv.v[i]);
	printf(" &\n");
	fflush(stdout);
	b->start = now_seconds();
	struct proc_opts o = { .stdout_path = b->out_path, .stderr_path = b->err_path };

	if (proc_start(sl_argv(&argv), &o, &b->proc))
		fatal("cannot start rcucheck");
	sl_free(&argv);
}

/* Its output, once it has ended, shown like validate()'s. */
static void bg_ended(struct bg *b)
{
	int status = b->proc.status;
	char *text, dur[32];

	b->end = now_seconds();
	sb_reset(&b->out);
	sb_reset(&b->err);
	text = read_file(b->out_path, NULL);
	sb_puts(&b->out, text ? text : "");
	free(text);
	text = read_file(b->err_path, NULL);
	sb_puts(&b->err, text ? text : "");
	free(text);
	printf("---- [%s] output\n", b->tag);
	for (int i = 0; i < 2; i++) {
		struct strbuf copy = STRBUF_INIT;

		sb_puts(&copy, i ? b->out.buf : b->err.buf);
		for (char *save = NULL, *l = strtok_r(copy.buf, "\n", &save); l;
		     l = strtok_r(NULL, "\n", &save))
			tk_echo_line(l, NULL);
		sb_free(&copy);
	}
	if (WIFEXITED(status))
		printf("---- [%s] exit %d after %s\n", b->tag, WEXITSTATUS(status),
		       format_duration(b->end - b->start, dur, sizeof(dur)));
	else
		printf("---- [%s] killed by signal %d after %s\n", b->tag,
		       WIFSIGNALED(status) ? WTERMSIG(status) : 0,
		       format_duration(b->end - b->start, dur, sizeof(dur)));
	fflush(stdout);
}

static void bg_wait(struct bg *b)
{
	proc_wait(&b->proc, true);
	bg_ended(b);
}

static int bg_exit(const struct bg *b)
{
	return WIFEXITED(b->proc.status) ? WEXITSTATUS(b->proc.status) : -1;
}

static void bg_free(struct bg *b)
{
	free(b->out_path);
	free(b->err_path);
	sb_free(&b->out);
	sb_free(&b->err);
}

/* A process as /proc/PID/stat gives it. */
struct pinfo {
	int pid, ppid, pgrp;
	char state, comm[64];
};

static bool read_pinfo(const char *pid, struct pinfo *pi)
{
	char *path = str_printf("/proc/%s/stat", pid);
	char *text = read_file(path, NULL), *open, *close;
	bool ok = false;

	free(path);
	/* "pid (comm) S ppid pgrp ...": comm may hold spaces and parentheses. */
	if (text && (open = strchr(text, '(')) && (close = strrchr(text, ')'))) {
		snprintf(pi->comm, sizeof(pi->comm), "%.*s", (int)(close - open - 1), open + 1);
		pi->pid = atoi(text);
		ok = sscanf(close + 1, " %c %d %d", &pi->state, &pi->ppid, &pi->pgrp) == 3;
	}
	free(text);
	return ok;
}

#define MAX_GROUPS 256

struct groups {
	int v[MAX_GROUPS];
	size_t n;
};

static bool in_groups(const struct groups *g, int pgrp)
{
	for (size_t i = 0; i < g->n; i++)
		if (g->v[i] == pgrp)
			return true;
	return false;
}

/*
 * One look at /proc: adds the process groups of @parent's children (each
 * make, git, qemu rcucheck runs has its own) to @g. Returns whether a
 * compiler (cc1) runs in one of them; the live processes of @g are named
 * in @left when given.
 */
static bool scan_groups(int parent, struct groups *g, struct strbuf *left)
{
	DIR *d = opendir("/proc");
	struct dirent *de;
	struct pinfo pi;
	bool cc1 = false;

	while (d && (de = readdir(d))) {
		if (de->d_name[0] < '0' || de->d_name[0] > '9' || !read_pinfo(de->d_name, &pi))
			continue;
		if (parent > 0 && pi.ppid == parent && pi.pgrp == pi.pid &&
		    !in_groups(g, pi.pgrp) && g->n < MAX_GROUPS)
			g->v[g->n++] = pi.pgrp;
	}
	if (d)
		rewinddir(d);
	while (d && (de = readdir(d))) {
		if (de->d_name[0] < '0' || de->d_name[0] > '9' || !read_pinfo(de->d_name, &pi))
			continue;
		if (pi.state == 'Z' || !in_groups(g, pi.pgrp))
			continue;
		cc1 |= !strcmp(pi.comm, "cc1");
		if (left)
			sb_printf(left, "%s%s (%d)", left->len ? ", " : "", pi.comm, pi.pid);
	}
	if (d)
		closedir(d);
	return cc1;
}

/*
 * Waits until @b has a compiler running under one of its makes (at most
 * 20 minutes); its children's process groups are gathered in @g. False
 * when it ended first.
 */
static bool wait_compiling(struct bg *b, struct groups *g)
{
	struct timespec ts = { 0, 50 * 1000 * 1000 };

	while (now_seconds() - b->start < 1200) {
		if (scan_groups(b->proc.pid, g, NULL))
			return true;
		if (proc_wait(&b->proc, false)) {
			bg_ended(b);
			return false;
		}
		nanosleep(&ts, NULL);
	}
	return false;
}

/* The first patch of the fix series alone (fix-2009-first/): proven, as in the whole series. */
static void expect_first(const struct strbuf *out, const char *label)
{
	char *n1 = str_printf("%s: fix 0001 setpriority: splat before, none after", label);
	char *n2 = str_printf("%s: summary 1 passed, 0 unproven, 0 failed", label);

	expect(out, n1, "0001-", "applies=\"ok\"", "builds=\"ok\"", "boots=\"ok\"",
	       "splats_before=1", "splats_after=0", "sites*=kernel/sys.c:173 set_one_prio",
	       "exercised^=1 setpriority-process", "ran_after=\"ran\"", "calls_after=3",
	       "verdict=\"pass\"", "why=\"splat before, none after\"", NULL);
	tk_verdict(fix_summary(out, "passed=1"), n2, NULL);
	free(n1);
	free(n2);
}

/*
 * The verdicts of @out without the sparse step and the timing: each patch
 * line but its subject, the steps before the build and "seconds", keys sorted.
 */
static char *verdicts(const struct strbuf *out)
{
	static const char *const skip[] = {
		"patch", "subject", "applies", "sparse", "sparse_rcu_new", "sparse_new", "seconds",
		/* counts and sub-tests of asynchronous calls may differ from boot to boot */
		"calls_before", "calls_after", "ran_in_before", "ran_in_after", "exercised",
	};
	json_t *lines = tk_json_lines(out->buf ? out->buf : ""), *obj;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	json_array_foreach(lines, i, obj) {
		const char *patch = json_string_value(json_object_get(obj, "patch"));

		if (!patch)
			continue;
		json_t *v = json_deep_copy(obj);

		for (size_t k = 0; k < sizeof(skip) / sizeof(skip[0]); k++)
			json_object_del(v, skip[k]);
		char *text = json_dumps(v, JSON_COMPACT | JSON_SORT_KEYS);

		sb_printf(&sb, "%.14s: %s\n", patch, text ? text : "");
		free(text);
		json_decref(v);
	}
	json_decref(lines);
	return sb_detach(&sb);
}

/* The build directory a run named on stderr ("build dir DIR"). */
static char *build_dir_of(const struct strbuf *err)
{
	const char *p = err->buf ? strstr(err->buf, "; build dir ") : NULL;

	return p ? xstrndup(p + 12, strcspn(p + 12, "\n")) : NULL;
}

#define BASE "--base-series", "testcases/kernel/2009-tglx"
#define V "testcases/kernel/validate/"
#define WAITED "waiting for another rcucheck run"

/* The last lines of each console log a failed boot names, to see why. */
static void show_consoles(const struct strbuf *out)
{
	for (const char *p = out->buf ? out->buf : ""; (p = strstr(p, "(console ")); p++) {
		char *log = xstrndup(p + 9, strcspn(p + 9, ")\""));
		char *text = read_file(log, NULL);
		size_t len = text ? strlen(text) : 0, lines = 0, at = len;

		while (at > 0 && lines <= 20)
			lines += text[--at] == '\n';
		printf("---- last lines of %s%s\n", log, text ? "" : ": cannot read it");
		for (char *save = NULL, *l = text ? strtok_r(text + at, "\n", &save) : NULL; l;
		     l = strtok_r(NULL, "\n", &save))
			tk_echo_line(l, NULL);
		free(text);
		free(log);
	}
}

/* Two runs of the fix series' first patch at once on one worktree. */
static void check_concurrent(const struct strbuf *single)
{
	struct bg b[2];

	bg_start(&b[0], "A", V "fix-2009-first", BASE, "--no-sparse", NULL);
	bg_start(&b[1], "B", V "fix-2009-first", BASE, "--no-sparse", NULL);

	struct proc_child *const procs[] = { &b[0].proc, &b[1].proc };

	for (int n = 0; n < 2; n++)
		bg_ended(&b[proc_wait_any(procs, 2)]);
	tk_verdict(bg_exit(&b[0]) == 0 && bg_exit(&b[1]) == 0, "two runs at once: both exit 0",
		   "exit %d and %d", bg_exit(&b[0]), bg_exit(&b[1]));
	for (int i = 0; i < 2; i++)
		if (bg_exit(&b[i]))
			show_consoles(&b[i].out);
	expect_first(&b[0].out, "run A");
	expect_first(&b[1].out, "run B");

	/* One waited for the other's lock, and ended after it. */
	int waited = -1;

	for (int i = 0; i < 2; i++)
		if (b[i].err.buf && strstr(b[i].err.buf, WAITED))
			waited = waited == -1 ? i : 2;
	tk_verdict(waited == 0 || waited == 1, "two runs at once: one says it waits for the other",
		   "%s", waited == 2 ? "both did" : waited < 0 ? "neither did" : b[waited].tag);
	if (waited == 0 || waited == 1)
		tk_verdict(b[waited].end >= b[!waited].end,
			   "two runs at once: the waiting run ends after the other",
			   "%s: %.0f s, %s: %.0f s", b[0].tag, b[0].end - b[0].start, b[1].tag, b[1].end - b[1].start);

	char *va = verdicts(&b[0].out), *vb = verdicts(&b[1].out);

	tk_verdict(*va && !strcmp(va, vb), "two runs at once: the same verdicts", NULL);
	if (single->len) {
		char *vs = verdicts(single);
		/* the single run's verdict of its first patch: its first line */
		char *nl = strchr(vs, '\n');

		if (nl)
			nl[1] = '\0';
		tk_verdict(!strcmp(va, vs), "two runs at once: the verdicts of the single run",
			   NULL);
		free(vs);
	}
	free(va);
	free(vb);
	bg_free(&b[0]);
	bg_free(&b[1]);
}

/* The run after an interrupted one: no manual cleanup, right verdicts. */
static void check_next_run(const char *label, struct bg *next)
{
	char *name = str_printf("%s: the next run succeeds without cleanup", label);

	bg_start(next, "next", V "fix-2009-first", BASE, "--no-sparse", NULL);
	bg_wait(next);
	tk_verdict(bg_exit(next) == 0, name, "exit %d", bg_exit(next));
	if (bg_exit(next))
		show_consoles(&next->out);
	free(name);
	name = str_printf("%s: next run", label);
	expect_first(&next->out, name);
	free(name);
}

/* Ctrl-C (SIGINT) while make compiles: nothing left, the next run works. */
static void check_sigint(void)
{
	struct groups g = { .n = 0 };
	struct strbuf left = STRBUF_INIT;
	struct bg b, next;
	int status = 0;

	bg_start(&b, "sigint", V "fix-2009", BASE, "--no-sparse", NULL);
	if (!wait_compiling(&b, &g)) {
		tk_verdict(false, "SIGINT while compiling", "no compiler ever ran under it");
		if (b.proc.running) {
			kill(b.proc.pid, SIGINT);
			bg_wait(&b);
		}
		goto out;
	}
	printf("---- [sigint] cc1 runs under its make: SIGINT to rcucheck (pid %d)\n", (int)b.proc.pid);
	fflush(stdout);
	kill(b.proc.pid, SIGINT);
	bg_wait(&b);
	status = b.proc.status;
	scan_groups(-1, &g, &left);
	tk_verdict(WIFSIGNALED(status) && WTERMSIG(status) == SIGINT,
		   "SIGINT while compiling: rcucheck stops", "%s",
		   WIFSIGNALED(status) ? "killed by SIGINT" : "it was not interrupted");
	tk_verdict(!left.len, "SIGINT while compiling: nothing of it is left running",
		   "%zu process group%s: %s", g.n, g.n == 1 ? "" : "s", left.len ? left.buf : "none left");
	check_next_run("SIGINT while compiling", &next);
	bg_free(&next);
out:
	sb_free(&left);
	bg_free(&b);
}

/*
 * SIGKILL to rcucheck alone while make compiles: its make and compilers
 * run on as orphans. The next run stops them (they hold the worktree's
 * second lock), and a half-written object (kernel/fork.o, truncated
 * after the kill, as a killed assembler leaves it) is made again.
 */
static void check_sigkill(void)
{
	struct groups g = { .n = 0 };
	struct strbuf left = STRBUF_INIT, after = STRBUF_INIT;
	struct bg b, next;
	char *build = NULL, *obj = NULL;

	bg_start(&b, "sigkill", V "fix-2009", BASE, "--no-sparse", NULL);
	if (!wait_compiling(&b, &g)) {
		tk_verdict(false, "SIGKILL while compiling", "no compiler ever ran under it");
		if (b.proc.running) {
			kill(b.proc.pid, SIGINT);
			bg_wait(&b);
		}
		goto out;
	}
	printf("---- [sigkill] cc1 runs under its make: SIGKILL to rcucheck (pid %d)\n",
	       (int)b.proc.pid);
	fflush(stdout);
	kill(b.proc.pid, SIGKILL);
	bg_wait(&b);
	scan_groups(-1, &g, &left);
	printf("---- [sigkill] left running: %s\n", left.len ? left.buf : "nothing");
	build = build_dir_of(&b.err);
	obj = build ? path_join(build, "kernel/fork.o") : NULL;
	if (obj && is_file(obj)) {
		int fd = open(obj, O_WRONLY | O_TRUNC);

		if (fd >= 0) {
			if (write(fd, "\177ELF", 4) != 4)
				printf("---- [sigkill] short write to %s\n", obj);
			close(fd);
		}
		printf("---- [sigkill] %s truncated to 4 bytes\n", obj);
	}
	tk_verdict(obj && is_file(obj), "SIGKILL while compiling: a half-written object made",
		   "%s", obj ? obj : "no build dir on stderr");

	check_next_run("SIGKILL while compiling", &next);
	if (left.len)
		tk_verdict(next.err.buf && strstr(next.err.buf, "left running by an interrupted rcucheck run"),
			   "SIGKILL while compiling: the next run stops what was left running", NULL);
	tk_verdict(next.err.buf && strstr(next.err.buf, "was interrupted: ") &&
		   strstr(next.err.buf, "half-written removed"),
		   "SIGKILL while compiling: the next run removes what make left half-written", NULL);
	scan_groups(-1, &g, &after);
	tk_verdict(!after.len, "SIGKILL while compiling: nothing of it is left running", "%s",
		   after.len ? after.buf : "none left");
	bg_free(&next);
out:
	free(build);
	free(obj);
	sb_free(&left);
	sb_free(&after);
	bg_free(&b);
}

/*
 * 6.12: the series rcucheck fix writes there (kernel-patches/2009-tglx-6.12,
 * scoped_guard(rcu) in __sigqueue_alloc(), rcu_read_lock() where gotos
 * cross the region) on 6.12 + the 2009 series. The other cases' series
 * and verdicts are 6.1's lines; on 6.12 this one runs instead.
 */
static void check_fix_612(struct strbuf *out)
{
	char dur[32];
	double secs;
	int ret = validate(out, &secs, "kernel-patches/2009-tglx-6.12", BASE, NULL);
	json_t *lines = tk_json_lines(out->buf ? out->buf : "");
	json_t *sum = tk_json_find(lines, "summary", "");

	tk_verdict(ret == 0 || ret == 1, "6.12 fix series: validate ran", "exit %d, %s", ret,
		   format_duration(secs, dur, sizeof(dur)));
	/* sparse-rcu models the guard's cleanup: the whole verdict, sparse included */
	expect(out, "6.12 fix 0001 __sigqueue_alloc (scoped_guard): proven, splat before, none after",
	       "0001-", "applies=\"ok\"", "sparse=\"ok\"", "builds=\"ok\"", "boots=\"ok\"",
	       "splats_before=1", "splats_after=0", "sites*=kernel/signal.c:422",
	       "exercised*=6 sigpipe", "verdict=\"pass\"", NULL);
	expect(out, "6.12 fix 0002 kill_pid_usb_asyncio: proven, splat before, none after", "0002-",
	       "sparse=\"ok\"", "builds=\"ok\"", "boots=\"ok\"", "splats_before=1",
	       "splats_after=0", "sites*=kernel/signal.c:1532", "exercised^=13 usb-async-urb",
	       "ran_after=\"ran\"", "verdict=\"pass\"", "why=\"splat before, none after\"", NULL);
	expect(out, "6.12 fix 0003 setpriority: proven, splat before, none after", "0003-",
	       "applies=\"ok\"", "sparse=\"ok\"", "builds=\"ok\"", "boots=\"ok\"",
	       "splats_before=1", "splats_after=0", "sites*=kernel/sys.c:189 set_one_prio",
	       "exercised^=1 setpriority-process", "ran_after=\"ran\"", "verdict=\"pass\"",
	       "why=\"splat before, none after\"", NULL);
	tk_verdict(sum && tk_json_meets(sum, "passed=3") && tk_json_meets(sum, "unproven=0") &&
		   tk_json_meets(sum, "failed=0"),
		   "6.12 fix series: summary: 3 passed, 0 unproven, 0 failed", NULL);
	json_decref(lines);
}

int main(int argc, char **argv)
{
	struct strbuf out = STRBUF_INIT, single = STRBUF_INIT;
	double secs, total = now_seconds();
	char dur[32];
	int ret;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-C") && i + 1 < argc)
			kdir = argv[++i];
		else if (!strcmp(argv[i], "--work") && i + 1 < argc)
			work = argv[++i];
		else if (!strcmp(argv[i], "--only") && i + 1 < argc)
			only = argv[++i];
		else if (!strcmp(argv[i], "--kver") && i + 1 < argc)
			kver_select(argv[++i]);
		else
			fatal("usage: test-validate [-C KDIR | --kver V] [--work NAME] [--only CASE]");
	}
	proc_install_signal_handlers();

	if (!strcmp(kver_current()->version, "6.12") && !kdir) {
		check_fix_612(&out);
		goto done;
	}
	if (want("fix")) {
		/* (a) the fix series proves itself on the 2009 bugs. */
		ret = validate(&out, &secs, V "fix-2009", BASE, NULL);
		tk_verdict(ret == 0, "fix series on 6.1 + 2009: exit 0", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "fix 0001 setpriority: splat before, none after", "0001-",
		       "applies=\"ok\"", "sparse=\"ok\"", "builds=\"ok\"", "boots=\"ok\"",
		       "splats_before=1", "splats_after=0", "sites*=kernel/sys.c:173 set_one_prio",
		       "exercised^=1 setpriority-process", "exercised_by=\"coverage\"",
		       "ran_before=\"ran\"", "ran_after=\"ran\"", "calls_before=3", "calls_after=3",
		       "verdict=\"pass\"", "why=\"splat before, none after\"", NULL);
		expect(&out, "fix 0002 kill_pid_usb_asyncio: splat before, none after, ran in 13", "0002-",
		       "builds=\"ok\"", "boots=\"ok\"", "splats_before=1", "splats_after=0",
		       "sites*=kernel/signal.c:1521", "exercised^=13 usb-async-urb",
		       "ran_after=\"ran\"", "ran_in_after=[\"13 usb-async-urb\"]",
		       "verdict=\"pass\"", NULL);
		expect(&out, "fix 0003 __sigqueue_alloc: splat before, none after", "0003-",
		       "splats_before=1", "splats_after=0", "sites*=kernel/signal.c:429 __sigqueue_alloc",
		       "exercised*=6 sigpipe", "verdict=\"pass\"", NULL);
		tk_verdict(fix_summary(&out, "passed=3"), "fix series: summary 3 passed, 0 unproven, 0 failed", NULL);
		sb_puts(&single, out.buf ? out.buf : "");
	}

	if (want("nousb")) {
		/*
		 * (b) A guest without USB (usbcore.nousb: no bus, as in a
		 * kernel built without it): the usbfs sub-test skips, and the
		 * USB patch is unproven with the reason, not passed and not hung.
		 */
		ret = validate(&out, &secs, V "usb-fix", BASE, "--no-sparse",
			       "--append", "usbcore.nousb", NULL);
		tk_verdict(ret == 0, "USB off in the guest: exit 0", "exit %d, %s", ret,
			   format_duration(secs, dur, sizeof(dur)));
		expect(&out, "USB off in the guest: unproven, the skipped sub-test and why", "0001-",
		       "builds=\"ok\"", "boots=\"ok\"", "splats_before=0", "splats_after=0",
		       "exercised=null", "not_run^=13 usb-async-urb: no USB bus",
		       "ran_before=\"not run\"", "ran_after=\"not run\"", "verdict=\"unproven\"",
		       "why^=no runtime trigger: the sub-test that reaches the patched functions did not run: 13 usb-async-urb: ",
		       NULL);
	}

	if (want("coverage")) {
		/*
		 * (c) Coverage, one run for three verdicts: a patch to a
		 * function the exerciser runs that had no bug (RAN-CLEAN,
		 * with the sub-test that ran it), a patch to a function
		 * nothing runs (UNREACHED: traced, 0 calls before and after),
		 * and a "fix" that leaves the access unprotected (FAIL:
		 * splat remains, though the function ran).
		 */
		ret = validate(&out, &secs, V "coverage", BASE, "--no-sparse", NULL);
		tk_verdict(ret == 1, "coverage series: exit 1 (its third patch fails)", "exit %d, %s",
			   ret, format_duration(secs, dur, sizeof(dur)));
		expect(&out, "coverage 0001 getpriority: RAN-CLEAN, in sub-test 4", "0001-",
		       "builds=\"ok\"", "boots=\"ok\"", "splats_before=0", "splats_after=0",
		       "ran_before=\"ran\"", "ran_after=\"ran\"", "calls_before=3", "calls_after=3",
		       "ran_in_after*=4 getpriority", "exercised^=4 getpriority",
		       "exercised_by=\"coverage\"", "verdict=\"ran-clean\"",
		       "why^=ran before and after, no splat either time: before 3 calls in 4 getpriority",
		       NULL);
		expect(&out, "coverage 0002 umask: UNREACHED, traced and never called", "0002-",
		       "builds=\"ok\"", "boots=\"ok\"", "splats_before=0", "splats_after=0",
		       "ran_before=\"not run\"", "ran_after=\"not run\"", "calls_before=0",
		       "calls_after=0", "exercised=null", "not_traceable=[]", "verdict=\"unreached\"",
		       "why^=never ran: 0 calls", NULL);
		expect(&out, "coverage 0003 wrong fix: FAIL, splat remains at __sigqueue_alloc", "0003-",
		       "builds=\"ok\"", "splats_before=1", "splats_after=1", "verdict=\"fail\"",
		       "why^=splat remains", "why*=__sigqueue_alloc", "exercised*=6 sigpipe", NULL);
		json_t *lines = tk_json_lines(out.buf ? out.buf : "");
		json_t *sum = tk_json_find(lines, "summary", "");

		tk_verdict(sum && tk_json_meets(sum, "passed=0") && tk_json_meets(sum, "ran_clean=1") &&
			   tk_json_meets(sum, "unreached=1") && tk_json_meets(sum, "unproven=0") &&
			   tk_json_meets(sum, "failed=1"),
			   "coverage series: summary 1 ran clean, 1 unreached, 1 failed", NULL);
		json_decref(lines);
	}

	if (want("lifecycle")) {
		/*
		 * (d) Issue 17's runtime signals, on one base build: pristine
		 * 6.1 with three injections (lifecycle/base/), each fixed by
		 * one patch. A lockdep-only fix (the read under the updaters'
		 * mutex given its lockdep condition; sub-test 14) is proven
		 * like a race fix; a sleep in a reader (copy_to_user() inside
		 * rcu_read_lock(), DEBUG_ATOMIC_SLEEP and lockdep's invalid
		 * wait context, placed in the callee: sub-test 15) too; and a
		 * second call_rcu() on free_pid()'s rcu_head (every exit,
		 * sub-test 11), DEBUG_OBJECTS_RCU_HEAD's one line naming the
		 * callback, placed by the fix's changed lines.
		 */
		ret = validate(&out, &secs, V "lifecycle", "--base-series", V "lifecycle/base",
			       "--no-sparse", NULL);
		tk_verdict(ret == 0, "lifecycle series: exit 0", "exit %d, %s", ret,
			   format_duration(secs, dur, sizeof(dur)));
		expect(&out, "lifecycle 0001 lockdep-only fix (swevent_hlist_get_cpu): splat before, none after",
		       "0001-", "builds=\"ok\"", "boots=\"ok\"", "splats_before=1", "splats_after=0",
		       "sites*=kernel/events/core.c:9876 perf_swevent_init",
		       "exercised*=14 perf-swevent", "oracle=\"lockdep-RCU\"",
		       "oracle_report*=suspicious rcu_dereference_check() usage", "new_elsewhere=[]",
		       "verdict=\"pass\"", "why=\"splat before, none after\"", NULL);
		expect(&out, "lifecycle 0002 sleep in a reader (sched_getparam): the report in the callee, splat before, none after",
		       "0002-", "builds=\"ok\"", "boots=\"ok\"", "splats_before=2", "splats_after=0",
		       "sites*=lib/usercopy.c:36 _copy_to_user", "exercised*=15 sched-getparam",
		       "oracle=\"DEBUG_ATOMIC_SLEEP\"",
		       "oracle_report^=[sleep-in-atomic] sleeping function called from invalid context (RCU nest depth: 1",
		       "new_elsewhere=[]", "verdict=\"pass\"", "why=\"splat before, none after\"", NULL);
		expect(&out, "lifecycle 0003 call_rcu() twice (free_pid): DEBUG_OBJECTS_RCU_HEAD's one line before, none after",
		       "0003-", "builds=\"ok\"", "boots=\"ok\"", "splats_before=1", "splats_after=0",
		       "sites=[\"[debug-objects] delayed_put_pid\"]", "exercised*=11 fork-wait",
		       "oracle=\"DEBUG_OBJECTS\"", "oracle_report*=Double-freed CB ->delayed_put_pid()",
		       "new_elsewhere=[]", "verdict=\"pass\"", "why=\"splat before, none after\"", NULL);
		json_t *lines = tk_json_lines(out.buf ? out.buf : "");
		json_t *sum = tk_json_find(lines, "summary", "");

		tk_verdict(sum && tk_json_meets(sum, "passed=3") && tk_json_meets(sum, "failed=0"),
			   "lifecycle series: summary 3 passed, 0 failed", NULL);
		json_decref(lines);
	}

	if (want("lifecycle-sync")) {
		/*
		 * (e) synchronize_rcu() inside its own reader (sub-test 16):
		 * lockdep-RCU's "Illegal synchronize_rcu() in RCU read-side
		 * critical section", then the deadlock: the base boot hangs
		 * and is killed (--timeout), its console still read. The fix
		 * waits before the reader: no splat, and the guest ends. The
		 * timeout is the base's whole boot: 40 s, 7 times a boot's
		 * (5.6 s under make check's load), 50 s less waiting than 90.
		 */
		ret = validate(&out, &secs, V "lifecycle-sync", "--base-series",
			       V "lifecycle-sync/base", "--no-sparse", "--timeout", "40", NULL);
		tk_verdict(ret == 0, "wait in own reader: exit 0", "exit %d, %s", ret,
			   format_duration(secs, dur, sizeof(dur)));
		expect(&out, "wait in own reader 0001 (sched_getscheduler): Illegal synchronize_rcu() before, none after",
		       "0001-", "builds=\"ok\"", "boots=\"ok\"", "splats_after=0",
		       "sites*=synchronize_rcu", "exercised*=16 sched-getscheduler",
		       "oracle_report*=Illegal synchronize_rcu() in RCU read-side critical section",
		       "ran_after=\"ran\"", "verdict=\"pass\"", "why=\"splat before, none after\"", NULL);
	}

	if (want("sparse")) {
		ret = validate(&out, &secs, V "sparse-rcu-warning", BASE, NULL);
		tk_verdict(ret == 1, "__rcu sparse warning: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		/* One warning from sparse, one more from bin/sparse-rcu when it is built. */
		expect(&out, "__rcu sparse warning: rejected as sparse", "0001-", "sparse=\"fail\"",
		       "sparse_new*=kernel/sys.c: warning: incorrect type in initializer (different address spaces)",
		       "sparse_new*=__rcu *real_cred", "verdict=\"fail\"", "why^=sparse: ", NULL);
		expect(&out, "__rcu sparse warning: lockdep no longer sees the access", "0001-",
		       "splats_before=1", "splats_after=0", "sites*=kernel/sys.c:173", NULL);
	}

	if (want("build-break")) {
		ret = validate(&out, &secs, V "build-break", BASE, NULL);
		tk_verdict(ret == 1, "build break: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "build break: does not build", "0001-", "builds=\"fail\"",
		       "verdict=\"fail\"", "why^=does not build: ", "why*=rcu_read_lock", NULL);
	}

	if (want("not-built")) {
		ret = validate(&out, &secs, V "not-built", BASE, NULL);
		tk_verdict(ret == 0, "file outside the QEMU kernel: exit 0 (unproven is no failure)",
			"exit %d, %s", ret, format_duration(secs, dur, sizeof(dur)));
		expect(&out, "file outside the QEMU kernel: not built, unproven", "0001-",
		       "verdict=\"unproven\"",
		       "why^=not built: arch/arm/kernel/reboot.o is not part of", NULL);
	}

	if (want("hang")) {
		/* Bad input: a hung boot is killed, its verdict says so. */
		ret = validate(&out, &secs, V "sparse-rcu-warning", BASE, "--no-sparse", "--timeout", "10",
			       "--append", "rcucheck_mode=hang", NULL);
		tk_verdict(ret == 1, "hung boot: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "hung boot: does not boot, QEMU killed", "0001-", "boots=\"fail\"",
		       "why^=does not boot: hung: no end after 10 s, QEMU killed", NULL);
		tk_verdict(!tk_process_running("rcucheck_mode=hang", "test-validate"), "hung boot: nothing left running", NULL);
	}

	if (want("injection")) {
		/* (b) the injection series on pristine 6.1: the bugs appear. */
		ret = validate(&out, &secs, "testcases/kernel/2009-tglx", NULL);
		tk_verdict(ret == 1, "2009 injection series on pristine 6.1: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		/* bin/sparse-rcu, when built, rejects them as "sparse" as well. */
		expect(&out, "injection 0001: splat appears", "0001-", "verdict=\"fail\"",
		       "splats_before=0", "splats_after=1", "why*=splat appears at kernel/sys.c:173",
		       NULL);
		expect(&out, "injection 0002: splat appears (the usbfs sub-test)", "0002-",
		       "boots=\"ok\"", "verdict=\"fail\"", "splats_before=0", "splats_after=1",
		       "why*=splat appears at kernel/signal.c:1521", NULL);
		expect(&out, "injection 0003: splat appears", "0003-", "verdict=\"fail\"",
		       "splats_before=0", "splats_after=1", "why*=splat appears at kernel/signal.c:429",
		       NULL);
	}

	if (want("does-not-apply")) {
		/* Bad input: a patch that does not apply stops the run there. */
		ret = validate(&out, &secs, V "does-not-apply", BASE, NULL);
		tk_verdict(ret == 1, "patch that does not apply: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "patch that does not apply: verdict says so", "0001-",
		       "applies=\"fail\"", "why^=does not apply: ", NULL);
		expect(&out, "patch that does not apply: the rest is skipped", "0002-",
		       "applies=null", "why^=skipped", NULL);
	}

	/* Concurrency and interruption, on the warm build (sparse off: cheaper). */
	if (want("concurrent"))
		check_concurrent(&single);
	if (want("sigint"))
		check_sigint();
	if (want("sigkill"))
		check_sigkill();
	if (scratch)
		remove_tree(scratch);
done:

	printf("total time %s\n", format_duration(now_seconds() - total, dur, sizeof(dur)));
	sb_free(&out);
	sb_free(&single);
	return tk_summary(NULL);
}
