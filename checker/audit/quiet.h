/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Files an access rule prints nothing for, proved in C so that spatch
 * need not parse them. rcu_dereference.cocci and rcu_list.cocci print a
 * fact only for an access some path reaches outside its reader: from the
 * function's start or from an unlock, without passing what the rule's
 * "when !=" names (their un_ rules). When, in every function of a file,
 * the flow graph of its statements (cflow.h) shows no such path to any
 * access the rule matches, the rule's answer is no fact, and the file is
 * not given to spatch. The proof only ever errs towards a path (an end
 * it cannot read ends nothing, a start of any shape starts one), and a
 * file is not proved quiet when it holds an access outside the functions
 * the proof read (a #define's body), an accessor the rule prints whatever
 * the paths (list_for_each_entry_srcu()), or a function the graph's
 * parser gives up on. A guard of linux/cleanup.h is not read: it only
 * protects what its scope holds. The tree's accessor
 * macros are accesses of the families whose rules name their set
 * (rcucheck_model.py's MACROS["rcu"], ...: current_cred(), a macro of
 * rcu_dereference_protected(), is no access of rcu_dereference.cocci's).
 * rcu_pointer_lifetime.cocci prints a fact only for a pointer a fetch
 * assigns named again past an unlock, rcu_access_pointer()'s result
 * dereferenced (there, or through a variable of its statement the
 * function dereferences anywhere), or, in a function with a reader, a
 * variable given a call's result stored into a field (E->f = x): a file
 * with none of them, read as conservatively, prints nothing. The update
 * side's rules have proofs of their own (quiet_updater.h).
 * RCUCHECK_QUIET_VERIFY=1 checks every proof against spatch's answer
 * (rules.c); RCUCHECK_QUIET=0 proves nothing.
 */
#ifndef RCUCHECK_QUIET_H
#define RCUCHECK_QUIET_H

#include <stdbool.h>
#include "index/tindex.h"

struct strmap;

/*
 * The tree's accessor macros ($RCUCHECK_MACROS) by name, each with the
 * MACROS[...] sets it is in; read again when the file changes.
 */
const struct strmap *quiet_tree_macros(void);
/* Has rule @rule a proof here? */
bool rule_has_quiet_proof(const char *rule);
/* Does rule @rule ("rcu_dereference.cocci") print nothing for file @path of @ti? */
bool rule_quiet_file(const char *rule, struct tindex *ti, const char *path);
/* Why rule_quiet_file() last said false, in a few words. */
const char *quiet_refusal(void);
/* Where, when it says a path reaches an access: "line N, from the start"; "" else. */
const char *quiet_refusal_detail(void);

#endif
