// SPDX-License-Identifier: GPL-2.0
/*
 * Proved for rcu_pointer_lifetime.cocci: a call's result stored into a
 * field, but on no path from a reader's start to its end (the rule's st,
 * lock(); ... x = g(es) ... E->f = x ... unlock();): given before the
 * reader and stored after it, given and stored in a loop whose reader
 * ends before the store, stored inside a reader that the function
 * returns in (no unlock after the store). Refused before the
 * twenty-first session, when any such store in a function with a reader
 * left the file to spatch.
 */
struct qv { int v; struct qv *keep; };
static struct qv __rcu *qv_cur;

int qv_peek(void)
{
	struct qv *it;
	int v;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	v = it ? it->v : 0;
	rcu_read_unlock();
	return v;
}

int qv_after(struct qv *dst)
{
	struct qv *got = qv_alloc();
	int v;

	rcu_read_lock();
	v = qv_count();
	rcu_read_unlock();
	dst->keep = got;
	return v;
}

void qv_loop(struct qv *dst, int n)
{
	struct qv *got;

	while (n--) {
		got = qv_alloc();
		rcu_read_lock();
		qv_touch();
		rcu_read_unlock();
		dst->keep = got;
	}
}

struct qv *qv_start(struct qv *dst)
{
	struct qv *got;

	rcu_read_lock();
	got = qv_lookup(dst);
	dst->keep = got;
	return got;
}
