// SPDX-License-Identifier: GPL-2.0
/*
 * Guards' scopes, which the rule reads from the text (guard_held()) and
 * so does audit/guard_scopes.c: their sections come after the flow's, a
 * name the flow noted already is not noted again.
 */
#define GD_LOCKED(d) guard(mutex)(&(d)->mutex)

void gd_reader(struct dev *d)
{
	guard(rcu)();
	msleep(1);
}

void gd_plain(struct dev *d)
{
	rcu_read_lock();
	msleep(2);
	rcu_read_unlock();
}

/* scoped_guard(rcu) { }: two notes, the block's and the guard's */
void gd_scoped_rcu(struct dev *d)
{
	scoped_guard(rcu) {
		msleep(3);
	}
	msleep(4);
}

/* a spinlock's guard, and the same lock taken by the flow before it */
void gd_spin(struct dev *d)
{
	spin_lock(&d->other);
	guard(spinlock)(&d->lock);
	mutex_lock(&d->mutex);
	mutex_unlock(&d->mutex);
	spin_unlock(&d->other);
}

void gd_same_lock(struct dev *d)
{
	spin_lock(&d->lock);
	scoped_guard(spinlock, &d->lock)
		msleep(5);
	spin_unlock(&d->lock);
}

/* an srcu guard: the call's own line */
void gd_srcu(struct dev *d)
{
	guard(srcu)(&d->srcu);
	synchronize_srcu(&d->srcu);
}

/* preemption, irqs, bottom halves off; a mutex's guard is no section */
void gd_contexts(struct dev *d, int c)
{
	if (c) {
		guard(preempt)();
		msleep(6);
	} else if (c > 1) {
		guard(irq)();
		msleep(7);
	} else {
		guard(spinlock_bh)(&d->lock);
		msleep(8);
	}
	guard(mutex)(&d->mutex);
	msleep(9);
}

/* a reader inside a guard's: the flow's note first, though the guard came first */
void gd_nested(struct dev *d)
{
	guard(preempt)();
	rcu_read_lock();
	msleep(10);
	rcu_read_unlock();
}

/* the #define's guard holds nothing here */
void gd_after_define(struct dev *d)
{
	msleep(11);
}
