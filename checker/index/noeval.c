// SPDX-License-Identifier: GPL-2.0
/*
 * Never-evaluated macro operands (see noeval.h), from the text of the
 * tree's macro definitions and of the call around an access.
 */
#include "index/noeval.h"

#include <stdlib.h>
#include <string.h>

#define NOEVAL_DEPTH 4

void noeval_free(struct noeval *why)
{
	free(why->macro);
	free(why->when);
	free(why->site);
	memset(why, 0, sizeof(*why));
}

/* Lines @from..@to of @text joined, backslash-newlines dropped; the caller frees it. */
static char *def_text(const char *text, int from, int to)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = text;

	for (int l = 1; *p && l < from; p++)
		l += *p == '\n';
	for (int l = from; *p && l <= to; p++) {
		if (*p == '\\' && p[1] == '\n') {
			p++;
			l++;
			sb_putc(&sb, ' ');
			continue;
		}
		if (*p == '\n') {
			l++;
			if (l > to)
				break;
		}
		sb_putc(&sb, *p);
	}
	return sb_detach(&sb);
}

/* The index of the ')' that closes the '(' at @open of @s, or -1. */
static long close_of(const char *s, size_t open)
{
	int depth = 0;

	for (size_t i = open; s[i]; i++) {
		depth += (s[i] == '(') - (s[i] == ')');
		if (!depth)
			return (long)i;
	}
	return -1;
}

static bool word_at(const char *s, size_t i, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(s + i, w, n) && (i == 0 || !is_ident_char(s[i - 1])) &&
	       !is_ident_char(s[i + n]);
}

static bool macro_drops_arg(struct tindex *ti, const char *name, size_t k, int depth,
			    struct noeval *why);

/*
 * Is every use of @param in @body (a macro's replacement text) one that
 * evaluates nothing: inside sizeof()/typeof(), or an argument of a call
 * of a macro that drops it?
 */
static bool body_drops(struct tindex *ti, const char *body, const char *param, int depth)
{
	size_t n = strlen(body);
	char *unread = xcalloc(n + 1, 1);	/* 1: a byte no evaluation reads */
	bool ok = true;
	static const char *const unevaluated[] = { "sizeof", "typeof", "__typeof__", "__typeof",
						   "__builtin_types_compatible_p", NULL };

	for (size_t i = 0; i < n; i++) {
		if (!is_ident_char(body[i]) || (i && is_ident_char(body[i - 1])))
			continue;
		size_t e = i;

		while (is_ident_char(body[e]))
			e++;
		size_t o = e + strspn(body + e, " \t");

		if (body[o] != '(') {
			i = e - 1;
			continue;
		}
		long c = close_of(body, o);

		if (c < 0)
			break;
		bool drop = false;

		for (size_t u = 0; unevaluated[u] && !drop; u++)
			drop = word_at(body, i, unevaluated[u]);
		if (drop) {
			memset(unread + o, 1, (size_t)c - o);
		} else if (depth > 0) {
			/* each argument of a macro call that the macro drops */
			char *callee = xstrndup(body + i, e - i);
			size_t arg = 0, start = o + 1;
			int d = 0;

			for (size_t j = o + 1; j <= (size_t)c; j++) {
				d += (body[j] == '(') - (body[j] == ')');
				if ((body[j] == ',' && d == 0) || j == (size_t)c) {
					struct noeval w = { 0 };

					if (macro_drops_arg(ti, callee, arg, depth - 1, &w))
						memset(unread + start, 1, j - start);
					noeval_free(&w);
					arg++;
					start = j + 1;
				}
			}
			free(callee);
		}
		i = e - 1;
	}
	for (size_t i = 0; i < n && ok; i++)
		if (word_at(body, i, param) && !unread[i])
			ok = false;
	free(unread);
	return ok;
}

/*
 * The #if branch line @line of @text sits in, as "with CONFIG_X" or
 * "without CONFIG_X" (the innermost conditional naming a CONFIG_
 * symbol), else "in any configuration". The caller frees it.
 */
