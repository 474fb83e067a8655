/*
 * check-name: index: body flags (rcu, bh, sched, srcu, sleeplock)
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file flags.c
 * func plain_rcu line 49-53 flags=rcu
 * call plain_rcu -> rcu_read_lock 51:2
 * call plain_rcu -> rcu_read_unlock 52:2
 * func bh line 55-59 flags=bh
 * call bh -> rcu_read_lock_bh 57:2
 * call bh -> local_bh_disable 58:2
 * func spin line 61-65 flags=sched
 * call spin -> spin_lock 63:2
 * call spin -> spin_unlock 64:2
 * func spin_bh line 67-70 flags=bh,sched
 * call spin_bh -> spin_lock_bh 69:2
 * func sched line 72-76 flags=sched
 * call sched -> preempt_disable 74:2
 * call sched -> read_lock_irqsave 75:2
 * func sleepable line 78-84 flags=srcu,sleeplock
 * call sleepable -> srcu_read_lock 80:12
 * call sleepable -> mutex_lock 82:2
 * call sleepable -> srcu_read_unlock 83:2
 * func not_locking line 86-92
 * call not_locking -> spin_lock_init 88:2
 * call not_locking -> rcu_read_lock_held 89:6
 * call not_locking -> srcu_read_lock_held 89:30
 * call not_locking -> ->spin_lock 91:10 type=foo->ops
 * func guarded line 94-98 flags=rcu
 * call guarded -> guard 96:2
 * call guarded -> use 97:2
 * func scoped line 100-107 flags=rcu,sched
 * call scoped -> scoped_guard 102:2
 * call scoped -> use 103:3
 * call scoped -> scoped_guard 105:2
 * call scoped -> use 106:3
 * func guarded_srcu line 109-113 flags=srcu,sleeplock
 * call guarded_srcu -> guard 111:2
 * call guarded_srcu -> guard 112:2
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
