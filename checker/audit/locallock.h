/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A lock taken through a local that holds its address: 6.12
 * fs/kernfs/file.c's wrapper
 *
 *	lock = kernfs_open_file_mutex_ptr(kn);
 *	mutex_lock(lock);
 *	return lock;
 *
 * takes the lock that "lockdep_is_held(kernfs_open_file_mutex_ptr(kn))"
 * names, and its callers keep the lock it returns in a local of their own
 * ("mutex = kernfs_open_file_mutex_lock(kn); ... mutex_unlock(mutex);").
 * For the lock engine's text checks (audit.c).
 */
#ifndef RCUCHECK_AUDIT_LOCALLOCK_H
#define RCUCHECK_AUDIT_LOCALLOCK_H

#include <stddef.h>

/*
 * The expression last assigned to the plain local @name in @text before
 * @at ("lock = kernfs_open_file_mutex_ptr(kn);", or the declaration
 * "struct mutex *lock = ...;"), blanks squeezed; NULL when @text assigns
 * it none there. The caller frees it.
 */
char *local_value_before(const char *text, const char *at, const char *name, size_t n);

#endif
