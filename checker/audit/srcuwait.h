/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A list entry read with an accessor lockdep never checks ("entry" rows
 * of rcu/data/accessors: list_first_or_null_rcu(), list_next_or_null_rcu())
 * under srcu_read_lock() of an srcu_struct that every unlink of the list
 * waits for (synchronize_srcu() of it after the list_del_rcu(), the
 * index's update sites and their grace periods): the list is that SRCU
 * domain's, nothing is freed under the reader and no splat shows. The
 * reader finding ("outside any RCU reader; held instead: srcu_read_lock()")
 * leaves the default tier, its message saying why: 6.12
 * drivers/nvme/host/ioctl.c nvme_dev_user_cmd() (ctrl->srcu),
 * multipath.c nvme_next_ns() (head->srcu), wilc1000's wilc_get_wl_to_vif()
 * (wl->srcu). A walk lockdep checks (list_for_each_entry_rcu(), which
 * wants an RCU reader) stays, as does another srcu_struct, a list one of
 * whose unlinks waits for RCU only, or one with no unlink found.
 */
#ifndef RCUCHECK_AUDIT_SRCUWAIT_H
#define RCUCHECK_AUDIT_SRCUWAIT_H

#include "index/tindex.h"
#include "lib/finding.h"

/* Moves such findings of @out, from @first on, to the lower tier. */
void audit_srcu_waited_lower(struct tindex *ti, struct finding_list *out, size_t first);

#endif
