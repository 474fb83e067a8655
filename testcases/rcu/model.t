# check-name: the RCU model loads all its data files
# check-command: rcu-model
# check-output-start
# check-output-end

# check-name: the RCU model's key facts
# check-command: rcu-model rcu_read_lock rcu_read_unlock rcu_read_lock_bh srcu_read_lock spin_lock_bh spin_lock_irqsave mutex_lock rtnl_lock rcu spinlock_bh rcu_read_lock_held rcu_read_lock_any_held srcu_read_lock_held lockdep_is_held lockdep_tasklist_lock_is_held() _raw_spin_lock_bh _raw_spin_unlock_irqrestore _raw_spin_lock __rcu_read_lock __preempt_count_add arch_local_irq_restore lock_is_held_type lockdep_tasklist_lock_is_held mutex_lock_nested up_read raw_spin_rq_lock_nested lockdep_rcu_suspicious WARN_ON RCU_LOCKDEP_WARN lockdep_assert lockdep_assert_in_rcu_read_lock EXPORT_SYMBOL_GPL __x64_sys_kill no_such_thing
# check-output-start
# rcu_read_lock: primitive=rcu call=rcu enters=rcu not-lock-name
# rcu_read_unlock: primitive
# rcu_read_lock_bh: primitive=bh call=bh enters=bh not-lock-name
# srcu_read_lock: primitive=srcu call=srcu enters=srcu not-lock-name
# spin_lock_bh: primitive=bh,sched call=bh,sched
# spin_lock_irqsave: primitive=sched,irqs call=sched
# mutex_lock: primitive=sleeps call=sleeps guard=sleeps callee=sleep-lock not-lock-name
# rtnl_lock: primitive=sleeps call=sleeps
# rcu: primitive=rcu guard=rcu
# spinlock_bh: guard=bh,sched
# rcu_read_lock_held: primitive=rcu held=rcu callee=held,inlined callee-held=rcu
# rcu_read_lock_any_held: primitive=rcu,bh,sched held=rcu,bh,sched callee=held,inlined callee-held=rcu,bh,sched
# srcu_read_lock_held: primitive=srcu held=srcu callee=held,inlined callee-held=srcu
# lockdep_is_held: lock-predicate
# lockdep_tasklist_lock_is_held(): lockdep-helper=tasklist_lock
# _raw_spin_lock_bh: callee=bh-off
# _raw_spin_unlock_irqrestore: callee=irq-restore
# _raw_spin_lock: callee=ignore
# __rcu_read_lock: callee=ignore
# __preempt_count_add: callee=preempt-add,inlined
# arch_local_irq_restore: callee=irq-restore,inlined
# lock_is_held_type: callee=lock-held
# lockdep_tasklist_lock_is_held: callee=helper-held callee-lock=tasklist_lock
# mutex_lock_nested: call=sleeps guard=sleeps callee=sleep-lock
# up_read: callee=sleep-unlock
# raw_spin_rq_lock_nested: callee=rq-lock
# lockdep_rcu_suspicious: callee=suspicious
# WARN_ON: assertion=warn
# RCU_LOCKDEP_WARN: assertion=warn
# lockdep_assert: assertion=assert
# lockdep_assert_in_rcu_read_lock: assertion=reader
# EXPORT_SYMBOL_GPL: export-macro
# __x64_sys_kill: syscall-entry syscall=kill
# no_such_thing: unknown
# check-output-end
