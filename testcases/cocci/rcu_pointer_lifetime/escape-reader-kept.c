/*
 * check-name: rcu_pointer_lifetime: a pointer stored in a function that returns inside the reader it began (a seq_file ->start()) does not outlive the section there; stored and then unlocked: a fact
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * vlservers_start(): 6.12 fs/afs/proc.c afs_proc_cell_vlservers_start(),
 * __acquires(rcu): priv->vllist is read back by ->next() inside the same
 * reader, which ->stop() ends. vlservers_start_unlocked(): the same store,
 * then the function's own rcu_read_unlock(): the pointer outlives it.
 *
 * check-output-start
 * rcucheck	access	escape-reader-kept.c	48	8	vlservers_start_unlocked	rcu-use-after-unlock	rcu	-	-	local	-	priv->vllist = vllist
 * check-output-end
 */
void *vlservers_start(struct seq_file *m, loff_t *_pos)
	__acquires(rcu)
{
	struct afs_vl_seq_net_private *priv = m->private;
	struct afs_vlserver_list *vllist;
	struct afs_cell *cell = pde_data(file_inode(m->file));
	loff_t pos = *_pos;

	rcu_read_lock();

	vllist = rcu_dereference(cell->vl_servers);
	priv->vllist = vllist;

	if (pos == 0)
		return SEQ_START_TOKEN;
	if (pos - 1 >= vllist->nr_servers)
		return NULL;
	return &vllist->servers[pos - 1];
}

void vlservers_stop(struct seq_file *m, void *v)
	__releases(rcu)
{
	rcu_read_unlock();
}

int vlservers_start_unlocked(struct seq_file *m)
{
	struct afs_vl_seq_net_private *priv = m->private;
	struct afs_vlserver_list *vllist;
	struct afs_cell *cell = pde_data(file_inode(m->file));

	rcu_read_lock();
	vllist = rcu_dereference(cell->vl_servers);
	priv->vllist = vllist;
	rcu_read_unlock();
	return 0;
}
