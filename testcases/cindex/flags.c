/*
 * check-name: index: body flags (rcu, bh, sched, srcu, sleeplock)
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file flags.c
 * func plain_rcu line 48-52 flags=rcu
 * call plain_rcu -> rcu_read_lock 50:2
 * call plain_rcu -> rcu_read_unlock 51:2
 * func bh line 54-58 flags=bh
 * call bh -> rcu_read_lock_bh 56:2
 * call bh -> local_bh_disable 57:2
 * func spin line 60-64 flags=sched
 * call spin -> spin_lock 62:2
 * call spin -> spin_unlock 63:2
 * func spin_bh line 66-69 flags=bh,sched
 * call spin_bh -> spin_lock_bh 68:2
 * func sched line 71-75 flags=sched
 * call sched -> preempt_disable 73:2
 * call sched -> read_lock_irqsave 74:2
 * func sleepable line 77-83 flags=srcu,sleeplock
 * call sleepable -> srcu_read_lock 79:12
 * call sleepable -> mutex_lock 81:2
 * call sleepable -> srcu_read_unlock 82:2
 * func not_locking line 85-91
 * call not_locking -> spin_lock_init 87:2
 * call not_locking -> rcu_read_lock_held 88:6
 * call not_locking -> srcu_read_lock_held 88:30
 * func guarded line 93-97 flags=rcu
 * call guarded -> guard 95:2
 * call guarded -> use 96:2
 * func scoped line 99-106 flags=rcu,sched
 * call scoped -> scoped_guard 101:2
 * call scoped -> use 102:3
 * call scoped -> scoped_guard 104:2
 * call scoped -> use 105:3
 * func guarded_srcu line 108-112 flags=srcu,sleeplock
 * call guarded_srcu -> guard 110:2
 * call guarded_srcu -> guard 111:2
 * ref tasklist_lock
 * ref flags
 * ref idx
 * ref f
 * check-output-end
 */
#include <linux/rcupdate.h>

void plain_rcu(void)
{
	rcu_read_lock();
	rcu_read_unlock();
}

void bh(void)
{
	rcu_read_lock_bh();
	local_bh_disable();
}

void spin(struct foo *f)
{
	spin_lock(&f->lock);
	spin_unlock(&f->lock);
}

void spin_bh(struct foo *f)
{
	spin_lock_bh(&f->lock);
}

void sched(struct foo *f)
{
	preempt_disable();
	read_lock_irqsave(&tasklist_lock, flags);
}

void sleepable(struct foo *f)
{
	int idx = srcu_read_lock(&f->srcu);

	mutex_lock(&f->mutex);
	srcu_read_unlock(&f->srcu, idx);
}

void not_locking(struct foo *f)
{
	spin_lock_init(&f->lock);
	if (rcu_read_lock_held() || srcu_read_lock_held(&f->srcu))
		return;
	f->ops->spin_lock(f);
}

void guarded(struct foo *f)
{
	guard(rcu)();
	use(f);
}

void scoped(struct foo *f)
{
	scoped_guard (rcu) {
		use(f);
	}
	scoped_guard(spinlock_irqsave, &f->lock)
		use(f);
}

void guarded_srcu(struct foo *f)
{
	guard(srcu)(&f->srcu);
	guard(mutex)(&f->mutex);
}
