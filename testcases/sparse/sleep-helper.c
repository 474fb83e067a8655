/*
 * check-name: sparse-rcu: sleeping one call deeper, in a function of the file that sleeps on every path: a static helper that takes a mutex, called in rcu_read_lock(), and a helper whose every path waits for synchronize_rcu(), called in rcu_read_lock_bh(), are reported with the sleeper named; a helper that sleeps on one path only, the same helper outside the reader, and a helper that waits for another srcu_struct in an SRCU reader are quiet
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * sleep-helper.c:56:17: warning: [rcu-sleep-in-reader] dev_sync() (it calls mutex_lock_nested() on every path) may sleep inside the read-side critical section of rcu_read_lock() (in in_reader)
 *   held: rcu_read_lock()
 *   chain: in_reader
 * sleep-helper.c:66:14: warning: [rcu-sync-in-reader] flush() (it calls synchronize_rcu() on every path) waits for a grace period inside the read-side critical section of rcu_read_lock_bh(): a deadlock (in in_bh_reader)
 *   held: rcu_read_lock_bh()
 *   chain: in_bh_reader
 * check-error-end
 */
#include "rcu.h"

extern void msleep(unsigned int ms);
extern void synchronize_rcu(void);
extern void synchronize_srcu(struct srcu_struct *ssp);

struct dev { int a; struct mutex m; };
static struct srcu_struct ss, other;

/* Sleeps on every path: a sleeper for its callers. */
static void dev_sync(struct dev *d)
{
	mutex_lock(&d->m);
	d->a++;
	mutex_unlock(&d->m);
}

/* Waits on every path, one branch or the other. */
static void flush(int hard)
{
	if (hard)
		synchronize_rcu();
	else
		synchronize_rcu();
}

/* Sleeps on one path only: not a sleeper. */
static void maybe_nap(int n)
{
	if (n > 3)
		msleep(n);
}

static void wait_other(void)
{
	synchronize_srcu(&other);
}

int in_reader(struct dev *d)
{
	int a;

	rcu_read_lock();
	dev_sync(d);
	maybe_nap(d->a);
	a = d->a;
	rcu_read_unlock();
	return a;
}

void in_bh_reader(void)
{
	rcu_read_lock_bh();
	flush(1);
	rcu_read_unlock_bh();
}

/* Outside any reader, or in an SRCU reader of another domain: quiet. */
void outside(struct dev *d)
{
	dev_sync(d);
	flush(0);
}

void srcu_reader(void)
{
	int idx = srcu_read_lock(&ss);

	wait_other();
	dev_sync(NULL);
	srcu_read_unlock(&ss, idx);
}
