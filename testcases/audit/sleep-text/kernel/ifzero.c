// SPDX-License-Identifier: GPL-2.0
/* #if 0, whose text spatch skips, and a conditional right after a case: left to spatch. */
void iz_dead(struct dev *d)
{
	rcu_read_lock();
#if 0
	rcu_read_unlock();
#endif
	msleep(1);
	rcu_read_unlock();
}

void iz_case(struct dev *d)
{
	switch (d->x) {
	case 1:
#ifdef CONFIG_IZ
		preempt_disable();
#endif
		msleep(2);
		break;
	}
}
