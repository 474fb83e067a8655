/*
 * Shapes for the call-site rule's flow worked out in C
 * (audit/callsite_flow.c): each call below has the facts
 * cocci/rcu_callsite.cocci prints for it, or is left to spatch on purpose.
 */
#include <linux/rcupdate.h>
#include <linux/spinlock.h>
#include <linux/mutex.h>
#include <linux/srcu.h>
#include <linux/rtnetlink.h>
#include <linux/sched/signal.h>

struct flow { int level; spinlock_t lock; struct mutex mutex; };
extern struct flow __rcu *flowp;
extern struct srcu_struct flow_srcu;

static int f_two_locks(void) { return rcu_dereference(flowp)->level; }
static int f_after_unlock(void) { return rcu_dereference(flowp)->level; }
static int f_after_bh(void) { return rcu_dereference_bh(flowp)->level; }
static int f_states(void) { return rcu_dereference(flowp)->level; }
static int f_rtnl(void) { return rcu_dereference(flowp)->level; }
static int f_srcu(void) { return rcu_dereference(flowp)->level; }
static int f_sighand(void) { return rcu_dereference(flowp)->level; }
static int f_switch(void) { return rcu_dereference(flowp)->level; }
static int f_do(void) { return rcu_dereference(flowp)->level; }
static int f_break(void) { return rcu_dereference(flowp)->level; }
static int f_ifdef(void) { return rcu_dereference(flowp)->level; }
static int f_guard(void) { return rcu_dereference(flowp)->level; }
static int f_two_ends(void) { return rcu_dereference(flowp)->level; }
static int f_released(void) { return rcu_dereference(flowp)->level; }
static int f_ifdef_else(void) { return rcu_dereference(flowp)->level; }
static int f_ifdef_case(void) { return rcu_dereference(flowp)->level; }
static int f_if0(void) { return rcu_dereference(flowp)->level; }
static int f_chain(void) { return rcu_dereference(flowp)->level; }
static int f_define(void) { return rcu_dereference(flowp)->level; }
static int f_macro_stmt(void) { return rcu_dereference(flowp)->level; }

/* two locks held: a set, "&f->lock, &f->mutex" */
int flow_two_locks(struct flow *f)
{
	int v;

	mutex_lock(&f->mutex);
	spin_lock(&f->lock);
	v = f_two_locks();
	spin_unlock(&f->lock);
	mutex_unlock(&f->mutex);
	return v;
}

/* after the reader's end: rcu is the line of rcu_read_unlock() */
int flow_after_unlock(void)
{
	int v;

	rcu_read_lock();
	v = rcu_dereference(flowp)->level;
	rcu_read_unlock();
	v += f_after_unlock();
	return v;
}

/* after a bh reader's end, in a loop that starts it again */
int flow_after_bh(int n)
{
	int v = 0;

	while (n--) {
		rcu_read_lock_bh();
		v += n;
		rcu_read_unlock_bh();
		v += f_after_bh();
	}
	return v;
}

/* states held: bh-disabled, rcu_read_lock() */
int flow_states(void)
{
	int v;

	local_bh_disable();
	rcu_read_lock();
	v = f_states();
	rcu_read_unlock();
	local_bh_enable();
	return v;
}

/* the RTNL taken in a test: held after it */
int flow_rtnl(void)
{
	int v;

	if (!rtnl_trylock())
		return -1;
	v = f_rtnl();
	rtnl_unlock();
	return v;
}

/* an srcu reader */
int flow_srcu(void)
{
	int idx = srcu_read_lock(&flow_srcu), v;

	v = f_srcu();
	srcu_read_unlock(&flow_srcu, idx);
	return v;
}

/* the sighand lock */
int flow_sighand(struct task_struct *p)
{
	unsigned long flags;
	int v = 0;

	if (!lock_task_sighand(p, &flags))
		return 0;
	v = f_sighand();
	unlock_task_sighand(p, &flags);
	return v;
}

/* a case falls through into the next after taking the lock: held on some path */
int flow_switch(struct flow *f, int c)
{
	int v = 0;

	switch (c) {
	case 1:
		spin_lock(&f->lock);
		fallthrough;
	case 2:
		v = f_switch();
		break;
	default:
		return 0;
	}
	if (c == 1)
		spin_unlock(&f->lock);
	return v;
}

