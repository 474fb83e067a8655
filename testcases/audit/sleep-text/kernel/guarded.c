// SPDX-License-Identifier: GPL-2.0
/* A guard's scope the rule reads from the text: left to spatch. */
void gd_reader(struct dev *d)
{
	guard(rcu)();
	msleep(1);
}

void gd_plain(struct dev *d)
{
	rcu_read_lock();
	msleep(2);
	rcu_read_unlock();
}
