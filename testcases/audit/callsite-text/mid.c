/*
 * Conditionals the call-site rule's flow reads as spatch does
 * (audit/cflow.c: cflow_as_read()), apart from flow.c: this file's
 * braces do not balance with its directives set aside, so it goes whole
 * to spatch where flow.c is trimmed (testcases/audit/trim-bodies.sh).
 */
#include <linux/rcupdate.h>
#include <linux/spinlock.h>

struct mid { int level; spinlock_t lock; };
extern struct mid __rcu *midp;

static int f_mid(void) { return rcu_dereference(midp)->level; }
static int f_mid_long(void) { return rcu_dereference(midp)->level; }
static int f_if_head(void) { return rcu_dereference(midp)->level; }

/*
 * A conditional whose branches each open a brace (6.12 dsp_cmx_send()):
 * spatch keeps the first branch alone (Coccinelle's find_ifdef_mid()),
 * so the unlock in it comes before the call. Not when a branch is longer
 * than six lines: the function is left unparsed (left to spatch here).
 */
int flow_mid(struct mid *f, int c)
{
	int v = 0;

	spin_lock(&f->lock);
#ifdef CONFIG_FLOW_MID
	spin_unlock(&f->lock); if (c) {
#else
	if (c > 1) {
#endif
		v = f_mid();
	}
	return v;
}

int flow_mid_long(struct mid *f, int c)
{
	int v = 0;

	spin_lock(&f->lock);
#ifdef CONFIG_FLOW_MID
	spin_unlock(&f->lock); if (c) {
		c++;
		c++;
		c++;
		c++;
		c++;
		c++;
#else
	if (c > 1) {
#endif
		v = f_mid_long();
	}
	spin_unlock(&f->lock);
	return v;
}

/*
 * A conditional between an if's head and its statement (6.12
 * dsp_cmx_send()): spatch reads every branch's code in sequence, if
 * inside if, the unlock under both tests.
 */
int flow_if_head(struct mid *f, int a, int b)
{
	int v;

	spin_lock(&f->lock);
#ifdef CONFIG_FLOW_HEAD
	if (a)
#else
	if (b)
#endif
		spin_unlock(&f->lock);
	v = f_if_head();
	return v;
}
