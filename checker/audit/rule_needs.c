// SPDX-License-Identifier: GPL-2.0
#include "audit/rule_needs.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/data.h"

static const struct {
	const char *rule, *first, *then;	/* space-separated lifecycle roles */
} rule_needs[] = {
	/*
	 * Every fact is an unlink, publish or replacement followed on a path
	 * of the same function by a free: a "free" row's call, or a call of a
	 * function of the file that frees its parameter (the rule's "freer",
	 * one call deep). Whole 6.1: 718 files with an unlink given it
	 * before, 378 with a function as above.
	 */
	{ "rcu_reclaim.cocci", "unlink publish replace", "free" },
};

/* The names of lifecycle rows of a role among @roles, into @names. */
static void role_names(const char *roles, struct strlist *names)
{
	const struct rcu_table *t = rcu_table("lifecycle");
	struct strlist want = STRLIST_INIT;
	char *copy = str_dup(roles), *save = NULL;

	for (char *r = strtok_r(copy, " ", &save); r; r = strtok_r(NULL, " ", &save))
		sl_push(&want, r);
	free(copy);
	for (size_t k = 0; k < t->nrows; k++)
		if (sl_contains(&want, rcu_col(t, &t->rows[k], 4, 1)))
			sl_push(names, rcu_col(t, &t->rows[k], 4, 0));
	sl_free(&want);
}

bool rule_need_load(const char *rule, struct rule_need *need)
{
	memset(need, 0, sizeof(*need));
	for (size_t i = 0; i < sizeof(rule_needs) / sizeof(rule_needs[0]); i++)
		if (!strcmp(rule_needs[i].rule, rule)) {
			role_names(rule_needs[i].first, &need->first);
			role_names(rule_needs[i].then, &need->then);
		}
	return need->first.n && need->then.n;
}

void rule_need_free(struct rule_need *need)
{
	sl_free(&need->first);
	sl_free(&need->then);
}

static bool any_name(const char *s, size_t len, const struct strlist *names)
{
	for (size_t i = 0; i < names->n; i++)
		if (memmem(s, len, names->v[i], strlen(names->v[i])))
			return true;
	return false;
}

static bool ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* Does @s (@len bytes) call @name: the word, then "(" past blanks? */
static bool calls(const char *s, size_t len, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = s, *end = s + len; (p = memmem(p, (size_t)(end - p), name, n));
	     p += n) {
		const char *q = p + n;

		if (p > s && ident_char(p[-1]))
			continue;
		while (q < end && isspace((unsigned char)*q))
			q++;
		if (q < end && *q == '(')
			return true;
	}
	return false;
}

/* The names before "(" in @s (@len bytes): a function's, or its annotations'. */
static void called_names(const char *s, size_t len, struct strlist *names)
{
	for (size_t i = 0; i < len; i++) {
		if (!ident_char(s[i]) || (i && ident_char(s[i - 1])))
			continue;
		size_t j = i;

		while (j < len && ident_char(s[j]))
			j++;
		size_t k = j;

		while (k < len && isspace((unsigned char)s[k]))
			k++;
		if (k < len && s[k] == '(' && !isdigit((unsigned char)s[i]))
			sl_push_owned(names, xstrndup(s + i, j - i));
		i = j;
	}
}

/*
 * Blanks @t's preprocessor directives (a line starting with '#', and its
 * continuation lines); true when one names a primitive of @need's.
 */
static bool blank_directives(char *t, size_t len, const struct rule_need *need)
{
	bool line_start = true;

	for (size_t i = 0; i < len; i++) {
		if (t[i] == '\n') {
			line_start = true;
			continue;
		}
		if (isspace((unsigned char)t[i]) || !line_start || t[i] != '#') {
			line_start = line_start && isspace((unsigned char)t[i]);
			continue;
		}
		size_t j = i;

		for (; j < len && !(t[j] == '\n' && t[j - 1] != '\\'); j++)
			;
		if (any_name(t + i, j - i, &need->first) || any_name(t + i, j - i, &need->then))
			return true;
		for (size_t k = i; k < j; k++)
			if (t[k] != '\n')
				t[k] = ' ';
		i = j - 1;
		line_start = false;
	}
	return false;
}

struct unit {
	size_t head, start, end;	/* the text before the body since the last one; "{" .. "}" */
};

bool rule_need_met(const struct rule_need *need, const char *code, size_t len)
{
	if (!need->first.n)
		return true;
	if (!any_name(code, len, &need->then))
		return false;

	char *t = xstrndup(code, len);
	struct unit *units = NULL;
	size_t nunits = 0, alloc = 0, head = 0, start = 0;
	long depth = 0;
	bool met = blank_directives(t, len, need);

	for (size_t i = 0; i < len && !met; i++) {
		if (t[i] == '{' && !depth++) {
			start = i;
		} else if (t[i] == '}') {
			if (--depth < 0)
				met = true;	/* not cut into bodies: may hold one */
			else if (!depth) {
				ALLOC_GROW(units, nunits, alloc);
				units[nunits++] = (struct unit){ head, start, i + 1 };
				head = i + 1;
			}
		}
	}
	met |= depth != 0;

	/* the functions whose body names a "then" primitive: calling one counts as one */
	struct strlist helpers = STRLIST_INIT;

	for (size_t u = 0; u < nunits && !met; u++)
		if (any_name(t + units[u].start, units[u].end - units[u].start, &need->then))
			called_names(t + units[u].head, units[u].start - units[u].head, &helpers);
	for (size_t u = 0; u < nunits && !met; u++) {
		const char *b = t + units[u].start;
		size_t n = units[u].end - units[u].start;

		if (!any_name(b, n, &need->first))
			continue;
		met = any_name(b, n, &need->then);
		for (size_t h = 0; h < helpers.n && !met; h++)
			met = calls(b, n, helpers.v[h]);
	}
	sl_free(&helpers);
	free(units);
	free(t);
	return met;
}
