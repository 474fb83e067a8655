/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a tree's kbuild says about its files, read from its own
 * Makefiles: the source architecture being checked, and whether a file
 * is built only under a given kind of configuration. For the index's
 * questions that must follow the build, not every definition the tree
 * holds (index/sleepers.c).
 */
#ifndef RCUCHECK_INDEX_KBUILD_H
#define RCUCHECK_INDEX_KBUILD_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The directory under arch/ of the architecture checked: $ARCH as the
 * tree's top Makefile maps it to SRCARCH (x86_64 -> x86), "x86" when
 * $ARCH is unset. Computed once per @root.
 */
const char *kbuild_srcarch(const char *root);

/* Is @path (relative to the tree) under another architecture's arch/DIR/? */
bool kbuild_other_arch(const char *root, const char *path);

/*
 * Is the .c file @path built only under configurations @only accepts
 * (called with a "CONFIG_X" and its length)? Every line of its
 * directory's Makefile (or Kbuild) that names its object must be
 * obj-$(CONFIG_X) with X accepted, or sit inside "ifdef CONFIG_X" /
 * "ifeq ($(CONFIG_X),y)" of one, or the directory itself be built so
 * in its parent's. False when no line names it (a file #included by
 * another, a Makefile we cannot read).
 */
bool kbuild_only_under(const char *root, const char *path,
		       bool (*only)(const char *config, size_t len));

/* Forget what was read. */
void kbuild_free(void);

#endif
