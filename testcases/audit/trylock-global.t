# check-name: audit: a global lock taken in a test that leaves when it fails, "if (!rtnl_trylock()) return restart_syscall();" (6.12 carrier_show(), qmi_wwan's del_mux_store()), is held at the calls after it (carrier_show(): use_a() quiet); dropped before the call (operstate_show()) or never taken (mtu_show()): reported
# check-command: rcucheck audit --no-tree -C trylock-global --tier=all
# check-exit-value: 1
# check-output-start
# use.c:14:9: warning: [rcu-dereference-protected] rcu_dereference_protected(f->b, lockdep_rtnl_is_held()) without holding rtnl_mutex; operstate_show() has no caller in the tree that protects it (in use_b)
#   access: rcu_dereference_protected(f->b, lockdep_rtnl_is_held())
#   chain: operstate_show() (sysfs.c:29)
#   root: no-caller
#   tier: lower
# use.c:19:9: warning: [rcu-dereference-protected] rcu_dereference_protected(f->b, lockdep_rtnl_is_held()) without holding rtnl_mutex; mtu_show() has no caller in the tree that protects it (in use_c)
#   access: rcu_dereference_protected(f->b, lockdep_rtnl_is_held())
#   chain: mtu_show() (sysfs.c:36)
#   root: no-caller
#   tier: lower
# check-output-end
