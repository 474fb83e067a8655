/*
 * The negative: plain list_del() of the same struct's entries from another
 * head (a private list of drafts, never walked with an RCU iterator) does
 * not make the RCU list of notes, which is only ever added to, an
 * unlinked one: the unlink inside the walk of drafts is keyed by that
 * head (Smack's smack_cred_free() tears down a dying cred's rules so).
 */
struct note {
	struct list_head list;
	int id;
};

static LIST_HEAD(notes);
static LIST_HEAD(drafts);
static DEFINE_SPINLOCK(note_lock);

SYSCALL_DEFINE1(note_add, int, id)
{
	struct note *n = kmalloc(sizeof(*n), GFP_KERNEL);

	n->id = id;
	spin_lock(&note_lock);
	list_add_tail_rcu(&n->list, &notes);
	spin_unlock(&note_lock);
	return 0;
}

SYSCALL_DEFINE1(draft_drop, int, id)
{
	struct note *n, *tmp;

	spin_lock(&note_lock);
	list_for_each_entry_safe(n, tmp, &drafts, list) {
		list_del(&n->list);
		kfree(n);
	}
	spin_unlock(&note_lock);
	return 0;
}

SYSCALL_DEFINE1(note_has, int, id)
{
	struct note *n;

	list_for_each_entry_rcu(n, &notes, list)
		if (n->id == id)
			return 1;
	return 0;
}
