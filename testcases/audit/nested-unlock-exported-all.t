# check-name: audit: an exported function that reads after its own rcu_read_unlock() while every chain of callers in the tree holds the reader around it (6.12 net/ipv4/ipmr_base.c mr_dump(), only called as ->fib_dump() inside fib_net_dump()'s reader) ended a nested section (two functions stored into the same field are both its callers): the lower tier, root exported-covered; one caller without the reader: reported at the function
# check-command: rcucheck audit --no-tree -C nested-unlock-exported --tier=all
# check-exit-value: 1
# check-output-start
# mr.c:27:2: warning: [rcu-list] list_for_each_entry_rcu(mfc, &t->mfc_list, list) outside any RCU reader; tbl_dump() is exported, and every caller in the tree protects it (in tbl_dump)
#   access: list_for_each_entry_rcu(mfc, &t->mfc_list, list)
#   root: exported-covered
#   tier: lower
# mr.c:83:2: warning: [rcu-list] list_for_each_entry_rcu(mfc, &t->mfc_list, list) outside any RCU reader, after the unlock at line 81 (in tbl_dump_open)
#   access: list_for_each_entry_rcu(mfc, &t->mfc_list, list)
#   root: local
# check-output-end
