/*
 * An RCU list whose entries are removed with plain list_del() (and
 * hlist_del_init() for the hlist) while readers walk it: not append-only.
 * The list_del() is inside a walk of the same head (keyed by it); the
 * hlist_del_init() is outside any walk (keyed by its node's member,
 * struct slot.node, the member the RCU iterator walks).
 * The unlink is a race of its own (no grace period), and the walk without
 * a reader is a race too, whatever list_add_rcu() suggests: a lockless
 * walk would hide it.
 */
struct job {
	struct list_head list;
	int id;
};

struct slot {
	struct hlist_node node;
	int id;
};

static LIST_HEAD(jobs);
static HLIST_HEAD(slots);
static DEFINE_SPINLOCK(job_lock);

SYSCALL_DEFINE1(job_add, int, id)
{
	struct job *j = kmalloc(sizeof(*j), GFP_KERNEL);

	j->id = id;
	spin_lock(&job_lock);
	list_add_tail_rcu(&j->list, &jobs);
	spin_unlock(&job_lock);
	return 0;
}

SYSCALL_DEFINE1(job_done, int, id)
{
	struct job *j, *tmp;

	spin_lock(&job_lock);
	list_for_each_entry_safe(j, tmp, &jobs, list)
		if (j->id == id)
			list_del(&j->list);
	spin_unlock(&job_lock);
	return 0;
}

SYSCALL_DEFINE1(job_has, int, id)
{
	struct job *j;

	list_for_each_entry_rcu(j, &jobs, list)
		if (j->id == id)
			return 1;
	return 0;
}

SYSCALL_DEFINE1(slot_add, int, id)
{
	struct slot *s = kmalloc(sizeof(*s), GFP_KERNEL);

	s->id = id;
	spin_lock(&job_lock);
	hlist_add_head_rcu(&s->node, &slots);
	spin_unlock(&job_lock);
	return 0;
}

SYSCALL_DEFINE1(slot_drop, int, id)
{
	struct slot *s;

	spin_lock(&job_lock);
	s = hlist_entry(slots.first, struct slot, node);
	if (s && s->id == id)
		hlist_del_init(&s->node);
	spin_unlock(&job_lock);
	return 0;
}

SYSCALL_DEFINE1(slot_has, int, id)
{
	struct slot *s;

	hlist_for_each_entry_rcu(s, &slots, node)
		if (s->id == id)
			return 1;
	return 0;
}
