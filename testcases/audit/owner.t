# check-name: audit: the reader's owner: a function that reads RCU-protected data, takes nothing and does not ask its callers for the reader (no _rcu name, contract or lockdep condition) is default tier when its chain ends at an exported function; under a callback, with an _rcu name, a contract comment, or the sched flavor (whose protection is mostly unseen) it keeps the lower tier
# check-command: rcucheck audit --no-tree --tier=all -C owner
# check-exit-value: 1
# check-output-start
# owner.c:18:20: warning: [rcu-dereference] rcu_dereference(items) outside rcu_read_lock(); item_id() takes nothing and does not ask its callers for the reader; item_id() is exported and no caller shown protects it (in item_id)
#   access: rcu_dereference(items)
#   root: exported
# owner.c:27:20: warning: [rcu-dereference] rcu_dereference(items) outside rcu_read_lock(); item_read() is reached only through a function pointer (in item_get)
#   access: rcu_dereference(items)
#   chain: item_read() (owner.c:34)
#   root: callback
#   tier: lower
# owner.c:40:20: warning: [rcu-dereference] rcu_dereference(items) outside rcu_read_lock(); item_show() is reached only through a function pointer (in item_show)
#   access: rcu_dereference(items)
#   root: callback
#   tier: lower
# owner.c:48:20: warning: [rcu-dereference] rcu_dereference(items) outside rcu_read_lock(); item_id_rcu() is exported and no caller shown protects it (in item_id_rcu)
#   access: rcu_dereference(items)
#   root: exported
#   tier: lower
# owner.c:70:7: warning: [rcu-dereference] rcu_dereference(items) outside rcu_read_lock(); held instead: items_lock; item_id_mutex() is exported and no caller shown protects it (in item_id_mutex)
#   access: rcu_dereference(items)
#   held: items_lock
#   root: exported
# owner.c:80:20: warning: [rcu-dereference] rcu_dereference_sched(sched_items) outside rcu_read_lock_sched(); item_probe() is reached only through a function pointer (in item_probe)
#   access: rcu_dereference_sched(sched_items)
#   root: callback
#   tier: lower
# check-output-end
