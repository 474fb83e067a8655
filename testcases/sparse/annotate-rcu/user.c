/* Not a test by itself: the uses annotate.sh finds. */
#include "decl.h"

struct cfg *global_cfg;
struct cfg ***deep;

int read_cur(struct table *t)
{
	int v;

	rcu_read_lock();
	v = rcu_dereference(t->cur)->val + rcu_dereference(t->done)->val;
	v += rcu_dereference(t->next)->val;
	v += rcu_dereference(t->tabbed)->val;
	v += rcu_dereference_protected(t->unchecked, 1)->val;
	v += t->plain->val;
	rcu_read_unlock();
	return v;
}

void publish(struct cfg *c, struct cfg **cc)
{
	rcu_assign_pointer(global_cfg, c);
	rcu_assign_pointer(deep, cc);
}

int peek_local(void)
{
	struct cfg *local = global_cfg;

	/* a local: nothing to annotate (and nothing for sparse to say here) */
	return local->val;
}
