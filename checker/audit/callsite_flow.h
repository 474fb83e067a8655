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
 * It answers only where it can be the rule's answer: a function the
 * graph's parser gives up on, one using a guard of linux/cleanup.h (the
 * rule reads their scopes from the text), one calling a read-side wrapper
 * the audit hands spatch as a macro, one with a directive other than a
 * conditional or a conditional placed where spatch reads none of them as
 * branches, a call reached after the ends of two readers on different
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

/*
 * The rule's rcu, bh, sched and held facts of the call whose callee's
 * name is token @call of @t (a function's tokens, its header first),
 * into @f; false when this file does not decide them.
 */
bool callsite_flow_fact(const struct toks *t, size_t call, struct call_fact *f);
/* Why it last said false, in a few words. */
const char *callsite_flow_refusal(void);

#endif
