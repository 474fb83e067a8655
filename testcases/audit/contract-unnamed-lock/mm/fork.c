/*
 * Callers of include/tree.h's helpers: 6.12 dup_mmap() takes the old
 * mm's lock with "if (mmap_write_lock_killable(oldmm)) return -EINTR;"
 * (held on the path that goes on) and the new one's with
 * mmap_write_lock_nested(): quiet for the helper that accepts the write
 * lock. Holding nothing, after the unlock, or calling the helper that
 * asks for the reader alone: reported.
 */
#include "../include/tree.h"
#include "../include/mm.h"

static int dup_old(struct mm *old)
{
	struct tree_state ts = { &old->tree, 0 };

	if (mm_write_lock_killable(old))
		return -EINTR;
	tree_find(&ts)->v++;
	mm_write_unlock(old);
	return 0;
}

static int dup_new(struct mm *mm)
{
	struct tree_state ts = { &mm->tree, 0 };

	mm_write_lock_nested(mm, 1);
	tree_find(&ts)->v++;
	mm_write_unlock(mm);
	return 0;
}

static int dup_killable(struct mm *mm)
{
	struct tree_state ts = { &mm->tree, 0 };

	if (down_write_killable(&mm->lock)) {
		return -EINTR;
	}
	tree_find(&ts)->v++;
	up_write(&mm->lock);
	return 0;
}

SYSCALL_DEFINE1(dup, int, fd)
{
	dup_old(mm_of(fd));
	dup_new(mm_of(fd));
	return dup_killable(mm_of(fd));
}

static int peek_bare(struct mm *mm)
{
	struct tree_state ts = { &mm->tree, 0 };

	return tree_find(&ts)->v;
}

static int peek_after(struct mm *mm)
{
	struct tree_state ts = { &mm->tree, 0 };

	if (mm_write_lock_killable(mm))
		return -EINTR;
	mm_write_unlock(mm);
	return tree_find(&ts)->v;
}

static int peek_reader_only(struct mm *mm)
{
	struct tree_state ts = { &mm->tree, 0 };
	int v;

	if (mm_write_lock_killable(mm))
		return -EINTR;
	v = tree_peek(&ts)->v;
	mm_write_unlock(mm);
	return v;
}

SYSCALL_DEFINE1(peek, int, fd)
{
	return peek_bare(mm_of(fd)) + peek_after(mm_of(fd)) + peek_reader_only(mm_of(fd));
}
