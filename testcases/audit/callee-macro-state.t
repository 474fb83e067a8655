# check-name: audit: a call of a function that needs its caller's reader through a header inline and two macros (6.1 task_css() -> task_css_check() -> task_css_set_check(): the macro's parameter __c given task_css()'s false), whose condition has a term on the data's state ("(task)->flags & PF_EXITING"): default tier when the chain holds a lock instead (a mutex) and no function on it tests the flag; lower when nothing is held or the caller tests PF_EXITING; quiet under rcu_read_lock(), under css_set_lock (named by the condition), and under task_lock() (a spinlock disables preemption, which rcu_read_lock_sched_held() accepts: recall injection 08)
# check-command: rcucheck audit --no-tree -C callee-macro-state --tier=all mm/
# check-exit-value: 1
# check-output-start
# mm/memcontrol.c:15:7: warning: [rcu-callee] task_css(victim, memory_cgrp_id) outside rcu_read_lock() and without holding cgroup_mutex or css_set_lock; held instead: oom_lock; it needs its caller's reader: task_css() -> task_css_check() at include/linux/cgroup.h:9: rcu_dereference_check via task_css_set_check; its condition also holds while PF_EXITING is set, but the chain holds a lock instead and never tests it; reached from system call oom_group() (in get_oom_group)
#   access: task_css(victim, memory_cgrp_id)
#   held: oom_lock
#   chain: oom_group() (mm/memcontrol.c:22)
#   root: syscall
# mm/memcontrol.c:48:9: warning: [rcu-callee] task_css(p, memory_cgrp_id) outside rcu_read_lock() and without holding cgroup_mutex or css_set_lock; it needs its caller's reader: task_css() -> task_css_check() at include/linux/cgroup.h:9: rcu_dereference_check via task_css_set_check; its condition also holds while PF_EXITING is set, which the text does not settle; reached from system call bare() (in bare_id)
#   access: task_css(p, memory_cgrp_id)
#   chain: bare() (mm/memcontrol.c:53)
#   root: syscall
#   tier: lower
# mm/memcontrol.c:63:8: warning: [rcu-callee] task_css(p, memory_cgrp_id) outside rcu_read_lock() and without holding cgroup_mutex or css_set_lock; held instead: oom_lock; it needs its caller's reader: task_css() -> task_css_check() at include/linux/cgroup.h:9: rcu_dereference_check via task_css_set_check; its condition also holds while PF_EXITING is set, which the text does not settle; reached from system call exiting() (in exiting_id)
#   access: task_css(p, memory_cgrp_id)
#   held: oom_lock
#   chain: exiting() (mm/memcontrol.c:70)
#   root: syscall
#   tier: lower
# check-output-end
