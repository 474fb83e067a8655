int notifier_prio(struct srcu_notifier_head *nh)
{
	struct notifier_block *nb;
	int idx, prio;

	idx = srcu_read_lock(&nh->srcu);
	nb = srcu_dereference(nh->head, &nh->srcu);
	srcu_read_unlock(&nh->srcu, idx);
	if (!nb)
		goto out;
	prio = nb->priority;
	return prio;
out:
	return -1;
}

/*
 * The unlock that moves is the author's own (srcu_struct and index
 * kept); the goto out of the uses unlocks at its label.
 *
 * check-name: fix: srcu, a pointer used after srcu_read_unlock(): the same unlock moves, the goto unlocks at its label
 * check-command: rcucheck fix --diff -C . use-after-unlock-srcu.json
 *
 * check-output-start
 * [PATCH 1/1] use-after-unlock-srcu: Fix use of nb after srcu_read_unlock() in notifier_prio()
 * --- a/use-after-unlock-srcu.c
 * +++ b/use-after-unlock-srcu.c
 * @@ -5,12 +5,13 @@ int notifier_prio(struct srcu_notifier_h
 *  
 *  	idx = srcu_read_lock(&nh->srcu);
 *  	nb = srcu_dereference(nh->head, &nh->srcu);
 * -	srcu_read_unlock(&nh->srcu, idx);
 *  	if (!nb)
 *  		goto out;
 *  	prio = nb->priority;
 * +	srcu_read_unlock(&nh->srcu, idx);
 *  	return prio;
 *  out:
 * +	srcu_read_unlock(&nh->srcu, idx);
 *  	return -1;
 *  }
 *  
 * check-output-end
 */
