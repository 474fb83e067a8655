// SPDX-License-Identifier: GPL-2.0
/* A field call on a branch its object's state decides (audit/fieldbranch.h). */
#include "audit/fieldbranch.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

/* The offset of line @line, column @col (1-based) of @t, or -1. */
static long offset_at(const char *t, int line, int col)
{
	const char *p = t;

	for (int l = 1; *p && l < line; p++)
		l += *p == '\n';
	if (!*p)
		return -1;
	return (long)(p - t) + col - 1;
}

static long skip_back_ws(const char *t, long i)
{
	while (i > 0 && isspace((unsigned char)t[i - 1]))
		i--;
	return i;
}

/* Is the word ending at @end (exclusive) of @t "@w"? */
static bool word_before(const char *t, long end, const char *w)
{
	long n = (long)strlen(w);

	return end >= n && !strncmp(t + end - n, w, (size_t)n) &&
	       (end == n || !is_ident_char(t[end - n - 1]));
}

/* The '(' that the ')' at @close closes, scanning back; -1 when none. */
static long open_of(const char *t, long close)
{
	int depth = 0;

	for (long i = close; i >= 0; i--) {
		if (t[i] == ')')
			depth++;
		else if (t[i] == '(' && --depth == 0)
			return i;
	}
	return -1;
}

/* The ')' that closes the '(' at @open; -1 when none. */
static long close_of(const char *t, long open, long end)
{
	int depth = 0;

	for (long i = open; i < end; i++) {
		if (t[i] == '(')
			depth++;
		else if (t[i] == ')' && --depth == 0)
			return i;
	}
	return -1;
}

/* [a, b) of @t with its runs of blanks made one space, trimmed. */
static char *collapsed(const char *t, long a, long b)
{
	struct strbuf sb = STRBUF_INIT;

	for (long i = a; i < b; i++) {
		if (isspace((unsigned char)t[i])) {
			if (sb.len && sb.buf[sb.len - 1] != ' ')
				sb_putc(&sb, ' ');
			continue;
		}
		sb_putc(&sb, t[i]);
	}
	while (sb.len && sb.buf[sb.len - 1] == ' ')
		sb.buf[--sb.len] = '\0';
	return sb_detach(&sb);
}

/* Does [a, b) of @t name @w as a whole word? */
static bool names_word(const char *t, long a, long b, const char *w)
{
	long n = (long)strlen(w);

	for (long i = a; i + n <= b; i++)
		if (!strncmp(t + i, w, (size_t)n) && (i == a || !is_ident_char(t[i - 1])) &&
		    (i + n == b || !is_ident_char(t[i + n])))
			return true;
	return false;
}

/*
 * The statement start before @x (past the ';', '{' or '}' that ends the
 * one before), *@bound the offset of that character (-1 at the text's
 * start); -1 when @x is inside brackets (a condition, an argument).
 */
static long statement_start(const char *t, long x, long *bound)
{
	int depth = 0;

	for (long i = x; i > 0; i--) {
		char ch = t[i - 1];

		if (ch == ')' || ch == ']') {
			depth++;
		} else if (ch == '(' || ch == '[') {
			if (!depth)
				return -1;
			depth--;
		} else if (!depth && (ch == ';' || ch == '{' || ch == '}')) {
			*bound = i - 1;
			return i;
		}
	}
	*bound = -1;
	return 0;
}

char *field_branch_condition(const char *text, int first, int line, int col, const char *base)
{
	char *t = c_text_blanked(text, strlen(text));
	long x = offset_at(t, line - first + 1, col), len = (long)strlen(t), bound, s, open = -1;
	long ca = -1, cb = -1;
	char *cond = NULL;

	if (x < 0 || x > len || (s = statement_start(t, x, &bound)) < 0)
		goto out;
	/* "if (C) call;" or "} else if (C) call;" */
	while (s < x && isspace((unsigned char)t[s]))
		s++;
	if (!strncmp(t + s, "else", 4) && !is_ident_char(t[s + 4]))
		for (s += 4; s < x && isspace((unsigned char)t[s]); s++)
			;
	if (!strncmp(t + s, "if", 2) && !is_ident_char(t[s + 2])) {
		long o = s + 2, c;

		while (o < x && isspace((unsigned char)t[o]))
			o++;
		if (t[o] == '(' && (c = close_of(t, o, x)) > o) {
			ca = o + 1;
			cb = c;
		}
	} else if (bound >= 0) {
		/* the block that holds the statement: "if (C) {" or "else if (C) {" */
		int depth = 0;

		for (long i = bound + 1; i > 0 && open < 0; i--) {
			if (t[i - 1] == '}')
				depth++;
			else if (t[i - 1] == '{' && depth-- == 0)
				open = i - 1;
		}
		long e = open >= 0 ? skip_back_ws(t, open) : 0, o;

		if (e > 0 && t[e - 1] == ')' && (o = open_of(t, e - 1)) >= 0 &&
		    word_before(t, skip_back_ws(t, o), "if")) {
			ca = o + 1;
			cb = e - 1;
		}
	}
	if (ca >= 0 && names_word(t, ca, cb, base))
		cond = collapsed(t, ca, cb);
out:
	free(t);
	return cond;
}

char *field_call_base(const char *call_text)
{
	size_t n = 0;

	while (is_ident_char(call_text[n]))
		n++;
	if (!n || !(call_text[n] == '.' || (call_text[n] == '-' && call_text[n + 1] == '>')))
		return NULL;
	return xstrndup(call_text, n);
}
