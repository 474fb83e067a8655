/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The subject prefix a kernel maintainer expects for a file: "sys" for
 * kernel/sys.c, "signal" for kernel/signal.c, "sched" for kernel/sched/,
 * ... from a table of the places RCU fixes land most; any other file
 * gets its directory ("usb: core" for drivers/usb/core/devio.c).
 */
#ifndef RCUCHECK_SUBSYS_PREFIX_H
#define RCUCHECK_SUBSYS_PREFIX_H

/* A new string. */
char *subsys_prefix(const char *path);

#endif
