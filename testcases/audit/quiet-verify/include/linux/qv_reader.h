/* SPDX-License-Identifier: GPL-2.0 */
/* The tree's read-side wrappers: spatch expands their calls (the audit hands it them as macros). */
static inline void qv_read_lock(void)
{
	rcu_read_lock();
}

static inline void qv_read_unlock(void)
{
	rcu_read_unlock();
}
