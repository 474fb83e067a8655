// SPDX-License-Identifier: GPL-2.0
/*
 * The boot-validation integration test (make check, after test-kernel):
 * drives "rcucheck validate" on the packaged 6.1 tree (or -C KDIR) with
 * the series of testcases/kernel/validate/ and checks the verdicts:
 *
 *   - the fix series on 6.1 + the 2009 injection series: splat before and
 *     none after at each triggered site, "no runtime trigger" for
 *     kill_as_cred_perm() (USB only), exit 0;
 *   - the injection series itself on pristine 6.1: "splat appears";
 *   - a wrong fix (the read lock around the wrong region): "splat remains";
 *   - a patch that breaks the build: "does not build";
 *   - a patch that adds an __rcu sparse warning: "sparse";
 *   - a patch to a file this kernel does not build: "not built", unproven;
 *   - a patch that does not apply, a hung boot: clear verdicts, exit 1,
 *     nothing left running.
 *
 * It shares test-kernel's worktree and build directory (--work check) so
 * that make check builds the kernel once; each run then rebuilds only the
 * files the series touch. Prints the time of each step and ends with
 * "N passed, N failed".
 */
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "proc.h"
#include "progress.h"
#include "testkit.h"
#include "util.h"

static const char *kdir, *work = "check", *only;

