// SPDX-License-Identifier: GPL-2.0
/* Shapes of sections around calls that may sleep, for the sleep rule's facts worked out in C. */
#include <linux/flow.h>

static DEFINE_SPINLOCK(fl_lock);
static DEFINE_MUTEX(fl_mutex);
DEFINE_STATIC_SRCU(fl_srcu);
DEFINE_STATIC_SRCU(fl_other_srcu);

void fl_reader(struct dev *d)
{
	rcu_read_lock();
	mutex_lock(&d->lock);
	rcu_read_unlock();
	mutex_lock(&fl_mutex);		/* after the unlock: none */
}

void fl_nested_kinds(struct dev *d, unsigned long flags)
{
	preempt_disable();
	spin_lock_irqsave(&d->slock, flags);
	rcu_read_lock_bh();
	msleep(1);			/* bh, spin, preempt: strongest first */
	rcu_read_unlock_bh();
	spin_unlock_irqrestore(&d->slock, flags);
	msleep(2);			/* preempt only */
	preempt_enable();
}

void fl_two_locks(struct dev *d)
{
	spin_lock(&d->a);
	spin_lock(&d->b);
	msleep(3);
	spin_unlock(&d->b);
	msleep(4);
	spin_unlock(&d->a);
}

void fl_same_lock_twice(struct dev *d, int x)
{
	if (x)
		spin_lock(&fl_lock);
	else
		spin_lock(&fl_lock);
	msleep(5);			/* one section's name, the first line */
	spin_unlock(&fl_lock);
}

void fl_irq_flags(struct dev *d)
{
	unsigned long flags;

	local_irq_save(flags);
	kmalloc(d->n, GFP_KERNEL);
	local_irq_restore(flags);
	kmalloc(d->n, GFP_ATOMIC);
}

/* A section entered under "if (C)" and left under "if (C)": paths end at C. */
void fl_cond(struct dev *d, int need)
{
	if (need) {
		d->n++;
		preempt_disable();
	}
	msleep(6);
	if (need)
		preempt_enable();
	msleep(7);
}

void fl_cond_unbraced(struct dev *d, int need)
{
	if (need)
		spin_lock(&fl_lock);
	msleep(8);
	if (need)
		spin_unlock(&fl_lock);
	msleep(9);
}

/* Left inside the branch: an ordinary section. */
void fl_cond_closed(struct dev *d, int need)
{
	if (need) {
		rcu_read_lock();
		d->x = need;		/* no end of paths here */
		msleep(10);
		rcu_read_unlock();
	}
	msleep(11);
}

/* An if with an else is no *_if shape. */
void fl_cond_else(struct dev *d, int need)
{
	if (need) {
		preempt_disable();
	} else {
		d->n = 0;
	}
	msleep(12);
	preempt_enable();
}

/* C met again another way: an assignment of it ends the paths. */
void fl_cond_assigned(struct dev *d, int need)
{
	if (need) {
		preempt_disable();
	}
	msleep(13);
	d->n = need;
	msleep(14);
	d->need = 1;
	msleep(15);
}

void fl_srcu(struct dev *d)
{
	int idx = srcu_read_lock(&fl_srcu);

	synchronize_srcu(&fl_srcu);
	synchronize_srcu(&fl_other_srcu);
	msleep(16);			/* SRCU readers may sleep */
	srcu_read_unlock(&fl_srcu, idx);
	synchronize_srcu(&fl_srcu);
}

void fl_loop(struct dev *d)
{
	int i;

	for (i = 0; i < d->n; i++) {
		msleep(17);		/* the back edge brings the lock */
		spin_lock(&d->a);
		if (d->x)
			break;
		spin_unlock(&d->a);
	}
	msleep(18);			/* a break holding it */
}

void fl_goto(struct dev *d)
{
	spin_lock(&d->a);
	if (d->x)
		goto out;
	spin_unlock(&d->a);
	msleep(19);
	return;
out:
	msleep(20);
	spin_unlock(&d->a);
}

void fl_switch(struct dev *d)
{
	switch (d->x) {
	case 1:
		rcu_read_lock();
	case 2:
		msleep(21);		/* case 1 falls through */
		break;
	default:
		return;
	}
	msleep(22);
	rcu_read_unlock();
}

void fl_do(struct dev *d)
{
	do {
		local_bh_disable();
		msleep(23);
		local_bh_enable();
	} while (d->x);
	msleep(24);
}

void fl_exprs(struct dev *d)
{
	int r;

	rcu_read_lock();
	r = d->ops->mutex_lock(d);	/* through a field: no call of mutex_lock() */
	d->n = rcu_read_unlock();	/* an end only as a statement */
	r = copy_from_user(d->buf, d->ubuf, sizeof(*d->buf)) ? -EFAULT : 0;
	while (msleep_interruptible(25))
		d->n++;
	rcu_read_unlock();
}

void fl_ifdef(struct dev *d)
{
#ifdef CONFIG_FL
	rcu_read_lock();
#else
	preempt_disable();
#endif
	msleep(26);
#ifdef CONFIG_FL
	rcu_read_unlock();
#endif
	msleep(27);
}
