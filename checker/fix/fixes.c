// SPDX-License-Identifier: GPL-2.0
#include "fix/fixes.h"

#include <stdlib.h>
#include <string.h>
#include "lib/git.h"

#define MARK "@@rcucheck "

/* Is diff line @l a comment line (git's range may run past the function's end)? */
static bool is_comment(const char *l)
{
	const char *t = skip_spaces(l + 1);

	return starts_with(t, "*") || starts_with(t, "/*") || starts_with(t, "//");
}

/* Does diff line @l take the reader of @flavor out ("-") of the function? */
static bool drops_reader(const char *l, const char *flavor)
{
	char *guard = str_printf("guard(%s)", flavor), *spaced = str_printf("guard (%s)", flavor);
	bool yes = *l == '-' && !starts_with(l, "---") && !is_comment(l) &&
		   (strstr(l, flavor_lock_name(flavor)) || strstr(l, flavor_unlock_name(flavor)) ||
		    strstr(l, guard) || strstr(l, spaced));

	free(guard);
	free(spaced);
	return yes;
}

/* Does diff line @l add ("+") an access the plan fixes in its own function? */
static bool adds_access(const char *l, const struct fix_plan *pl)
{
	if (*l != '+' || starts_with(l, "+++") || is_comment(l))
		return false;
	for (size_t i = 0; i < pl->nsites; i++)
		if (!strcmp(pl->sites[i].access_fn, pl->function) && pl->sites[i].access &&
		    strstr(l, pl->sites[i].access))
			return true;
	return false;
}

char *fix_fixes_tag(const char *root, const struct fix_plan *pl)
{
	char *range = str_printf(":%s:%s", pl->function, pl->file);
	struct strbuf out = STRBUF_INIT;
	char *tag = NULL;
	/* one commit's header: hash, parents, subject */
	char hash[41] = "", *subject = NULL;
	bool has_parent = false;

	/* only the tree's own history: a directory inside another repository has none */
	if (!git_is_top(root) ||
	    git(root, NULL, &out, "log", "--no-color", "-L", range,
		"--format=" MARK "%H%x09%P%x09%s", NULL)) {
		free(range);
		sb_free(&out);
		return NULL;
	}
	for (char *save = NULL, *l = strtok_r(out.buf, "\n", &save); l && !tag;
	     l = strtok_r(NULL, "\n", &save)) {
		if (starts_with(l, MARK)) {
			char *h = l + strlen(MARK), *p = strchr(h, '\t'), *s = p ? strchr(p + 1, '\t') : NULL;

			snprintf(hash, sizeof(hash), "%.*s", p ? (int)(p - h) : 0, h);
			has_parent = p && s && s > p + 1;
			free(subject);
			subject = s ? str_dup(s + 1) : NULL;
		} else if (*hash && has_parent && subject &&
			   (drops_reader(l, pl->flavor) || adds_access(l, pl))) {
			tag = str_printf("Fixes: %.12s (\"%s\")", hash, subject);
		}
	}
	free(subject);
	free(range);
	sb_free(&out);
	return tag;
}
