/*
 * check-name: sparse-rcu: a two-level helper chain across two files (--rcu-link)
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-link helper.c $file
 * check-error-start
 * helper.c:15:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in task_euid)
 *   access: rcu_dereference(t->real_cred)
 *   held: tasklist_lock
 *   chain: task_euid <- may_signal <- __x64_sys_kill_like
 *   root: __x64_sys_kill_like
 * check-error-end
 *
 * check-name: rcucheck link joins the facts sparse-rcu wrote for two files
 * check-command: sh ../link-files.sh helper.c caller.c
 * check-exit-value: 1
 * check-output-start
 * helper.c:15:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in task_euid)
 *   access: rcu_dereference(t->real_cred)
 *   held: tasklist_lock
 *   chain: task_euid <- may_signal <- __x64_sys_kill_like
 *   root: __x64_sys_kill_like
 * check-output-end
 * check-error-start
 * link: 2 facts files, 4 functions, 3 call sites: 1 finding
 * check-error-end
 *
 * Each file alone says nothing (task_euid()'s callers are elsewhere);
 * the facts files joined give the chain.
 */
#include "../rcu.h"

struct task;
int task_euid(struct task *t);
rwlock_t tasklist_lock;

/* static, so its callers are all here */
static int may_signal(struct task *t)
{
	return task_euid(t) == 0;
}

/* the 2009 shape: tasklist_lock where rcu_read_lock() was needed */
long __x64_sys_kill_like(struct task *t)
{
	long r;

	read_lock(&tasklist_lock);
	r = may_signal(t);
	read_unlock(&tasklist_lock);
	return r;
}

/* correct: the same helper under the read lock */
long __x64_sys_ok_like(struct task *t)
{
	long r;

	rcu_read_lock();
	r = may_signal(t);
	rcu_read_unlock();
	return r;
}
