/* SPDX-License-Identifier: GPL-2.0 */
/* A stub for the fix tests: the tree defines guard(rcu). */
#include <linux/cleanup.h>

DEFINE_LOCK_GUARD_0(rcu, rcu_read_lock(), rcu_read_unlock())
