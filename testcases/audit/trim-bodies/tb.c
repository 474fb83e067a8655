// SPDX-License-Identifier: GPL-2.0
/*
 * Function bodies the access rules have nothing to say about are
 * blanked before spatch reads the file (tree/trim.c): the rest keep
 * their positions and print the same facts.
 */
#include <linux/tb_cred.h>

struct tb { int v; struct tb __rcu *next; struct tb *keep; const struct tb __rcu *cred; };
static struct tb __rcu *tb_cur;
static DEFINE_SPINLOCK(tb_lock);

/* a file's own macro of an access: a body that names it is kept */
#define TB_NEXT(p) rcu_dereference((p)->next)

static int tb_plain(int a, int b)
{
	int s = 0;

	while (a < b)
		s += a++;
	return s;
}

int tb_access(void)
{
	return rcu_dereference(tb_cur)->v;
}

static int tb_more(int a)
{
	return tb_plain(a, 2 * a) + 1;
}

int tb_macro(struct tb *t)
{
	return tb_cred(t)->v;
}

int tb_local_macro(struct tb *t)
{
	return TB_NEXT(t)->v;
}

/* a reader and a call's result stored into a field: rcu_pointer_lifetime.cocci's st */
void tb_store(struct tb *dst)
{
	struct tb *got;

	rcu_read_lock();
	got = tb_lookup(dst);
	dst->keep = got;
	rcu_read_unlock();
}

int tb_fetch_after(void)
{
	struct tb *it;

	rcu_read_lock();
	it = rcu_dereference(tb_cur);
	rcu_read_unlock();
	return it->v;
}

int tb_protected(void)
{
	spin_lock(&tb_lock);
	tb_more(3);
	spin_unlock(&tb_lock);
	return rcu_dereference_protected(tb_cur, lockdep_is_held(&tb_lock))->v;
}

int tb_list(struct list_head *h)
{
	struct tb *p;
	int n = 0;

	list_for_each_entry_rcu(p, h, keep)
		n += p->v;
	return n;
}

static void tb_directive(void)
{
#ifdef CONFIG_TB
	tb_plain(1, 2);
#endif
}

static void tb_last(void)
{
	tb_directive();
	tb_more(4);
}
