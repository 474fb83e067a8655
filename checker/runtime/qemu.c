// SPDX-License-Identifier: GPL-2.0
#include "runtime/qemu.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>
#include "runtime/coverage.h"
#include "runtime/initramfs.h"
#include "tree/ktree.h"
#include "lib/progress.h"
#include "lib/proc.h"
#include "lib/util.h"

#define QEMU "qemu-system-x86_64"
/* A working KVM guest prints its banner well within this. */
#define KVM_PROBE_SECONDS 5.0

struct console_watch {
	struct progress pr;
	bool linux_started;	/* "Linux version" seen (KVM probe) */
	bool userspace;		/* the kernel started /init */
	struct proc_opts *stop_at_banner;	/* KVM probe: stop it there */
	int subtests;
	char detail[96];
};

static void on_console_line(const char *line, void *arg)
{
	struct console_watch *cw = arg;
	const char *m;

	if (strstr(line, "Linux version ")) {
		cw->linux_started = true;
		if (cw->stop_at_banner)
			cw->stop_at_banner->stop = true;
	}
	if (strstr(line, "Run /init as init process") || strstr(line, "rcucheck-exerciser: "))
		cw->userspace = true;
	if ((m = strstr(line, "rcucheck-exerciser: start "))) {
		/* "start w2 stress-ng ...": a workload after the sub-tests */
		bool workload = m[26] == 'w';

		cw->subtests += !workload;
		snprintf(cw->detail, sizeof(cw->detail), "%s %s", workload ? "workload" : "sub-test",
			 m + 26);
		progress_update(&cw->pr, -1, cw->detail);
	}
}

static void build_argv(struct strlist *argv, const struct boot_opts *bo,
		       const char *initrd, const char *accel, const char *append)
{
	sl_push(argv, QEMU);
	sl_push(argv, "-nodefaults");
	sl_push(argv, "-display");
	sl_push(argv, "none");
	sl_push(argv, "-serial");
	sl_push(argv, "stdio");
	sl_push(argv, "-no-reboot");
	sl_push(argv, "-m");
	sl_push_owned(argv, str_printf("%d", bo->memory_mb > 0 ? bo->memory_mb : 256));
	/*
	 * A USB host controller: the exerciser's usbfs sub-test talks to its
	 * root hub. A kernel without PCI or xHCI support ignores it, and the
	 * sub-test says it skipped.
	 */
	sl_push(argv, "-device");
	sl_push(argv, "qemu-xhci");
	sl_push(argv, "-accel");
	sl_push(argv, accel);
	if (!strcmp(accel, "kvm")) {
		sl_push(argv, "-cpu");
		sl_push(argv, "host");
	}
	sl_push(argv, "-kernel");
	sl_push(argv, bo->kernel);
	sl_push(argv, "-initrd");
	sl_push(argv, initrd);
	sl_push(argv, "-append");
	sl_push(argv, append);
}

/* The probe's verdict is kept per host kernel and QEMU binary. */
static char *kvm_probe_key(void)
{
	struct utsname u;
	char *qemu = which(QEMU), *key;

	uname(&u);
	key = str_printf("%s %s %s\n", u.release, u.version, qemu ? qemu : "");
	free(qemu);
	return key;
}

static bool kvm_works(const struct boot_opts *bo, const char *initrd)
{
	char *path = cache_path("kvm-probe", NULL, false);
	char *key = kvm_probe_key(), *seen = read_file(path, NULL);
	bool ok = false;

	if (access("/dev/kvm", R_OK | W_OK))
		goto out;
	if (seen && starts_with(seen, "ok ") && !strcmp(seen + 3, key)) {
		ok = true;
		goto out;
	}
	if (seen && starts_with(seen, "no ") && !strcmp(seen + 3, key))
		goto out;

	struct strlist argv = STRLIST_INIT;
	struct console_watch cw = { 0 };
	struct proc_opts o = { .on_line = on_console_line, .arg = &cw,
			       .timeout = KVM_PROBE_SECONDS };

	cw.stop_at_banner = &o;
	progress_start(&cw.pr, "kvm-probe");
	note("boot: probing KVM (at most %.0f s)", KVM_PROBE_SECONDS);
	build_argv(&argv, bo, initrd, "kvm", "console=ttyS0 rcucheck_mode=hang");
	proc_run(sl_argv(&argv), &o, NULL);
	sl_free(&argv);
	ok = cw.linux_started;
	char *verdict = str_printf("%s %s", ok ? "ok" : "no", key);
	/* A run reading it never sees half of it. */
	write_file_atomic(path, verdict, strlen(verdict));
	free(verdict);
	if (!ok)
		note("boot: KVM guest did not start within %.0f s; using TCG", KVM_PROBE_SECONDS);
out:
	free(path);
	free(key);
	free(seen);
	return ok;
}

