/* fs/nfsd/nfssvc.c: the function the ops structure's ->nfsd_net_put points at reads net */
void nfsd_net_put(struct net *net)
{
	struct nfsd_net *nn = net->gen[nfsd_net_id];

	percpu_ref_put(&nn->nfsd_serv_ref);
}
