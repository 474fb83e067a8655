void lazy_break_close(struct file *fp, struct list_head *head)
{
	struct opinfo *opinfo;

	rcu_read_lock();
	opinfo = rcu_dereference(fp->f_opinfo);
	rcu_read_unlock();

	if (!opinfo->is_lease || opinfo->o_lease->version != 2)
		return;

	list_for_each_entry(opinfo, head, op_entry) {
		if (!opinfo->is_lease)
			continue;
		break_one(opinfo);
	}
}

/*
 * fs/smb/server/oplock.c's smb_lazy_parent_lease_break_close() on 6.1:
 * the pointer is dereferenced after rcu_read_unlock(). The section grows
 * over its uses (the unlock moves down, the early return gets its own),
 * as upstream fixed it in 6.12; the loop gives opinfo a new value, so the
 * section ends before it.
 *
 * check-name: fix: a pointer used after rcu_read_unlock(): the unlock moves after its last use
 * check-command: rcucheck fix --diff -C . use-after-unlock.json
 *
 * check-output-start
 * [PATCH 1/1] use-after-unlock: Fix use of opinfo after rcu_read_unlock() in lazy_break_close()
 * --- a/use-after-unlock.c
 * +++ b/use-after-unlock.c
 * @@ -4,10 +4,12 @@ void lazy_break_close(struct file *fp, s
 *  
 *  	rcu_read_lock();
 *  	opinfo = rcu_dereference(fp->f_opinfo);
 * -	rcu_read_unlock();
 *  
 * -	if (!opinfo->is_lease || opinfo->o_lease->version != 2)
 * +	if (!opinfo->is_lease || opinfo->o_lease->version != 2) {
 * +		rcu_read_unlock();
 *  		return;
 * +	}
 * +	rcu_read_unlock();
 *  
 *  	list_for_each_entry(opinfo, head, op_entry) {
 *  		if (!opinfo->is_lease)
 * check-output-end
 *
 * check-name: fix: a pointer used after rcu_read_unlock(): the commit message says what was wrong and what moved
 * check-command: rcucheck fix --stdout --no-signoff -C . use-after-unlock.json
 *
 * check-output-contains: Subject: [PATCH 0/1] Fix uses of RCU-protected pointers after rcu_read_unlock()
 * check-output-contains: - a pointer loaded in a read-side critical section stays valid after
 * check-output-contains: lazy_break_close() loads an RCU-protected pointer with rcu_dereference()
 * check-output-contains: (opinfo->is_lease and opinfo->o_lease) after rcu_read_unlock().
 * check-output-contains: Move rcu_read_unlock() after the last use of opinfo. Unlock on the exit
 */
