/* SPDX-License-Identifier: GPL-2.0 */
/*
 * An argument a function-like macro of the tree runs inside a reader of
 * its own body: btrfs's btrfs_info_in_rcu(fs_info, fmt, args...) is
 * btrfs_printk_in_rcu(), "rcu_read_lock(); btrfs_printk(fs_info, fmt,
 * ##args); rcu_read_unlock();", so rcu_str_deref(device->name) passed to
 * it is read inside that reader. The rules see a call with arguments; the
 * macro's text says where they go.
 */
#ifndef RCUCHECK_AUDIT_MACROARGS_H
#define RCUCHECK_AUDIT_MACROARGS_H

#include <stdbool.h>
#include <stddef.h>
#include "audit/facts.h"
#include "index/tindex.h"

/* Lines @from..@to of file @file of the tree (malloc'd), or NULL. */
typedef char *(*macroargs_lines)(struct tindex *ti, unsigned file, int from, int to);

/*
 * Is the expression at offset @at of @text (a function's text up to it)
 * an argument of a call, in the same statement, of a macro of the tree
 * that passes that argument to a call inside a reader @n accepts,
 * directly or through macros it expands to (three levels)?
 */
bool macro_arg_in_reader(struct tindex *ti, macroargs_lines lines, const char *text, size_t at,
			 const struct need *n);

#endif
