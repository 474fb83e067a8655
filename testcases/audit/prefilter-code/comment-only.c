// SPDX-License-Identifier: GPL-2.0
/*
 * Names rcu_dereference() only in comments and strings: no rule can
 * match it, so no rule parses this file.
 */
#include <linux/printk.h>

int conf_note(void)
{
	// callers use rcu_dereference(gconf) themselves
	pr_info("read it with rcu_dereference() and list_for_each_entry_rcu()\n");
	return 0;
}
