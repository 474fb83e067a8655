/*
 * Guards of linux/cleanup.h around calls, for the call-site facts worked
 * out in C (audit/guard_scopes.c adds what the rule's last script adds):
 * each call below has the facts cocci/rcu_callsite.cocci prints for it.
 */
#include <linux/rcupdate.h>
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/srcu.h>
#include <linux/cleanup.h>

struct gflow { int level; spinlock_t lock; struct mutex mutex; };
extern struct gflow __rcu *gflowp;
extern struct srcu_struct gflow_srcu;
static DEFINE_MUTEX(gflow_mutex);

/* a class of the tree's: guard(gflow)(f) holds &f->mutex */
DEFINE_GUARD(gflow, struct gflow *, mutex_lock(&_T->mutex), mutex_unlock(&_T->mutex))

static int g_spin(void) { return rcu_dereference(gflowp)->level; }
static int g_rcu(void) { return rcu_dereference(gflowp)->level; }
static int g_scoped_rcu(void) { return rcu_dereference(gflowp)->level; }
static int g_after_scoped(void) { return rcu_dereference(gflowp)->level; }
static int g_scoped_bh(void) { return rcu_dereference(gflowp)->level; }
static int g_inner(void) { return rcu_dereference(gflowp)->level; }
static int g_before(void) { return rcu_dereference(gflowp)->level; }
static int g_srcu(void) { return rcu_dereference(gflowp)->level; }
static int g_parens(void) { return rcu_dereference(gflowp)->level; }
static int g_class(void) { return rcu_dereference(gflowp)->level; }
static int g_class_var(void) { return rcu_dereference(gflowp)->level; }
static int g_irq(void) { return rcu_dereference(gflowp)->level; }
static int g_after_define(void) { return rcu_dereference(gflowp)->level; }

/* a spinlock's guard: &f->lock held, preemption off (sched ok) */
int gflow_spin(struct gflow *f)
{
	guard(spinlock)(&f->lock);
	return g_spin();
}

/* guard(rcu)(): rcu ok */
int gflow_rcu(void)
{
	guard(rcu)();
	return g_rcu();
}

/* scoped_guard(rcu) { }: rcu ok inside, not after */
int gflow_scoped_rcu(void)
{
	int v = 0;

	scoped_guard(rcu) {
		v = g_scoped_rcu();
	}
	return v + g_after_scoped();
}

/* a scoped guard over one statement: bh and sched ok, &f->lock held */
int gflow_scoped_bh(struct gflow *f)
{
	int v = 0;

	scoped_guard(spinlock_bh, &f->lock)
		v = g_scoped_bh();
	return v;
}

/* a guard of an inner block that ended: nothing */
int gflow_inner(struct gflow *f, int c)
{
	if (c) {
		guard(mutex)(&f->mutex);
		f->level++;
	}
	return g_inner();
}

/* a guard after the call: nothing */
int gflow_before(struct gflow *f)
{
	int v = g_before();

	guard(mutex)(&f->mutex);
	return v + f->level;
}

/* an srcu guard: no read side of the three, no lock */
int gflow_srcu(void)
{
	guard(srcu)(&gflow_srcu);
	return g_srcu();
}

/* parentheses around the lock: &f->mutex */
int gflow_parens(struct gflow *f)
{
	guard(mutex)(&(f->mutex));
	return g_parens();
}

/* the tree's class: &f->mutex, by its definition */
int gflow_class(struct gflow *f)
{
	guard(gflow)(f);
	return g_class();
}

/* CLASS() of the tree's class */
int gflow_class_var(struct gflow *f)
{
	CLASS(gflow, held)(f);
	return g_class_var();
}

/* irqs off: bh and sched ok */
int gflow_irq(void)
{
	guard(irq)();
	return g_irq();
}

/* a #define's guard holds where the macro is used, not from here on */
#define GFLOW_LOCKED() guard(mutex)(&gflow_mutex)

int gflow_after_define(struct gflow *f)
{
	spin_lock(&f->lock);
	f->level++;
	spin_unlock(&f->lock);
	return g_after_define();
}
