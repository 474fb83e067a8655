/*
 * kvfree_call_rcu() waits for a grace period only when it could not
 * queue the object: "success" is set true on every path with a head,
 * the one exit that leaves it false is taken only when head is NULL.
 */
#include <linux/rcupdate.h>

struct kfree_rcu_cpu;

bool add_ptr_to_bulk(struct kfree_rcu_cpu **krcp, void *ptr, bool can_alloc);
void queue_head(struct kfree_rcu_cpu *krcp, struct rcu_head *head);
void krc_this_cpu_unlock(struct kfree_rcu_cpu *krcp);
bool krc_busy(struct kfree_rcu_cpu *krcp);

void kvfree_call_rcu(struct rcu_head *head, void *ptr)
{
	struct kfree_rcu_cpu *krcp;
	bool success;

	success = add_ptr_to_bulk(&krcp, ptr, !head);
	if (!success) {
		if (head == NULL)
			goto unlock_return;

		head->func = ptr;
		queue_head(krcp, head);
		success = true;
	}

unlock_return:
	krc_this_cpu_unlock(krcp);

	if (!success) {
		synchronize_rcu();
		kvfree(ptr);
	}
}

/* the flag's exit on a test of a local, not of a parameter: it may wait whatever the head */
void kvfree_call_busy(struct rcu_head *head, void *ptr)
{
	struct kfree_rcu_cpu *krcp;
	bool success;

	success = add_ptr_to_bulk(&krcp, ptr, !head);
	if (!success) {
		if (krc_busy(krcp))
			goto unlock_return;
		queue_head(krcp, head);
		success = true;
	}

unlock_return:
	krc_this_cpu_unlock(krcp);

	if (!success)
		synchronize_rcu();
}

/* the flag set again after its block: may wait whatever the head */
void kvfree_call_reset(struct rcu_head *head, void *ptr)
{
	struct kfree_rcu_cpu *krcp;
	bool success;

	success = add_ptr_to_bulk(&krcp, ptr, !head);
	if (!success) {
		if (!head)
			goto unlock_return;
		queue_head(krcp, head);
		success = true;
	}

unlock_return:
	success = !krc_busy(krcp);
	if (!success)
		synchronize_rcu();
}
