/*
 * check-name: rcucheck link: the impact of __rcu field reads (keyed struct dev.ops, struct dev.name) from updaters in another file (rcu_replace_pointer() under ops_mutex, rcu_assign_pointer() under the device's spinlock): a read whose callers hold ops_mutex is lockdep-only, a read under the device's own spinlock, the lock its updater holds, is lockdep-only, a read under that spinlock for a field the mutex guards is a race; a field nobody updates is unknown (no impact line)
 * check-command: sh ../link-files.sh $file field-upd.c
 * check-exit-value: 1
 * check-output-start
 * field.c:35:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds ops_mutex instead) (in dev_run)
 *   access: rcu_dereference(d->ops)
 *   held: ops_mutex
 *   chain: dev_run <- __x64_sys_dev_kick
 *   root: __x64_sys_dev_kick
 *   impact: lockdep-only: every updater of struct dev.ops holds ops_mutex (1 update site, dev_set_ops() field-upd.c:16 among them)
 * field.c:40:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds ops_mutex instead) (in dev_spare)
 *   access: rcu_dereference(d->spare)
 *   held: ops_mutex
 *   chain: dev_spare <- __x64_sys_dev_kick
 *   root: __x64_sys_dev_kick
 * field.c:59:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds &d->lock instead) (in __x64_sys_dev_peek)
 *   access: rcu_dereference(d->name)
 *   held: &d->lock
 *   chain: __x64_sys_dev_peek
 *   root: __x64_sys_dev_peek
 *   impact: lockdep-only: every updater of struct dev.name holds ->lock (1 update site, dev_rename() field-upd.c:25 among them)
 * field.c:60:14: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds &d->lock instead) (in __x64_sys_dev_peek)
 *   access: rcu_dereference(d->ops)
 *   held: &d->lock
 *   chain: __x64_sys_dev_peek
 *   root: __x64_sys_dev_peek
 *   impact: race: every updater of struct dev.ops holds ops_mutex (1 update site, dev_set_ops() field-upd.c:16 among them), the reader's path does not
 * check-output-end
 */
#include "dev.h"

static int dev_run(struct dev *d)
{
	return rcu_dereference(d->ops)->run();
}

static int dev_spare(struct dev *d)
{
	return rcu_dereference(d->spare)->run();
}

long __x64_sys_dev_kick(struct dev *d)
{
	int r;

	mutex_lock(&ops_mutex);
	r = dev_run(d) + dev_spare(d);
	mutex_unlock(&ops_mutex);
	return r;
}

/* The device's spinlock: its name's updater holds it, its ops' does not. */
long __x64_sys_dev_peek(struct dev *d)
{
	long r;

	spin_lock(&d->lock);
	r = rcu_dereference(d->name)->s[0];
	r += rcu_dereference(d->ops)->run();
	spin_unlock(&d->lock);
	return r;
}
