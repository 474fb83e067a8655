# check-name: audit: a call after the end of a bh reader (rcu_read_unlock_bh(), local_bh_enable()) is outside it, as before its start: flow_renew() calls flow_find() after its rcu_read_unlock_bh(), reported with the line the section ended (before: quiet, the call-site rule saw the rcu_read_lock_bh() on every path to the call and took it as held); the call between local_bh_disable() and local_bh_enable(), and the one under spin_lock_bh() after an ended section, stay quiet
# check-command: rcucheck audit --no-tree -C bh-after-unlock --tier=all
# check-exit-value: 1
# check-output-start
# flow.c:18:11: warning: [rcu-dereference] rcu_dereference_bh(t->head) outside rcu_read_lock_bh(); reached from system call flowctl(); flow_renew() calls it after its rcu_read_lock_bh() section ended at line 28 (in flow_find)
#   blame: flow_renew() (flow.c:29)
#   access: rcu_dereference_bh(t->head)
#   chain: flow_renew() (flow.c:29) <- flowctl() (flow.c:60)
#   root: syscall
# flow.c:18:47: warning: [rcu-dereference] rcu_dereference_bh(f->next) outside rcu_read_lock_bh(); reached from system call flowctl(); flow_renew() calls it after its rcu_read_lock_bh() section ended at line 28 (in flow_find)
#   blame: flow_renew() (flow.c:29)
#   access: rcu_dereference_bh(f->next)
#   chain: flow_renew() (flow.c:29) <- flowctl() (flow.c:60)
#   root: syscall
# check-output-end
