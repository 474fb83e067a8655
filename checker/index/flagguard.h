/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A local flag that a test around a call reads, settled by an earlier
 * block of the same function: kvfree_call_rcu()'s
 *
 *	success = add_ptr_to_bulk_krc_lock(...);
 *	if (!success) {
 *		...
 *		if (head == NULL)
 *			goto unlock_return;
 *		...
 *		success = true;
 *	}
 * unlock_return:
 *	...
 *	if (!success)
 *		synchronize_rcu();
 *
 * leaves "success" false past the block only through its one exit that
 * reaches the call, taken under a test of a parameter: the wait runs
 * only when that test holds (no head: kvfree_rcu_mightsleep(), never
 * the two-argument kfree_rcu()). For index/callguard.c, which reads
 * tests of parameters only.
 */
#ifndef RCUCHECK_FLAGGUARD_H
#define RCUCHECK_FLAGGUARD_H

/*
 * In blanked text @t, for a test "!@flag" whose statement starts at
 * @test, in a body whose '{' is at @body_open: the condition (a new
 * string) of the one exit of the last earlier "if (!@flag) { ...;
 * @flag = true; }" block that reaches @test with the flag still false,
 * when it is a one-statement "if (C) goto L;" and nothing else can
 * reach @test with the flag false (no other assignment of it after the
 * block, no other jump past the block); NULL otherwise.
 */
char *flag_settled_exit(const char *t, long body_open, long test, const char *flag);

#endif
