/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A seq_file-style ->stop that ends a reader it did not enter, directly
 * (rcu_read_unlock(), rhashtable_walk_stop()), by its __releases(RCU)
 * annotation, or through the tree's functions it calls, down to
 * STOP_READER_DEPTH calls: 6.12's ipv6_route_seq_stop() ->
 * ipv6_route_native_seq_stop() -> rcu_read_unlock(), netlink_seq_stop()
 * -> netlink_native_seq_stop() -> netlink_walk_stop() ->
 * rhashtable_walk_stop(). Its ops table's invoker brackets the other
 * callbacks (audit/callbacks.c).
 */
#ifndef RCUCHECK_AUDIT_STOPREADER_H
#define RCUCHECK_AUDIT_STOPREADER_H

#include <stdbool.h>
#include "audit/callbacks.h"
#include "index/tindex.h"

#define STOP_READER_DEPTH 3

/*
 * Does @name, a function of file @y, end a reader that neither it nor
 * the callees that end it enter? @releases (may be NULL) says whether a
 * function of the tree is annotated as releasing a reader.
 */
bool stop_ends_foreign_reader(struct tindex *ti, unsigned y, const char *name,
			      callback_releases_fn releases);

/*
 * Does @name, a function of file @y, begin a reader that neither it nor
 * its callees end (a seq_file ->start: rcu_read_lock(); return ...)?
 */
bool start_leaves_reader_open(struct tindex *ti, unsigned y, const char *name);

#endif
