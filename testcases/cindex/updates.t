# check-name: index --dump: RCU update sites with their object (list head, global, struct T.field), list node, the locks held (taken before and not released, lockdep_assert_held(), a guard, a member lock as "->lock") and the grace period after them
# check-command: rcucheck index --dump updates.c
# check-output-contains: func unreg
# check-output-contains: update reg 11 list_add_rcu object=ftrace_direct_funcs node=struct ftrace_direct_func.next held=direct_mutex gp=-
# check-output-contains: update unreg 18 list_del_rcu object=- node=struct ftrace_direct_func.next held=direct_mutex gp=synchronize_rcu
# check-output-contains: update setops 25 rcu_assign_pointer object=struct ftrace_ops.func_hash node=- held=->lock gp=-
# check-output-contains: update setops 27 RCU_INIT_POINTER object=struct ftrace_ops.func_hash node=- held=- gp=-
# check-output-contains: update setops 29 rcu_assign_pointer object=global_ptr node=- held=big_mutex gp=-
