/*
 * 6.12 mm/mmap.c remap_file_pages(): "if (mmap_write_lock_killable(mm))
 * { fput(file); return -EINTR; }": the failed lock's block cleans up,
 * then returns, so the code after it holds the lock: quiet for the
 * helper that accepts the write lock. A block that goes on after the
 * failure, one that leaves from a nested block only, or no lock at all:
 * reported.
 */
#include "../include/tree.h"
#include "../include/mm.h"

struct file;
void fput(struct file *file);
void note_failure(struct mm *mm);

static int remap_cleanup(struct mm *mm, struct file *file)
{
	struct tree_state ts = { &mm->tree, 0 };
	int v;

	if (mm_write_lock_killable(mm)) {
		fput(file);
		return -EINTR;
	}
	v = tree_find(&ts)->v;
	mm_write_unlock(mm);
	return v;
}

static int remap_goes_on(struct mm *mm)
{
	struct tree_state ts = { &mm->tree, 0 };

	if (mm_write_lock_killable(mm)) {
		note_failure(mm);
	}
	return tree_find(&ts)->v;
}

static int remap_nested_exit(struct mm *mm, int quiet)
{
	struct tree_state ts = { &mm->tree, 0 };

	if (mm_write_lock_killable(mm)) {
		if (!quiet) {
			note_failure(mm);
			return -EINTR;
		}
	}
	return tree_find(&ts)->v;
}

static int remap_bare(struct mm *mm)
{
	struct tree_state ts = { &mm->tree, 0 };

	return tree_find(&ts)->v;
}

SYSCALL_DEFINE2(remap, int, fd, struct file *, file)
{
	return remap_cleanup(mm_of(fd), file) + remap_goes_on(mm_of(fd)) +
	       remap_nested_exit(mm_of(fd), fd) + remap_bare(mm_of(fd));
}
