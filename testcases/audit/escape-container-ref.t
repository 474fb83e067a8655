# check-name: audit: a reference taken by a getter on the object an RCU pointer was read from, before the unlock (bnxt_ulp_get(ulp) after ops = rcu_dereference(ulp->ulp_ops)), keeps the pointer's use after the unlock quiet; not a call that is no getter, a getter on another object, or on the container given another value
# check-command: rcucheck audit --no-tree -C escape-container-ref
# check-exit-value: 1
#
# checker/rcu/data/reference-getters. Main (a7a3ef8) also reported
# bnxt.c:28 (bnxt_ulp_sriov_cfg(), drivers/net/ethernet/broadcom/bnxt/
# bnxt_ulp.c on 6.1, triaged false in triage/linux-6.1.md, wt-upd17b
# section) and bnxt.c:41 (ulp_kref_cfg()).
# check-output-start
# bnxt.c:53:2: warning: [rcu-use-after-unlock] ops->ulp_sriov_config (in ulp_log_cfg)
#   access: ops->ulp_sriov_config
#   root: local
# bnxt.c:64:2: warning: [rcu-use-after-unlock] ops->ulp_sriov_config (in ulp_other_cfg)
#   access: ops->ulp_sriov_config
#   root: local
# bnxt.c:77:2: warning: [rcu-use-after-unlock] ops->ulp_sriov_config (in ulp_moved_cfg)
#   access: ops->ulp_sriov_config
#   root: local
# check-output-end
