/*
 * 6.12 fs/afs/proc.c: a seq_file ->start() that begins the reader and
 * returns inside it (__acquires(rcu); ->stop() ends it) keeps the pointer
 * it fetched in the seq_file's private data for ->next(), which runs
 * inside the same reader: not stored past the section. The same store in
 * a function that then ends its own reader: reported.
 */
static void *vlservers_start(struct seq_file *m, loff_t *_pos)
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

static void *vlservers_next(struct seq_file *m, void *v, loff_t *_pos)
{
	struct afs_vl_seq_net_private *priv = m->private;
	struct afs_vlserver_list *vllist = priv->vllist;
	loff_t pos = ++*_pos;

	if (!vllist || pos - 1 >= vllist->nr_servers)
		return NULL;
	return &vllist->servers[pos - 1];
}

static void vlservers_stop(struct seq_file *m, void *v)
	__releases(rcu)
{
	rcu_read_unlock();
}

static const struct seq_operations vlservers_ops = {
	.start	= vlservers_start,
	.next	= vlservers_next,
	.stop	= vlservers_stop,
};

int vlservers_stash(struct seq_file *m)
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
