/*
 * 6.12's drivers/md/md.h and drivers/gpio/gpiolib.h: a function-like
 * macro that takes the reader around its own call of the function with
 * the access (md_wakeup_thread(), rcu_read_lock() in its body; gpiod_dbg(),
 * scoped_guard(srcu, ...) in its body). Its callers need nothing.
 */
struct md_thread { struct task_struct *tsk; };
struct gdev { struct srcu_struct desc_srcu, other_srcu; };
struct desc { struct gdev *gdev; const char __rcu *label; };
struct mddev { struct md_thread __rcu *thread, *sync_thread; };

#include "md.h"

void __md_wakeup_thread(struct md_thread __rcu *thread)
{
	struct md_thread *t = rcu_dereference(thread);

	if (t)
		wake_up_process(t->tsk);
}
EXPORT_SYMBOL(__md_wakeup_thread);

void __md_wakeup_late(struct md_thread __rcu *thread)
{
	struct md_thread *t = rcu_dereference(thread);

	if (t)
		wake_up_process(t->tsk);
}
EXPORT_SYMBOL(__md_wakeup_late);

SYSCALL_DEFINE1(md_sync, int, n)
{
	struct mddev *mddev = mddev_get(n);

	mutex_lock(&mddev->lock);
	md_wakeup_thread(mddev->thread);
	md_wakeup_thread_late(mddev->sync_thread);
	mutex_unlock(&mddev->lock);
	return 0;
}

const char *desc_label(struct desc *desc)
{
	return srcu_dereference(desc->label, &desc->gdev->desc_srcu);
}

const char *desc_label_other(struct desc *desc)
{
	return srcu_dereference(desc->label, &desc->gdev->desc_srcu);
}

SYSCALL_DEFINE1(desc_show, int, n)
{
	struct desc *desc = desc_get(n);

	mutex_lock(&desc_lock);
	desc_dbg(desc, "shown");
	desc_dbg_other(desc, "shown");
	mutex_unlock(&desc_lock);
	return 0;
}
