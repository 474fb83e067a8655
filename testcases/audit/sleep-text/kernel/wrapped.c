// SPDX-License-Identifier: GPL-2.0
/* The tree's read-side wrapper, which spatch expands: left to spatch. */
#include <linux/wrap.h>

void wr_user(struct dev *d)
{
	wr_read_lock();
	msleep(1);
	wr_read_unlock();
}
