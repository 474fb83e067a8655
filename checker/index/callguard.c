// SPDX-License-Identifier: GPL-2.0
/* The parameter tests a call of a function's body runs under (index/callguard.h). */
#include "index/callguard.h"
#include "index/flagguard.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define GUARD_MAX_ATOMS 8

void guard_free(struct guard *g)
{
	for (size_t i = 0; i < g->n; i++)
		sl_free(&g->v[i].labels);
	free(g->v);
	memset(g, 0, sizeof(*g));
}

static void atom_push(struct guard *g, enum guard_op op, int param, const struct strlist *labels)
{
	if (g->n >= GUARD_MAX_ATOMS)
		return;		/* fewer atoms: a call counted as made more often */
	ALLOC_GROW(g->v, g->n + 1, g->alloc);
	struct guard_atom *a = &g->v[g->n++];

	memset(a, 0, sizeof(*a));
	a->op = op;
	a->param = param;
	for (size_t i = 0; labels && i < labels->n; i++)
		sl_push(&a->labels, labels->v[i]);
}

void guard_and(struct guard *dst, const struct guard *src)
{
	for (size_t i = 0; i < src->n; i++)
		atom_push(dst, src->v[i].op, src->v[i].param, &src->v[i].labels);
}

void guard_copy(struct guard *dst, const struct guard *src)
{
	memset(dst, 0, sizeof(*dst));
	guard_and(dst, src);
}

char *guard_text(const struct guard *g, const struct strlist *params)
{
	static const char *const op[] = { "", "!", " in ", " not in ", " & ", " & ", "" };
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < g->n; i++) {
		const struct guard_atom *a = &g->v[i];
		const char *p = params && (size_t)a->param < params->n ? params->v[a->param] : "?";

		if (i)
			sb_puts(&sb, " && ");
		if (a->op == GUARD_MEMBER) {
			sb_puts(&sb, a->labels.n ? a->labels.v[0] : "?");
			continue;
		}
		if (a->op == GUARD_FALSE || a->op == GUARD_NOFLAG)
			sb_puts(&sb, "!");
		if (a->op == GUARD_FALSE)
			sb_puts(&sb, p);
		else
			sb_printf(&sb, "%s%s", a->op == GUARD_NOFLAG ? "(" : "", p);
		if ((a->op == GUARD_EQ || a->op == GUARD_NE) && a->labels.n == 1)
			sb_puts(&sb, a->op == GUARD_EQ ? " == " : " != ");
		else if (a->op != GUARD_TRUE && a->op != GUARD_FALSE)
			sb_puts(&sb, op[a->op]);
		for (size_t j = 0; j < a->labels.n; j++)
			sb_printf(&sb, "%s%s", j ? "|" : "", a->labels.v[j]);
		if (a->op == GUARD_NOFLAG)
			sb_puts(&sb, ")");
	}
	return sb_detach(&sb);
}

/* --- the text --- */

/* The offset of line @line, column @col (1-based) in @t, or -1. */
static long offset_of(const char *t, int line, int col)
{
	const char *p = t;

	for (int l = 1; *p && l < line; p++)
		l += *p == '\n';
	if (!*p && line > 1)
		return -1;
	return (long)(p - t) + col - 1;
}

/* The trimmed text of [a, b) as a new string. */
static char *span(const char *t, long a, long b)
{
	while (a < b && isspace((unsigned char)t[a]))
		a++;
	while (b > a && isspace((unsigned char)t[b - 1]))
		b--;
	return xstrndup(t + a, (size_t)(b - a));
}

/*
 * Where the definition of @name at line @line opens: *params_open at
 * its '(' and *body_open at its '{'; false when none.
 */
