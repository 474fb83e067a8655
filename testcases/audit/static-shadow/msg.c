/*
 * 6.1's ipc/msg.c msg_init() and fs/userfaultfd.c's static msg_init():
 * a call of the name in a file that defines its own static function of
 * that name calls that one, not the global one. The global function's
 * access is reached from no system call: lower tier only. A global
 * function of another name called from the same system call is reported.
 */
void msg_init(struct ipc_ids *ids)
{
	struct table *t = rcu_dereference(ids->tbl);

	t->seq = 0;
}

void msg_setup(struct ipc_ids *ids)
{
	struct table *t = rcu_dereference(ids->tbl);

	t->seq = 1;
}
