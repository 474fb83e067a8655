// SPDX-License-Identifier: GPL-2.0
#include "lib/git.h"

#include <stdarg.h>

int git_run(const char *const args[], struct proc_opts *o, struct strbuf *out)
{
	struct strlist argv = STRLIST_INIT;
	int ret;

	sl_push(&argv, "git");
	sl_push(&argv, "-c");
	sl_push(&argv, "gc.auto=0");
	sl_push(&argv, "-c");
	sl_push(&argv, "maintenance.auto=false");
	for (size_t i = 0; args[i]; i++)
		sl_push(&argv, args[i]);
	ret = proc_run(sl_argv(&argv), o, out);
	sl_free(&argv);
	return ret;
}

int git(const char *dir, const char *const *env, struct strbuf *out, ...)
{
	struct strlist args = STRLIST_INIT;
	struct proc_opts o = { .cwd = dir, .env = env, .capture = true };
	struct strbuf junk = STRBUF_INIT;
	va_list ap;
	int ret;

	va_start(ap, out);
	for (const char *a = va_arg(ap, const char *); a; a = va_arg(ap, const char *))
		sl_push(&args, a);
	va_end(ap);
	ret = git_run((const char *const *)sl_argv(&args), &o, out ? out : &junk);
	sl_free(&args);
	sb_free(&junk);
	return ret;
}
