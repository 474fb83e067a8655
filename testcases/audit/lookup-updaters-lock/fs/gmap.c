/*
 * 6.1 arch/s390/mm/gmap.c's guest_to_host: inserted and deleted under
 * mmap_write_lock(gmap->mm), looked up under mmap_read_lock(): the
 * updaters' lock through the mm's wrappers, which the index's update
 * sites do not see, so any lock held meets the lookup. Quiet.
 */
#include "../include/mm.h"

struct gmap {
	struct mm_struct *mm;
	struct radix_tree_root guest_to_host;
};

/* The mmap_lock of the guest address space must be held. */
static unsigned long gmap_translate_locked(struct gmap *gmap, unsigned long gaddr)
{
	return (unsigned long)radix_tree_lookup(&gmap->guest_to_host, gaddr);
}

SYSCALL_DEFINE1(gmap_translate, unsigned long, gaddr)
{
	struct gmap *gmap = gmap_of(gaddr);
	unsigned long rc;

	mmap_read_lock(gmap->mm);
	rc = gmap_translate_locked(gmap, gaddr);
	mmap_read_unlock(gmap->mm);
	return rc;
}

SYSCALL_DEFINE1(gmap_map, unsigned long, gaddr)
{
	struct gmap *gmap = gmap_of(gaddr);

	mmap_write_lock(gmap->mm);
	radix_tree_insert(&gmap->guest_to_host, gaddr, (void *)gaddr);
	mmap_write_unlock(gmap->mm);
	mmap_write_lock(gmap->mm);
	radix_tree_delete(&gmap->guest_to_host, gaddr);
	mmap_write_unlock(gmap->mm);
	return 0;
}
