/*
 * Coccinelle's macro statements (its standard.h: "#define DB(x)
 * MACROSTATEMENT", IF_EVENT(x) too) with no ';' (audit/cocci_macros.h),
 * as spatch reads them: DB(DB_X, ...) with two arguments, not its
 * definition's one, is a statement of its own whose calls spatch sees,
 * also before a conditional directive and before a block's end (6.12
 * wd33c93_intr()); IF_EVENT(...;) with one is expanded and hides the
 * call in it (6.12 iphase.c: no fact). A name Coccinelle does not define
 * so, before a directive, leaves the function unparsed: left to spatch.
 */
#include <linux/rcupdate.h>
#include <linux/spinlock.h>

struct ms { int level; spinlock_t lock; };
extern struct ms __rcu *msp;

static int f_ms(void) { return rcu_dereference(msp)->level; }
static int f_ms_hidden(void) { return rcu_dereference(msp)->level; }
static int f_ms_unknown(void) { return rcu_dereference(msp)->level; }

int ms_db(struct ms *m, int x)
{
	int v = 0;

	spin_lock(&m->lock);
	switch (x) {
	case 1:
		DB(DB_X, f_ms())
#ifdef MS_DEBUG
			    v += f_ms();
#endif
		v += f_ms();
		break;
	case 2:
		if (v) {
			v++;
			DB(DB_X,
			   f_ms())
		}
		break;
	}
	spin_unlock(&m->lock);
	v += f_ms();
	return v;
}

int ms_hidden(struct ms *m)
{
	int v = 0;

	spin_lock(&m->lock);
	IF_EVENT(v = f_ms_hidden();)
	spin_unlock(&m->lock);
	return v;
}

int ms_unknown(struct ms *m, int x)
{
	int v = 0;

	spin_lock(&m->lock);
	MS_TRACE(x, f_ms_unknown())
#ifdef MS_DEBUG
	    v += f_ms_unknown();
#endif
	spin_unlock(&m->lock);
	return v;
}
