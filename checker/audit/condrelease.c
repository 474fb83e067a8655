// SPDX-License-Identifier: GPL-2.0
/* A release under a condition a later exit test repeats (audit/condrelease.h). */
#include "audit/condrelease.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

/* The condition of the "if (C)" that ends just before @p in @rest, squeezed; NULL when none. */
static char *if_before(const char *rest, const char *p)
{
	const char *c = p, *o;
	int depth = 0;

	while (c > rest && (c[-1] == ' ' || c[-1] == '\t' || c[-1] == '\n'))
		c--;
	if (c == rest || c[-1] != ')')
		return NULL;
	for (o = c - 1; o >= rest; o--) {
		depth += (*o == ')') - (*o == '(');
		if (!depth)
			break;
	}
	if (o < rest)
		return NULL;
	const char *i = o;

	while (i > rest && (i[-1] == ' ' || i[-1] == '\t'))
		i--;
	if (i - rest < 2 || strncmp(i - 2, "if", 2) || (i - 2 > rest && is_ident_char(i[-3])))
		return NULL;
	if (memchr(o + 1, '(', (size_t)(c - 1 - (o + 1))))
		return NULL;	/* a call: its value may change */
	return str_squeezed(o + 1, (size_t)(c - 1 - (o + 1)));
}

/*
 * The end of the statement that starts at @s (after an "else"): past its
 * block's "}", past its ";", or past a whole "if (C) S [else S]" chain.
 * NULL when it does not end in the text.
 */
static const char *statement_end(const char *s)
{
	int depth = 0;

	s = text_skip_blanks(s);
	if (!strncmp(s, "if", 2) && !is_ident_char(s[2])) {
		const char *c = text_skip_blanks(s + 2);

		if (*c != '(')
			return NULL;
		for (; *c; c++) {
			depth += (*c == '(') - (*c == ')');
			if (!depth)
				break;
		}
		if (!*c || !(s = statement_end(c + 1)))
			return NULL;
		const char *e = text_skip_blanks(s);

		return !strncmp(e, "else", 4) && !is_ident_char(e[4]) ? statement_end(e + 4) : s;
	}
	if (*s == '{') {
		for (const char *c = s; *c; c++) {
			depth += (*c == '{') - (*c == '}');
			if (!depth)
				return c + 1;
		}
		return NULL;
	}
	for (; *s; s++) {
		depth += (*s == '(') - (*s == ')');
		if (!depth && *s == ';')
			return s + 1;
	}
	return NULL;
}

/*
 * Is @x inside the "else" of a block that holds the lock, one that
 * encloses the start of @rest (right after the lock's call)? That way
 * never took the lock: 6.12 do_mbind()'s "if (scratch) { mmap_write_lock(mm);
 * ...; if (err) mmap_write_unlock(mm); } else err = -ENOMEM;".
 */
static bool in_lockless_else(const char *rest, const char *x)
{
	int depth = 0;

	for (const char *c = rest; c < x; c++) {
		if (*c == '{') {
			depth++;
		} else if (*c == '}' && depth) {
			depth--;
		} else if (*c == '}') {
			const char *e = text_skip_blanks(c + 1), *end;

			if (strncmp(e, "else", 4) || is_ident_char(e[4]))
				continue;
			end = statement_end(e + 4);
			if (!end || end > x)
				return true;
			c = end - 1;
		}
	}
	return false;
}

/*
 * Is an identifier of @cond assigned ("x =", "x++", "&x") in [a, b), on
 * a way that holds the lock taken at the start of @rest?
 */
static bool cond_touched(const char *cond, const char *rest, const char *a, const char *b)
{
	for (const char *c = cond; *c; c++) {
		const char *e = c;

		if (!is_ident_char(*c) || (c > cond && is_ident_char(c[-1])))
			continue;
		while (is_ident_char(*e))
			e++;
		size_t n = (size_t)(e - c);

		for (const char *q = a; q + n <= b; q++) {
			if (strncmp(q, c, n) || (q > a && is_ident_char(q[-1])) || is_ident_char(q[n]))
				continue;
			const char *after = text_skip_blanks(q + n), *before = q;

			while (before > a && (before[-1] == ' ' || before[-1] == '\t'))
				before--;
			if (((after[0] == '=' && after[1] != '=') || (after[0] && after[1] == '=' &&
								       strchr("+-*/|&^", after[0])) ||
			     !strncmp(after, "++", 2) || !strncmp(after, "--", 2) ||
			     (before > a && before[-1] == '&' && (before - 1 == a || before[-2] != '&'))) &&
			    !in_lockless_else(rest, q))
				return true;
		}
		c = e - 1;
	}
	return false;
}

bool release_undone_by_repeat_test(const char *rest, const char *p)
{
	char *cond = if_before(rest, p);
	const char *semi = strchr(p, ';');
	bool undone = false;

	if (!cond || !semi || !*cond) {
		free(cond);
		return false;
	}
	for (const char *q = strstr(semi, "if"); q && !undone; q = strstr(q + 2, "if")) {
		const char *o = text_skip_blanks(q + 2), *c;
		int depth = 0;

		if (is_ident_char(q[-1]) || is_ident_char(q[2]) || *o != '(')
			continue;
		for (c = o; *c; c++) {
			depth += (*c == '(') - (*c == ')');
			if (!depth)
				break;
		}
		if (!*c)
			break;
		char *again = str_squeezed(o + 1, (size_t)(c - o - 1));
		bool same = !strcmp(again, cond);

		free(again);
		if (!same)
			continue;
		if (cond_touched(cond, rest, semi, q))
			break;
		const char *s = text_skip_blanks(c + 1);

		if (!strncmp(s, "return", 6) && !is_ident_char(s[6])) {
			undone = true;
		} else if (!strncmp(s, "goto", 4) && !is_ident_char(s[4])) {
			const char *l = text_skip_blanks(s + 4), *e = l;

			while (is_ident_char(*e))
				e++;
			undone = e > l && !text_has_label(rest, l, (size_t)(e - l));
		}
		break;	/* the first repeat decides */
	}
	free(cond);
	return undone;
}
