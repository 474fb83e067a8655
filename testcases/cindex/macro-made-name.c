/*
 * check-name: index: a function whose name a macro pastes, CONCATENATE(GENL_MAGIC_FAMILY, _genl_unregister)(void) of 6.12's genl_magic_func.h, is not filed under the macro's name: 6.12's strscpy() expands to a CONCATENATE(...) call, which resolved to these bodies and made every strscpy() in a reader sleep (genl_unregister_family() -> wait_event())
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file macro-made-name.c
 * func CONCATENATE macro line 22-22
 * call CONCATENATE -> __CONCAT 22:27
 * func GENL_MAGIC_FAMILY_genl_unregister static line 26-29
 * call GENL_MAGIC_FAMILY_genl_unregister -> genl_unregister_family 28:2
 * func exc_debug static line 31-34
 * func copy_name static line 36-39
 * call copy_name -> CONCATENATE 38:2
 * ref ZZZ_genl_family
 * ref __strscpy
 * ref dst
 * ref src
 * check-output-end
 */
#include <linux/wait.h>

#define CONCATENATE(a, b) __CONCAT(a, b)
#define GENL_MAGIC_FAMILY drbd
#define ZZZ_genl_family CONCATENATE(GENL_MAGIC_FAMILY, _genl_family)

static void CONCATENATE(GENL_MAGIC_FAMILY, _genl_unregister)(void)
{
	genl_unregister_family(&ZZZ_genl_family);
}

static int DEFINE_IDTENTRY(exc_debug)(void)
{
	return 0;
}

static void copy_name(char *dst, const char *src)
{
	CONCATENATE(__strscpy, 1)(dst, src, 8);
}
