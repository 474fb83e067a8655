/*
 * check-name: sparse-rcu: sparse's __rcu address-space warnings become rcu-address-space records, per field
 * check-command: sparse-rcu --rcu-no-facts $file
 * check-error-start
 * address-space.c:38:46: warning: Using plain integer as NULL pointer
 * address-space.c:38:57: warning: Using plain integer as NULL pointer
 * address-space.c:32:5: warning: symbol 'peek' was not declared. Should it be static?
 * address-space.c:35:32: warning: [rcu-address-space] incorrect type in initializer (different address spaces) [field ->parent: struct task [noderef] __rcu *parent]
 *   access: ->parent
 * address-space.c:34:33: warning: [rcu-address-space] incorrect type in initializer (different address spaces) [field ->real_cred: struct cred const [noderef] __rcu *real_cred]
 *   access: ->real_cred
 * address-space.c:36:34: warning: [rcu-address-space] incorrect type in initializer (different address spaces) [field ->real_cred: struct cred const [noderef] __rcu *real_cred]
 *   access: ->real_cred
 * check-error-end
 */
#include "rcu.h"

struct cred {
	int uid;
};

struct task {
	const struct cred __rcu *real_cred;
	struct task __rcu *parent;
};

static int plain(int *p)
{
	return *p;
}

int peek(struct task *t)
{
	const struct cred *c = t->real_cred;
	struct task *parent = t->parent;
	const struct cred *c2 = t->real_cred;

	return c->uid + c2->uid + (parent != 0) + plain(0);
}