/* One QEMU run; its status (PROC_TIMEOUT at the deadline). */
static int run_boot(struct strlist *argv, struct proc_opts *o, struct console_watch *cw,
		    struct boot_result *br)
{
	o->arg = cw;
	progress_start(&cw->pr, "boot");
	double start = now_seconds();
	int status = proc_run(sl_argv(argv), o, NULL);

	br->seconds = now_seconds() - start;
	return status;
}

int qemu_boot(const struct boot_opts *bo, struct boot_result *br)
{
	char *exerciser = path_join(rcucheck_home(), "bin/exerciser");
	char *run = cache_path("run", NULL, true);
	/* Per run, in the cache: nothing is written beside the user's files. */
	char *initrd = str_printf("%s/initramfs-%d.cpio", run, (int)getpid());
	char *cover = bo->cover && bo->cover->n ?
		      str_printf("%s/cover-%d.list", run, (int)getpid()) : NULL;
	char *calls = bo->calls && bo->calls->n ?
		      str_printf("%s/calls-%d.list", run, (int)getpid()) : NULL;
	const char *accel = bo->accel ? bo->accel : "auto";
	struct strlist argv = STRLIST_INIT;
	struct console_watch cw = { 0 };
	struct proc_opts o = { .on_line = on_console_line, .arg = &cw,
			       .stdout_path = bo->console, .timeout = bo->timeout };
	int ret = 0;

	memset(br, 0, sizeof(*br));
	need_tool(QEMU, "qemu-system-x86");
	cache_sweep_run();	/* initramfs files of killed runs */
	if (!is_file(bo->kernel)) {
		ret = error("kernel image %s not found (run 'rcucheck build' first)", bo->kernel);
		goto out;
	}
	if ((cover && coverage_write_list(cover, bo->cover)) ||
	    (calls && coverage_write_list(calls, bo->calls)) ||
	    initramfs_write(initrd, exerciser, bo->kernel, bo->files, cover, calls)) {
		ret = -1;
		goto out;
	}
	if (!strcmp(accel, "auto"))
		accel = kvm_works(bo, initrd) ? "kvm" : "tcg";
	else if (strcmp(accel, "kvm") && strcmp(accel, "tcg")) {
		ret = error("--accel %s: use auto, tcg or kvm", accel);
		goto out;
	}
	br->accel = accel;

	/*
	 * panic=-1: a panic reboots at once, and -no-reboot turns that into
	 * QEMU exiting. printk.devkmsg=on: the exerciser's markers are not
	 * rate-limited. no_timer_check: the IO-APIC timer test counts ticks
	 * over a short busy wait, which a guest on a loaded host fails
	 * ("IO-APIC + timer doesn't work!", a panic seen under TCG).
	 */
	char *append = str_printf("console=ttyS0 panic=-1 printk.devkmsg=on no_timer_check%s%s",
				 bo->append ? " " : "", bo->append ? bo->append : "");

	build_argv(&argv, bo, initrd, accel, append);
	free(append);
	int status = run_boot(&argv, &o, &cw, br);

	/*
	 * A boot that stalls before /init is retried once: under TCG a loaded
	 * host can stall the guest's early timer calibration so that its first
	 * sleep never ends (seen in CI at "Running RCU-tasks wait API self
	 * tests"). A kernel that really hangs hangs twice; the first console is
	 * kept beside the second.
	 */
	if (status == PROC_TIMEOUT && !cw.userspace && !strcmp(accel, "tcg") && bo->console) {
		char *first = str_printf("%s.stalled", bo->console);

		if (rename(bo->console, first))
			note("boot: cannot keep %s: %s", first, strerror(errno));
		note("boot: no /init after %.1f s (%s kept); booting once more", br->seconds, first);
		free(first);
		memset(&cw, 0, sizeof(cw));
		br->retried = true;
		status = run_boot(&argv, &o, &cw, br);
	}
	if (status == PROC_TIMEOUT) {
		br->end = BOOT_TIMEOUT;
	} else if (status == 0) {
		br->end = BOOT_EXITED;
	} else {
		br->end = BOOT_FAILED;
		br->status = status;
		char *log = read_file(bo->console, NULL);
		struct strbuf sb = STRBUF_INIT;

		sb_puts(&sb, log ? log : "");
		br->why = str_printf("QEMU exited with status %d: %s", status, last_line(&sb));
		sb_free(&sb);
		free(log);
	}
	char detail[64];

	snprintf(detail, sizeof(detail), "%s, %d sub-tests started", accel, cw.subtests);
	if (br->end == BOOT_EXITED)
		progress_done(&cw.pr, detail);
	else
		note("boot: %s after %.1f s (%s)", br->end == BOOT_TIMEOUT ?
		     "killed at the timeout" : "QEMU failed", br->seconds, detail);
out:
	sl_free(&argv);
	free(exerciser);
	unlink(initrd);
	free(initrd);
	if (cover)
		unlink(cover);
	free(cover);
	if (calls)
		unlink(calls);
	free(calls);
	free(run);
	return ret;
}
