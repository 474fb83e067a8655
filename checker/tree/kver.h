/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel versions rcucheck takes as packaged trees: Debian's
 * linux-source-<version> packages. The one table of known versions and the
 * default live here; every verb's --kver goes through kver_select(), and
 * the cache keys its trees by the package name, so one version's base,
 * worktrees, builds and index are never taken for another's.
 */
#ifndef RCUCHECK_KVER_H
#define RCUCHECK_KVER_H

#include <stdbool.h>

struct kver {
	const char *version;	/* "6.1": what --kver takes */
	const char *package;	/* "linux-source-6.1": Debian's package, the cache's tree name */
	const char *tarball;	/* what the package installs */
};

/* The known version named @version, or NULL. */
const struct kver *kver_find(const char *version);

/* The known versions ("6.1", "6.12"), NULL-terminated. */
const char *const *kver_versions(void);

/* "6.1, 6.12": the known versions, for messages. Static storage. */
const char *kver_known(void);

/*
 * Picks the packaged tree this run works on (--kver). Dies with one line
 * naming the known versions when @version is not one of them.
 */
void kver_select(const char *version);

/* The default version: the one every figure so far was measured on. */
const struct kver *kver_default(void);

/* The packaged tree this run works on: the selected one, else the default. */
const struct kver *kver_current(void);

/* Was a version picked with kver_select() (not the default)? */
bool kver_was_selected(void);

/*
 * The version of the kernel tree at @dir, read from its top Makefile
 * ("6.12.118", or "6.12" without SUBLEVEL), or NULL. Owned by the caller.
 */
char *kver_of_tree(const char *dir);

/* Does @full ("6.12.118") belong to the series @version ("6.12")? */
bool kver_matches(const char *full, const char *version);

#endif
