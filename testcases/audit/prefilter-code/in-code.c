// SPDX-License-Identifier: GPL-2.0
/* The fetch is code, after a string holding a comment opener and a quote. */
#include <linux/rcupdate.h>

struct conf {
	int val;
};

static struct conf __rcu *gconf;

int conf_val(void)
{
	struct conf *c;
	char q = '"';

	pr_debug("/* %c", q); c = rcu_dereference(gconf);
	return c->val;
}
