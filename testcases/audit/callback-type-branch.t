# check-name: audit: a field call made without the reader only on a branch that tests the call's object, and under the reader otherwise (6.12 bpf_map_update_value(): map->ops->map_update_elem() bare only for cpumap, arena and struct_ops maps), is a guess which callback it reaches: lower tier, the condition in the message; the same branch with no call under the reader, or a bare call under a test of something else, stays default
# check-command: rcucheck audit --no-tree -C callback-type-branch --tier=all
# check-exit-value: 1
# check-output-start
# map.c:14:9: warning: [rcu-dereference] rcu_dereference(key->obj) outside rcu_read_lock(); storage_update() is called through ->update (stored at map.c:18); update_value() calls ->update without the reader only when map->map_type == MAP_TYPE_CPUMAP || map->map_type == MAP_TYPE_ARENA, and under it otherwise; reached from system call map_update() (in storage_update)
#   access: rcu_dereference(key->obj)
#   chain: update_value() (map.c:29, through map->ops->update()) <- map_update() (map.c:39)
#   root: syscall
#   tier: lower
# map.c:49:9: warning: [rcu-dereference] rcu_dereference(key->obj) outside rcu_read_lock(); ring_put() is called through ->put (stored at map.c:53); reached from system call ring_update() (in ring_put)
#   access: rcu_dereference(key->obj)
#   chain: ring_update() (map.c:59, through r->ops->put()) <- ring_update() (map.c:65)
#   root: syscall
# map.c:78:9: warning: [rcu-dereference] rcu_dereference(key->obj) outside rcu_read_lock(); lst_add() is called through ->add (stored at map.c:82); reached from system call lst_update(); lst_update() calls it after its rcu_read_unlock() at line 91 (in lst_add)
#   access: rcu_dereference(key->obj)
#   chain: lst_update() (map.c:93, through l->ops->add()) <- lst_update() (map.c:100)
#   root: syscall
# check-output-end