/* --only WORD: run only the cases whose name holds WORD (while debugging). */
static bool want(const char *name)
{
	return !only || strstr(name, only);
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

	sl_push_owned(&argv, path_join(rcucheck_home(), "bin/rcucheck"));
	sl_push(&argv, "validate");
	if (kdir) {
		sl_push(&argv, "-C");
		sl_push(&argv, kdir);
	}
	sl_push(&argv, "--work");
	sl_push(&argv, work);
	sl_push(&argv, "--json");
	va_start(ap, series);
	for (const char *a = va_arg(ap, const char *); a; a = va_arg(ap, const char *))
		sl_push_owned(&argv, strchr(a, '/') && a[0] != '/' && !strchr(a, '=') ?
			      path_join(rcucheck_home(), a) : xstrdup(a));
	va_end(ap);
	sl_push_owned(&argv, path_join(rcucheck_home(), series));
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

/* The JSON line of the patch whose file name starts with @prefix. */
static char *patch_line(const struct strbuf *out, const char *prefix)
{
	char *want = xasprintf("{\"patch\":\"%s", prefix);
	const char *p = out->buf ? strstr(out->buf, want) : NULL;

	free(want);
	return p ? xstrndup(p, strcspn(p, "\n")) : xstrdup("");
}

/* Does the line of patch @prefix hold every one of the fragments? */
static void expect(const struct strbuf *out, const char *name, const char *prefix, ...)
{
	char *line = patch_line(out, prefix);
	const char *missing = NULL;
	va_list ap;

	va_start(ap, prefix);
	for (const char *f = va_arg(ap, const char *); f && !missing; f = va_arg(ap, const char *))
		if (!strstr(line, f))
			missing = f;
	va_end(ap);
	tk_verdict(!missing, name, missing ? "no %s in %s" : "%s", missing ? missing : line,
		*line ? line : "(no line for the patch)");
	free(line);
}

/* A process whose command line mentions @needle still runs? */
static bool process_running(const char *needle)
{
	DIR *d = opendir("/proc");
	struct dirent *de;
	bool found = false;

	while (d && !found && (de = readdir(d))) {
		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		char *path = xasprintf("/proc/%s/cmdline", de->d_name);
		size_t len;
		char *cmd = read_file(path, &len);

		for (size_t i = 0; cmd && i + 1 < len; i++)
			if (!cmd[i])
				cmd[i] = ' ';
		found = cmd && strstr(cmd, needle) && !strstr(cmd, "test-validate");
		free(cmd);
		free(path);
	}
	if (d)
		closedir(d);
	return found;
}

#define BASE "--base-series", "testcases/kernel/2009-tglx"
#define V "testcases/kernel/validate/"

int main(int argc, char **argv)
{
	struct strbuf out = STRBUF_INIT;
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
		else
			die("usage: test-validate [-C KDIR] [--work NAME] [--only CASE]");
	}
	proc_install_signal_handlers();

	if (want("fix")) {
		/* (a) the fix series proves itself on the 2009 bugs. */
		ret = validate(&out, &secs, V "fix-2009", BASE, NULL);
		tk_verdict(ret == 0, "fix series on 6.1 + 2009: exit 0", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "fix 0001 setpriority: splat before, none after", "0001-",
		       "\"applies\":\"ok\"", "\"sparse\":\"ok\"", "\"builds\":\"ok\"", "\"boots\":\"ok\"",
		       "\"splats_before\":1,\"splats_after\":0", "kernel/sys.c:173 set_one_prio",
		       "\"exercised\":\"1 setpriority-process", "\"verdict\":\"pass\"",
		       "\"why\":\"splat before, none after\"", NULL);
		expect(&out, "fix 0002 kill_pid_usb_asyncio: no runtime trigger", "0002-",
		       "\"builds\":\"ok\"", "\"boots\":\"ok\"", "\"splats_before\":0,\"splats_after\":0",
		       "\"exercised\":null", "\"verdict\":\"unproven\"", "\"why\":\"no runtime trigger",
		       NULL);
		expect(&out, "fix 0003 __sigqueue_alloc: splat before, none after", "0003-",
		       "\"splats_before\":1,\"splats_after\":0", "kernel/signal.c:429 __sigqueue_alloc",
		       "6 sigpipe", "\"verdict\":\"pass\"", NULL);
		tk_verdict(out.buf && strstr(out.buf, "\"passed\":2,\"failed\":0,\"unproven\":1"),
			"fix series: summary 2 passed, 1 unproven, 0 failed", NULL);
	}

	if (want("wrong")) {
		/* (c) the validator rejects what it must. */
		ret = validate(&out, &secs, V "wrong-fix", BASE, NULL);
		tk_verdict(ret == 1, "wrong fix: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "wrong fix: splat remains at __sigqueue_alloc", "0001-",
		       "\"builds\":\"ok\"", "\"splats_before\":1,\"splats_after\":1",
		       "\"verdict\":\"fail\"", "\"why\":\"splat remains", "__sigqueue_alloc", NULL);
	}

	if (want("sparse")) {
		ret = validate(&out, &secs, V "sparse-rcu-warning", BASE, NULL);
		tk_verdict(ret == 1, "__rcu sparse warning: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		/* One warning from sparse, one more from bin/sparse-rcu when it is built. */
		expect(&out, "__rcu sparse warning: rejected as sparse", "0001-", "\"sparse\":\"fail\"",
		       "kernel/sys.c: warning: incorrect type in initializer (different address spaces)",
		       "__rcu *real_cred", "\"verdict\":\"fail\"", "\"why\":\"sparse: ", NULL);
		expect(&out, "__rcu sparse warning: lockdep no longer sees the access", "0001-",
		       "\"splats_before\":1,\"splats_after\":0", "kernel/sys.c:173", NULL);
	}

	if (want("build-break")) {
		ret = validate(&out, &secs, V "build-break", BASE, NULL);
		tk_verdict(ret == 1, "build break: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "build break: does not build", "0001-", "\"builds\":\"fail\"",
		       "\"verdict\":\"fail\"", "\"why\":\"does not build: ", "rcu_read_lock", NULL);
	}

	if (want("not-built")) {
		ret = validate(&out, &secs, V "not-built", BASE, NULL);
		tk_verdict(ret == 0, "file outside the QEMU kernel: exit 0 (unproven is no failure)",
			"exit %d, %s", ret, format_duration(secs, dur, sizeof(dur)));
		expect(&out, "file outside the QEMU kernel: not built, unproven", "0001-",
		       "\"verdict\":\"unproven\"",
		       "\"why\":\"not built: arch/arm/kernel/reboot.o is not part of", NULL);
	}

	if (want("hang")) {
		/* Bad input: a hung boot is killed, its verdict says so. */
		ret = validate(&out, &secs, V "sparse-rcu-warning", BASE, "--no-sparse", "--timeout", "10",
			       "--append", "rcucheck_mode=hang", NULL);
		tk_verdict(ret == 1, "hung boot: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "hung boot: does not boot, QEMU killed", "0001-", "\"boots\":\"fail\"",
		       "\"why\":\"does not boot: hung: no end after 10 s, QEMU killed", NULL);
		tk_verdict(!process_running("rcucheck_mode=hang"), "hung boot: nothing left running", NULL);
	}

	if (want("injection")) {
		/* (b) the injection series on pristine 6.1: the bugs appear. */
		ret = validate(&out, &secs, "testcases/kernel/2009-tglx", NULL);
		tk_verdict(ret == 1, "2009 injection series on pristine 6.1: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		/* bin/sparse-rcu, when built, rejects them as "sparse" as well. */
		expect(&out, "injection 0001: splat appears", "0001-", "\"verdict\":\"fail\"",
		       "\"splats_before\":0,\"splats_after\":1", "splat appears at kernel/sys.c:173",
		       NULL);
		expect(&out, "injection 0002: no runtime trigger", "0002-", "\"boots\":\"ok\"",
		       "\"splats_before\":0,\"splats_after\":0", "no runtime trigger", NULL);
		expect(&out, "injection 0003: splat appears", "0003-", "\"verdict\":\"fail\"",
		       "\"splats_before\":0,\"splats_after\":1", "splat appears at kernel/signal.c:429",
		       NULL);
	}

	if (want("does-not-apply")) {
		/* Bad input: a patch that does not apply stops the run there. */
		ret = validate(&out, &secs, V "does-not-apply", BASE, NULL);
		tk_verdict(ret == 1, "patch that does not apply: exit 1", "exit %d, %s", ret,
			format_duration(secs, dur, sizeof(dur)));
		expect(&out, "patch that does not apply: verdict says so", "0001-",
		       "\"applies\":\"fail\"", "\"why\":\"does not apply: ", NULL);
		expect(&out, "patch that does not apply: the rest is skipped", "0002-",
		       "\"applies\":null", "\"why\":\"skipped", NULL);
	}

	printf("total time %s\n", format_duration(now_seconds() - total, dur, sizeof(dur)));
	sb_free(&out);
	return tk_summary(NULL);
}
