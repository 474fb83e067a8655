/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The subject prefix a kernel maintainer expects for a file: what the
 * tree's own history uses for it (the most common leading "prefix: " of
 * the last 30 subjects touching it, "wifi: mac80211" too), else, when the
 * tree has no such history (Debian's packaged tree is one import commit),
 * a table of the places RCU fixes land most: "sys" for kernel/sys.c,
 * "sched" for kernel/sched/, ...; any other file gets its directory
 * ("usb: core" for drivers/usb/core/devio.c).
 */
#ifndef RCUCHECK_SUBSYS_PREFIX_H
#define RCUCHECK_SUBSYS_PREFIX_H

/*
 * @path is relative to @root; the history is read only when @root is the
 * top of a git work tree (NULL: the table alone). A new string.
 */
char *subsys_prefix(const char *root, const char *path);

/* The leading "prefix: " of @subject without its ": ", or NULL. A new string. */
char *subject_prefix(const char *subject);

#endif
