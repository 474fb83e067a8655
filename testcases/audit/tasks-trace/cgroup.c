/*
 * Tasks-trace readers: rcu_dereference_check(p, rcu_read_lock_trace_held())
 * under rcu_read_lock_trace() is protected, and under rcu_read_lock() too
 * (the check accepts rcu_read_lock_held()); rcu_dereference() under
 * rcu_read_lock_trace() alone is not (rcu_read_lock_held() is false there):
 * a reader of the wrong flavor, the default tier.
 */
int array_trace_ok(struct cgroup_bpf *cgrp, int atype)
{
	struct bpf_prog_array *array;
	int n;

	rcu_read_lock_trace();
	array = rcu_dereference_check(cgrp->effective[atype], rcu_read_lock_trace_held());
	n = array->n;
	rcu_read_unlock_trace();
	return n;
}
EXPORT_SYMBOL(array_trace_ok);

int array_trace_wrong(struct cgroup_bpf *cgrp, int atype)
{
	struct bpf_prog_array *array;
	int n;

	rcu_read_lock_trace();
	array = rcu_dereference(cgrp->effective[atype]);
	n = array->n;
	rcu_read_unlock_trace();
	return n;
}
EXPORT_SYMBOL(array_trace_wrong);

int array_rcu_for_trace(struct cgroup_bpf *cgrp, int atype)
{
	struct bpf_prog_array *array;
	int n;

	rcu_read_lock();
	array = rcu_dereference_check(cgrp->effective[atype], rcu_read_lock_trace_held());
	n = array->n;
	rcu_read_unlock();
	return n;
}
EXPORT_SYMBOL(array_rcu_for_trace);
