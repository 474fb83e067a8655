// SPDX-License-Identifier: GPL-2.0
/* The tree's readers handed to spatch, read back (audit/learned.h). */
#include "audit/learned.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

static char *read_env_file(const char *var)
{
	const char *path = getenv(var);

	return path && *path ? read_file(path, NULL) : NULL;
}

void learned_readers_each(learned_fn fn, void *arg)
{
	char *text = read_env_file("RCUCHECK_READERS");

	for (char *line = text, *nl; line && *line; line = nl ? nl + 1 : line + strlen(line)) {
		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		if (!starts_with(line, "#define "))
			continue;
		char *name = line + 8, *end = name + strcspn(name, "( \t"), *what = end;

		/* past the parameters: "NAME(a, b) PRIMITIVE(...)" */
		if (*what == '(')
			what += strcspn(what, ")");
		if (*what)
			what++;
		*end = '\0';
		fn(LEARNED_WRAPPER, name, what + strspn(what, " \t"), arg);
	}
	free(text);
	text = read_env_file("RCUCHECK_READER_CALLS");
	for (char *line = text, *nl; line && *line; line = nl ? nl + 1 : line + strlen(line)) {
		char *col[3] = { line, NULL, NULL };

		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		for (int c = 1; c < 3 && col[c - 1]; c++)
			if ((col[c] = strchr(col[c - 1], '\t')))
				*col[c]++ = '\0';
		if (!col[2])
			continue;
		if (!strcmp(col[0], "lock")) {
			fn(LEARNED_LOCK_RELEASE, col[1], col[2], arg);
		} else if (!strcmp(col[0], "-")) {
			fn(LEARNED_ENDS, col[1], col[2], arg);
		} else {
			fn(LEARNED_ENTERS, col[0], col[2], arg);
			fn(LEARNED_PAIR_END, col[1], col[2], arg);
		}
	}
	free(text);
}
