/*
 * check-name: rcu_pointer_lifetime: a list iterator gives the pointer a new value
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * lease_break() is ksmbd's smb_lazy_parent_lease_break_close() in 6.1:
 * opinfo fetched in a reader is used after it (line 24, a bug), then
 * reused as the cursor of list_for_each_entry() under another lock
 * (lines 29 and 31: not the fetched object). fetched_again() has no
 * iterator: its use after the unlock is reported.
 *
 * check-output-start
 * rcucheck	access	use-after-unlock-iterator.c	43	9	fetched_again	rcu-use-after-unlock	rcu	-	-	local	-	o->level
 * rcucheck	access	use-after-unlock-iterator.c	24	7	lease_break	rcu-use-after-unlock	rcu	-	-	local	-	opinfo->is_lease
 * check-output-end
 */
void lease_break(struct ksmbd_file *fp, struct ksmbd_inode *p_ci)
{
	struct oplock_info *opinfo;

	rcu_read_lock();
	opinfo = rcu_dereference(fp->f_opinfo);
	rcu_read_unlock();

	if (!opinfo->is_lease)
		return;

	read_lock(&p_ci->m_lock);
	list_for_each_entry(opinfo, &p_ci->m_op_list, op_entry) {
		if (!opinfo->is_lease)
			continue;
		opinfo->level = 0;
	}
	read_unlock(&p_ci->m_lock);
}

int fetched_again(struct ksmbd_file *fp)
{
	struct oplock_info *o;

	rcu_read_lock();
	o = rcu_dereference(fp->f_opinfo);
	rcu_read_unlock();
	return o->level;
}
