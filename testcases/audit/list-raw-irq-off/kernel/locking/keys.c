/*
 * lockdep_register_key(): a list walked with interrupts off through
 * raw_local_irq_save() (and lockdep's graph lock) is inside a reader
 * since the flavor consolidation, as under local_irq_save():
 * rcu_read_lock_any_held() is !preemptible().
 */
#include <linux/rculist.h>

struct key {
	struct hlist_node hash_entry;
};

static struct hlist_head keys[16];
static int graph_lock(void);
static void graph_unlock(void);

/* quiet: interrupts off */
void register_key(struct key *key)
{
	struct key *k;
	unsigned long flags;

	raw_local_irq_save(flags);
	if (!graph_lock())
		goto restore_irqs;
	hlist_for_each_entry_rcu(k, &keys[0], hash_entry) {
		if (k == key)
			goto out_unlock;
	}
	hlist_add_head_rcu(&key->hash_entry, &keys[0]);
out_unlock:
	graph_unlock();
restore_irqs:
	raw_local_irq_restore(flags);
}

/* quiet: raw_local_irq_disable() */
int count_keys(void)
{
	struct key *k;
	int n = 0;

	raw_local_irq_disable();
	hlist_for_each_entry_rcu(k, &keys[1], hash_entry)
		n++;
	raw_local_irq_enable();
	return n;
}

/* reported: the walk after interrupts are back on */
int count_keys_late(void)
{
	struct key *k;
	unsigned long flags;
	int n = 0;

	raw_local_irq_save(flags);
	n = graph_lock();
	raw_local_irq_restore(flags);
	hlist_for_each_entry_rcu(k, &keys[2], hash_entry)
		n++;
	return n;
}

/* reported: nothing held */
int count_keys_bare(void)
{
	struct key *k;
	int n = 0;

	hlist_for_each_entry_rcu(k, &keys[3], hash_entry)
		n++;
	return n;
}
