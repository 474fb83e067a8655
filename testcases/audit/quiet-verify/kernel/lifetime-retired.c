// SPDX-License-Identifier: GPL-2.0
/*
 * The function unpublishes the fetch's own source after the unlock (the
 * rule's retire: 6.12 hid-steam.c's steam_input_unregister()): the rule
 * prints nothing for the fetch, whatever uses follow. Proved.
 */
struct qv { int v; };
static struct qv __rcu *qv_cur;

void qv_retire(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	if (!it)
		return;
	RCU_INIT_POINTER(qv_cur, NULL);
	synchronize_rcu();
	qv_free(it);
}

void qv_retire_decl(struct qv *next)
{
	rcu_read_lock();
	struct qv *old = rcu_dereference(qv_cur);
	rcu_read_unlock();
	rcu_assign_pointer(qv_cur, next);
	synchronize_rcu();
	qv_free(old);
}
