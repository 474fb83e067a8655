#include <linux/sched.h>
#include <linux/pwr.h>

static DEFINE_SPINLOCK(pr_lock);

/* A tree's reader wrapper: a reader proper, named as the file calls it. */
void pr_wrapper(struct dev *d)
{
	pwr_read_lock();
	mutex_lock(&d->lock);
	pwr_read_unlock();
	mutex_lock(&d->lock);
}

/* A spinlock only, preemption only: atomic context, the lower tier. */
void pr_atomic(struct dev *d)
{
	spin_lock(&pr_lock);
	msleep(1);
	spin_unlock(&pr_lock);
	preempt_disable();
	mutex_lock(&d->lock);
	preempt_enable();
}

/* A spinlock inside a reader: the reader names it, default tier. */
void pr_both(struct dev *d)
{
	rcu_read_lock();
	spin_lock(&pr_lock);
	msleep(2);
	spin_unlock(&pr_lock);
	rcu_read_unlock();
}

/* cond_resched_rcu() drops the rcu_read_lock() reader it is in: quiet; in a bh reader it does not. */
void pr_resched_rcu(struct dev *d)
{
	rcu_read_lock();
	cond_resched_rcu();
	rcu_read_unlock();
	rcu_read_lock_bh();
	cond_resched_rcu();
	rcu_read_unlock_bh();
}

/* The _lock_irq and _locked waits drop the lock they are given: quiet under it, not under a reader around it. */
void pr_wait_locked(struct dev *d)
{
	spin_lock_irq(&d->lock);
	wait_event_lock_irq(d->wq, d->ready, d->lock);
	spin_unlock_irq(&d->lock);
	spin_lock(&d->wq.lock);
	wait_event_interruptible_locked(d->wq, d->ready);
	spin_unlock(&d->wq.lock);
	rcu_read_lock();
	spin_lock_irq(&d->lock);
	wait_event_lock_irq(d->wq, d->ready, d->lock);
	spin_unlock_irq(&d->lock);
	rcu_read_unlock();
}

/* cond_resched_lock() drops the lock it is given: quiet under it, reported under another. */
void pr_resched_lock(struct dev *d)
{
	spin_lock(&d->lock);
	cond_resched_lock(&d->lock);
	spin_unlock(&d->lock);
	spin_lock(&pr_lock);
	cond_resched_lock(&d->lock);
	spin_unlock(&pr_lock);
}

/* A sleep only on a condition (console_unlock()) is the lower tier; one only under CONFIG_MMIOTRACE (iounmap()) is none. */
void pr_conditional(struct dev *d)
{
	rcu_read_lock();
	console_unlock();
	iounmap(d->regs);
	rcu_read_unlock();
}

/* A helper that ends its caller's reader around its sleep (hung_task.c's rcu_lock_break()): quiet. */
static void pr_lock_break(struct task_struct *t)
{
	get_task_struct(t);
	rcu_read_unlock();
	cond_resched();
	rcu_read_lock();
	put_task_struct(t);
}

void pr_walk(struct task_struct *t)
{
	rcu_read_lock();
	pr_lock_break(t);
	rcu_read_unlock();
}

/* The audit log with GFP_ATOMIC (the LSMs'): quiet; with GFP_KERNEL: reported. A PCM's period from its interrupt: quiet (a mutex only for a nonatomic stream). */
void pr_audit(struct snd_pcm_substream *s)
{
	rcu_read_lock();
	audit_log_start(audit_context(), GFP_ATOMIC, AUDIT_AVC);
	audit_log_start(audit_context(), GFP_KERNEL, AUDIT_AVC);
	snd_pcm_period_elapsed(s);
	rcu_read_unlock();
}

/* A kvec iterator's copy and a NOSLEEP poll inside a reader: the lower tier (the text does not settle them). */
void pr_iter(struct dev *d, struct iov_iter *it)
{
	rcu_read_lock();
	_copy_from_iter(d->buf, 8, it);
	blk_mq_poll(d->q, d->cookie, NULL, d->flags);
	rcu_read_unlock();
}

/* A call through a local pointer named like a tree's function (ip6_icmp.c's send): quiet; the function itself: reported. */
void pr_hook(struct sk_buff *skb)
{
	ip6_icmp_send_t *send;

	rcu_read_lock();
	send = rcu_dereference(ip6_icmp_send);
	if (send)
		send(skb, 0, 0);
	rcu_read_unlock();
}

void pr_hook_param(struct sk_buff *skb, void (*send)(struct sk_buff *, int, int))
{
	rcu_read_lock();
	send(skb, 0, 0);
	rcu_read_unlock();
}

void pr_real_send(int fd, void __user *buf)
{
	rcu_read_lock();
	send(fd, buf, 8);
	rcu_read_unlock();
}
