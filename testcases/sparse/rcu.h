/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The RCU, locking and preemption primitives the way Linux 6.1 defines
 * them for sparse (__CHECKER__) with CONFIG_PROVE_RCU, CONFIG_PREEMPT_RCU
 * and CONFIG_PROVE_LOCKING, cut down to what the test inputs use.  The
 * checker must see in these inputs what it sees in a kernel build: the
 * context annotations, the calls the inlined primitives leave behind and
 * the lockdep_rcu_suspicious() call guarded by the lockdep condition.
 */
#ifndef RCUCHECK_TEST_RCU_H
#define RCUCHECK_TEST_RCU_H

#define __rcu		__attribute__((noderef, address_space(__rcu)))
#define __force		__attribute__((force))
#define __kernel	__attribute__((address_space(0)))
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __must_hold(x)	__attribute__((context(x,1,1)))
#define __acquire(x)	__context__(x,1)
#define __release(x)	__context__(x,-1)
#define __cond_lock(x,c)	((c) ? ({ __acquire(x); 1; }) : 0)

typedef _Bool bool;
#define true 1
#define false 0
#define NULL ((void *)0)
#define barrier() __asm__ __volatile__("": : :"memory")
#define READ_ONCE(x) (*(const volatile typeof(x) *)&(x))
#define WRITE_ONCE(x, val) (*(volatile typeof(x) *)&(x) = (val))

struct lockdep_map { const char *name; };
typedef struct raw_spinlock { int raw_lock; struct lockdep_map dep_map; } raw_spinlock_t;
typedef struct spinlock {
	union {
		struct raw_spinlock rlock;
		struct { char __padding[4]; struct lockdep_map dep_map; };
	};
} spinlock_t;
typedef struct { int raw_lock; struct lockdep_map dep_map; } rwlock_t;
struct mutex { long owner; struct lockdep_map dep_map; };
struct srcu_struct { int srcu_idx; struct lockdep_map dep_map; };

/* kernel/sched/core.c, kernel/softirq.c: out of line with PROVE_LOCKING */
extern int __preempt_count;
static inline void __preempt_count_add(int val) { __preempt_count += val; }
static inline void __preempt_count_sub(int val) { __preempt_count -= val; }
static inline bool __preempt_count_dec_and_test(void) { return !--__preempt_count; }
extern void __preempt_schedule(void);
#define preempt_disable()	do { __preempt_count_add(1); barrier(); } while (0)
#define preempt_enable()	do { barrier(); if (__preempt_count_dec_and_test()) __preempt_schedule(); } while (0)

extern void __local_bh_disable_ip(unsigned long ip, unsigned int cnt);
extern void __local_bh_enable_ip(unsigned long ip, unsigned int cnt);
#define SOFTIRQ_DISABLE_OFFSET	512
#define local_bh_disable()	__local_bh_disable_ip(0, SOFTIRQ_DISABLE_OFFSET)
#define local_bh_enable()	__local_bh_enable_ip(0, SOFTIRQ_DISABLE_OFFSET)

static inline void arch_local_irq_disable(void) { __asm__ __volatile__("cli" : : : "memory"); }
static inline void arch_local_irq_enable(void) { __asm__ __volatile__("sti" : : : "memory"); }
extern void trace_hardirqs_on(void);
extern void trace_hardirqs_off(void);
#define local_irq_disable()	do { arch_local_irq_disable(); trace_hardirqs_off(); } while (0)
#define local_irq_enable()	do { trace_hardirqs_on(); arch_local_irq_enable(); } while (0)

/* include/linux/spinlock_api_smp.h, rwlock_api_smp.h, mutex.h */
void _raw_spin_lock(raw_spinlock_t *lock) __acquires(lock);
void _raw_spin_unlock(raw_spinlock_t *lock) __releases(lock);
void _raw_spin_lock_bh(raw_spinlock_t *lock) __acquires(lock);
void _raw_spin_unlock_bh(raw_spinlock_t *lock) __releases(lock);
void _raw_read_lock(rwlock_t *lock) __acquires(lock);
void _raw_read_unlock(rwlock_t *lock) __releases(lock);
static inline void spin_lock(spinlock_t *lock) { _raw_spin_lock(&lock->rlock); }
static inline void spin_unlock(spinlock_t *lock) { _raw_spin_unlock(&lock->rlock); }
static inline void spin_lock_bh(spinlock_t *lock) { _raw_spin_lock_bh(&lock->rlock); }
static inline void spin_unlock_bh(spinlock_t *lock) { _raw_spin_unlock_bh(&lock->rlock); }
#define read_lock(lock)		_raw_read_lock(lock)
#define read_unlock(lock)	_raw_read_unlock(lock)
extern void mutex_lock_nested(struct mutex *lock, unsigned int subclass);
#define mutex_lock(lock) mutex_lock_nested(lock, 0)
extern void mutex_unlock(struct mutex *lock);

/* include/linux/lockdep.h */
extern int lock_is_held_type(const struct lockdep_map *lock, int read);
static inline int lock_is_held(const struct lockdep_map *lock) { return lock_is_held_type(lock, -1); }
#define lockdep_is_held(lock)	lock_is_held(&(lock)->dep_map)
extern int debug_locks;
#define WARN_ON(c)	({ int __ret_warn_on = !!(c); __ret_warn_on; })
#define lockdep_assert_held(l)	do { WARN_ON(debug_locks && !lockdep_is_held(l)); } while (0)

