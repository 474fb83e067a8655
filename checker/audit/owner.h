/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The reader's owner. By the kernel's convention a function that reads
 * RCU-protected data without a reader of its own says that its callers
 * must hold one: an _rcu name, a "caller must hold rcu_read_lock()"
 * comment, a lockdep assertion or condition (RCU_LOCKDEP_WARN(),
 * rcu_dereference_check()). blame_node() (audit.c) stops at the first
 * function up the chain that says none of this and whose callers mostly
 * do not protect it. When that function takes nothing at all either (no
 * reader, lock, guard or disabled state anywhere in its body), no caller
 * could know that the reader is theirs to take: the missing reader is
 * its own mistake, whatever is above it, so a chain that ends at an
 * exported function or a caller-less one is default tier (those roots
 * are lower for callers we cannot see, and a convention-keeping caller
 * would not hold a reader for a function that does not ask for one).
 * Not a chain that ends at a callback: its invoker's protection is the
 * ops' contract, not anyone's text (a seq_file ->next helper inside
 * ->start's reader, an rtnetlink doit under RTNL; on the recall corpus's
 * files these were the false ones). Not for the accesses whose
 * unseen protection is the usual kind: the sched flavor (preemption off
 * in tracepoint probes, interrupts, the ring buffer), srcu (its
 * srcu_struct), and rcu_dereference_protected() (an update-side lock a
 * notifier's caller holds).
 */
#ifndef RCUCHECK_AUDIT_OWNER_H
#define RCUCHECK_AUDIT_OWNER_H

#include <stdbool.h>
#include "index/tindex.h"

/*
 * Is @name, defined in @file, the owner of a reader of @flavor (the
 * access's: "rcu", "bh", "any", ...) that it does not take?
 */
bool audit_blame_owns_reader(struct tindex *ti, const char *name, unsigned file,
			     const char *flavor);

#endif
