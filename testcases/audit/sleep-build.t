# check-name: audit: only what the checked build holds sleeps: a definition in a file kbuild builds only under PREEMPT_RT (obj-$(CONFIG_PREEMPT_RT), inside "ifdef CONFIG_PREEMPT_RT", a directory built only so) does not make read_lock() or write_lock_irq() a sleeper (getpriority(), setpgid()), one built under another config too does, as does one built always; another architecture's definition does not count (arch/ia64's show_regs() in print_fatal_signal()), the checked one's does (x86 by default); a lock taken and dropped on one condition ends its section at the second test for every path after it (prlimit64()'s copy_to_user()), not for a call between the tests, not after an unconditional lock, not on a path that jumps past the test
# check-command: rcucheck audit --no-tree --sleep-only --tier=all -C sleep-build kernel/
# check-exit-value: 1
# check-output-start
# kernel/sys.c:44:2: warning: [rcu-sleep-in-reader] both_lock(m) may sleep inside the read-side critical section of rcu_read_lock() (line 43): both_lock() -> mutex_lock() at kernel/locking/rtboth.c:4 (in sys_built)
#   access: both_lock(m)
#   held: rcu_read_lock()
#   root: local
# kernel/sys.c:45:2: warning: [rcu-sleep-in-reader] always_lock(m) may sleep inside the read-side critical section of rcu_read_lock() (line 43): always_lock() -> mutex_lock() at kernel/locking/mutex.c:4 (in sys_built)
#   access: always_lock(m)
#   held: rcu_read_lock()
#   root: local
# kernel/sys.c:62:2: warning: [rcu-sleep-in-reader] x86_wait() may sleep with preemption disabled: preempt_disable() (line 61): x86_wait() -> msleep() at arch/x86/kernel/process_64.c:10 (atomic context, not an RCU reader proper) (in sys_arch_own)
#   access: x86_wait()
#   held: preempt_disable()
#   root: local
#   tier: lower
# kernel/sys.c:84:6: warning: [rcu-sleep-in-reader] copy_to_user(mid, &ret, sizeof(ret)) may sleep with a spinlock held: read_lock(&tasklist_lock) (line 78) (atomic context, not an RCU reader proper) (in sys_cond_lock)
#   access: copy_to_user(mid, &ret, sizeof(ret))
#   held: read_lock(&tasklist_lock)
#   root: local
#   tier: lower
# kernel/sys.c:109:2: warning: [rcu-sleep-in-reader] msleep(2) may sleep with a spinlock held: spin_lock(&sys_lock) (line 105) (atomic context, not an RCU reader proper) (in sys_cond_spin)
#   access: msleep(2)
#   held: spin_lock(&sys_lock)
#   root: local
#   tier: lower
# kernel/sys.c:123:2: warning: [rcu-sleep-in-reader] msleep(3) may sleep with a spinlock held: spin_lock(&sys_lock) (line 116) (atomic context, not an RCU reader proper) (in sys_cond_goto)
#   access: msleep(3)
#   held: spin_lock(&sys_lock)
#   root: local
#   tier: lower
# check-output-end
# check-name: audit: ARCH=ia64 checks ia64: its show_regs() and its own sleeper count, x86's do not
# check-command: rcucheck audit --no-tree --sleep-only --tier=all -C sleep-build kernel/
# check-env: ARCH=ia64
# check-exit-value: 1
# check-output-start
# kernel/sys.c:44:2: warning: [rcu-sleep-in-reader] both_lock(m) may sleep inside the read-side critical section of rcu_read_lock() (line 43): both_lock() -> mutex_lock() at kernel/locking/rtboth.c:4 (in sys_built)
#   access: both_lock(m)
#   held: rcu_read_lock()
#   root: local
# kernel/sys.c:45:2: warning: [rcu-sleep-in-reader] always_lock(m) may sleep inside the read-side critical section of rcu_read_lock() (line 43): always_lock() -> mutex_lock() at kernel/locking/mutex.c:4 (in sys_built)
#   access: always_lock(m)
#   held: rcu_read_lock()
#   root: local
# kernel/sys.c:53:2: warning: [rcu-sleep-in-reader] show_regs(regs) may sleep with preemption disabled: preempt_disable() (line 52): show_regs() -> get_user() at arch/ia64/kernel/process.c:7 (atomic context, not an RCU reader proper) (in sys_show)
#   access: show_regs(regs)
#   held: preempt_disable()
#   root: local
#   tier: lower
# kernel/sys.c:54:2: warning: [rcu-sleep-in-reader] arch_only_sleeper() may sleep with preemption disabled: preempt_disable() (line 52): arch_only_sleeper() -> msleep() at arch/ia64/kernel/process.c:13 (atomic context, not an RCU reader proper) (in sys_show)
#   access: arch_only_sleeper()
#   held: preempt_disable()
#   root: local
#   tier: lower
# kernel/sys.c:84:6: warning: [rcu-sleep-in-reader] copy_to_user(mid, &ret, sizeof(ret)) may sleep with a spinlock held: read_lock(&tasklist_lock) (line 78) (atomic context, not an RCU reader proper) (in sys_cond_lock)
#   access: copy_to_user(mid, &ret, sizeof(ret))
#   held: read_lock(&tasklist_lock)
#   root: local
#   tier: lower
# kernel/sys.c:109:2: warning: [rcu-sleep-in-reader] msleep(2) may sleep with a spinlock held: spin_lock(&sys_lock) (line 105) (atomic context, not an RCU reader proper) (in sys_cond_spin)
#   access: msleep(2)
#   held: spin_lock(&sys_lock)
#   root: local
#   tier: lower
# kernel/sys.c:123:2: warning: [rcu-sleep-in-reader] msleep(3) may sleep with a spinlock held: spin_lock(&sys_lock) (line 116) (atomic context, not an RCU reader proper) (in sys_cond_goto)
#   access: msleep(3)
#   held: spin_lock(&sys_lock)
#   root: local
#   tier: lower
# check-output-end
# check-name: audit: ARCH=x86_64 is x86 by the tree's top Makefile (SRCARCH): the same report as the default
# check-command: rcucheck audit --no-tree --sleep-only --tier=all -C sleep-build kernel/
# check-env: ARCH=x86_64
# check-exit-value: 1
# check-output-start
# kernel/sys.c:44:2: warning: [rcu-sleep-in-reader] both_lock(m) may sleep inside the read-side critical section of rcu_read_lock() (line 43): both_lock() -> mutex_lock() at kernel/locking/rtboth.c:4 (in sys_built)
#   access: both_lock(m)
#   held: rcu_read_lock()
#   root: local
# kernel/sys.c:45:2: warning: [rcu-sleep-in-reader] always_lock(m) may sleep inside the read-side critical section of rcu_read_lock() (line 43): always_lock() -> mutex_lock() at kernel/locking/mutex.c:4 (in sys_built)
#   access: always_lock(m)
#   held: rcu_read_lock()
#   root: local
# kernel/sys.c:62:2: warning: [rcu-sleep-in-reader] x86_wait() may sleep with preemption disabled: preempt_disable() (line 61): x86_wait() -> msleep() at arch/x86/kernel/process_64.c:10 (atomic context, not an RCU reader proper) (in sys_arch_own)
#   access: x86_wait()
#   held: preempt_disable()
#   root: local
#   tier: lower
# kernel/sys.c:84:6: warning: [rcu-sleep-in-reader] copy_to_user(mid, &ret, sizeof(ret)) may sleep with a spinlock held: read_lock(&tasklist_lock) (line 78) (atomic context, not an RCU reader proper) (in sys_cond_lock)
#   access: copy_to_user(mid, &ret, sizeof(ret))
#   held: read_lock(&tasklist_lock)
#   root: local
#   tier: lower
# kernel/sys.c:109:2: warning: [rcu-sleep-in-reader] msleep(2) may sleep with a spinlock held: spin_lock(&sys_lock) (line 105) (atomic context, not an RCU reader proper) (in sys_cond_spin)
#   access: msleep(2)
#   held: spin_lock(&sys_lock)
#   root: local
#   tier: lower
# kernel/sys.c:123:2: warning: [rcu-sleep-in-reader] msleep(3) may sleep with a spinlock held: spin_lock(&sys_lock) (line 116) (atomic context, not an RCU reader proper) (in sys_cond_goto)
#   access: msleep(3)
#   held: spin_lock(&sys_lock)
#   root: local
#   tier: lower
# check-output-end
