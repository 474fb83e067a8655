# check-name: audit: a call after the one section that disabled preemption or bottom halves has ended (spin_lock(); spin_unlock(); call, preempt_disable(); preempt_enable(); call, spin_lock_irqsave(); spin_unlock_irqrestore(); call, spin_lock_bh(); spin_unlock_bh(); call) is where its function began: from a system call that holds nothing, each is reported; a call inside the section, after an inner section while the outer lock holds, and in a helper whose only caller holds a spinlock are quiet (rcu_callsite.cocci un_sched_after_section, un_bh_after_section)
# check-command: rcucheck audit --no-tree --no-cache -C sched-after-section
# check-exit-value: 1
# check-output-start
# ring.c:26:25: warning: [rcu-dereference] rcu_dereference_sched(r->ops) outside rcu_read_lock_sched(); reached from system call ring_after_unlock() (in ring_weight_unlocked)
#   access: rcu_dereference_sched(r->ops)
#   chain: ring_after_unlock() (ring.c:71)
#   root: syscall
# ring.c:33:25: warning: [rcu-dereference] rcu_dereference_sched(r->ops) outside rcu_read_lock_sched(); reached from system call ring_after_preempt() (in ring_weight_enabled)
#   access: rcu_dereference_sched(r->ops)
#   chain: ring_after_preempt() (ring.c:79)
#   root: syscall
# ring.c:40:25: warning: [rcu-dereference] rcu_dereference_sched(r->ops) outside rcu_read_lock_sched(); reached from system call ring_after_irqrestore() (in ring_weight_restored)
#   access: rcu_dereference_sched(r->ops)
#   chain: ring_after_irqrestore() (ring.c:89)
#   root: syscall
# ring.c:47:25: warning: [rcu-dereference] rcu_dereference_bh(r->bh_ops) outside rcu_read_lock_bh(); reached from system call ring_bh_after_unlock() (in ring_bh_weight_unlocked)
#   access: rcu_dereference_bh(r->bh_ops)
#   chain: ring_bh_after_unlock() (ring.c:97)
#   root: syscall
# check-output-end
