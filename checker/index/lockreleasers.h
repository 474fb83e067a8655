/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tree's functions that release a lock their caller took (6.1
 * fs/xfs/xfs_icache.c xfs_iget_recycle(), __releases(&ip->i_flags_lock)):
 * the caller's section of that lock ends at the call, for the sleep rule,
 * as index/releasers.c ends a caller's RCU reader.
 */
#ifndef RCUCHECK_INDEX_LOCKRELEASERS_H
#define RCUCHECK_INDEX_LOCKRELEASERS_H

#include "index/tindex.h"
#include "lib/util.h"

/*
 * One row "lock\tNAME\tARG\tLOCK" for each function annotated
 * "__releases(LOCK)" (not RCU) whose body calls a release of LOCK (a
 * "lock-pairs" unlock with LOCK as its first argument) more often than
 * an acquire of it, so that it returns without the lock it was given on
 * some path at least as often as it takes it again. ARG is the 0-based
 * parameter LOCK is reached from, LOCK written with that parameter as
 * "$" (&$->i_flags_lock), or ARG "-" for a lock named without one.
 * Every definition of the name in the tree must be one.
 */
void index_lock_releasers(struct tindex *ti, struct strbuf *out);

#endif
