/*
 * check-name: index: static, inline, exported and syscall definitions
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file functions.c
 * func twice static inline line 52-55
 * call twice -> helper 54:9
 * func helper static line 58-63
 * call helper -> check_one 60:6
 * call helper -> check_two 60:23
 * call helper -> other 60:36
 * call helper -> compute 62:9
 * call helper -> ->start 62:53
 * call helper -> ->stop 62:65
 * func setup_thing line 66-72
 * call setup_thing -> more 69:9
 * call setup_thing -> step 70:3
 * call setup_thing -> twice 71:9
 * func lookup_thing static inline line 75-78
 * call lookup_thing -> find 77:13
 * func exported_one line 80-87
 * call exported_one -> limit 82:22
 * call exported_one -> kind 83:11
 * call exported_one -> do_one 85:4
 * func setthing syscall line 91-94
 * call setthing -> do_setthing 93:9
 * func compat_sys_getthing syscall line 96-99
 * call compat_sys_getthing -> put_user 98:9
 * call compat_sys_getthing -> do_getthing 98:18
 * func memcpy_disk static line 101-105
 * call memcpy_disk -> memcpy 104:2
 * ref x
 * ref t
 * ref i
 * ref which
 * ref who
 * ref value
 * ref out
 * ref dest
 * ref src
 * ref len
 * export setup_thing
 * export exported_one
 * export exported_one_ns
 * check-output-end
 */
#include <linux/syscalls.h>

static int helper(int x);

static inline int twice(int x)
{
	return helper(x) * 2;
}

static int
helper(int x)
{
	if (check_one(x) && !check_two(x, other(x)))
		return 0;
	return compute(sizeof(struct foo), (long)(x), ops->start(x), s.stop(x));
}

int __init __attribute__((nonnull(1))) noinline
setup_thing(struct thing *t, unsigned long flags) __acquires(&t->lock)
	__releases(&t->lock)
{
	while (more(t))
		step(t);
	return twice(t->n);
}
EXPORT_SYMBOL_GPL(setup_thing);

static __always_inline void *lookup_thing(struct thing *t)
{
	return t ? find(t) : NULL;
}

void exported_one(void)
{
	for (int i = 0; i < limit(); i++)
		switch (kind(i)) {
		case 1:
			do_one(i);
		}
}
EXPORT_SYMBOL(exported_one);
EXPORT_SYMBOL_NS(exported_one_ns, THING);

SYSCALL_DEFINE3(setthing, int, which, int, who, int, value)
{
	return do_setthing(which, who, value);
}

COMPAT_SYSCALL_DEFINE2(getthing, int, which, compat_int_t __user *, out)
{
	return put_user(do_getthing(which), out);
}

static void memcpy_disk(void *dest, const void *src, size_t len)
	__dm_written_to_disk(src)
{
	memcpy(dest, src, len);
}
