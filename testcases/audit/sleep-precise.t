# check-name: audit: the sleep rule's default tier is RCU readers proper (rcu_read_lock(), _bh(), a tree's wrapper named as the file calls it, a spinlock inside a reader); a call resolves to the caller's own header's static, not another directory's of the same name (rtl8180's and rtl8187's rtl818x_ioread32()), and to a parent directory's header (mt76.h's mt76_settle(); its mt76_poll() macro, not mt7601u's function of the name); calls made for their section are quiet in the section they drop (cond_resched_rcu() in rcu_read_lock(), wait_event_lock_irq() under its lock) and reported in another (a bh reader; a reader around the lock); a sleep only under CONFIG_MMIOTRACE (iounmap()) is none, one only on a condition (console_unlock(); a PCM stream's lock, a mutex only when nonatomic: snd_pcm_period_elapsed()) not default, nor through a callee; a helper that ends its caller's reader around its sleep (rcu_lock_break()) quiet; audit_log_start() by its gfp_t flags (GFP_ATOMIC quiet, GFP_KERNEL reported); an iov_iter copy (faults only for a user-backed iterator) and blk_mq_poll() (sleeps only without BLK_POLL_NOSLEEP) not default; a call through a local or parameter pointer named like a tree's function (ip6_icmp.c's send) quiet, the function itself reported
# check-command: rcucheck audit --no-tree --sleep-only -C sleep-precise
# check-exit-value: 1
# check-output-start
# drivers/mt/mt7915/mac.c:8:2: warning: [rcu-sleep-in-reader] mt76_settle(&dev->mt76) may sleep inside the read-side critical section of rcu_read_lock() (line 6): mt76_settle() -> msleep() at drivers/mt/mt76.h:8 (in mt7915_poll)
#   access: mt76_settle(&dev->mt76)
#   held: rcu_read_lock()
#   root: local
# drivers/rtl/r87/dev.c:9:6: warning: [rcu-sleep-in-reader] rtl_ioread32(priv, &priv->map->status) may sleep inside the read-side critical section of rcu_read_lock() (line 8): rtl_ioread32() -> rtl_ioread32_idx() -> mutex_lock() at drivers/rtl/r87/io.c:7 (in r87_status)
#   access: rtl_ioread32(priv, &priv->map->status)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:10:2: warning: [rcu-sleep-in-reader] mutex_lock(&d->lock) may sleep inside the read-side critical section of pwr_read_lock() (line 9) (in pr_wrapper)
#   access: mutex_lock(&d->lock)
#   held: pwr_read_lock()
#   root: local
# kernel/precise.c:31:2: warning: [rcu-sleep-in-reader] msleep(2) may sleep inside the read-side critical section of rcu_read_lock() (line 29) (in pr_both)
#   access: msleep(2)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:58:2: warning: [rcu-sleep-in-reader] wait_event_lock_irq(d->wq, d->ready, d->lock) may sleep inside the read-side critical section of rcu_read_lock() (line 56) (in pr_wait_locked)
#   access: wait_event_lock_irq(d->wq, d->ready, d->lock)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:105:2: warning: [rcu-sleep-in-reader] audit_log_start(audit_context(), GFP_KERNEL, AUDIT_AVC) may sleep inside the read-side critical section of rcu_read_lock() (line 103) (in pr_audit)
#   access: audit_log_start(audit_context(), GFP_KERNEL, AUDIT_AVC)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:141:2: warning: [rcu-sleep-in-reader] send(fd, buf, 8) may sleep inside the read-side critical section of rcu_read_lock() (line 140): send() -> __sys_sendto() -> copy_from_user() at net/socket.c:4 (in pr_real_send)
#   access: send(fd, buf, 8)
#   held: rcu_read_lock()
#   root: local
# check-output-end
# check-name: audit --tier=all: a sleep with a spinlock held or preemption off only is the lower tier, said in the message (atomic context); cond_resched_lock() under its own lock quiet, under another lower; the _locked wait under its wait queue's lock quiet; console_unlock() lower, as on a condition
# check-command: rcucheck audit --no-tree --sleep-only --tier=all -C sleep-precise
# check-exit-value: 1
# check-output-start
# drivers/mt/mt7915/mac.c:8:2: warning: [rcu-sleep-in-reader] mt76_settle(&dev->mt76) may sleep inside the read-side critical section of rcu_read_lock() (line 6): mt76_settle() -> msleep() at drivers/mt/mt76.h:8 (in mt7915_poll)
#   access: mt76_settle(&dev->mt76)
#   held: rcu_read_lock()
#   root: local
# drivers/rtl/r87/dev.c:9:6: warning: [rcu-sleep-in-reader] rtl_ioread32(priv, &priv->map->status) may sleep inside the read-side critical section of rcu_read_lock() (line 8): rtl_ioread32() -> rtl_ioread32_idx() -> mutex_lock() at drivers/rtl/r87/io.c:7 (in r87_status)
#   access: rtl_ioread32(priv, &priv->map->status)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:10:2: warning: [rcu-sleep-in-reader] mutex_lock(&d->lock) may sleep inside the read-side critical section of pwr_read_lock() (line 9) (in pr_wrapper)
#   access: mutex_lock(&d->lock)
#   held: pwr_read_lock()
#   root: local
# kernel/precise.c:19:2: warning: [rcu-sleep-in-reader] msleep(1) may sleep with a spinlock held: spin_lock(&pr_lock) (line 18) (atomic context, not an RCU reader proper) (in pr_atomic)
#   access: msleep(1)
#   held: spin_lock(&pr_lock)
#   root: local
#   tier: lower
# kernel/precise.c:22:2: warning: [rcu-sleep-in-reader] mutex_lock(&d->lock) may sleep with preemption disabled: preempt_disable() (line 21) (atomic context, not an RCU reader proper) (in pr_atomic)
#   access: mutex_lock(&d->lock)
#   held: preempt_disable()
#   root: local
#   tier: lower
# kernel/precise.c:31:2: warning: [rcu-sleep-in-reader] msleep(2) may sleep inside the read-side critical section of rcu_read_lock() (line 29) (in pr_both)
#   access: msleep(2)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:58:2: warning: [rcu-sleep-in-reader] wait_event_lock_irq(d->wq, d->ready, d->lock) may sleep inside the read-side critical section of rcu_read_lock() (line 56) (in pr_wait_locked)
#   access: wait_event_lock_irq(d->wq, d->ready, d->lock)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:70:2: warning: [rcu-sleep-in-reader] cond_resched_lock(&d->lock) may sleep with a spinlock held: spin_lock(&pr_lock) (line 69): cond_resched_lock() -> __might_resched() at include/linux/sched.h:10 (atomic context, not an RCU reader proper) (in pr_resched_lock)
#   access: cond_resched_lock(&d->lock)
#   held: spin_lock(&pr_lock)
#   root: local
#   tier: lower
# kernel/precise.c:78:2: warning: [rcu-sleep-in-reader] console_unlock() may sleep, on a condition its text does not settle, inside the read-side critical section of rcu_read_lock() (line 77) (in pr_conditional)
#   access: console_unlock()
#   held: rcu_read_lock()
#   root: local
#   tier: lower
# kernel/precise.c:105:2: warning: [rcu-sleep-in-reader] audit_log_start(audit_context(), GFP_KERNEL, AUDIT_AVC) may sleep inside the read-side critical section of rcu_read_lock() (line 103) (in pr_audit)
#   access: audit_log_start(audit_context(), GFP_KERNEL, AUDIT_AVC)
#   held: rcu_read_lock()
#   root: local
# kernel/precise.c:114:2: warning: [rcu-sleep-in-reader] _copy_from_iter(d->buf, 8, it) may sleep, on a condition its text does not settle, inside the read-side critical section of rcu_read_lock() (line 113) (in pr_iter)
#   access: _copy_from_iter(d->buf, 8, it)
#   held: rcu_read_lock()
#   root: local
#   tier: lower
# kernel/precise.c:115:2: warning: [rcu-sleep-in-reader] blk_mq_poll(d->q, d->cookie, NULL, d->flags) may sleep, on a condition its text does not settle, inside the read-side critical section of rcu_read_lock() (line 113) (in pr_iter)
#   access: blk_mq_poll(d->q, d->cookie, NULL, d->flags)
#   held: rcu_read_lock()
#   root: local
#   tier: lower
# kernel/precise.c:141:2: warning: [rcu-sleep-in-reader] send(fd, buf, 8) may sleep inside the read-side critical section of rcu_read_lock() (line 140): send() -> __sys_sendto() -> copy_from_user() at net/socket.c:4 (in pr_real_send)
#   access: send(fd, buf, 8)
#   held: rcu_read_lock()
#   root: local
# check-output-end
