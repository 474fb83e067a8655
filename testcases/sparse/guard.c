/*
 * check-name: sparse-rcu: guard(rcu)() and scoped_guard() end with their scope
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * guard.c:87:20: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in scoped)
 *   access: rcu_dereference(gp)
 *   chain: scoped
 *   root: scoped
 * guard.c:100:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (in inner_block)
 *   access: rcu_dereference(gp)
 *   chain: inner_block
 *   root: inner_block
 * guard.c:112:20: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names (in mutex_guard)
 *   access: rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))
 *   chain: mutex_guard
 *   root: mutex_guard
 * check-error-end
 *
 * include/linux/cleanup.h (backported to 6.1 stable; Debian's 6.1 uses
 * scoped_guard(rcu) in kernel/futex/syscalls.c): the unlock is a
 * variable's __attribute__((cleanup)), which sparse 0.6.4 ignores, so
 * without help the section would never end (and a mutex guard would be
 * held for the rest of the function).
 */
#include "rcu.h"

#define __cleanup(func)	__attribute__((__cleanup__(func)))
#define DEFINE_CLASS(_name, _type, _exit, _init, _init_args...)		\
typedef _type class_##_name##_t;					\
static inline void class_##_name##_destructor(_type *p)			\
{ _type _T = *p; _exit; }						\
static inline _type class_##_name##_constructor(_init_args)		\
{ _type t = _init; return t; }
#define CLASS(_name, var)						\
	class_##_name##_t var __cleanup(class_##_name##_destructor) =	\
		class_##_name##_constructor
#define DEFINE_GUARD(_name, _type, _lock, _unlock) \
	DEFINE_CLASS(_name, _type, _unlock, ({ _lock; _T; }), _type _T)
#define guard(_name)	CLASS(_name, __UNIQUE_ID_guard)
#define scoped_guard(_name, args...)					\
	for (CLASS(_name, scope)(args),					\
	     *done = NULL; !done; done = (void *)1)
#define __DEFINE_UNLOCK_GUARD(_name, _type, _unlock, ...)		\
typedef struct {							\
	_type *lock;							\
	__VA_ARGS__;							\
} class_##_name##_t;							\
									\
static inline void class_##_name##_destructor(class_##_name##_t *_T)	\
{									\
	if (_T->lock) { _unlock; }					\
}
#define __DEFINE_LOCK_GUARD_0(_name, _lock)				\
static inline class_##_name##_t class_##_name##_constructor(void)	\
{									\
	class_##_name##_t _t = { .lock = (void*)1 },			\
			 *_T = &_t;					\
	_lock;								\
	return _t;							\
}
#define DEFINE_LOCK_GUARD_0(_name, _lock, _unlock, ...)			\
__DEFINE_UNLOCK_GUARD(_name, void, _unlock, __VA_ARGS__)		\
__DEFINE_LOCK_GUARD_0(_name, _lock)

DEFINE_LOCK_GUARD_0(rcu, rcu_read_lock(), rcu_read_unlock())
DEFINE_GUARD(mutex, struct mutex *, mutex_lock(_T), mutex_unlock(_T))

struct foo __rcu *gp;
struct mutex foo_mutex;
void use(int a);

/* Inside the guard: protected, the return value too. */
int guarded_return(void)
{
	guard(rcu)();
	return rcu_dereference(gp)->a;
}

/* scoped_guard: protected inside, not after. */
int scoped(void)
{
	int a;

	scoped_guard(rcu) {
		a = rcu_dereference(gp)->a;
	}
	return a + rcu_dereference(gp)->a;
}

/* A guard in an inner block ends with the block. */
int inner_block(int x)
{
	int a = 0;

	if (x) {
		guard(rcu)();
		a = rcu_dereference(gp)->a;
	}
	use(a);
	return rcu_dereference(gp)->a;
}

/* The mutex guard: held for the condition, released at the end. */
int mutex_guard(void)
{
	int a;

	{
		guard(mutex)(&foo_mutex);
		a = rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
	}
	return a + rcu_dereference_protected(gp, lockdep_is_held(&foo_mutex))->a;
}
