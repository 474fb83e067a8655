/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tree's functions that end the RCU reader their caller began
 * (6.1 ipc/msg.c freeque(), fs/xfs/xfs_icache.c xfs_iget_cache_hit()):
 * their caller is outside that reader from the call on, for every rule
 * that asks whether a reader is held there.
 */
#ifndef RCUCHECK_INDEX_RELEASERS_H
#define RCUCHECK_INDEX_RELEASERS_H

#include "index/tindex.h"
#include "lib/util.h"

/*
 * One row "-\tNAME\trcu" of the RCU model's reader-calls (no enter: the
 * reader is the caller's; NAME ends it) for each function the tree says ends its caller's
 * reader on every path: "__releases(RCU)" (or "rcu") between its name
 * and its body, and a body that calls rcu_read_unlock() more often than
 * rcu_read_lock(), so that no path returns holding what it was given
 * (the annotation alone can be stale; the body alone cannot tell a
 * caller's reader from an inner one it nests). Every definition of the
 * name in the tree must be one.
 */
void index_reader_releasers(struct tindex *ti, struct strbuf *out);

#endif