/* include/linux/rcupdate.h */
extern struct lockdep_map rcu_lock_map, rcu_bh_lock_map, rcu_sched_lock_map;
void __rcu_read_lock(void);
void __rcu_read_unlock(void);
extern void lock_acquire(struct lockdep_map *lock, unsigned int subclass, int trylock, int read, int check, struct lockdep_map *nest_lock, unsigned long ip);
extern void lock_release(struct lockdep_map *lock, unsigned long ip);
#define rcu_lock_acquire(map)	lock_acquire(map, 0, 0, 2, 0, NULL, 0)
#define rcu_lock_release(map)	lock_release(map, 0)
int debug_lockdep_rcu_enabled(void);
int rcu_read_lock_held(void);
int rcu_read_lock_bh_held(void);
int rcu_read_lock_sched_held(void);
int rcu_read_lock_any_held(void);
bool rcu_is_watching(void);
void lockdep_rcu_suspicious(const char *file, const int line, const char *s);

#define RCU_LOCKDEP_WARN(c, s)						\
	do {								\
		static bool __warned;					\
		if (debug_lockdep_rcu_enabled() && (c) &&		\
		    debug_lockdep_rcu_enabled() && !__warned) {		\
			__warned = true;				\
			lockdep_rcu_suspicious(__FILE__, __LINE__, s);	\
		}							\
	} while (0)

#define rcu_check_sparse(p, space) \
	((void)(((typeof(*p) space *)p) == p))
#define __rcu_dereference_check(p, local, c, space) \
({ \
	typeof(*p) *local = (typeof(*p) *__force)READ_ONCE(p); \
	RCU_LOCKDEP_WARN(!(c), "suspicious rcu_dereference_check() usage"); \
	rcu_check_sparse(p, space); \
	((typeof(*p) __force __kernel *)(local)); \
})
#define __rcu_dereference_protected(p, local, c, space) \
({ \
	RCU_LOCKDEP_WARN(!(c), "suspicious rcu_dereference_protected() usage"); \
	rcu_check_sparse(p, space); \
	((typeof(*p) __force __kernel *)(p)); \
})
#define rcu_dereference_check(p, c) \
	__rcu_dereference_check((p), __rcu_local, (c) || rcu_read_lock_held(), __rcu)
#define rcu_dereference_bh_check(p, c) \
	__rcu_dereference_check((p), __rcu_local, (c) || rcu_read_lock_bh_held(), __rcu)
#define rcu_dereference_sched_check(p, c) \
	__rcu_dereference_check((p), __rcu_local, (c) || rcu_read_lock_sched_held(), __rcu)
#define rcu_dereference_protected(p, c) \
	__rcu_dereference_protected((p), __rcu_local, (c), __rcu)
#define rcu_dereference(p)		rcu_dereference_check(p, 0)
#define rcu_dereference_bh(p)		rcu_dereference_bh_check(p, 0)
#define rcu_dereference_sched(p)	rcu_dereference_sched_check(p, 0)
#define rcu_assign_pointer(p, v)	do { rcu_check_sparse(p, __rcu); WRITE_ONCE(p, (typeof(p))(v)); } while (0)

static inline void rcu_read_lock(void)
{
	__rcu_read_lock();
	__acquire(RCU);
	rcu_lock_acquire(&rcu_lock_map);
	RCU_LOCKDEP_WARN(!rcu_is_watching(), "rcu_read_lock() used illegally while idle");
}

static inline void rcu_read_unlock(void)
{
	RCU_LOCKDEP_WARN(!rcu_is_watching(), "rcu_read_unlock() used illegally while idle");
	__release(RCU);
	__rcu_read_unlock();
	rcu_lock_release(&rcu_lock_map);
}

static inline void rcu_read_lock_bh(void)
{
	local_bh_disable();
	__acquire(RCU_BH);
	rcu_lock_acquire(&rcu_bh_lock_map);
}

static inline void rcu_read_unlock_bh(void)
{
	rcu_lock_release(&rcu_bh_lock_map);
	__release(RCU_BH);
	local_bh_enable();
}

static inline void rcu_read_lock_sched(void)
{
	preempt_disable();
	__acquire(RCU_SCHED);
	rcu_lock_acquire(&rcu_sched_lock_map);
}

static inline void rcu_read_unlock_sched(void)
{
	rcu_lock_release(&rcu_sched_lock_map);
	__release(RCU_SCHED);
	preempt_enable();
}

/* include/linux/srcu.h */
int __srcu_read_lock(struct srcu_struct *ssp) __acquires(ssp);
void __srcu_read_unlock(struct srcu_struct *ssp, int idx) __releases(ssp);
#ifdef SRCU_HELD_INLINE
/* 6.1's, under CONFIG_DEBUG_LOCK_ALLOC */
static inline int srcu_read_lock_held(const struct srcu_struct *ssp)
{
	if (!debug_lockdep_rcu_enabled())
		return 1;
	return lock_is_held(&ssp->dep_map);
}
#else
int srcu_read_lock_held(const struct srcu_struct *ssp);
#endif
static inline int srcu_read_lock(struct srcu_struct *ssp) __acquires(ssp)
{
	int retval;

	retval = __srcu_read_lock(ssp);
	rcu_lock_acquire(&(ssp)->dep_map);
	return retval;
}
static inline void srcu_read_unlock(struct srcu_struct *ssp, int idx) __releases(ssp)
{
	rcu_lock_release(&(ssp)->dep_map);
	__srcu_read_unlock(ssp, idx);
}
#define srcu_dereference_check(p, ssp, c) \
	__rcu_dereference_check((p), __rcu_local, (c) || srcu_read_lock_held(ssp), __rcu)
#define srcu_dereference(p, ssp) srcu_dereference_check(p, ssp, 0)

/* The shape every test uses: a global RCU-protected pointer. */
struct foo {
	int a;
	struct foo *next;
};

#endif
