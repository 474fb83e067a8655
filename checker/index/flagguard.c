// SPDX-License-Identifier: GPL-2.0
/* A local flag settled by an earlier block under a parameter's test (index/flagguard.h). */
#include "index/flagguard.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

/* Is "@flag =" (an assignment, not "==") at @i? */
static bool assigns(const char *t, long i, long end, const char *flag)
{
	long j;

	if (!text_word_at(t, i, end, flag))
		return false;
	j = text_skip_ws(t, i + (long)strlen(flag), end);
	return t[j] == '=' && t[j + 1] != '=';
}

/* The offset of label "@name:" as a statement in [a, b), or -1. */
static long label_at(const char *t, long a, long b, const char *name)
{
	size_t n = strlen(name);

	for (long i = a; i < b; i++) {
		if (!text_word_at(t, i, b, name))
			continue;
		long j = text_skip_ws(t, i + (long)n, b), k = i - 1;

		while (k >= a && (t[k] == ' ' || t[k] == '\t'))
			k--;
		if (j < b && t[j] == ':' && t[j + 1] != ':' && (k < a || t[k] == '\n' || t[k] == ';' ||
								  t[k] == '{' || t[k] == '}'))
			return i;
	}
	return -1;
}

/* The name of "goto NAME" at @i (a new string). */
static char *goto_label(const char *t, long i, long end)
{
	long a = text_skip_ws(t, i + 4, end), e = a;

	while (e < end && is_ident_char(t[e]))
		e++;
	return xstrndup(t + a, (size_t)(e - a));
}

/* The "if (!@flag) {" block last opened in [a, b): its '{' in *open, its '}' in *close. */
static bool flag_block(const char *t, long a, long b, const char *flag, long *open, long *close)
{
	bool found = false;

	for (long i = a; i < b; i++) {
		if (!text_word_at(t, i, b, "if"))
			continue;
		long o = text_skip_ws(t, i + 2, b), c, j;

		if (t[o] != '(' || (c = text_match_close(t, o, b)) < 0)
			continue;
		j = text_skip_ws(t, o + 1, c);
		if (t[j] != '!' || !text_word_at(t, text_skip_ws(t, j + 1, c), c, flag) ||
		    text_skip_ws(t, text_skip_ws(t, j + 1, c) + (long)strlen(flag), c) != c)
			continue;
		j = text_skip_ws(t, c + 1, b);
		if (t[j] == '{' && (c = text_match_close(t, j, b)) > 0) {
			*open = j;
			*close = c;
			found = true;
		}
	}
	return found;
}

/* Does the block [open, close] end with "@flag = true;" (or "= 1;")? */
static bool ends_setting(const char *t, long open, long close, const char *flag)
{
	long e = close - 1, s;

	while (e > open && isspace((unsigned char)t[e]))
		e--;
	if (t[e] != ';')
		return false;
	for (s = e - 1; s > open && t[s] != ';' && t[s] != '{' && t[s] != '}'; s--)
		;
	s = text_skip_ws(t, s + 1, e);
	if (!assigns(t, s, e, flag))
		return false;
	s = text_skip_ws(t, strchr(t + s, '=') - t + 1, e);
	return (text_word_at(t, s, e, "true") && text_skip_ws(t, s + 4, e) == e) ||
	       (t[s] == '1' && text_skip_ws(t, s + 1, e) == e);
}

char *flag_settled_exit(const char *t, long body_open, long test, const char *flag)
{
	long open = -1, close = -1, exit_if = -1;
	char *cond = NULL;

	if (!flag_block(t, body_open + 1, test, flag, &open, &close) ||
	    !ends_setting(t, open, close, flag))
		return NULL;
	/* nothing sets the flag again between the block and the test */
	for (long i = close + 1; i < test; i++)
		if (assigns(t, i, test, flag))
			return NULL;
	/* no jump from before the block past it: it would reach the test unsettled */
	for (long i = body_open + 1; i < open; i++) {
		if (!text_word_at(t, i, open, "goto"))
			continue;
		char *l = goto_label(t, i, open);
		bool past = label_at(t, close + 1, test, l) >= 0;

		free(l);
		if (past)
			return NULL;
	}
	/* the block's exits: a return or a jump beyond the test never reaches it */
	for (long i = open + 1; i < close; i++) {
		if (text_word_at(t, i, close, "break") || text_word_at(t, i, close, "continue"))
			return NULL;	/* out of a loop around the block: not followed */
		if (!text_word_at(t, i, close, "goto"))
			continue;
		char *l = goto_label(t, i, close);
		bool reaches = label_at(t, close + 1, test, l) >= 0;

		free(l);
		if (!reaches)
			continue;
		if (exit_if >= 0)
			return NULL;	/* two exits: a disjunction, not a guard */
		exit_if = i;
	}
	if (exit_if < 0)
		return NULL;
	/* at the block's own level: a nested if's test would be a further condition */
	for (long i = open + 1, depth = 0; i < exit_if; i++) {
		depth += (t[i] == '{') - (t[i] == '}');
		if (depth < 0 || (i + 1 == exit_if && depth))
			return NULL;
	}
	/* the exit is the body of "if (C)": C is what leaves the flag false */
	for (long i = open + 1; i < exit_if; i++) {
		long o, c;

		if (!text_word_at(t, i, exit_if, "if"))
			continue;
		o = text_skip_ws(t, i + 2, exit_if);
		if (t[o] == '(' && (c = text_match_close(t, o, exit_if)) > 0 &&
		    text_skip_ws(t, c + 1, exit_if) == exit_if) {
			free(cond);
			cond = xstrndup(t + o + 1, (size_t)(c - o - 1));
		}
	}
	return cond;
}
