/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The boot runner: boots a kernel in QEMU with the exerciser as /init,
 * saves the whole console to a file and stops at a deadline. KVM is used
 * only when a bounded probe shows a guest really starts (on these machines
 * /dev/kvm exists but a KVM guest hangs in firmware); otherwise TCG.
 */
#ifndef RCUCHECK_QEMU_H
#define RCUCHECK_QEMU_H

#include <stdbool.h>
#include "lib/util.h"

enum boot_end {
	BOOT_EXITED,	/* QEMU exited by itself (reboot, or panic=-1) */
	BOOT_TIMEOUT,	/* killed at the deadline */
	BOOT_FAILED,	/* QEMU could not start or failed */
};

struct boot_opts {
	const char *kernel;	/* bzImage */
	const char *console;	/* where the console log goes */
	const char *append;	/* extra kernel command line, may be NULL */
	const char *accel;	/* "auto" (default), "tcg" or "kvm" */
	double timeout;		/* seconds */
	int memory_mb;
	/* Host files put at the same path in the initramfs (workloads), or NULL. */
	const struct strlist *files;
	/*
	 * Kernel symbols whose calls the exerciser counts (coverage.h), or
	 * NULL: a list file in the initramfs, so any number of them.
	 */
	const struct strlist *cover;
	/*
	 * Targeted system calls, "NAME NR ARG..." each (workload.h), or
	 * NULL: the initramfs's CALLS_GUEST_PATH, run after the sub-tests.
	 */
	const struct strlist *calls;
};

struct boot_result {
	enum boot_end end;
	const char *accel;	/* what was used */
	double seconds;
	int status;		/* QEMU's exit status when BOOT_EXITED */
	char *why;		/* BOOT_FAILED: one line */
	bool retried;		/* the first boot stalled before /init */
};

/* 0, or -1 after a one-line error (missing tool, unusable kernel). */
int qemu_boot(const struct boot_opts *bo, struct boot_result *br);

#endif
