/*
 * check-name: rcu_sleep report: the waits that drop the lock they are given (wait_event_lock_irq(), the _locked family: "sleep-yields") are quiet under that lock, reported under another lock and inside a reader around it
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_sleep.cocci -D report $file
 *
 * check-output-start
 * yields.c:31:1-32: wait_event_interruptible_locked() may sleep inside rcu_read_lock() (line 29)
 * yields.c:23:1-20: wait_event_lock_irq() may sleep inside spin_lock_irq(&d->other) (line 22)
 * check-output-end
 */
void own_lock(struct dev *d)
{
	spin_lock_irq(&d->lock);
	wait_event_lock_irq(d->wq, d->ready, d->lock);
	spin_unlock_irq(&d->lock);
	spin_lock(&d->wq.lock);
	wait_event_interruptible_locked(d->wq, d->ready);
	spin_unlock(&d->wq.lock);
}

void other_lock(struct dev *d)
{
	spin_lock_irq(&d->other);
	wait_event_lock_irq(d->wq, d->ready, d->lock);
	spin_unlock_irq(&d->other);
}

void in_reader(struct dev *d)
{
	rcu_read_lock();
	spin_lock(&d->wq.lock);
	wait_event_interruptible_locked(d->wq, d->ready);
	spin_unlock(&d->wq.lock);
	rcu_read_unlock();
}
