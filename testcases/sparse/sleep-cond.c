/*
 * check-name: sparse-rcu: its path walk already ends a section at the second test of its condition (the class rcu_sleep.cocci now handles too): a lock taken and dropped on one condition: a sleep after the second test is outside on every path (prlimit64()), one between is inside
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all --rcu-lower $file
 * check-error-start
 * sleep-cond.c:25:15: warning: [rcu-sleep-in-reader] msleep() may sleep while holding lk (atomic context, not an RCU reader proper) (in cond_lock)
 *   held: lk
 *   chain: cond_lock
 *   tier: lower
 * check-error-end
 */
#include "rcu.h"

extern void msleep(unsigned int ms);
static spinlock_t lk;

int cond_lock(int need, int *p)
{
	int ret = 0;

	if (need) {
		spin_lock(&lk);
		if (*p)
			ret = -1;
	}
	msleep(1);
	if (need)
		spin_unlock(&lk);
	msleep(2);
	return ret;
}
