/*
 * check-name: rcucheck link: each finding's impact from the update sites sparse-rcu recorded (rcu_assign_pointer(), RCU_INIT_POINTER() in a helper whose caller holds the lock): a read under the mutex every updater holds is lockdep-only, a spinlock the updaters never take is a race (spinlock-only protection), the mutex on one path only is a race, a pointer nobody updates is unknown (no impact line)
 * check-command: sh ../link-files.sh $file
 * check-exit-value: 1
 * check-output-start
 * ptr.c:78:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds cfg_mutex instead) (in __x64_sys_cfg_get_locked)
 *   access: rcu_dereference(cur_cfg)
 *   held: cfg_mutex
 *   chain: __x64_sys_cfg_get_locked
 *   root: __x64_sys_cfg_get_locked
 *   impact: lockdep-only: every updater of cur_cfg holds cfg_mutex (2 update sites, cfg_set() ptr.c:56 among them)
 * ptr.c:89:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds stats_lock instead) (in __x64_sys_cfg_stat)
 *   access: rcu_dereference(cur_cfg)
 *   held: stats_lock
 *   chain: __x64_sys_cfg_stat
 *   root: __x64_sys_cfg_stat
 *   impact: race: every updater of cur_cfg holds cfg_mutex (2 update sites, cfg_set() ptr.c:56 among them), the reader's path does not
 * ptr.c:101:13: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds cfg_mutex instead) (in __x64_sys_cfg_maybe)
 *   access: rcu_dereference(cur_cfg)
 *   held: cfg_mutex
 *   chain: __x64_sys_cfg_maybe
 *   root: __x64_sys_cfg_maybe
 *   impact: race: every updater of cur_cfg holds cfg_mutex (2 update sites, cfg_set() ptr.c:56 among them), and so does this chain, but not every path to __x64_sys_cfg_maybe()
 * ptr.c:110:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in __x64_sys_boot_get)
 *   access: rcu_dereference(boot_cfg)
 *   chain: __x64_sys_boot_get
 *   root: __x64_sys_boot_get
 * check-output-end
 *
 * check-name: sparse-rcu records each update site with the locks held there on every path ("upd"), each access's object and locks ("need"), each call's locks ("site"): what the link's impact reads
 * check-command: sh facts.sh $file
 * check-output-start
 * need __x64_sys_cfg_get_locked 78 cur_cfg - cfg_mutex
 * need __x64_sys_cfg_stat 89 cur_cfg - stats_lock
 * need __x64_sys_cfg_maybe 101 cur_cfg - -
 * need __x64_sys_boot_get 110 boot_cfg - -
 * site cfg_clear cfg_clear_locked cfg_mutex
 * upd cfg_set 56 rcu_assign_pointer cur_cfg - cfg_mutex
 * upd cfg_clear_locked 62 RCU_INIT_POINTER cur_cfg - -
 * check-output-end
 */
#include "../rcu.h"

#define RCU_INIT_POINTER(p, v)	do { rcu_check_sparse(p, __rcu); WRITE_ONCE(p, (typeof(p))(v)); } while (0)

struct cfg { int a; };
static struct cfg __rcu *cur_cfg;
static struct cfg __rcu *boot_cfg;
static struct mutex cfg_mutex;
static spinlock_t stats_lock;

/* The updaters: under cfg_mutex, the second through its caller. */
void cfg_set(struct cfg *c)
{
	mutex_lock(&cfg_mutex);
	rcu_assign_pointer(cur_cfg, c);
	mutex_unlock(&cfg_mutex);
}

static void cfg_clear_locked(void)
{
	RCU_INIT_POINTER(cur_cfg, NULL);
}

void cfg_clear(void)
{
	mutex_lock(&cfg_mutex);
	cfg_clear_locked();
	mutex_unlock(&cfg_mutex);
}

/* Under the updaters' mutex: nothing can be freed under it, lockdep-only. */
long __x64_sys_cfg_get_locked(void)
{
	int a;

	mutex_lock(&cfg_mutex);
	a = rcu_dereference(cur_cfg)->a;
	mutex_unlock(&cfg_mutex);
	return a;
}

/* A spinlock the updaters never take: a race (spinlock-only protection). */
long __x64_sys_cfg_stat(void)
{
	int a;

	spin_lock(&stats_lock);
	a = rcu_dereference(cur_cfg)->a;
	spin_unlock(&stats_lock);
	return a;
}

/* The mutex on one path only: a race. */
long __x64_sys_cfg_maybe(int locked)
{
	int a;

	if (locked)
		mutex_lock(&cfg_mutex);
	a = rcu_dereference(cur_cfg)->a;
	if (locked)
		mutex_unlock(&cfg_mutex);
	return a;
}

/* Nobody updates boot_cfg: unknown. */
long __x64_sys_boot_get(void)
{
	return rcu_dereference(boot_cfg)->a;
}

/* Negatives: a reader, and the updaters' lockdep condition. */
long __x64_sys_cfg_read(void)
{
	int a;

	rcu_read_lock();
	a = rcu_dereference(cur_cfg)->a;
	rcu_read_unlock();
	return a;
}

long __x64_sys_cfg_get_protected(void)
{
	int a;

	mutex_lock(&cfg_mutex);
	a = rcu_dereference_protected(cur_cfg, lockdep_is_held(&cfg_mutex))->a;
	mutex_unlock(&cfg_mutex);
	return a;
}
