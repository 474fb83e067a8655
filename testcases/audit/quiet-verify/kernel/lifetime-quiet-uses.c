// SPDX-License-Identifier: GPL-2.0
/*
 * Proved for rcu_pointer_lifetime.cocci: the fetched pointer named after
 * the unlock but not used as the rule's ua and ua_ret use it (tested,
 * compared, returned as a test), assigned again before a use, or ended
 * by an unlock of another flavor than its fetch's. Refused before the
 * twenty-first session, when any naming after an unlock left the file
 * to spatch.
 */
struct qv { int v; struct qv *next; };
static struct qv __rcu *qv_cur;

int qv_tested(void)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	if (it)
		return 1;
	return it != NULL && !it;
}

int qv_again(struct qv *mine)
{
	struct qv *it;

	rcu_read_lock();
	it = rcu_dereference(qv_cur);
	rcu_read_unlock();
	it = mine;
	return it->v;
}

int qv_other_flavor(void)
{
	struct qv *it;
	int v;

	rcu_read_lock_bh();
	rcu_read_lock();
	it = rcu_dereference_bh(qv_cur);
	rcu_read_unlock();
	v = it->v;
	rcu_read_unlock_bh();
	return v;
}
