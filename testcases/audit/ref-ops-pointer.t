# check-name: audit: a reference taken inside the reader through an ops pointer's call passed the pointer (6.12 nfs_open_local_fh(): "!nfs_to->nfsd_net_try_get(net)") lets it be used after the unlock; an ops call not passed the pointer, or made after the unlock: reported
# check-command: rcucheck audit --no-tree -C ref-ops-pointer
# check-exit-value: 1
# check-output-start
# nfslocalio.c:42:3: warning: [rcu-use-after-unlock] nfs_to_nfsd_net_put(net) (in nfs_open_other)
#   access: nfs_to_nfsd_net_put(net)
#   root: local
# nfslocalio.c:55:2: warning: [rcu-use-after-unlock] nfs_to_nfsd_net_put(net) (in nfs_open_late)
#   access: nfs_to_nfsd_net_put(net)
#   root: local
# check-output-end
