/*
 * check-name: sparse-rcu: a reference taken by an inlined helper ends the use-after-unlock tracking
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * use-after-unlock-tryget.c:51:16: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in without)
 *   access: rcu_dereference(gobj)
 *   chain: without
 * check-error-end
 *
 * kernel/cgroup/cgroup-v1.c's cgroupstats_build(): cgrp is read in the
 * section, cgroup_tryget(cgrp) (percpu_ref_tryget(), all inline) takes a
 * reference, and cgrp is used after rcu_read_unlock().  No call is left
 * in the IR, only the inlined helper's "# call" note.
 */
#include "rcu.h"

struct obj { int a; long refcnt; };
struct obj __rcu *gobj;

static inline bool obj_tryget(struct obj *o)
{
	if (!o->refcnt)
		return false;
	o->refcnt++;
	return true;
}

/* The reference is taken: using it after the section is fine. */
int with_tryget(void)
{
	struct obj *o;

	rcu_read_lock();
	o = rcu_dereference(gobj);
	if (!o || !obj_tryget(o)) {
		rcu_read_unlock();
		return -1;
	}
	rcu_read_unlock();
	return o->a;
}

/* No reference: still reported. */
int without(void)
{
	struct obj *o;

	rcu_read_lock();
	o = rcu_dereference(gobj);
	rcu_read_unlock();
	return o->a;
}
