/*
 * 6.12 fs/nfs_common/nfslocalio.c nfs_open_local_fh(): the reference on
 * net is taken inside the reader through the module's ops structure,
 * "!nfs_to->nfsd_net_try_get(net)", so net may be used after the unlock.
 * Reported: an ops call that is not passed net, or one made after the
 * unlock.
 */
#include "nfslocalio.h"

struct nfsd_file *nfs_open_local_fh(struct nfs_uuid *uuid)
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

struct nfsd_file *nfs_open_other(struct nfs_uuid *uuid)
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

struct nfsd_file *nfs_open_late(struct nfs_uuid *uuid)
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
