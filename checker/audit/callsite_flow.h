/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The call-site rule's facts worked out in C: cocci/rcu_callsite.cocci
 * asks, for each call, whether some path from its function's start (or
 * from the end of a reader) reaches it without passing a reader, and
 * which locks some path reaches it holding. Those are "may" questions
 * over the function's control flow, which this file answers by one
 * forward data flow over the flow graph of the function's statements
 * (cflow.h), with the rule's own names (callsite_names.h, read from the
 * rule file: one place for them).
 *
 * The guards of linux/cleanup.h around the call (guard_scopes.h) add
 * what they hold as the rule's last script does, after the flow.
 *
 * It answers only where it can be the rule's answer: a function the
 * graph's parser gives up on, one using scoped_cond_guard() or
 * scoped_class() (how spatch parses them is not measured), or a guard
 * when the file's guards are not given, one calling a read-side wrapper
 * the audit hands spatch as a macro, one with a directive other than a
 * conditional or a conditional placed where spatch reads none of them as
 * branches, unless cflow_as_read() reads it as spatch does (after a
 * label, a case or an else), a call reached after the ends of two readers on different
 * lines (the rule names the one it met first): false, and spatch
 * answers. RCUCHECK_CALLSITE_VERIFY=1 compares every answer with
 * spatch's (callsite.c).
 */
#ifndef RCUCHECK_CALLSITE_FLOW_H
#define RCUCHECK_CALLSITE_FLOW_H

#include <stdbool.h>
#include <stddef.h>
#include "audit/ctoks.h"

struct call_fact;
struct guard_scopes;

/*
 * The rule's rcu, bh, sched and held facts of the call whose callee's
 * name is token @call of @t (a function's tokens, its header first,
 * pointing into the text of @gs: the guards of its file, or NULL when
 * it has none), into @f; false when this file does not decide them.
 */
bool callsite_flow_fact(const struct toks *t, size_t call, const struct guard_scopes *gs,
			struct call_fact *f);
/* Why it last said false, in a few words. */
const char *callsite_flow_refusal(void);

#endif
