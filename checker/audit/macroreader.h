/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A reader a function-like macro takes around a call in its own body:
 * 6.12's md_wakeup_thread() is "rcu_read_lock(); __md_wakeup_thread(t);
 * rcu_read_unlock();", gpiod_dbg() calls gpiod_get_label() inside
 * scoped_guard(srcu, &desc->gdev->desc_srcu). The call-site rule cannot
 * see into a macro's body; its text can be read.
 */
#ifndef RCUCHECK_AUDIT_MACROREADER_H
#define RCUCHECK_AUDIT_MACROREADER_H

#include <stdbool.h>
#include "audit/facts.h"

/*
 * Does @text, a macro's definition from its first line to the line of
 * its call of @callee, hold at that call a reader (a primitive of the
 * RCU model, or a guard of one) that @n accepts?
 */
bool macro_holds_reader(const char *text, const char *callee, const struct need *n);

/*
 * Does @text, a function's from its first line to the line of its call
 * of @callee, hold at that call a guard of an srcu_struct of @n's class,
 * guard(srcu)(&s) or scoped_guard(srcu, &s)? The call-site rule reports
 * a guard's rcu, bh and sched readers, not which srcu_struct a guard
 * holds (6.12 gpio_desc_to_lineinfo()'s scoped_guard(srcu,
 * &desc->gdev->desc_srcu) around gpiod_get_label()); a guard's scope is
 * lexical, so the text decides it.
 */
bool function_guards_srcu(const char *text, const char *callee, const struct need *n);

#endif
