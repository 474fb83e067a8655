# check-name: audit: a header's static inline (include/linux/foo.h's foo_get_id()) is called from every file that includes the header: the search climbs to its callers in those files (bar_peek(), a system call: default tier) instead of ending at the header with no caller (lower tier); its caller under rcu_read_lock() is quiet, and a file with its own static foo_get_id() (drivers/baz.c) is no caller
# check-command: rcucheck audit --no-tree -C header-inline lib/
# check-exit-value: 1
# check-output-start
# lib/foo.c:6:9: warning: [rcu-dereference] rcu_dereference(h->foo) outside rcu_read_lock(); reached from system call bar_peek() (in __foo_get_id)
#   access: rcu_dereference(h->foo)
#   chain: foo_get_id() (include/linux/foo.h:10) <- bar_peek() (drivers/bar.c:8)
#   root: syscall
# check-output-end
