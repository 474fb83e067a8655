/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Console-line normalisation for the splat parser: what a log line says
 * once mail quoting, printk prefixes and a pasted '^M' are gone, and a
 * source path as printed turned into a kernel-tree-relative one.
 */
#ifndef RCUCHECK_SPLAT_TEXT_H
#define RCUCHECK_SPLAT_TEXT_H

#include <stdbool.h>

/* The printk text of a raw line @s (which is trimmed in place). */
const char *splat_text(char *s);
/*
 * The same, and whether the line carried a printk timestamp (or was a
 * /dev/kmsg record): in a log whose kernel lines are stamped, a line
 * without one was printed by someone else (a fuzzer's program log).
 */
const char *splat_text_stamped(char *s, bool *stamped);
/* "./include/x.h", "/usr/src/kernel/kernel/a.c", "arch/x86/kvm/../../../virt/k.c"
 * -> "include/x.h", "kernel/a.c", "virt/k.c" (a new string). */
char *splat_tree_path(const char *path);

#endif