static bool find_def(const char *t, int line, const char *name, long *params_open,
		     long *body_open)
{
	long len = (long)strlen(t), i = offset_of(t, line, 1), close;
	size_t n = strlen(name);

	if (i < 0)
		return false;
	for (; i < len && t[i] != '\n'; i++)
		if (!strncmp(t + i, name, n) && (i == 0 || !is_ident_char(t[i - 1])) &&
		    !is_ident_char(t[i + n]))
			break;
	if (i >= len || t[i] == '\n')
		return false;
	i = text_skip_ws(t, i + (long)n, len);
	if (t[i] != '(' || (close = text_match_close(t, i, len)) < 0)
		return false;
	*params_open = i;
	/* attributes and the like between ')' and '{'; a ';' is a declaration */
	for (i = close + 1; i < len && t[i] != '{'; i++)
		if (t[i] == ';')
			return false;
	*body_open = i;
	return i < len;
}

/* Lines @first..@last of @text, blanked (c_text_blanked()); NULL when @text has no line @first. */
static char *lines_of(const char *text, int first, int last)
{
	long a = offset_of(text, first, 1), b;

	if (a < 0 || last < first)
		return NULL;
	b = a + offset_of(text + a, last - first + 2, 1);
	if (b < a)
		b = a + (long)strlen(text + a);
	return c_text_blanked(text + a, (size_t)(b - a));
}

bool func_params(const char *text, int line, int end_line, const char *name,
		 struct strlist *params)
{
	char *t = lines_of(text, line, end_line);
	long po, bo, close;
	bool ok = t && find_def(t, 1, name, &po, &bo);

	if (ok && (close = text_match_close(t, po, bo)) > po) {
		for (long a = po + 1, i = a, depth = 0; i <= close; i++) {
			if (t[i] == '(' || t[i] == '[')
				depth++;
			else if ((t[i] == ')' || t[i] == ']') && i < close)
				depth--;
			if (!(i == close || (t[i] == ',' && !depth)))
				continue;
			/* the name: of "(*cb)(...)", else the last identifier before any '[' */
			long e = i, s;
			const char *fp = memchr(t + a, '(', (size_t)(i - a));

			if (fp && fp[1] == '*') {
				s = fp - t + 2;
				for (e = s; is_ident_char(t[e]); e++)
					;
			} else {
				const char *br = memchr(t + a, '[', (size_t)(i - a));

				if (br)
					e = br - t;
				while (e > a && !is_ident_char(t[e - 1]))
					e--;
				for (s = e; s > a && is_ident_char(t[s - 1]); s--)
					;
			}
			char *p = xstrndup(t + s, (size_t)(e - s));

			/* "void" alone, or a type without a name */
			if (!strcmp(p, "void") || s == text_skip_ws(t, a, i))
				p[0] = '\0';
			sl_push_owned(params, p);
			a = i + 1;
		}
		if (params->n == 1 && !params->v[0][0]) {
			sl_free(params);
			memset(params, 0, sizeof(*params));
		}
	}
	free(t);
	return ok;
}

/* --- conditions --- */

static int param_index(const struct strlist *params, const char *s, size_t n)
{
	for (size_t i = 0; i < params->n; i++)
		if (strlen(params->v[i]) == n && n && !strncmp(params->v[i], s, n))
			return (int)i;
	return -1;
}

