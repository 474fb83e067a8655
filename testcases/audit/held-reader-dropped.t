# check-name: audit: a reader the call-site rule ends before the call is not "held instead" at it, though the text's lock count lists it (6.1 ip6_mc_input(): if (sdif) rcu_read_lock(); ... if (sdif) rcu_read_unlock(); ... ip6_mr_input()): mc_input(), reached only through a pointer, is the lower tier (the default on 8cb3fe4, holding rcu_read_lock() "instead"); mc_sys_input()'s call after its own unlock from a system call stays default
# check-command: rcucheck audit --no-tree -C held-reader-dropped --tier=all
# check-exit-value: 1
# check-output-start
# net/dev.c:9:2: warning: [rcu-list] hlist_for_each_entry_rcu(dev, &net->dev_index_head, index_hlist) outside any RCU reader; dev_get_by_index_rcu() requires its caller to hold it; mc_input() calls it after its rcu_read_unlock() at line 43; mc_input() is reached only through a function pointer (in dev_get_by_index_rcu)
#   blame: mr_input() (net/mc.c:21)
#   access: hlist_for_each_entry_rcu(dev, &net->dev_index_head, index_hlist)
#   chain: mr_input() (net/mc.c:21) <- mc_input() (net/mc.c:47)
#   root: callback
#   tier: lower
# net/dev.c:23:2: warning: [rcu-list] hlist_for_each_entry_rcu(dev, &net->dev_name_head, name_hlist) outside any RCU reader; dev_get_by_name_rcu() requires its caller to hold it; reached from system call mc_sys(); mc_sys_input() calls it after its rcu_read_unlock() at line 64 (in dev_get_by_name_rcu)
#   blame: mc_sys_input() (net/mc.c:65)
#   access: hlist_for_each_entry_rcu(dev, &net->dev_name_head, name_hlist)
#   chain: mc_sys_input() (net/mc.c:65) <- mc_sys() (net/mc.c:70)
#   root: syscall
# check-output-end
