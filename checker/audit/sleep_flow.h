/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The sleep rule's facts worked out in C: cocci/rcu_sleep.cocci asks, of
 * each call that may sleep, which sections some path reaches it inside:
 * from a call that enters one (rcu_read_lock();, spin_lock(L);,
 * srcu_read_lock(S)) without passing the call that ends it. Those are
 * "may" questions over the function's control flow, which this file
 * answers by one forward data flow over the flow graph of the function's
 * statements (cflow.h), with the rule's names (sleep_names.h). A section
 * entered under "if (C)" with no else and still open where the if's
 * branch ends is followed only along paths that do not meet C again, as
 * the rule's *_if rules follow it.
 *
 * The guards of linux/cleanup.h around a call (guard_scopes.h, read from
 * the text as the rule reads them) add their sections after the flow's,
 * as the rule's in_scoped_rcu and any_call note them.
 *
 * It answers a file only where it can be the rule's answer: a function
 * using scoped_cond_guard() or scoped_class() (how spatch parses them is
 * not measured), a function calling a read-side wrapper, a reader or lock releaser of
 * the tree's (the audit hands spatch those), one with a directive other
 * than a conditional or a conditional placed where spatch reads none of
 * them as branches, one the graph's parser gives up on, or one with more
 * than 64 sections: false, and spatch answers the file.
 * RCUCHECK_SLEEP_VERIFY=1 compares every answer with spatch's (sleep.c).
 */
#ifndef RCUCHECK_SLEEP_FLOW_H
#define RCUCHECK_SLEEP_FLOW_H

#include <stdbool.h>
#include "index/tindex.h"
#include "lib/strmap.h"
#include "lib/util.h"

/*
 * The facts of file @path of @ti ("rcucheck\tsleep\t..." lines, as the
 * rule prints them) appended to @out, of the calls of the model's
 * sleepers and of the functions in @sleepy (a set); false, nothing
 * appended, when the file is left to spatch.
 */
bool sleep_flow_file(struct tindex *ti, const char *path, const struct strmap *sleepy,
		     struct strlist *out);

#endif
