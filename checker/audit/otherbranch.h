/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A lock released in one branch of an if/else, the call made in the
 * other: 6.12 mm/vmscan.c __remove_mapping()'s
 *
 *	xa_lock_irq(&mapping->i_pages);
 *	...
 *	if (folio_test_swapcache(folio)) {
 *		...
 *		xa_unlock_irq(&mapping->i_pages);
 *		put_swap_folio(folio, swap);
 *	} else {
 *		...
 *		__filemap_remove_folio(folio, shadow);
 *		xa_unlock_irq(&mapping->i_pages);
 *
 * (6.1 net/openvswitch/datapath.c ovs_flow_cmd_new()'s ovs_unlock() the
 * same). The way to the call never ran the release: it holds the lock.
 * For the lock engine's release checks (audit.c).
 */
#ifndef RCUCHECK_AUDIT_OTHERBRANCH_H
#define RCUCHECK_AUDIT_OTHERBRANCH_H

#include <stdbool.h>

/*
 * Is the release at @p in @rest (the text after the lock's call, up to
 * the call it should cover, which ends @rest) inside a block that closes
 * before the call and is followed by an "else" whose statement is still
 * open where @rest ends: the call in the else, the release in the if?
 */
bool release_in_other_branch(const char *rest, const char *p);

#endif
