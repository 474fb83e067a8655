/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a rule's fact needs in a file beyond the tokens of its
 * "// Tokens:" line, in the file's code (comments and strings blanked):
 * one function body that names a lifecycle primitive of the first roles
 * (checker/rcu/data/lifecycle) and one of the second roles, or calls a
 * function of the file whose body names one. The prefilter
 * (audit/rules.c) gives the rule no other file. Kept here, not in the
 * rule's header, so that it does not change the rules' version (every
 * cached entry would be cold again); a rule change that breaks the need
 * must drop its row (testcases/audit/ci-prefilter-needs.sh).
 */
#ifndef RCUCHECK_AUDIT_RULE_NEEDS_H
#define RCUCHECK_AUDIT_RULE_NEEDS_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"

struct rule_need {
	struct strlist first, then;	/* the two roles' names; none: no need */
};

/* Rule @rule's need (its file name, "rcu_reclaim.cocci"); false when it has none. */
bool rule_need_load(const char *rule, struct rule_need *need);
void rule_need_free(struct rule_need *need);

/*
 * May @code (@len bytes of C, comments and strings blanked) hold a fact
 * of a rule with @need? True when it has none, and whenever the text
 * cannot be cut into function bodies (unbalanced braces) or a directive
 * names a primitive of either role (spatch may expand a macro).
 */
bool rule_need_met(const struct rule_need *need, const char *code, size_t len);

#endif
