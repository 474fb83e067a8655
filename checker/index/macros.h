/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tree's accessor macros: every function-like macro whose expansion
 * reaches an RCU accessor of the model (rcu_accessors()), directly or
 * through other such macros: for_each_process() (next_task(), then
 * list_entry_rcu()), for_each_netdev_rcu(), rtnl_dereference(), a .c
 * file's "#define foo_deref(p) rcu_dereference_protected(p, ...)".
 */
#ifndef RCUCHECK_INDEX_MACROS_H
#define RCUCHECK_INDEX_MACROS_H

#include "index/tindex.h"

/*
 * The table, one row a line, tab-separated:
 *
 *   NAME FILE ACCESSOR KIND FLAVOR PARAMS COND VIA
 *
 * FILE defines it (a .c file's macro is that file's alone); ACCESSOR,
 * KIND and FLAVOR are the accessor's row of the model; PARAMS the
 * macro's parameters, ","-separated, or "-"; COND the lockdep condition
 * its expansion passes the accessor, written over PARAMS, or "-"; VIA
 * the macros between it and the accessor, innermost first, ","-separated,
 * or "-". Names the model lists as accessors are left out.
 *
 * Computed from the definitions (the files that call each name, scanned
 * again) the first time after the index changed, and kept with it: when
 * computed now and @save_path is not NULL, the index is saved there.
 */
const char *tindex_accessor_macros(struct tindex *ti, const char *save_path);

#endif
