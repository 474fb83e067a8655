/*
 * A radix tree that only its own rwsem protects, taken through the
 * subsystem's wrappers (6.1 fs/f2fs/node.c's nat cache under
 * nat_tree_lock): the lookups need no reader.
 */
#include "nat.h"

static struct nat_entry *nat_lookup(struct nat_info *nm, unsigned long nid)
{
	return radix_tree_lookup(&nm->nat_root, nid);
}

static void nat_insert(struct nat_info *nm, struct nat_entry *ne)
{
	nat_down_write(&nm->nat_tree_lock);
	radix_tree_insert(&nm->nat_root, ne->nid, ne);
	nat_up_write(&nm->nat_tree_lock);
}

static void nat_delete(struct nat_info *nm, struct nat_entry *ne)
{
	nat_down_write(&nm->nat_tree_lock);
	radix_tree_delete(&nm->nat_root, ne->nid);
	nat_up_write(&nm->nat_tree_lock);
}

/* The lookup under the wrapper's read side: quiet. */
SYSCALL_DEFINE1(nat_get, unsigned long, nid)
{
	struct nat_info *nm = nat_info_of(nid);
	struct nat_entry *ne;
	int flags = 0;

	nat_down_read(&nm->nat_tree_lock);
	ne = nat_lookup(nm, nid);
	if (ne)
		flags = ne->flags;
	nat_up_read(&nm->nat_tree_lock);
	return flags;
}

/* Under the write side: quiet too. */
SYSCALL_DEFINE1(nat_set, unsigned long, nid)
{
	struct nat_info *nm = nat_info_of(nid);
	struct nat_entry *ne;

	nat_down_write(&nm->nat_tree_lock);
	ne = nat_lookup(nm, nid);
	if (ne)
		ne->flags = 1;
	nat_up_write(&nm->nat_tree_lock);
	return 0;
}

/* Released again before the lookup: reported. */
SYSCALL_DEFINE1(nat_peek, unsigned long, nid)
{
	struct nat_info *nm = nat_info_of(nid);
	struct nat_entry *ne;

	nat_down_read(&nm->nat_tree_lock);
	nat_up_read(&nm->nat_tree_lock);
	ne = nat_lookup(nm, nid);
	return ne ? ne->flags : 0;
}

SYSCALL_DEFINE1(nat_add, unsigned long, nid)
{
	nat_insert(nat_info_of(nid), nat_entry_of(nid));
	nat_delete(nat_info_of(nid), nat_entry_of(nid));
	return 0;
}
