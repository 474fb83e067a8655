/*
 * check-name: index: function-like macros, #if 0, unbalanced #if/#else
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file macros.c
 * func with_lock macro line 35-41 flags=sched
 * call with_lock -> spin_lock 37:3
 * call with_lock -> spin_unlock 40:3
 * func show macro line 43-43
 * call show -> pr_info 43:25
 * func user static line 45-52
 * call user -> LOCAL 49:6
 * call user -> after_local 51:13
 * func LOCAL macro line 48-48
 * call LOCAL -> local_helper 48:18
 * func live static line 62-65
 * call live -> live_call 64:9
 * func branches static line 71-82
 * call branches -> first_branch 75:3
 * call branches -> second_branch 78:3
 * call branches -> last_call 81:9
 * func after_branches line 84-87
 * call after_branches -> final_call 86:9
 * ref t
 * ref x
 * check-output-end
 */
#include <linux/kernel.h>

#define OBJECT_LIKE	call_ignored(1)
#define NOT_FUNCTION_LIKE (x) paren_ignored(x)

/* Takes the lock, then calls @fn(@arg). */
#define with_lock(lock, fn, arg)	\
	do {				\
		spin_lock(lock);	\
		fn(arg);		\
		helper_##fn(arg);	\
		spin_unlock(lock);	\
	} while (0)

#define show(name, ...) pr_info(#name ": %d\n", ##__VA_ARGS__)

static int user(struct thing *t)
{
	int n;
#define LOCAL(x) local_helper(x, t)
	n = LOCAL(t->a);
#undef LOCAL
	return n + after_local(t);
}

#if 0
static int dead(void)
{
	return never_called();
}
#endif

#if 1
static int live(void)
{
	return live_call();
}
#else
static int other_live(void
{
#endif

static int branches(int x)
{
#ifdef CONFIG_A
	if (x) {
		first_branch(x);
#else
	if (!x) {
		second_branch(x);
#endif
	}
	return last_call(x);
}

int after_branches(void)
{
	return final_call();
}
