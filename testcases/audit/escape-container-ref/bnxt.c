/*
 * A reference taken on the object an RCU pointer was read from, by a call
 * named as a getter (checker/rcu/data/reference-getters), before the
 * unlock: bnxt_ulp_sriov_cfg() reads ops = rcu_dereference(ulp->ulp_ops),
 * takes bnxt_ulp_get(ulp) and calls the ops after the unlock; the updater
 * waits for ulp's count before the ops can go. Also through a member
 * (kref_get(&ulp->ref)). Still findings: a call on the container that
 * takes no reference by its name, a getter on another object, and the
 * container given another value before the getter.
 */
void bnxt_ulp_sriov_cfg(struct bnxt *bp, int num_vfs)
{
	struct bnxt_en_dev *edev = bp->edev;
	struct bnxt_ulp_ops *ops;
	int i;

	for (i = 0; i < BNXT_MAX_ULP; i++) {
		struct bnxt_ulp *ulp = &edev->ulp_tbl[i];

		rcu_read_lock();
		ops = rcu_dereference(ulp->ulp_ops);
		if (!ops || !ops->ulp_sriov_config) {
			rcu_read_unlock();
			continue;
		}
		bnxt_ulp_get(ulp);
		rcu_read_unlock();
		ops->ulp_sriov_config(ulp->handle, num_vfs);
		bnxt_ulp_put(ulp);
	}
}

void ulp_kref_cfg(struct bnxt_ulp *ulp, int num_vfs)
{
	struct bnxt_ulp_ops *ops;

	rcu_read_lock();
	ops = rcu_dereference(ulp->ulp_ops);
	kref_get(&ulp->ref);
	rcu_read_unlock();
	ops->ulp_sriov_config(ulp->handle, num_vfs);
	ulp_release(ulp);
}

void ulp_log_cfg(struct bnxt_ulp *ulp, int num_vfs)
{
	struct bnxt_ulp_ops *ops;

	rcu_read_lock();
	ops = rcu_dereference(ulp->ulp_ops);
	bnxt_ulp_log(ulp);
	rcu_read_unlock();
	ops->ulp_sriov_config(ulp->handle, num_vfs);
}

void ulp_other_cfg(struct bnxt_ulp *ulp, struct bnxt_ulp *other, int num_vfs)
{
	struct bnxt_ulp_ops *ops;

	rcu_read_lock();
	ops = rcu_dereference(ulp->ulp_ops);
	bnxt_ulp_get(other);
	rcu_read_unlock();
	ops->ulp_sriov_config(ulp->handle, num_vfs);
	bnxt_ulp_put(other);
}

void ulp_moved_cfg(struct bnxt_ulp *ulp, int num_vfs)
{
	struct bnxt_ulp_ops *ops;

	rcu_read_lock();
	ops = rcu_dereference(ulp->ulp_ops);
	ulp = ulp->next;
	bnxt_ulp_get(ulp);
	rcu_read_unlock();
	ops->ulp_sriov_config(ulp->handle, num_vfs);
	bnxt_ulp_put(ulp);
}
