/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A lock wrapper whose body takes a global lock by an argument-less
 * primitive (rcu/data/global-locks: rtnl_lock() is rtnl_mutex) and
 * returns holding it: 6.12 net/core/rtnetlink.c's
 *
 *	static void rtnl_lock_unregistering_all(void)
 *	{
 *		...
 *		for (;;) {
 *			rtnl_lock();
 *			if (!atomic_read(&dev_unreg_count))
 *				break;
 *			__rtnl_unlock();
 *			wait_woken(...);
 *		}
 *		...
 *	}
 *
 * under which rtnl_link_unregister() runs every ->dellink() and
 * ->ndo_uninit(). For the lock engine's wrapper-body test (audit.c).
 */
#ifndef RCUCHECK_AUDIT_GLOBALWRAPPER_H
#define RCUCHECK_AUDIT_GLOBALWRAPPER_H

#include <stdbool.h>
#include "lib/util.h"

/*
 * Does @body call an argument-less global lock primitive of one of
 * @classes (any when NULL) and not release it again after the call,
 * a release inside the forever loop ("for (;;)", "while (1)") that
 * took it, after that loop's break, not counting?
 */
bool body_holds_global_lock(const char *body, const struct strlist *classes);

#endif
