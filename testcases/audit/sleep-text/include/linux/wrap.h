/* SPDX-License-Identifier: GPL-2.0 */
static inline void wr_read_lock(void)
{
	rcu_read_lock();
}

static inline void wr_read_unlock(void)
{
	rcu_read_unlock();
}
