void stop_targets(struct procs *ps, struct proc *p)
{
	struct proc *t;

	list_for_each_entry_rcu(t, &ps->list, node) {
		if (t->debugger == p) {
			mutex_lock(&t->mutex);
			t->debugger = NULL;
			mutex_unlock(&t->mutex);
		}
	}
}

int count_targets(struct procs *ps, struct proc *p)
{
	struct proc *t;
	int n = 0;

	mutex_lock(&ps->stats_mutex);
	list_for_each_entry_rcu(t, &ps->list, node)
		n += t->debugger == p;
	ps->last = n;
	mutex_unlock(&ps->stats_mutex);
	return n;
}

/*
 * rcu_read_lock() around a walk that takes a sleeping lock would sleep in
 * the new reader (amdkfd's kfd_process_notifier_release_internal()
 * takes target->mutex in its walk of kfd_processes_table): no patch, a
 * human. A sleeping lock taken before the region, outside it, is no
 * matter (count_targets()).
 *
 * check-name: fix: a region that would hold a sleeping call is left to a human; one outside the region is not
 * check-command: rcucheck fix --diff -C . sleep-in-new-reader.json
 * check-exit-value: 1
 * check-error-contains: needs a human: sleep-in-new-reader.c:5 list_for_each_entry_rcu(t, &ps->list, node) in stop_targets(): mutex_lock() at line 7 may sleep inside the read-side critical section the fix would add
 *
 * check-output-start
 * [PATCH 1/1] sleep-in-new-reader: Fix missing RCU protection for list_for_each_entry_rcu() in count_targets()
 * --- a/sleep-in-new-reader.c
 * +++ b/sleep-in-new-reader.c
 * @@ -17,8 +17,10 @@ int count_targets(struct procs *ps, stru
 *  	int n = 0;
 *  
 *  	mutex_lock(&ps->stats_mutex);
 * +	rcu_read_lock();
 *  	list_for_each_entry_rcu(t, &ps->list, node)
 *  		n += t->debugger == p;
 * +	rcu_read_unlock();
 *  	ps->last = n;
 *  	mutex_unlock(&ps->stats_mutex);
 *  	return n;
 * check-output-end
 */