/* round a do-while: the unlock at its end does not reach the call before it */
int flow_do(struct flow *f, int n)
{
	int v = 0;

	do {
		v += f_do();
		spin_lock(&f->lock);
		v++;
	} while (--n);
	spin_unlock(&f->lock);
	return v;
}

/* a break out of the loop with the lock held */
int flow_break(struct flow *f, int n)
{
	int v = 0;

	for (; n; n--) {
		spin_lock(&f->lock);
		if (n == 3)
			break;
		spin_unlock(&f->lock);
	}
	v = f_break();
	if (n)
		spin_unlock(&f->lock);
	return v;
}

/* a reader in an #ifdef: spatch reads the branch as optional, as an if without else */
int flow_ifdef(void)
{
	int v;

#ifdef CONFIG_FLOW_READER
	rcu_read_lock();
#endif
	v = f_ifdef();
#ifdef CONFIG_FLOW_READER
	rcu_read_unlock();
#endif
	return v;
}

/* a guard's scope: the rule reads it from the text, so does audit/guard_scopes.c */
int flow_guard(struct flow *f)
{
	guard(spinlock)(&f->lock);
	return f_guard();
}

/* two readers end on different lines before the call: the rule names the first (202) */
int flow_two_ends(int c)
{
	int v = 0;

	rcu_read_lock();
	if (c) {
		rcu_read_unlock();
		v = 1;
	} else {
		rcu_read_unlock();
	}
	return v + f_two_ends();
}

/* the lock released by another name of the rule's: nothing held */
int flow_released(struct flow *f)
{
	int v;

	spin_lock_irq(&f->lock);
	v = 1;
	spin_unlock_irq(&f->lock);
	return v + f_released();
}

/* #ifdef ... #else ... #endif around statements: an if/else, each branch a path */
int flow_ifdef_else(struct flow *f)
{
	int v;

#ifdef CONFIG_FLOW_MUTEX
	mutex_lock(&f->mutex);
#else
	spin_lock(&f->lock);
#endif
	v = f_ifdef_else();
#ifdef CONFIG_FLOW_MUTEX
	mutex_unlock(&f->mutex);
#else
	spin_unlock(&f->lock);
#endif
	return v;
}

/* a conditional right after a case: spatch reads no branch in it, but every branch's code in sequence, and so does the flow (cflow_as_read()) */
int flow_ifdef_case(struct flow *f, int c)
{
	int v = 0;

	spin_lock(&f->lock);
	switch (c) {
	case 0:
#ifdef CONFIG_FLOW_CASE
		spin_unlock(&f->lock);
		return 0;
#else
		v = f_ifdef_case();
#endif
		break;
	}
	spin_unlock(&f->lock);
	return v;
}

/* #if 0: spatch skips its text, the index too: the call is not asked about */
int flow_if0(struct flow *f)
{
	int v;

#if 0
	spin_lock(&f->lock);
#endif
	v = f_if0();
	return v;
}

/*
 * a conditional holding "} else if (c) {" of an if/else chain, its braces
 * unbalanced: spatch reads its code as if the directives were not there,
 * and so does the flow (cflow_as_read()): &f->mutex is held on a path
 */
int flow_chain(struct flow *f, int fam)
{
	int v = 0;

	spin_lock(&f->lock);
	if (fam == 1) {
		v = 1;
#if IS_ENABLED(CONFIG_FLOW_CHAIN)
	} else if (fam == 2) {
		mutex_lock(&f->mutex);
		v = 2;
#endif
	} else {
		v = 3;
	}
	v += f_chain();
	spin_unlock(&f->lock);
	return v;
}

/* a constant's #define and #undef inside the body: they change no statement, read as not there */
int flow_define(struct flow *f, int c)
{
	int v = 0;

#define FLOW_ONE	1
	spin_lock(&f->lock);
	if (c)
		v = FLOW_ONE;
	v += f_define();
	spin_unlock(&f->lock);
#undef FLOW_ONE
	return v;
}

/*
 * a header's macro used as a statement with no ';' (6.12 mpt_config()'s
 * CLEAR_MGMT_STATUS(...)): spatch reads a macro statement, not an
 * iterator over the unlock that follows, and so does the flow: nothing held
 */
int flow_macro_stmt(struct flow *f)
{
	int v;

	spin_lock(&f->lock);
	v = f->level;
	FLOW_CLEAR_STATUS(f->level)
	spin_unlock(&f->lock);
	v += f_macro_stmt();
	return v;
}
