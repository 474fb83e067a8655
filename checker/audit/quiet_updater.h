/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Files the update side's rules print nothing for, proved in C (quiet.h
 * hands them here). rcu_reclaim.cocci prints a fact only for a function
 * that unlinks, publishes or replaces (the "unlink", "publish" and
 * "replace" rows of rcu/data/lifecycle) and on some path then frees;
 * rcu_head_requeue.cocci only for a function that queues a head (a
 * "defer" row) and then, at another call, queues or frees. A free or a
 * queueing is also a call of a function of the file that makes one (the
 * rules' helpers, learned one call deep; here as deep as they go, but
 * for requeue, whose helpers are the functions that pass a parameter to
 * a primitive themselves, each call about that parameter alone). The
 * proof follows the rules' paths over the function's flow graph
 * (cflow.h): from a start to a free of what it started with (reclaim:
 * the E of an unlink's &E->fld named in the free's argument, or, after
 * a publish, a variable the function assigns; requeue: the rule's E, the
 * queued argument or A of its &A->fld, parentheses left out, named
 * again as E or &E->fld), ended only by a node that calls a
 * wait, a queueing or a barrier (reclaim) or a barrier or a last-
 * reference test (requeue). What it does not follow (the rules' other
 * "when !=", helpers that wait, the order of two calls in one node)
 * leaves more paths, never fewer. A primitive's call outside the
 * functions read (a #define's body), a graph the parser gives up on, or
 * more than 64 starts leaves the file to spatch.
 */
#ifndef RCUCHECK_QUIET_UPDATER_H
#define RCUCHECK_QUIET_UPDATER_H

#include <stdbool.h>
#include "index/tindex.h"

/* Is @rule one of the update side's rules proved here? */
bool updater_rule_proved(const char *rule);
/* Does @rule print nothing for file @file of @ti? If not, @why says why not. */
bool updater_file_quiet(const char *rule, struct tindex *ti, unsigned file, const char **why);

#endif
