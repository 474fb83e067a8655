// SPDX-License-Identifier: GPL-2.0
/*
 * param_derefs(): a parameter's uses in one function body, read with a
 * token scan of the definition's lines (the index gives where they are).
 * What counts is what the pointer-lifetime rules call a dereference
 * (ARCHITECTURE.md, "What a dereference is"): p->f, *p, p[i]; &p->f only
 * when the address goes to a callee that dereferences it.
 */
#include "index/param_deref.h"

#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "rcu/model.h"
#include "lib/util.h"

/* How many calls deep a parameter is followed (skwq_has_sleeper() to list_empty() is 4). */
#define DEREF_DEPTH 5

enum tkind { T_IDENT, T_NUMBER, T_PUNCT };

struct tok {
	enum tkind kind;
	const char *s;
	size_t len;
};

struct toks {
	struct tok *v;
	size_t n, alloc;
};

static bool tok_is(const struct tok *t, const char *s)
{
	return t->len == strlen(s) && !memcmp(t->s, s, t->len);
}

static bool ident_start(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/*
 * The tokens of text[0..len): comments, strings and character constants
 * dropped; with @skip_cpp, preprocessor lines too (a function body's
 * #ifdef), else they are kept (a macro's own #define line).
 */
static void tokenize(const char *text, size_t len, bool skip_cpp, struct toks *out)
{
	static const char *const two[] = { "->", "++", "--", "&&", "||", "==", "!=", "<=",
					   ">=", "<<", ">>", "##", "+=", "-=", "*=", "/=",
					   "&=", "|=", "^=", "%=" };
	const char *p = text, *end = text + len;
	bool line_start = true;

	while (p < end) {
		if (*p == '\\' && p + 1 < end && p[1] == '\n') {
			p += 2;
			continue;
		}
		if (*p == '\n') {
			line_start = true;
			p++;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v') {
			p++;
			continue;
		}
		if (p + 1 < end && p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			p = e && e < end ? e + 2 : end;
			continue;
		}
		if (p + 1 < end && p[0] == '/' && p[1] == '/') {
			while (p < end && *p != '\n')
				p++;
			continue;
		}
		if (*p == '#' && line_start && skip_cpp) {
			while (p < end && (*p != '\n' || p[-1] == '\\'))
				p++;
			continue;
		}
		line_start = false;
		if (*p == '"' || *p == '\'') {
			char q = *p++;

			while (p < end && *p != q && *p != '\n')
				p += *p == '\\' ? 2 : 1;
			p++;
			continue;
		}
		ALLOC_GROW(out->v, out->n, out->alloc);
		struct tok *t = &out->v[out->n++];

		t->s = p;
		if (ident_start(*p)) {
			while (p < end && is_ident_char(*p))
				p++;
			t->kind = T_IDENT;
		} else if (*p >= '0' && *p <= '9') {
			while (p < end && (is_ident_char(*p) || *p == '.'))
				p++;
			t->kind = T_NUMBER;
		} else {
			t->kind = T_PUNCT;
			p++;
			for (size_t i = 0; i < sizeof(two) / sizeof(two[0]); i++)
				if (p < end && p[-1] == two[i][0] && *p == two[i][1]) {
					p++;
					break;
				}
		}
		t->len = (size_t)(p - t->s);
	}
}

static bool is_keyword(const struct tok *t)
{
	static const char *const kw[] = { "if", "while", "for", "switch", "return", "sizeof",
					  "typeof", "__typeof__", "do", "else", "case",
					  "defined", "_Generic", "__builtin_expect" };

	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
		if (tok_is(t, kw[i]))
			return true;
	return false;
}

/* The innermost call around each token: its callee (or NULL) and argument. */
struct frame_at {
	const struct tok *callee;
	unsigned arg;
};

static void frames(const struct toks *tk, size_t from, size_t to, struct frame_at *at)
{
	struct frame_at stack[256];
	int depth = 0;

	stack[0] = (struct frame_at){ NULL, 0 };
	for (size_t i = from; i < to; i++) {
		const struct tok *t = &tk->v[i];

		if (t->kind == T_PUNCT && (tok_is(t, "(") || tok_is(t, "[") || tok_is(t, "{"))) {
			const struct tok *prev = i > from ? &tk->v[i - 1] : NULL;
			bool call = tok_is(t, "(") && prev && prev->kind == T_IDENT && !is_keyword(prev);

			if (depth < 255)
				stack[++depth] = (struct frame_at){ call ? prev : NULL, 0 };
		} else if (t->kind == T_PUNCT &&
			   (tok_is(t, ")") || tok_is(t, "]") || tok_is(t, "}"))) {
			if (depth > 0)
				depth--;
		} else if (t->kind == T_PUNCT && tok_is(t, ",")) {
			stack[depth].arg++;
		}
		at[i] = stack[depth];
		/* A closing bracket belongs to the frame it closes. */
		if (t->kind == T_PUNCT && (tok_is(t, ")") || tok_is(t, "]") || tok_is(t, "}")))
			at[i] = stack[depth + 1];
	}
}

/* May the token before a "*" or "&" make it unary? */
static bool unary_before(const struct tok *t)
{
	if (!t)
		return true;
	if (t->kind == T_NUMBER)
		return false;
	if (t->kind == T_IDENT)
		return tok_is(t, "return") || tok_is(t, "case");
	return !tok_is(t, ")") && !tok_is(t, "]");
}

struct deref_ctx {
	struct tindex *ti;
	struct strmap memo;	/* "name\targ\tfrom" -> (void *)1 no, 2 yes */
	int depth;
};

static bool derefs(struct deref_ctx *c, const char *name, unsigned arg, const char *from);

static char *tok_str(const struct tok *t)
{
	return xstrndup(t->s, t->len);
}

/*
 * Does the body tokens [body, end) dereference @pname? The frames of
 * @at say which call an argument belongs to.
 */
static bool body_derefs(struct deref_ctx *c, const struct toks *tk, size_t body, size_t end,
			const struct frame_at *at, const char *pname, const char *file)
{
	size_t plen = strlen(pname);

	for (size_t i = body; i < end; i++) {
		const struct tok *t = &tk->v[i];

		if (t->kind != T_IDENT || t->len != plen || memcmp(t->s, pname, plen))
			continue;
		if (i > body && (tok_is(&tk->v[i - 1], "->") || tok_is(&tk->v[i - 1], ".")))
			continue;	/* a field of that name */
		size_t l = i - 1, r = i + 1;

		/* (p) in a macro body: grouping parentheses, not a call's. */
		while (l > body && r < end && tok_is(&tk->v[l], "(") && tok_is(&tk->v[r], ")") &&
		       tk->v[l - 1].kind != T_IDENT && !tok_is(&tk->v[l - 1], ")")) {
			l--;
			r++;
		}
		const struct tok *before = l >= body ? &tk->v[l] : NULL;
		const struct tok *after = r < end ? &tk->v[r] : NULL;
		const struct tok *before2 = l > body ? &tk->v[l - 1] : NULL;
		size_t term_end = r;
		bool term = false;

		while (term_end < end) {
			const struct tok *x = &tk->v[term_end];

			if ((tok_is(x, "->") || tok_is(x, ".")) && term_end + 1 < end) {
				term = term || tok_is(x, "->");
				term_end += 2;
			} else if (tok_is(x, "[")) {
				int d = 0;

				term = true;
				for (; term_end < end; term_end++) {
					d += tok_is(&tk->v[term_end], "[") - tok_is(&tk->v[term_end], "]");
					if (!d)
						break;
				}
				term_end++;
			} else {
				break;
			}
		}
		if (term && !(before && tok_is(before, "&") && unary_before(before2)))
			return true;	/* p->f, p[i] */
		if (before && tok_is(before, "*") && unary_before(before2) && !term)
			return true;	/* *p */
		/* p, or &p->f, as a whole argument of a call. */
		const struct tok *open = term ? before2 : before;
		size_t open_at = term ? l - 1 : l;
		const struct tok *close = term_end < end ? &tk->v[term_end] : NULL;

		if (!open || !close || open_at < body || (term && !tok_is(before, "&")))
			continue;
		if (!(tok_is(open, "(") || tok_is(open, ",")) ||
		    !(tok_is(close, ")") || tok_is(close, ",")))
			continue;
		if (!term && after != close)
			continue;
		const struct frame_at *f = &at[open_at];

		if (!f->callee)
			continue;
		char *callee = tok_str(f->callee);
		bool yes = derefs(c, callee, f->arg, file);

		free(callee);
		if (yes)
			return true;
	}
	return false;
}

/* The parameters' names of the definition whose name is at @i ("(" next). */
static size_t param_names(const struct toks *tk, size_t i, struct strlist *names)
{
	size_t j = i + 2;
	int d = 1;
	const struct tok *last = NULL;

	for (; j < tk->n && d > 0; j++) {
		const struct tok *t = &tk->v[j];

		if (tok_is(t, "(") || tok_is(t, "["))
			d++;
		else if (tok_is(t, ")") || tok_is(t, "]"))
			d--;
		if (d == 0 || (d == 1 && tok_is(t, ","))) {
			sl_push_owned(names, last ? tok_str(last) : str_dup(""));
			last = NULL;
			continue;
		}
		if (d == 1 && t->kind == T_IDENT)
			last = t;
	}
	return j;
}

/*
 * The tokens of definition @fn (its lines of its file, a name on the
 * line after its return type's included) into @tk, its parameters'
 * names into @names, and where its parameter list ends; tk->n when the
 * name and its "(" are not found. -1 when the file cannot be read. The
 * tokens point into *@text, which the caller frees.
 */
static long def_tokens(struct deref_ctx *c, unsigned file, const struct cfunc *fn,
		       struct toks *tk, struct strlist *names, char **text_out)
{
	char *full = str_printf("%s/%s", tindex_root(c->ti), tindex_path(c->ti, file));
	size_t len, i;
	char *text = read_file(full, &len);

	free(full);
	if (!text)
		return -1;
	const char *a = text, *b, *e;
	int line = 1;

	while (line < fn->line && (b = memchr(a, '\n', len - (size_t)(a - text)))) {
		a = b + 1;
		line++;
	}
	for (e = a; line <= fn->end_line && (b = memchr(e, '\n', len - (size_t)(e - text))); line++)
		e = b + 1;
	if (line <= fn->end_line)
		e = text + len;
	tokenize(a, (size_t)(e - a), !fn->is_macro, tk);
	*text_out = text;
	for (i = 0; i + 1 < tk->n; i++)
		if (tok_is(&tk->v[i], fn->name) && tok_is(&tk->v[i + 1], "("))
			return (long)param_names(tk, i, names);
	return (long)tk->n;
}

/* One definition: does it dereference parameter @arg? */
static bool def_derefs(struct deref_ctx *c, unsigned file, const struct cfunc *fn, unsigned arg)
{
	const char *path = tindex_path(c->ti, file);
	struct toks tk = { 0 };
	struct strlist names = STRLIST_INIT;
	char *text = NULL;
	long found = def_tokens(c, file, fn, &tk, &names, &text);
	bool yes = false;

	if (found < 0)
		return false;
	if ((size_t)found < tk.n) {
		size_t body = (size_t)found;

		if (!fn->is_macro)
			while (body < tk.n && !tok_is(&tk.v[body], "{"))
				body++;
		if (arg < names.n && names.v[arg][0] && body < tk.n) {
			struct frame_at *at = xcalloc(tk.n, sizeof(*at));

			frames(&tk, body, tk.n, at);
			yes = body_derefs(c, &tk, body, tk.n, at, names.v[arg], path);
			free(at);
		}
	}
	sl_free(&names);
	free(tk.v);
	free(text);
	return yes;
}

/* A question about one definition: def_derefs(), or def_returns() through returns_q(). */
typedef bool (*def_question)(struct deref_ctx *c, unsigned file, const struct cfunc *fn,
			     unsigned arg);

/*
 * @q asked of every definition of @name visible from @from, true when one
 * says so; memoized under @key (taken over and freed).
 */
static bool ask_defs(struct deref_ctx *c, char *key, const char *name, const char *from,
		     def_question q, unsigned arg)
{
	void **slot = strmap_slot(&c->memo, key);
	bool yes = false;

	if (*slot || c->depth >= DEREF_DEPTH) {
		/* Past the depth: not remembered, a shallower question may reach further. */
		yes = *slot == (void *)2;
		free(key);
		return yes;
	}
	*slot = (void *)1;	/* a recursive call through itself says no */
	c->depth++;
	size_t nd;
	const struct tdef *d = tindex_defs(c->ti, name, &nd);

	for (size_t k = 0; k < nd && !yes; k++)
		if (tindex_def_visible(c->ti, d, nd, k, from))
			yes = q(c, d[k].file, d[k].fn, arg);
	c->depth--;
	/* The map may have grown since: look the slot up again. */
	*strmap_slot(&c->memo, key) = yes ? (void *)2 : (void *)1;
	free(key);
	return yes;
}

static bool derefs(struct deref_ctx *c, const char *name, unsigned arg, const char *from)
{
	/* what is visible depends on from */
	return ask_defs(c, str_printf("%s\t%u\t%s", name, arg, from), name, from, def_derefs, arg);
}

static bool returns(struct deref_ctx *c, const char *name, const char *from);

/*
 * Is the expression tokens [i, end) the result of a reader fetch, a
 * lookup, or a function that returns one, passed on as it is or as the
 * first argument of the calls around it: task_css(p, id),
 * mem_cgroup_from_css(task_css(p, id)); not rcu_dereference(p)->id, nor
 * rcu_dereference(p) != NULL (the outermost call must be the whole
 * expression).
 */
static bool expr_returns(struct deref_ctx *c, const struct toks *tk, size_t i, size_t end,
			 const char *file)
{
	size_t close = i + 1;
	int d = 0;

	if (i + 1 >= end || tk->v[i].kind != T_IDENT || !tok_is(&tk->v[i + 1], "("))
		return false;
	for (; close < end; close++) {
		d += tok_is(&tk->v[close], "(") - tok_is(&tk->v[close], ")");
		if (!d)
			break;
	}
	if (close + 1 != end)
		return false;
	for (; i + 1 < end && tk->v[i].kind == T_IDENT && tok_is(&tk->v[i + 1], "(") &&
	       !is_keyword(&tk->v[i]); i += 2) {
		const struct tok *t = &tk->v[i];
		char *callee = tok_str(t);
		bool yes = rcu_model_is_reader_fetch(t->s, t->len) || rcu_model_is_lookup(callee) ||
			   returns(c, callee, file);

		free(callee);
		if (yes)
			return true;
	}
	return false;
}

/* One definition: does a return of it (a macro: its expansion) give such a pointer? */
static bool def_returns(struct deref_ctx *c, unsigned file, const struct cfunc *fn)
{
	const char *path = tindex_path(c->ti, file);
	struct toks tk = { 0 };
	struct strlist names = STRLIST_INIT;
	char *text = NULL;
	long found = def_tokens(c, file, fn, &tk, &names, &text);
	bool yes = false;

	if (found < 0)
		return false;
	if ((size_t)found < tk.n) {
		size_t body = (size_t)found;

		if (fn->is_macro)
			yes = expr_returns(c, &tk, body, tk.n, path);
		for (size_t k = body; k < tk.n && !yes && !fn->is_macro; k++) {
			if (!tok_is(&tk.v[k], "return"))
				continue;
			size_t semi = k;

			while (semi < tk.n && !tok_is(&tk.v[semi], ";"))
				semi++;
			yes = expr_returns(c, &tk, k + 1, semi, path);
		}
	}
	sl_free(&names);
	free(tk.v);
	free(text);
	return yes;
}

static bool returns_q(struct deref_ctx *c, unsigned file, const struct cfunc *fn,
		      unsigned arg)
{
	(void)arg;
	return def_returns(c, file, fn);
}

static bool returns(struct deref_ctx *c, const char *name, const char *from)
{
	return ask_defs(c, str_printf("return\t%s\t%s", name, from), name, from, returns_q, 0);
}

static struct deref_ctx *ctx_of(struct tindex *ti)
{
	static struct deref_ctx ctx;

	if (ctx.ti != ti) {
		strmap_free(&ctx.memo, NULL);
		memset(&ctx, 0, sizeof(ctx));
		ctx.ti = ti;
	}
	return &ctx;
}

bool returns_rcu_pointer(struct tindex *ti, const char *name, const char *from_file)
{
	return returns(ctx_of(ti), name, from_file);
}

bool param_derefs(struct tindex *ti, const char *name, unsigned arg, const char *from_file)
{
	return derefs(ctx_of(ti), name, arg, from_file);
}
