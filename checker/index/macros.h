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

/* One row of the table, its columns allocated ("-" kept as written). */
struct accessor_macro {
	char *name, *file, *accessor, *kind, *flavor, *params, *cond, *via;
};

/*
 * The row of @name as a call from @file sees it (@file's own macro, else
 * a header's): true and *@out filled (accessor_macro_free() it), or false.
 */
bool tindex_accessor_macro(struct tindex *ti, const char *name, const char *file,
			   struct accessor_macro *out);
void accessor_macro_free(struct accessor_macro *m);

/*
 * @cond, written over @params ("task,__c"), with each parameter replaced
 * by the argument of the call of @callee at the start of @text ("(false)"
 * for task_css()'s "task_css_check(task, subsys_id, false)"); NULL when
 * @text does not start with such a call.
 */
char *macro_cond_for_call(const char *cond, const char *params, const char *text,
			  const char *callee);

#endif
