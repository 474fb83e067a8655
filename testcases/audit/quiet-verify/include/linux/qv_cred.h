/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tree's accessor macros: one of rcu_dereference_protected() (the
 * model's "protected" set: current_cred() is one), one of
 * rcu_dereference_check() (an access of the rcu family).
 */
#define qv_cred() rcu_dereference_protected(current->cred, 1)
#define qv_deref(p) rcu_dereference_check(p, 0)
