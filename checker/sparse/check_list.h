/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The checks of sparse-rcu, in the order their hooks run (smatch's
 * check_list.h is the model).  Adding a check: write check_foo.c with a
 * check_foo_register() that calls register_check(), and add
 * CHECK(check_foo) here; main.c registers the list in this order.
 *
 * The order matters only among hooks of one kind: every check's track
 * hook has run before any check's insn hook sees an instruction, so a
 * check may read the state another keeps (check_unlock reads the read-side
 * sections check_rcu tracks) wherever either stands here.
 *
 * No include guard: this file is included once per expansion of CHECK().
 */
CHECK(check_rcu)	/* sections, locks, lockdep's answers; the lockdep-RCU check */
CHECK(check_unlock)	/* __rcu pointers used after their section ended */
CHECK(check_sleep)	/* sleeping, or waiting for a grace period, in a reader */
CHECK(check_update)	/* update sites and the locks held there, for link's impact */