/* A constant's spelling: an upper-case name or a number. */
static bool is_constant(const char *s)
{
	if (!*s)
		return false;
	if (isdigit((unsigned char)*s)) {
		for (; *s; s++)
			if (!isalnum((unsigned char)*s))
				return false;
		return true;
	}
	for (; *s; s++)
		if (!(isupper((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_'))
			return false;
	return true;
}

/* @s with its blanks and the parentheses around the whole dropped, likely()/unlikely() too. */
static char *strip(const char *s, size_t n)
{
	char *r = xstrndup(s, n), *b;

	for (;;) {
		size_t len;

		b = r;
		while (isspace((unsigned char)*b))
			b++;
		len = strlen(b);
		while (len && isspace((unsigned char)b[len - 1]))
			b[--len] = '\0';
		size_t skip = starts_with(b, "likely(") ? 6 : starts_with(b, "unlikely(") ? 8 : 0;

		if (len > skip + 1 && b[skip] == '(' && text_match_close(b, (long)skip, (long)len) == (long)len - 1) {
			b[len - 1] = '\0';
			memmove(r, b + skip + 1, len - skip - 1);
			continue;
		}
		memmove(r, b, len + 1);
		return r;
	}
}

/* The top-level operator @op ("&&", "||", "==", "!=", "&") of @s, or NULL. */
static const char *top_op(const char *s, const char *op)
{
	size_t n = strlen(op);
	int depth = 0;

	for (const char *p = s; *p; p++) {
		if (*p == '(' || *p == '[')
			depth++;
		else if (*p == ')' || *p == ']')
			depth--;
		else if (!depth && !strncmp(p, op, n)) {
			if (n == 1 && (p[1] == '&' || (p > s && p[-1] == '&')))
				continue;	/* "&" of "&&" */
			if (n == 1 && p == s)
				continue;	/* an address */
			return p;
		}
	}
	return NULL;
}

/* The parameter whose member @s reads ("P->m...", "P.m..."), or -1. */
static int member_base(const char *s, const struct strlist *params)
{
	size_t id = 0;

	while (is_ident_char(s[id]))
		id++;
	if (!(starts_with(s + id, "->") || (s[id] == '.' && s[id + 1] != '.')))
		return -1;
	return param_index(params, s, id);
}

/*
 * A member atom of parameter @k, its test @c (negated: @neg) kept for
 * the message; none when the test is only the negation of one around
 * the call (@derived: an else, an early "if (!dev->msi.data) return"): a
 * guard clause makes its object's state the common case, not a
 * condition of the sleep.
 */
static void member_atom(struct guard *g, const char *c, bool neg, bool derived, int k)
{
	struct strlist l = STRLIST_INIT;

	if (derived)
		return;
	sl_push_owned(&l, str_printf("%s%s", neg ? "!" : "", c));
	atom_push(g, GUARD_MEMBER, k, &l);
	sl_free(&l);
}

static enum guard_op negate(enum guard_op op)
{
	switch (op) {
	case GUARD_TRUE: return GUARD_FALSE;
	case GUARD_FALSE: return GUARD_TRUE;
	case GUARD_EQ: return GUARD_NE;
	case GUARD_NE: return GUARD_EQ;
	case GUARD_FLAG: return GUARD_NOFLAG;
	case GUARD_NOFLAG: return GUARD_FLAG;
	case GUARD_MEMBER: return GUARD_MEMBER;
	}
	return op;
}

/*
 * One conjunct @s of a condition, as an atom over @params, pushed to @g;
 * @neg: its negation; @derived: a negation the walk made (an else, an
 * early return), not one the text wrote.
 */
static void conjunct(const char *s, const struct strlist *params, bool neg, bool derived,
		     struct guard *g)
{
	char *c = strip(s, strlen(s));
	const char *op;
	size_t id = 0;
	struct strlist l = STRLIST_INIT;
	enum guard_op o;
	int k;

	if (c[0] == '!' && c[1] != '=') {
		conjunct(c + 1, params, !neg, derived, g);
		goto out;
	}
	while (is_ident_char(c[id]))
		id++;
	k = param_index(params, c, id);
	if ((op = top_op(c, "==")) || (op = top_op(c, "!="))) {
		char *lhs = strip(c, (size_t)(op - c)), *rhs = strip(op + 2, strlen(op + 2));
		const char *other = rhs;

		k = param_index(params, lhs, strlen(lhs));
		if (k < 0) {
			k = param_index(params, rhs, strlen(rhs));
			other = lhs;
		}
		if (k >= 0 && is_constant(other)) {
			sl_push(&l, other);
			o = op[0] == '=' ? GUARD_EQ : GUARD_NE;
			atom_push(g, neg ? negate(o) : o, k, &l);
		} else if ((k = member_base(lhs, params)) >= 0 && !strchr(c, '(')) {
			member_atom(g, c, neg, derived, k);
		}
		free(lhs);
		free(rhs);
	} else if ((op = top_op(c, "&"))) {
		char *lhs = strip(c, (size_t)(op - c)), *rhs = strip(op + 1, strlen(op + 1));

		if ((k = param_index(params, lhs, strlen(lhs))) >= 0 && is_constant(rhs)) {
			sl_push(&l, rhs);
			atom_push(g, neg ? GUARD_NOFLAG : GUARD_FLAG, k, &l);
		} else if ((k = member_base(lhs, params)) >= 0 && !strchr(c, '(')) {
			member_atom(g, c, neg, derived, k);
		}
		free(lhs);
		free(rhs);
	} else if (k >= 0 && !c[id]) {
		atom_push(g, neg ? GUARD_FALSE : GUARD_TRUE, k, NULL);
	} else if ((k = member_base(c, params)) >= 0 && !strchr(c, '(')) {
		/* map->ops->map_poke_run, req->waiting: the object's type or state */
		member_atom(g, c, neg, derived, k);
	}
out:
	sl_free(&l);
	free(c);
}

/*
 * Condition @cond as atoms over @params pushed to @g: its "&&"
 * conjuncts that test a parameter; none when it has a top-level "||".
 * @neg: the negation, only of a condition of one conjunct.
 */
static void condition(const char *cond, const struct strlist *params, bool neg, struct guard *g)
{
	char *c = strip(cond, strlen(cond));
	const char *p = c, *and;

	if (top_op(c, "||") || (neg && top_op(c, "&&"))) {
		free(c);
		return;
	}
	while ((and = top_op(p, "&&"))) {
		char *part = xstrndup(p, (size_t)(and - p));

		conjunct(part, params, false, false, g);
		free(part);
		p = and + 2;
	}
	conjunct(p, params, neg, neg, g);
	free(c);
}

/* --- the walk from the body's brace to the call --- */

struct frame {
	struct guard own;	/* the block's head: if (C), else, else if (C) */
	struct guard exits;	/* !C of each "if (C) return" before the call */
	struct strlist chain;	/* the conditions of the if / else if chain just closed */
	int sw_param;		/* a switch on a parameter: its index, else -1 */
	struct strlist labels;	/* the case labels the statement at hand runs under */
	bool broke, dflt;	/* a break or return since the last label; "default:" among them */
	bool returns;		/* the last statement of the block is a return */
	long head_at, head_end;	/* the block's head: [head_at, head_end) of the text */
};

/* "if (C)" at @i: C's text, *after set past ')'; NULL when not. */
static char *if_head(const char *t, long i, long end, long *after)
{
	long o, c;

	if (!text_word_at(t, i, end, "if"))
		return NULL;
	o = text_skip_ws(t, i + 2, end);
	if (o >= end || t[o] != '(' || (c = text_match_close(t, o, end)) < 0)
		return NULL;
	*after = c + 1;
	return xstrndup(t + o + 1, (size_t)(c - o - 1));
}

/*
 * The head of a block or statement at [i, end) (trimmed): "if (C)",
 * "else if (C)", "else": its atoms into @g from @parent's chain; the
 * chain updated. Returns the offset past the head (i when none).
 */
static long head(const char *t, long i, long end, struct frame *parent,
		 const struct strlist *params, struct guard *g)
{
	long after;
	char *c;

	i = text_skip_ws(t, i, end);
	if (text_word_at(t, i, end, "else")) {
		for (size_t k = 0; k < parent->chain.n; k++)
			condition(parent->chain.v[k], params, true, g);
		i = text_skip_ws(t, i + 4, end);
		if ((c = if_head(t, i, end, &after))) {
			condition(c, params, false, g);
			sl_push_owned(&parent->chain, c);
			return after;
		}
		sl_free(&parent->chain);
		memset(&parent->chain, 0, sizeof(parent->chain));
		return i;
	}
	sl_free(&parent->chain);
	memset(&parent->chain, 0, sizeof(parent->chain));
	if ((c = if_head(t, i, end, &after))) {
		condition(c, params, false, g);
		sl_push_owned(&parent->chain, c);
		return after;
	}
	return i;
}

static void frame_free(struct frame *f)
{
	guard_free(&f->own);
	guard_free(&f->exits);
	sl_free(&f->chain);
	sl_free(&f->labels);
}

/* The switch of a block's head "switch (E)": E's parameter, else -1. */
static int switch_param(const char *t, long i, long end, const struct strlist *params)
{
	long o, c;
	int k = -1;

	i = text_skip_ws(t, i, end);
	if (!text_word_at(t, i, end, "switch"))
		return -1;
	o = text_skip_ws(t, i + 6, end);
	if (t[o] == '(' && (c = text_match_close(t, o, end)) > o) {
		char *e = strip(t + o + 1, (size_t)(c - o - 1));

		k = param_index(params, e, strlen(e));
		free(e);
	}
	return k;
}

/* A statement [s, e) ended by ';': a return, and "if (C) return ..." (its !C) into @f->exits. */
static void statement(const char *t, long s, long e, struct frame *f, const struct strlist *params)
{
	long after;
	char *c;

	s = text_skip_ws(t, s, e);
	f->returns = text_word_at(t, s, e, "return");
	if (f->returns || text_word_at(t, s, e, "break"))
		f->broke = true;
	if ((c = if_head(t, s, e, &after))) {
		if (text_word_at(t, text_skip_ws(t, after, e), e, "return"))
			condition(c, params, true, &f->exits);
		sl_free(&f->chain);
		memset(&f->chain, 0, sizeof(f->chain));
		sl_push_owned(&f->chain, c);
	} else if (!text_word_at(t, s, e, "else")) {
		sl_free(&f->chain);
		memset(&f->chain, 0, sizeof(f->chain));
	}
}

/*
 * A test "!flag" of a local (no parameter) around the call, at the
 * statement starting at @at: the parameter test that an earlier block
 * leaves the flag false under (index/flagguard.h) into @g.
 */
static void flag_condition(const char *t, long bo, long at, const char *cond,
			   const struct strlist *params, struct guard *g)
{
	char *c = strip(cond, strlen(cond)), *exit;
	const char *f = c + 1;
	size_t n = 0;

	if (c[0] == '!' && c[1] != '=') {
		f = skip_spaces(f);
		while (is_ident_char(f[n]))
			n++;
		if (n && !f[n] && param_index(params, f, n) < 0 &&
		    (exit = flag_settled_exit(t, bo, at, f))) {
			condition(exit, params, false, g);
			free(exit);
		}
	}
	free(c);
}

/* The flag tests of the blocks around the call (flag_condition()) into @g. */
static void flag_conditions(const char *t, long bo, const struct frame *st, size_t n,
			    const struct strlist *params, struct guard *g)
{
	for (size_t k = 1; k < n; k++) {
		long at = text_skip_ws(t, st[k].head_at, st[k].head_end), after;
		char *c = if_head(t, at, st[k].head_end, &after);

		if (c)
			flag_condition(t, bo, at, c, params, g);
		free(c);
	}
}

void call_guard(const char *text, int fn_line, int fn_end_line, const char *name, int line,
		int col, const struct strlist *params, struct guard *out)
{
	char *t = lines_of(text, fn_line, fn_end_line);
	long po, bo, x = t ? offset_of(t, line - fn_line + 1, col) : -1, len = t ? (long)strlen(t) : 0;
	struct frame *st = NULL;
	size_t n = 0, alloc = 0;
	long stmt = 0, paren = 0;

	memset(out, 0, sizeof(*out));
	if (!params->n || x < 0 || x > len || !find_def(t, 1, name, &po, &bo) || x <= bo)
		goto done;
	ALLOC_GROW(st, n + 1, alloc);
	memset(&st[n++], 0, sizeof(*st));
	st[0].sw_param = -1;
	stmt = bo + 1;
	for (long i = bo + 1; i < x; i++) {
		struct frame *f = &st[n - 1];

		if (t[i] == '(' || t[i] == '[') {
			paren++;
		} else if ((t[i] == ')' || t[i] == ']') && paren) {
			paren--;
		} else if (paren) {
			continue;
		} else if (t[i] == '{') {
			struct frame nf = { .sw_param = switch_param(t, stmt, i, params),
					    .head_at = stmt, .head_end = i };

			head(t, stmt, i, f, params, &nf.own);
			ALLOC_GROW(st, n + 1, alloc);
			st[n++] = nf;
			stmt = i + 1;
		} else if (t[i] == '}' && n > 1) {
			struct frame done = st[--n];
			long nx = text_skip_ws(t, i + 1, x);

			f = &st[n - 1];
			/* "if (C) { ...; return; }" with no else: !C after it */
			if (done.returns && done.own.n && f->chain.n == 1 && !text_word_at(t, nx, x, "else"))
				condition(f->chain.v[0], params, true, &f->exits);
			f->returns = done.returns;
			frame_free(&done);
			stmt = i + 1;
		} else if (t[i] == ';') {
			statement(t, stmt, i, f, params);
			stmt = i + 1;
		} else if (t[i] == ':' && t[i + 1] != ':' && (i == 0 || t[i - 1] != ':')) {
			long s = text_skip_ws(t, stmt, i);

			if (text_word_at(t, s, i, "case") || text_word_at(t, s, i, "default")) {
				if (f->broke) {
					sl_free(&f->labels);
					memset(&f->labels, 0, sizeof(f->labels));
					f->dflt = f->broke = false;
				}
				if (text_word_at(t, s, i, "default"))
					f->dflt = true;
				else
					sl_push_owned(&f->labels, span(t, s + 4, i));
				stmt = i + 1;
			} else {
				/* a goto label: a statement of its own */
				long e = s;

				while (e < i && is_ident_char(t[e]))
					e++;
				if (text_skip_ws(t, e, i) == i && e > s)
					stmt = i + 1;
			}
		}
	}
	/* the blocks around the call, outermost first, then its own statement's ifs */
	for (size_t k = 0; k < n; k++) {
		guard_and(out, &st[k].own);
		guard_and(out, &st[k].exits);
		if (k + 1 < n && st[k + 1].sw_param >= 0 && st[k + 1].labels.n && !st[k + 1].dflt)
			atom_push(out, GUARD_EQ, st[k + 1].sw_param, &st[k + 1].labels);
	}
	{
		struct frame *f = &st[n - 1];
		long i = stmt, after;
		char *c;

		flag_conditions(t, bo, st, n, params, out);
		if ((c = if_head(t, text_skip_ws(t, i, x), x, &after))) {
			flag_condition(t, bo, text_skip_ws(t, i, x), c, params, out);
			free(c);
		}
		i = head(t, i, x, f, params, out);
		while ((c = if_head(t, text_skip_ws(t, i, x), x, &after))) {
			condition(c, params, false, out);
			free(c);
			i = after;
		}
	}
done:
	for (size_t k = 0; k < n; k++)
		frame_free(&st[k]);
	free(st);
	free(t);
}

/* --- what a call's arguments make of a guard --- */

enum arg_kind { ARG_OTHER, ARG_ZERO, ARG_NONZERO, ARG_NAMED, ARG_FLAGS, ARG_PARAM, ARG_BASE };

static enum arg_kind classify(const char *a, const struct strlist *caller, int *k)
{
	size_t id = 0;

	*k = -1;
	if (!strcmp(a, "false") || !strcmp(a, "NULL") || !strcmp(a, "0") || !strcmp(a, "0U") ||
	    !strcmp(a, "0UL") || !strcmp(a, "0x0"))
		return ARG_ZERO;
	if (!strcmp(a, "true") || (isdigit((unsigned char)a[0]) && strtoul(a, NULL, 0)))
		return ARG_NONZERO;
	if (is_constant(a))
		return ARG_NAMED;
	if (caller) {
		const char *b = a[0] == '&' ? skip_spaces(a + 1) : a;

		while (is_ident_char(b[id]))
			id++;
		*k = param_index(caller, b, id);
		if (*k >= 0 && !b[id] && b == a)
			return ARG_PARAM;
		if (*k >= 0 && (starts_with(b + id, "->") || b[id] == '.'))
			return ARG_BASE;
		*k = -1;
	}
	/* "A | B": flags */
	bool flags = strchr(a, '|') != NULL;
	char *copy = str_dup(a);

	for (char *tok = strtok(copy, "| \t\n"); flags && tok; tok = strtok(NULL, "| \t\n"))
		flags = is_constant(tok);
	free(copy);
	return flags ? ARG_FLAGS : ARG_OTHER;
}

static bool has_flag(const char *a, const char *flag)
{
	char *copy = str_dup(a);
	bool yes = false;

	for (char *tok = strtok(copy, "| \t\n"); tok && !yes; tok = strtok(NULL, "| \t\n"))
		yes = !strcmp(tok, flag);
	free(copy);
	return yes;
}

/* Are @labels all a null pointer's spelling ("p == NULL", "p != 0")? */
static bool null_labels(const struct strlist *labels)
{
	for (size_t i = 0; i < labels->n; i++)
		if (strcmp(labels->v[i], "NULL") && strcmp(labels->v[i], "0"))
			return false;
	return labels->n > 0;
}

/* One atom: 1 true, 0 false, 2 as the caller's parameter *k, 3 the object unsettled. */
static int atom_eval(const struct guard_atom *a, const char *args, const struct strlist *caller,
		     int *k)
{
	char *arg = args ? args_nth(args, a->param + 1) : NULL;
	char *s = arg ? strip(arg, strlen(arg)) : NULL;
	enum arg_kind kind = s ? classify(s, caller, k) : ARG_OTHER;
	int r = 1;
	bool in, addr = s && s[0] == '&';	/* an object's address: never NULL */

	switch (a->op) {
	case GUARD_TRUE:
		r = kind == ARG_ZERO ? 0 : kind == ARG_PARAM ? 2 : 1;
		break;
	case GUARD_FALSE:
		r = kind == ARG_NONZERO || addr ? 0 : kind == ARG_PARAM ? 2 : 1;
		break;
	case GUARD_EQ:
	case GUARD_NE:
		if (addr && null_labels(&a->labels)) {
			r = a->op == GUARD_NE;
		} else if (kind == ARG_PARAM) {
			r = 2;
		} else if (kind == ARG_NAMED || kind == ARG_ZERO || kind == ARG_NONZERO) {
			bool num = isdigit((unsigned char)s[0]), decided = true;

			in = false;
			for (size_t i = 0; i < a->labels.n; i++) {
				const char *lb = a->labels.v[i];

				if (!!isdigit((unsigned char)lb[0]) != num)
					decided = false;	/* a name against a number */
				else if (num ? strtoul(s, NULL, 0) == strtoul(lb, NULL, 0) : !strcmp(s, lb))
					in = true;
			}
			if (in || decided)
				r = a->op == GUARD_EQ ? in : !in;
		}
		break;
	case GUARD_FLAG:
	case GUARD_NOFLAG:
		if (kind == ARG_PARAM)
			r = 2;
		else if (kind == ARG_ZERO)
			r = a->op == GUARD_NOFLAG;
		else if (kind == ARG_NAMED || kind == ARG_FLAGS)
			r = has_flag(s, a->labels.v[0]) == (a->op == GUARD_FLAG);
		break;
	case GUARD_MEMBER:
		r = kind == ARG_PARAM || kind == ARG_BASE ? 2 : 3;
		break;
	}
	free(arg);
	free(s);
	return r;
}

enum guard_value guard_eval(const struct guard *g, const char *args,
			    const struct strlist *caller_params, struct guard *out)
{
	bool object = false;

	memset(out, 0, sizeof(*out));
	for (size_t i = 0; i < g->n; i++) {
		int k, r = atom_eval(&g->v[i], args, caller_params, &k);

		if (r == 0) {
			guard_free(out);
			return GUARD_VAL_NO;
		}
		if (r == 2)
			atom_push(out, g->v[i].op, k, &g->v[i].labels);
		object |= r == 3;
	}
	if (object) {
		guard_free(out);
		return GUARD_VAL_OBJECT;
	}
	return out->n ? GUARD_VAL_CALLER : GUARD_VAL_YES;
}