static char *branch_of(const char *text, int line)
{
	struct { char *sym; bool with; } st[32];
	int top = 0, l = 1;
	char *when;

	for (const char *p = text; *p && l < line; l++) {
		const char *e = strchr(p, '\n');
		const char *q = p + strspn(p, " \t");

		if (*q == '#') {
			q++;
			q += strspn(q, " \t");
			bool ifdef = !strncmp(q, "ifdef", 5), ifndef = !strncmp(q, "ifndef", 6);
			bool iff = !strncmp(q, "if", 2) && !ifdef && !ifndef;

			if ((ifdef || ifndef || iff) && top < 32) {
				const char *c = strstr(q, "CONFIG_");
				const char *bang = strchr(q, '!');

				if (c && e && c > e)
					c = NULL;
				st[top].sym = c ? xstrndup(c, strspn(c, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
								     "abcdefghijklmnopqrstuvwxyz0123456789_"))
						: NULL;
				st[top].with = !ifndef && !(iff && bang && bang < c);
				top++;
			} else if (!strncmp(q, "else", 4) || !strncmp(q, "elif", 4)) {
				if (top)
					st[top - 1].with = !st[top - 1].with;
			} else if (!strncmp(q, "endif", 5) && top) {
				free(st[--top].sym);
			}
		}
		if (!e)
			break;
		p = e + 1;
	}
	when = NULL;
	for (int i = top - 1; i >= 0 && !when; i--)
		if (st[i].sym)
			when = str_printf("%s %s", st[i].with ? "with" : "without", st[i].sym);
	for (int i = 0; i < top; i++)
		free(st[i].sym);
	return when ? when : str_dup("in any configuration");
}

/*
 * Does some definition of the macro @name drop its argument @k (0-based)?
 * The first that does fills @why.
 */
static bool macro_drops_arg(struct tindex *ti, const char *name, size_t k, int depth,
			    struct noeval *why)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);

	for (size_t j = 0; j < nd && j < 8; j++) {
		const char *text;
		char *def, *p, *param = NULL, *body;
		bool hit = false;

		if (!d[j].fn->is_macro || !tindex_kernel_file(tindex_path(ti, d[j].file)) ||
		    !(text = tindex_file_text(ti, d[j].file)))
			continue;
		def = def_text(text, d[j].fn->line, d[j].fn->end_line);
		p = strstr(def, name);
		if (p && p[strlen(name)] == '(') {
			char *open = p + strlen(name), *close = strchr(open, ')');

			size_t left = k;

			/* parameter k, not a variadic one */
			for (char *a = open + 1, *comma; close && a < close; a = comma + 1) {
				comma = memchr(a, ',', (size_t)(close - a));
				if (!comma)
					comma = close;
				if (left-- == 0) {
					a += strspn(a, " \t");
					size_t len = 0;

					while (a + len < comma && is_ident_char(a[len]))
						len++;
					if (len)
						param = xstrndup(a, len);
					break;
				}
			}
			body = close ? close + 1 : NULL;
			hit = param && body && body_drops(ti, body, param, depth);
		}
		if (hit) {
			/* body_drops() may have read other files: this one's text again */
			text = tindex_file_text(ti, d[j].file);
			why->macro = str_dup(name);
			why->when = text ? branch_of(text, d[j].fn->line) : str_dup("");
			why->site = str_printf("%s:%d", tindex_path(ti, d[j].file), d[j].fn->line);
		}
		free(param);
		free(def);
		if (hit)
			return true;
	}
	return false;
}

bool noeval_operand_at(struct tindex *ti, const char *path, int line, int col,
		       struct noeval *why)
{
	long id = tindex_file_id(ti, path);
	const char *t = id >= 0 ? tindex_file_text(ti, (unsigned)id) : NULL;
	char *text;
	const char *p;
	bool hit = false;

	memset(why, 0, sizeof(*why));
	if (!t)
		return false;
	text = c_text_blanked(t, strlen(t));
	p = text;
	for (int l = 1; *p && l < line; p++)
		l += *p == '\n';
	p += col > 0 ? col - 1 : 0;
	/* outward through the unclosed '(' before the access, to the statement */
	size_t arg = 0;
	int depth = 0;

	for (const char *q = p - 1; q >= text && !hit; q--) {
		if (*q == ')') {
			depth++;
		} else if (*q == '(' && depth) {
			depth--;
		} else if (*q == ',' && !depth) {
			arg++;
		} else if (*q == '(') {
			const char *e = q;

			while (e > text && (e[-1] == ' ' || e[-1] == '\t'))
				e--;
			const char *b = e;

			while (b > text && is_ident_char(b[-1]))
				b--;
			if (b < e) {
				char *name = xstrndup(b, (size_t)(e - b));

				hit = macro_drops_arg(ti, name, arg, NOEVAL_DEPTH, why);
				free(name);
			}
			arg = 0;
		} else if (*q == ';' || *q == '{' || *q == '}') {
			break;
		}
	}
	free(text);
	return hit;
}
