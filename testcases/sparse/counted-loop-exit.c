/*
 * check-name: sparse-rcu: the walk leaves a counted loop (its counter is unknown over the back edge); a flag the loop sets stays known
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * counted-loop-exit.c:39:20: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in after_loop)
 *   access: rcu_dereference(gp)
 *   chain: after_loop
 * counted-loop-exit.c:64:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in long_count)
 *   access: rcu_dereference(gp)
 *   chain: long_count
 *   root: long_count
 * counted-loop-exit.c:81:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in flag_kept)
 *   access: rcu_dereference(gp)
 *   chain: flag_kept
 *   root: flag_kept
 * check-error-end
 *
 * 6.1 dquot_reclaim_space_nodirty() with its last use moved after the
 * unlock (the recall corpus's 24-f): "for (cnt = 0; cnt < MAXQUOTAS;
 * cnt++)" in the section.  The loop's body entered again with cnt 1, in
 * the state of its first turn, was dropped as seen, so "cnt < 3" was
 * never false and nothing after the loop was walked: no finding.
 */
#include "rcu.h"

struct foo __rcu *gp;
struct foo __rcu *tbl[3];

int after_loop(void)
{
	struct foo *p;
	int cnt, s = 0;

	rcu_read_lock();
	p = rcu_dereference(gp);
	for (cnt = 0; cnt < 3; cnt++)
		s += rcu_dereference(tbl[cnt])->a;
	rcu_read_unlock();
	return s + p->a;
}

/* As 6.1 has it: the use before the unlock. */
int in_section(void)
{
	struct foo *p;
	int cnt, s = 0;

	rcu_read_lock();
	p = rcu_dereference(gp);
	for (cnt = 0; cnt < 3; cnt++)
		s += rcu_dereference(tbl[cnt])->a;
	s += p->a;
	rcu_read_unlock();
	return s;
}

/* A long count costs no more turns: the exit is walked once the counter is unknown. */
int long_count(int *v)
{
	int i, s = 0;

	for (i = 0; i < 100000; i++)
		s += v[i];
	return s + rcu_dereference(gp)->a;
}

/* A flag the loop sets stays known after it: the unlock is taken. */
int flag_kept(void)
{
	int cnt, locked = 0, s = 0;

	for (cnt = 0; cnt < 3; cnt++) {
		if (!locked) {
			rcu_read_lock();
			locked = 1;
		}
		s += rcu_dereference(tbl[cnt])->a;
	}
	if (locked)
		rcu_read_unlock();
	return s + rcu_dereference(gp)->a;
}
