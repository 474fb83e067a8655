struct proto *proto_get(int id)
{
	struct proto *p;

	p = idr_find(&protos, id);
	if (!p || !try_module_get(p->owner))
		return NULL;
	return p;
}

int proto_acquire(struct info *info, int id)
{
	struct proto *p;

	mutex_lock(&info->protocols_mtx);
	p = proto_get(id);
	mutex_unlock(&info->protocols_mtx);
	return p ? 0 : -ENOENT;
}

/*
 * A lock the callers held whose name does not say its kind
 * (info->protocols_mtx, arm_scmi's): the message tells it by the acquire
 * that takes it in the chain, mutex_lock(), a sleeping lock; before,
 * the name decided and the patch said a spinlock is no reader. The
 * cover letter lists it as a sleeping lock taken for a reader.
 *
 * check-name: fix --stdout: a held lock's kind comes from its acquire in the chain's functions (mutex_lock(&info->protocols_mtx): a sleeping lock), not from its name
 * check-command: rcucheck fix --stdout --no-signoff -C . held-mutex.json
 * check-output-contains: Its callers hold info->protocols_mtx and rely on that being as good as
 * check-output-contains: A mutex or another sleeping lock says nothing about RCU grace periods.
 * check-output-contains: It is not. Holding a mutex or another sleeping lock keeps no grace
 */
