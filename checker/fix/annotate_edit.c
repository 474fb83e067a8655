// SPDX-License-Identifier: GPL-2.0
#include "fix/annotate_edit.h"

#include <ctype.h>
#include <string.h>
#include "lib/util.h"

char *add_must_hold(const char *src, int line, const char *name,
		    int *first_line, int *last_line, int *new_lines)
{
	const char *p = src;

	for (int l = 1; l < line && p; l++) {
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	if (!p)
		return NULL;
	const char *at = strstr(p, name);

	if (!at || (strchr(p, '\n') && at > strchr(p, '\n')))
		return NULL;
	at = strchr(at, '(');
	if (!at)
		return NULL;
	int depth = 0;

	for (; *at; at++) {
		if (*at == '(')
			depth++;
		else if (*at == ')' && !--depth)
			break;
		else if (*at == '{' || *at == ';')
			return NULL;
	}
	if (!*at)
		return NULL;
	at++;
	if (strstr(at, "__must_hold") && strstr(at, "__must_hold") < strchr(at, '{'))
		return NULL;	/* already there */
	struct strbuf sb = STRBUF_INIT;

	const char *bol = at;

	while (bol > src && bol[-1] != '\n')
		bol--;
	const char *eol = strchr(at, '\n');
	size_t width = (size_t)((eol ? eol : at + strlen(at)) - bol);

	sb_add(&sb, src, (size_t)(at - src));
	/* kernel style: within 80 columns, else on a line of its own */
	sb_puts(&sb, width + 17 <= 80 ? " __must_hold(RCU)" : "\n\t__must_hold(RCU)");
	sb_puts(&sb, at);
	*first_line = line;
	*last_line = line;
	for (const char *q = p; q < at; q++)
		if (*q == '\n')
			(*last_line)++;
	*new_lines = *last_line - line + 1 + (width + 17 > 80);
	return sb_detach(&sb);
}

char *add_rcu(const char *line, size_t len, const char *name)
{
	size_t nl = strlen(name);

	for (const char *at = line; (at = strstr(at, name)) && at < line + len;
	     at += nl) {
		if ((at > line && (isalnum((unsigned char)at[-1]) || at[-1] == '_')) ||
		    isalnum((unsigned char)at[nl]) || at[nl] == '_')
			continue;
		const char *star = at;

		while (star > line && (star[-1] == ' ' || star[-1] == '\t'))
			star--;
		if (star == line || star[-1] != '*')
			continue;
		/*
		 * The '*' next to the name is the pointer that is protected:
		 * "struct cpumask ***m" becomes "struct cpumask ** __rcu *m".
		 */
		const char *last = star - 1, *first = last;

		while (first > line && first[-1] == '*')
			first--;
		const char *before = last;

		while (before > line && (before[-1] == ' ' || before[-1] == '\t'))
			before--;
		/*
		 * "struct cfg *cur, *old;": __rcu among the specifiers would
		 * be old's too.  Such a line is left to a human.
		 */
		for (const char *c = line; c < line + len && *c != ';'; c++)
			if (*c == ',' || *c == '(')
				return NULL;
		if (before - line >= 5 && !strncmp(before - 5, "__rcu", 5))
			return NULL;	/* already */
		struct strbuf sb = STRBUF_INIT;

		sb_add(&sb, line, (size_t)(last - line));
		if (last == first && last > line && (last[-1] == ' ' || last[-1] == '\t'))
			sb_puts(&sb, "__rcu ");		/* "struct foo\t\t__rcu *p" */
		else
			sb_puts(&sb, last > line && last[-1] == ' ' ? "__rcu " : " __rcu ");
		sb_add(&sb, last, len - (size_t)(last - line));
		return sb_detach(&sb);
	}
	return NULL;
}
