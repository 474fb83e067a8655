// SPDX-License-Identifier: GPL-2.0
#include "lib/git.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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

/* Is @root the top of a git work tree? (An enclosing repository's history is not the tree's.) */
bool git_is_top(const char *root)
{
	static char *last_root;
	static bool last;
	struct strbuf out = STRBUF_INIT;

	if (last_root && !strcmp(last_root, root))
		return last;
	free(last_root);
	last_root = str_dup(root);
	last = false;
	if (!git(root, NULL, &out, "rev-parse", "--show-toplevel", NULL)) {
		char *top = realpath(rtrim(out.buf), NULL), *want = realpath(root, NULL);

		last = top && want && !strcmp(top, want);
		free(top);
		free(want);
	}
	sb_free(&out);
	return last;
}
