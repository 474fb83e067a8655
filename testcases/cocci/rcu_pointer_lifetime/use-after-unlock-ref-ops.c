/*
 * check-name: rcu_pointer_lifetime: a reference taken before the unlock through an ops pointer's call is quiet; an ops call not passed the pointer, or made after the unlock, takes none
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * open_local(): 6.12 fs/nfs_common/nfslocalio.c nfs_open_local_fh():
 * "if (!net || !nfs_to->nfsd_net_try_get(net)) { rcu_read_unlock(); ... }"
 * takes the reference inside the reader through the module's ops
 * structure, as get_task_struct(t) does by name. open_other(): the ops
 * call is not passed the pointer; open_late(): it is made after the
 * unlock. Both reported.
 *
 * check-output-start
 * rcucheck	access	use-after-unlock-ref-ops.c	62	2	open_late	rcu-use-after-unlock	rcu	-	-	local	-	nfs_to_nfsd_net_put(net)	-	nfs_to_nfsd_net_put:0
 * rcucheck	access	use-after-unlock-ref-ops.c	49	3	open_other	rcu-use-after-unlock	rcu	-	-	local	-	nfs_to_nfsd_net_put(net)	-	nfs_to_nfsd_net_put:0
 * check-output-end
 */
struct nfsd_file *open_local(struct nfs_uuid *uuid)
{
	struct net *net;
	struct nfsd_file *localio;

	rcu_read_lock();
	net = rcu_dereference(uuid->net);
	if (!net || !nfs_to->nfsd_net_try_get(net)) {
		rcu_read_unlock();
		return ERR_PTR(-ENXIO);
	}
	rcu_read_unlock();
	localio = nfs_to->nfsd_open_local_fh(net, uuid->dom);
	if (IS_ERR(localio))
		nfs_to_nfsd_net_put(net);
	return localio;
}

struct nfsd_file *open_other(struct nfs_uuid *uuid)
{
	struct net *net;
	struct nfsd_file *localio;

	rcu_read_lock();
	net = rcu_dereference(uuid->net);
	if (!net || !nfs_to->nfsd_serv_try_get(uuid)) {
		rcu_read_unlock();
		return ERR_PTR(-ENXIO);
	}
	rcu_read_unlock();
	localio = nfs_to->nfsd_open_local_fh(net, uuid->dom);
	if (IS_ERR(localio))
		nfs_to_nfsd_net_put(net);
	return localio;
}

struct nfsd_file *open_late(struct nfs_uuid *uuid)
{
	struct net *net;

	rcu_read_lock();
	net = rcu_dereference(uuid->net);
	rcu_read_unlock();
	if (!net || !nfs_to->nfsd_net_try_get(net))
		return ERR_PTR(-ENXIO);
	nfs_to_nfsd_net_put(net);
	return NULL;
}
