// SPDX-License-Identifier: GPL-2.0
/*
 * bin/test-demo (make check): "rcucheck demo" end to end on the packaged
 * 6.1 tree, and its summary held to what the 2009 series must give:
 * every injected site found by the spatch report (and by sparse-rcu when
 * built), one patch per fixed function, each patch proven (splat before,
 * none after), the USB one through the exerciser's usbfs sub-test.
 *
 * It runs the demo in test-kernel's worktree (--work check), whose build
 * has the demo's configuration: make check builds that kernel once
 * (another whole build was 5 of the demo's 12 minutes); the whole build
 * is test-kernel's to test.
 *
 *   test-demo [-C KDIR] [--work NAME]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/progress.h"
#include "lib/proc.h"
#include "tests/testkit.h"
#include "lib/util.h"

/* One verdict, no detail. */
static void check(bool ok, const char *what)
{
	tk_verdict(ok, what, NULL);
}

static void collect(const char *line, void *arg)
{
	struct strbuf *sb = arg;

	sb_printf(sb, "%s\n", line);
	/* Headings and the summary show the demo's progress. */
	if (starts_with(line, "=== ") || starts_with(line, "validate: ") ||
	    starts_with(line, "findings: ") || starts_with(line, "patches: ")) {
		printf("  | %s\n", line);
		fflush(stdout);
	}
}

static bool has(const struct strbuf *out, const char *needle)
{
	return out->buf && strstr(out->buf, needle);
}

int main(int argc, char **argv)
{
	char *rc = str_printf("%s/bin/rcucheck", rcucheck_home());
	char *sparse_rcu = str_printf("%s/bin/sparse-rcu", rcucheck_home());
	struct strlist a = STRLIST_INIT;
	struct strbuf out = STRBUF_INIT;
	double t0 = now_seconds();
	char dur[32];

	sl_push(&a, rc);
	sl_push(&a, "demo");
	/* first: a --work of the user's comes later, and the last one given counts */
	sl_push(&a, "--work");
	sl_push(&a, "check");
	for (int i = 1; i < argc; i++)
		sl_push(&a, argv[i]);
	proc_install_signal_handlers();
	struct proc_opts o = { .on_line = collect, .arg = &out, .keep_stderr = true };
	int status = proc_run(sl_argv(&a), &o, NULL);

	printf("rcucheck demo: exit %d in %s\n", status,
	       format_duration(now_seconds() - t0, dur, sizeof(dur)));
	check(status == 0, "demo: exit 0 (every injected site found, every patch proven)");
	check(has(&out, "kernel/sys.c:173:53: warning: [rcu-dereference] __task_cred(p)"),
	      "audit: setpriority's __task_cred() (kernel/sys.c:173)");
	check(has(&out, "kernel/signal.c:1521:29: warning: [rcu-dereference] __task_cred(target)"),
	      "audit: kill_as_cred_perm's __task_cred() (kernel/signal.c:1521)");
	check(has(&out, "kernel/signal.c:429:12: warning: [rcu-dereference] __task_cred(t)"),
	      "audit: __sigqueue_alloc's __task_cred() (kernel/signal.c:429)");
	/* the fourth: setpriority()'s find_task_by_vpid() under the injected tasklist_lock (rcu-callee) */
	check(has(&out, "findings: 4 "), "summary: 4 findings");
	check(has(&out, "patches:  3 "), "summary: 3 patches, one per fixed function");
	/* two kinds of access (__task_cred(), find_task_by_vpid()): the generic title */
	check(has(&out, "Subject: [PATCH 0/3] Fix invalid RCU assumptions"),
	      "cover letter printed");
	check(has(&out, "validate: 3 patches: 3 passed (3 with a splat before and none after)") &&
	      has(&out, "0 unproven") && has(&out, "0 failed"),
	      "validate: all three patches proven (the USB one too), none failed");
	if (is_executable(sparse_rcu))
		check(has(&out, "kernel/sys.c:173:60: warning: [rcu-unprotected]") &&
		      has(&out, "kernel/signal.c:1521:36: warning: [rcu-unprotected]") &&
		      has(&out, "kernel/signal.c:429:19: warning: [rcu-unprotected]"),
		      "sparse-rcu: the three injected sites, through rcucheck link");
	if (tk_failed())
		printf("--- demo output ---\n%s", out.buf ? out.buf : "");
	sl_free(&a);
	sb_free(&out);
	free(rc);
	free(sparse_rcu);
	return tk_summary(NULL);
}
