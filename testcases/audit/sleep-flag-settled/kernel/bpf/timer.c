/*
 * bpf's timer free inside a reader: kfree_rcu(t, rcu) passes the
 * object's rcu_head and never waits; the one-argument form may.
 */
#include <linux/rcupdate.h>

struct bpf_timer_obj {
	struct rcu_head rcu;
	int armed;
};

/* quiet: the two-argument forms queue the head */
void timer_cancel_and_free(struct bpf_timer_obj *t)
{
	rcu_read_lock();
	kfree_rcu(t, rcu);
	kvfree_rcu(t, rcu);
	rcu_read_unlock();
}

/* reported: the one-argument form waits when it cannot queue */
void timer_cancel_and_free_bad(struct bpf_timer_obj *t)
{
	rcu_read_lock();
	kvfree_rcu_mightsleep(t);
	rcu_read_unlock();
}

/* reported: a head does not settle a flag another test may leave false */
void timer_free_busy(struct bpf_timer_obj *t)
{
	rcu_read_lock();
	kvfree_call_busy(&t->rcu, t);
	kvfree_call_reset(&t->rcu, t);
	rcu_read_unlock();
}
