/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One entry of a finding's chain read back into its parts, for the
 * outputs that draw the chain (SARIF's codeFlow, Graphviz): the audit
 * writes "set_one_prio() (sys.c:21, holding tasklist_lock)", link a bare
 * function name.
 */
#ifndef RCUCHECK_CHAIN_LINK_H
#define RCUCHECK_CHAIN_LINK_H

#include "lib/util.h"

struct chain_link {
	char *function;		/* "set_one_prio" */
	char *file;		/* of the call, NULL when not given */
	int line;		/* of the call, 0 when not given */
	struct strlist held;	/* what the caller holds at the call */
};

void chain_link_parse(const char *text, struct chain_link *out);

/*
 * The index of the first caller in @chain (innermost first)
 * of an access in @function: link starts its chain with that function
 * itself, the audit with its caller.
 */
size_t chain_first_caller(const struct strlist *chain, const char *function);
void chain_link_free(struct chain_link *l);

#endif
