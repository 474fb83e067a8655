# check-name: audit: the ring buffer's reserve returns with preemption disabled, an RCU-sched reader its commit ends (the model's reader-calls, flavor sched): event_triggers_call()'s walk, called between __trace_buffer_lock_reserve() and __buffer_unlock_commit() as tracing_mark_write() does, is quiet, as under preempt_disable(); called after the commit, or with nothing held, reported
# check-command: rcucheck audit --no-tree -C reader-call-sched
# check-exit-value: 1
# check-output-start
# trig.c:16:2: warning: [rcu-list] list_for_each_entry_rcu(data, &file->triggers, list) outside any RCU reader; reached from system call mark_bare() (in trig_call)
#   blame: mark_bare() (trig.c:49)
#   access: list_for_each_entry_rcu(data, &file->triggers, list)
#   chain: mark_bare() (trig.c:49)
#   root: syscall
# trig.c:17:12: warning: [rcu-dereference] rcu_dereference_sched(data->filter) outside rcu_read_lock_sched(); reached from system call mark_bare() (in trig_call)
#   blame: mark_bare() (trig.c:49)
#   access: rcu_dereference_sched(data->filter)
#   chain: mark_bare() (trig.c:49)
#   root: syscall
# trig.c:28:2: warning: [rcu-list] list_for_each_entry_rcu(data, &file->triggers, list) outside any RCU reader; reached from system call mark_write() (in trig_post_call)
#   access: list_for_each_entry_rcu(data, &file->triggers, list)
#   chain: mark_write() (trig.c:43)
#   root: syscall
# check-output-end
