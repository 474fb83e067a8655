/* A hash read with preemption disabled (rcu_dereference_sched()), replaced and freed after a
 * Tasks RCU grace period (6.12's ftrace direct_functions): Tasks RCU waits for such a reader in
 * task context only, not in an interrupt taken from the idle loop: a race there, lower tier. */
struct hash { int bits; struct rcu_head rcu; };
static struct hash __rcu *direct_hash;

int find_direct(void)
{
	struct hash *h;
	int b;

	preempt_disable_notrace();
	h = rcu_dereference_sched(direct_hash);
	b = h ? h->bits : 0;
	preempt_enable_notrace();
	return b;
}

static void hash_free_cb(struct rcu_head *rhp)
{
	kfree(container_of(rhp, struct hash, rcu));
}

void set_direct(struct hash *n)
{
	struct hash *old = rcu_dereference_protected(direct_hash, 1);

	rcu_assign_pointer(direct_hash, n);
	if (old)
		call_rcu_tasks(&old->rcu, hash_free_cb);
}
