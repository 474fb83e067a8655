/* SPDX-License-Identifier: GPL-2.0 */
/* A stub for the fix tests: the tree defines guard(srcu). */
#include <linux/cleanup.h>

DEFINE_LOCK_GUARD_1(srcu, struct srcu_struct,
		    _T->idx = srcu_read_lock(_T->lock),
		    srcu_read_unlock(_T->lock, _T->idx),
		    int idx)
