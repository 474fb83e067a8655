/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Building a kernel out of tree (make O=) for QEMU: tinyconfig (or another
 * base, e.g. defconfig for a checker's build) plus the
 * config fragments (qemu/rcu.config and any extra), checked option by
 * option, then bzImage with progress. The source stays clean and each
 * build directory is kept, so the next build only rebuilds what changed.
 */
#ifndef RCUCHECK_KBUILD_H
#define RCUCHECK_KBUILD_H

#include "lib/util.h"

struct kbuild {
	const char *src;		/* the (worktree) source */
	const char *out;		/* O= directory */
	struct strlist fragments;	/* config fragment files */
	int jobs;
	const char *base;		/* the config the fragments go over; NULL: tinyconfig */
	bool partial_ok;		/* options that do not take are named, not an error */
};

/* The default fragment, qemu/rcu.config of this checkout. */
char *kbuild_default_fragment(void);

/* 0, or -1 after a one-line error (e.g. an option that did not take). */
int kbuild_configure(struct kbuild *kb);

/*
 * Was kb->out configured by kbuild_configure() with these fragments (and
 * base), so that its .config is what they give? Reads only.
 */
bool kbuild_is_configured(const struct kbuild *kb);

/*
 * Runs make in the build directory with @args (e.g. "C=2", "CHECK=sparse",
 * "kernel/sys.o"), output to @log. make's exit status, or PROC_*.
 */
int kbuild_make(struct kbuild *kb, const char *log, const char *const args[]);

/* The first line of a make log that says why it failed (owned). */
char *kbuild_log_error(const char *log);

/* Builds bzImage. Its path, or NULL after a one-line error. */
char *kbuild_image(struct kbuild *kb);

#endif
