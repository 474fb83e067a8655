/*
 * check-name: sparse-rcu: sleeping in a reader, waiting in one's own: a mutex (mutex_lock_nested() under PROVE_LOCKING) in rcu_read_lock(), GFP_KERNEL under a spinlock (GFP_ATOMIC quiet), synchronize_rcu() in an RCU reader, synchronize_srcu() in its own srcu_struct's reader (another's, and msleep(), in an SRCU reader quiet); a sleep after the unlock quiet
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all --rcu-lower $file
 * check-error-start
 * sleep.c:55:9: warning: [rcu-sleep-in-reader] mutex_lock_nested() may sleep inside the read-side critical section of rcu_read_lock() (in mutex_in_reader)
 *   held: rcu_read_lock()
 *   chain: mutex_in_reader
 * sleep.c:68:20: warning: [rcu-sleep-in-reader] kmalloc() may sleep while holding lk (atomic context, not an RCU reader proper) (in alloc_locked)
 *   held: lk
 *   chain: alloc_locked
 *   tier: lower
 * sleep.c:85:24: warning: [rcu-sync-in-reader] synchronize_rcu() waits for a grace period inside the read-side critical section of rcu_read_lock(): a deadlock (in sync_in_reader)
 *   held: rcu_read_lock()
 *   chain: sync_in_reader
 * sleep.c:96:25: warning: [rcu-sync-in-reader] synchronize_srcu() waits for the grace period of srcu_read_lock(ss) inside its own read-side critical section: a deadlock (in srcu_reader)
 *   held: srcu_read_lock(ss)
 *   chain: srcu_reader
 * check-error-end
 *
 * check-name: sparse-rcu: without --rcu-lower, the sleep under a spinlock only (atomic context, the lower tier) is left out; the readers' are printed
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * sleep.c:55:9: warning: [rcu-sleep-in-reader] mutex_lock_nested() may sleep inside the read-side critical section of rcu_read_lock() (in mutex_in_reader)
 *   held: rcu_read_lock()
 *   chain: mutex_in_reader
 * sleep.c:85:24: warning: [rcu-sync-in-reader] synchronize_rcu() waits for a grace period inside the read-side critical section of rcu_read_lock(): a deadlock (in sync_in_reader)
 *   held: rcu_read_lock()
 *   chain: sync_in_reader
 * sleep.c:96:25: warning: [rcu-sync-in-reader] synchronize_srcu() waits for the grace period of srcu_read_lock(ss) inside its own read-side critical section: a deadlock (in srcu_reader)
 *   held: srcu_read_lock(ss)
 *   chain: srcu_reader
 * check-error-end
 */
#include "rcu.h"

typedef unsigned int gfp_t;
#define GFP_KERNEL	((gfp_t)0xcc0)
#define GFP_ATOMIC	((gfp_t)0xa20)
extern void msleep(unsigned int ms);
extern void synchronize_rcu(void);
extern void synchronize_srcu(struct srcu_struct *ssp);
extern void *kmalloc(unsigned long size, gfp_t flags);
extern void __might_fault(const char *file, int line);

struct dev { int a; struct mutex m; };
static spinlock_t lk;
static struct srcu_struct ss, other;

/* A mutex inside rcu_read_lock(): reported. */
int mutex_in_reader(struct dev *f)
{
	int a;

	rcu_read_lock();
	mutex_lock(&f->m);
	a = f->a;
	rcu_read_unlock();
	return a;
}

/* GFP_KERNEL under a spinlock: reported; GFP_ATOMIC quiet. */
void *alloc_locked(void)
{
	void *p, *q;

	spin_lock(&lk);
	p = kmalloc(8, GFP_ATOMIC);
	q = kmalloc(8, GFP_KERNEL);
	spin_unlock(&lk);
	return p ? p : q;
}

/* After the unlock: quiet. */
void after(void)
{
	rcu_read_lock();
	rcu_read_unlock();
	msleep(1);
}

/* synchronize_rcu() in an RCU reader: a deadlock. */
void sync_in_reader(void)
{
	rcu_read_lock();
	synchronize_rcu();
	rcu_read_unlock();
}

/* SRCU: msleep() and another domain's wait are fine, its own is a deadlock. */
void srcu_reader(void)
{
	int idx = srcu_read_lock(&ss);

	msleep(1);
	synchronize_srcu(&other);
	synchronize_srcu(&ss);
	srcu_read_unlock(&ss, idx);
}
