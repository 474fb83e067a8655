/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Is a function registered as an entry point: passed to a registration
 * of rcu/data/entry-registrations ("DECLARE_WORK(moom_work,
 * moom_callback)", "module_init(nbd_init)") or stored into a field of
 * one (".doit = fn" of a struct genl_ops), whose invoker runs it with no
 * reader held? Read from the text of the files that use the name as
 * a value, lazily, for the audit's roots.
 */
#ifndef RCUCHECK_INDEX_ENTRYREG_H
#define RCUCHECK_INDEX_ENTRYREG_H

#include <stdbool.h>
#include "index/tindex.h"
#include "rcu/entries.h"

struct entry_site {
	const struct rcu_entry_reg *reg;	/* the row */
	unsigned file;				/* where the registration is */
	int line;
};

/*
 * Finds a registration of @name, a function defined in @file (@is_static:
 * only that file's text can name it); true and *@out filled when one is
 * found (the first, in file order).
 */
bool index_entry_registration(struct tindex *ti, const char *name, unsigned file,
			      bool is_static, struct entry_site *out);

/*
 * The same on one text (for tests and the scan): the 1-based line of the
 * first registration of @name in @text, *@reg its row; 0 when none.
 */
int entry_registration_in(const char *text, const char *name, const struct rcu_entry_reg **reg);

/*
 * Decides a call @callee (@len bytes) whose argument @arg (from 1) is the
 * name: the table's row, or NULL.
 */
typedef const void *(*registration_match_fn)(const char *callee, size_t len, int arg);
/*
 * The 1-based line of the first use of @name in @text as an argument of
 * a call (alone or with '&') that @match accepts, *@row its answer; 0
 * when none. Comments and strings are blanked first.
 */
int registration_in(const char *text, const char *name, registration_match_fn match,
		    const void **row);
/* The same on @code, a text already blanked (tindex_file_code()). */
int registration_in_code(const char *code, const char *name, registration_match_fn match,
			 const void **row);
/*
 * Each such use in @code (blanked, as registration_in_code()'s) in turn:
 * @each gets the row, the 1-based line and the call's text from the
 * callee's name to its ')' ("" when it is not closed), and returns false
 * to stop.
 */
typedef bool (*registration_each_fn)(const void *row, int line, const char *call, void *arg);
void registrations_in(const char *code, const char *name, registration_match_fn match,
		      registration_each_fn each, void *arg);

/*
 * Does the file of @site's registration store a function into its row's
 * prologue field (".pre_doit = nl80211_pre_doit" of a struct
 * genl_family), which the invoker runs before the entry? The family and
 * its ops are defined in one file; what the prologue takes is not read.
 */
bool index_entry_prologue(struct tindex *ti, const struct entry_site *site);
/* The function stored there (nl80211_pre_doit), or NULL. */
const char *index_entry_prologue_func(struct tindex *ti, const struct entry_site *site);

#endif
