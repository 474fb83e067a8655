// SPDX-License-Identifier: GPL-2.0
#include "fix/parse.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- tokens --------------------------------------------------------------- */

static void push_tok(struct csrc *src, size_t *alloc, enum ctok_kind k,
		     size_t off, size_t end, int line)
{
	ALLOC_GROW(src->t, src->nt, *alloc);
	src->t[src->nt++] = (struct ctok){ k, off, end, line };
}

static void push_comment(struct csrc *src, size_t *alloc, size_t off, size_t end,
			 int line, int end_line)
{
	ALLOC_GROW(src->c, src->nc, *alloc);
	src->c[src->nc++] = (struct ccomment){ off, end, line, end_line };
}

static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
	"&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##",
};

void csrc_scan(struct csrc *src, const char *text, size_t len)
{
	size_t ta = 0, ca = 0, i = 0;
	int line = 1;
	bool bol = true;	/* only blanks since the start of the line */

	memset(src, 0, sizeof(*src));
	src->text = text;
	src->len = len;
	while (i < len) {
		char c = text[i];

		if (c == '\n') {
			line++;
			i++;
			bol = true;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			i++;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '*') {
			size_t s = i;
			int l = line;

			for (i += 2; i < len && !(text[i] == '*' && i + 1 < len && text[i + 1] == '/'); i++)
				if (text[i] == '\n')
					line++;
			i = i + 2 > len ? len : i + 2;
			push_comment(src, &ca, s, i, l, line);
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '/') {
			size_t s = i;

			while (i < len && text[i] != '\n')
				i++;
			push_comment(src, &ca, s, i, line, line);
			continue;
		}
		if (c == '#' && bol) {
			/* A preprocessor line, with its continuations. */
			while (i < len && text[i] != '\n') {
				if (text[i] == '\\' && i + 1 < len && text[i + 1] == '\n') {
					i += 2;
					line++;
					continue;
				}
				if (text[i] == '/' && i + 1 < len && text[i + 1] == '*')
					break;	/* the comment is scanned as one */
				i++;
			}
			continue;
		}
		bol = false;
		if (c == '\\' && i + 1 < len && text[i + 1] == '\n') {
			i += 2;
			line++;
			continue;
		}
		if (isalpha((unsigned char)c) || c == '_') {
			size_t s = i;

			while (i < len && (isalnum((unsigned char)text[i]) || text[i] == '_'))
				i++;
			push_tok(src, &ta, CT_IDENT, s, i, line);
			continue;
		}
		if (isdigit((unsigned char)c) || (c == '.' && i + 1 < len && isdigit((unsigned char)text[i + 1]))) {
			size_t s = i;

			while (i < len && (isalnum((unsigned char)text[i]) || text[i] == '.' || text[i] == '_'))
				i++;
			push_tok(src, &ta, CT_NUMBER, s, i, line);
			continue;
		}
		if (c == '"' || c == '\'') {
			size_t s = i++;
			int l = line;

			while (i < len && text[i] != c && text[i] != '\n') {
				if (text[i] == '\\' && i + 1 < len) {
					if (text[i + 1] == '\n')
						line++;
					i++;
				}
				i++;
			}
			if (i < len && text[i] == c)
				i++;
			push_tok(src, &ta, CT_STRING, s, i, l);
			continue;
		}
		size_t n = 1;

		for (size_t k = 0; k < sizeof(puncts) / sizeof(puncts[0]); k++) {
			size_t pl = strlen(puncts[k]);

			if (i + pl <= len && !memcmp(text + i, puncts[k], pl)) {
				n = pl;
				break;
			}
		}
		push_tok(src, &ta, CT_PUNCT, i, i + n, line);
		i += n;
	}
}

void csrc_free(struct csrc *src)
{
	free(src->t);
	free(src->c);
	memset(src, 0, sizeof(*src));
}

bool tok_is(const struct csrc *src, size_t i, const char *s)
{
	if (i >= src->nt)
		return false;
	size_t n = src->t[i].end - src->t[i].off;

	return strlen(s) == n && !memcmp(src->text + src->t[i].off, s, n);
}

char *tok_str(const struct csrc *src, size_t i)
{
	return xstrndup(src->text + src->t[i].off, src->t[i].end - src->t[i].off);
}

static bool wordish(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

char *tok_text(const struct csrc *src, size_t a, size_t b)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = a; i <= b && i < src->nt; i++) {
		const char *s = src->text + src->t[i].off;
		size_t n = src->t[i].end - src->t[i].off;

		/* "unsigned long", "a, b": the only spaces kept */
		if (i > a && ((wordish(src->text[src->t[i - 1].end - 1]) && wordish(s[0])) ||
			      tok_is(src, i - 1, ",")))
			sb_putc(&sb, ' ');
		sb_add(&sb, s, n);
	}
	return sb_detach(&sb);
}

size_t tok_match(const struct csrc *src, size_t i)
{
	int depth = 0;

	for (size_t k = i; k < src->nt; k++) {
		if (src->t[k].kind != CT_PUNCT)
			continue;
		char c = src->text[src->t[k].off];

		if (src->t[k].end - src->t[k].off != 1)
			continue;
		if (c == '(' || c == '[' || c == '{')
			depth++;
		else if (c == ')' || c == ']' || c == '}') {
			if (--depth == 0)
				return k;
		}
	}
	return src->nt;
}

/* ---- statements ----------------------------------------------------------- */

struct sp {
	const struct csrc *src;
	struct cfunction *fn;
	size_t alloc;
	size_t end;		/* the body's '}' */
};

static int new_stmt(struct sp *p, enum stmt_kind k, size_t first, int parent)
{
	struct cfunction *fn = p->fn;

	ALLOC_GROW(fn->s, fn->ns, p->alloc);
	fn->s[fn->ns] = (struct stmt){ .kind = k, .first = first, .last = first,
				       .parent = parent };
	return (int)fn->ns++;
}

static void add_kid(struct sp *p, int parent, int kid)
{
	struct stmt *s = &p->fn->s[parent];

	s->kids = xrealloc(s->kids, (s->nkids + 1) * sizeof(*s->kids));
	s->kids[s->nkids++] = kid;
}

static bool is_kw(const struct sp *p, size_t i, const char *kw)
{
	return i < p->end && tok_is(p->src, i, kw);
}

/* First token after the expression statement starting at @i: its ';'. */
static size_t expr_end(const struct sp *p, size_t i)
{
	for (size_t k = i; k < p->end; k++) {
		if (tok_is(p->src, k, ";"))
			return k;
		if (tok_is(p->src, k, "(") || tok_is(p->src, k, "[") || tok_is(p->src, k, "{")) {
			size_t m = tok_match(p->src, k);

			if (m >= p->end)
				return p->end - 1;
			k = m;
			continue;
		}
		if (tok_is(p->src, k, "}"))
			return k - 1;	/* missing ';' (macro): stop before the brace */
	}
	return p->end - 1;
}

static size_t parse_stmt(struct sp *p, size_t i, int parent, int *out);

/* A block's statements from @i (after '{') to its '}' at @close. */
static void parse_block_body(struct sp *p, size_t i, size_t close, int blk)
{
	size_t saved = p->end;

	p->end = close;
	while (i < close) {
		int kid;

		i = parse_stmt(p, i, blk, &kid);
		add_kid(p, blk, kid);
	}
	p->end = saved;
}

static size_t sub_stmt(struct sp *p, size_t i, int owner)
{
	int kid;

	if (i >= p->end) {
		/* "out: }": an empty statement at the end of a block */
		kid = new_stmt(p, ST_EMPTY, p->end - 1, owner);
		p->fn->s[kid].last = p->end - 1;
		add_kid(p, owner, kid);
		return i;
	}
	i = parse_stmt(p, i, owner, &kid);
	add_kid(p, owner, kid);
	return i;
}

/* Parses one statement at @i; returns the token after it. */
static size_t parse_stmt(struct sp *p, size_t i, int parent, int *out)
{
	const struct csrc *src = p->src;
	int s;

	if (tok_is(src, i, "{")) {
		size_t close = tok_match(src, i);

		if (close > p->end)
			close = p->end;
		s = new_stmt(p, ST_BLOCK, i, parent);
		parse_block_body(p, i + 1, close, s);
		p->fn->s[s].last = close;
		*out = s;
		return close + 1;
	}
	if (tok_is(src, i, ";")) {
		s = new_stmt(p, ST_EMPTY, i, parent);
		*out = s;
		return i + 1;
	}
	if ((is_kw(p, i, "if") || is_kw(p, i, "switch") || is_kw(p, i, "while") ||
	     is_kw(p, i, "for")) && tok_is(src, i + 1, "(")) {
		enum stmt_kind k = is_kw(p, i, "if") ? ST_IF : is_kw(p, i, "switch") ? ST_SWITCH : ST_LOOP;
		size_t close = tok_match(src, i + 1), next;

		s = new_stmt(p, k, i, parent);
		p->fn->s[s].head_end = close;
		next = sub_stmt(p, close + 1, s);
		if (k == ST_IF && is_kw(p, next, "else")) {
			p->fn->s[s].else_tok = next;
			next = sub_stmt(p, next + 1, s);
		}
		p->fn->s[s].last = next - 1;
		*out = s;
		return next;
	}
	if (is_kw(p, i, "do")) {
		size_t next;

		s = new_stmt(p, ST_DO, i, parent);
		next = sub_stmt(p, i + 1, s);
		if (is_kw(p, next, "while"))
			next = expr_end(p, next) + 1;
		p->fn->s[s].last = next - 1;
		*out = s;
		return next;
	}
	/* return_ptr(p) (linux/cleanup.h) is "return no_free_ptr(p)": an exit that hands p out */
	if (is_kw(p, i, "return") || is_kw(p, i, "break") || is_kw(p, i, "continue") ||
	    is_kw(p, i, "goto") || (is_kw(p, i, "return_ptr") && tok_is(src, i + 1, "("))) {
		enum stmt_kind k = is_kw(p, i, "return") || is_kw(p, i, "return_ptr") ? ST_RETURN :
			is_kw(p, i, "break") ?
			ST_BREAK : is_kw(p, i, "continue") ? ST_CONTINUE : ST_GOTO;
		size_t e = expr_end(p, i);

		s = new_stmt(p, k, i, parent);
		p->fn->s[s].last = e;
		*out = s;
		return e + 1;
	}
	if (is_kw(p, i, "case") || is_kw(p, i, "default")) {
		size_t k = i + 1;

		while (k < p->end && !tok_is(src, k, ":"))
			k++;
		s = new_stmt(p, ST_CASE, i, parent);
		p->fn->s[s].head_end = k;
		size_t next = sub_stmt(p, k + 1, s);

		p->fn->s[s].last = next - 1;
		*out = s;
		return next;
	}
	if (src->t[i].kind == CT_IDENT && tok_is(src, i + 1, ":") && !tok_is(src, i + 2, ":")) {
		s = new_stmt(p, ST_LABEL, i, parent);
		p->fn->s[s].head_end = i + 1;
		size_t next = sub_stmt(p, i + 2, s);

		p->fn->s[s].last = next - 1;
		*out = s;
		return next;
	}
	/* An iterator macro: IDENT(...) followed by a statement, not ';'. */
	if (src->t[i].kind == CT_IDENT && tok_is(src, i + 1, "(")) {
		size_t close = tok_match(src, i + 1);

		if (close + 1 < p->end &&
		    (tok_is(src, close + 1, "{") ||
		     (src->t[close + 1].kind == CT_IDENT && !tok_is(src, close + 1, "__attribute__")))) {
			s = new_stmt(p, ST_LOOP, i, parent);
			p->fn->s[s].head_end = close;
			size_t next = sub_stmt(p, close + 1, s);

			p->fn->s[s].last = next - 1;
			*out = s;
			return next;
		}
	}
	size_t e = expr_end(p, i);

	s = new_stmt(p, ST_EXPR, i, parent);
	p->fn->s[s].last = e;
	*out = s;
	return e + 1;
}

const char *syscall_base(const char *name)
{
	static const char *const prefixes[] = {
		"__x64_sys_", "__ia32_sys_", "__arm64_sys_", "__se_sys_", "__do_sys_",
		"__x64_compat_sys_", "__ia32_compat_sys_", "sys_",
	};

	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (starts_with(name, prefixes[i]) && name[strlen(prefixes[i])])
			return name + strlen(prefixes[i]);
	return name;
}

static bool is_syscall_macro(const struct csrc *src, size_t i)
{
	if (src->t[i].kind != CT_IDENT || src->t[i].end - src->t[i].off != 15)
		return false;
	return !memcmp(src->text + src->t[i].off, "SYSCALL_DEFINE", 14);
}

/* The name token of the definition whose header runs [@h, @lb). */
static size_t header_name(const struct csrc *src, size_t h, size_t lb)
{
	for (size_t k = h; k + 1 < lb; k++) {
		if (src->t[k].kind != CT_IDENT || !tok_is(src, k + 1, "("))
			continue;
		if (is_syscall_macro(src, k) && k + 2 < lb)
			return k + 2;
		/* The first IDENT( of the header; attributes have "__" */
		if (tok_is(src, k, "__attribute__") || tok_is(src, k, "__printf") ||
		    tok_is(src, k, "__must_hold") || tok_is(src, k, "__acquires") ||
		    tok_is(src, k, "__releases"))
			continue;
		return k;
	}
	return lb;
}

static void parse_body(const struct csrc *src, struct cfunction *fn)
{
	struct sp p = { .src = src, .fn = fn, .end = fn->rbrace };
	int body = new_stmt(&p, ST_BLOCK, fn->lbrace, -1);

	parse_block_body(&p, fn->lbrace + 1, fn->rbrace, body);
	fn->s[body].last = fn->rbrace;
}

/* Calls @cb on each function definition: header start, '{', '}'. */
static int each_definition(const struct csrc *src,
			   int (*cb)(const struct csrc *, size_t, size_t, size_t, void *),
			   void *arg)
{
	size_t head = 0;

	for (size_t i = 0; i < src->nt; i++) {
		if (tok_is(src, i, ";") || tok_is(src, i, "}")) {
			head = i + 1;
			continue;
		}
		if (tok_is(src, i, "(") || tok_is(src, i, "[")) {
			i = tok_match(src, i);
			continue;
		}
		if (!tok_is(src, i, "{"))
			continue;
		size_t close = tok_match(src, i);

		/* A function body follows a ')' (or an attribute's) */
		bool fun = i > head && (tok_is(src, i - 1, ")") || src->t[i - 1].kind == CT_IDENT),
		     paren = false;

		/* "struct foo {", "x = {": no parenthesis, or an '=' */
		for (size_t k = head; fun && k < i; k++) {
			if (tok_is(src, k, "="))
				fun = false;
			if (tok_is(src, k, "("))
				paren = true;
		}
		fun = fun && paren;
		if (fun) {
			int r = cb(src, head, i, close, arg);

			if (r)
				return r;
		}
		i = close;
		head = close + 1;
	}
	return 0;
}

struct find_arg {
	const char *name;
	int line;
	struct cfunction *fn;
};

static int fill(const struct csrc *src, size_t head, size_t lb, size_t rb,
		struct cfunction *fn)
{
	size_t name = header_name(src, head, lb);

	if (name >= lb)
		return 0;
	memset(fn, 0, sizeof(*fn));
	fn->name = tok_str(src, name);
	fn->head = head;
	fn->name_tok = name;
	fn->lbrace = lb;
	fn->rbrace = rb;
	for (size_t k = head; k < name; k++)
		if (tok_is(src, k, "static"))
			fn->is_static = true;
	parse_body(src, fn);
	return 1;
}

static int by_name(const struct csrc *src, size_t head, size_t lb, size_t rb, void *arg)
{
	struct find_arg *a = arg;
	size_t name = header_name(src, head, lb);

	if (name >= lb || !tok_is(src, name, a->name))
		return 0;
	return fill(src, head, lb, rb, a->fn);
}

static int by_line(const struct csrc *src, size_t head, size_t lb, size_t rb, void *arg)
{
	struct find_arg *a = arg;

	if (a->line < src->t[head].line || a->line > src->t[rb].line)
		return 0;
	return fill(src, head, lb, rb, a->fn);
}

int cfunction_find(const struct csrc *src, const char *name, struct cfunction *fn)
{
	struct find_arg a = { .name = syscall_base(name), .fn = fn };

	if (each_definition(src, by_name, &a) == 1)
		return 0;
	if (a.name != name) {
		a.name = name;
		if (each_definition(src, by_name, &a) == 1)
			return 0;
	}
	return -1;
}

int cfunction_at_line(const struct csrc *src, int line, struct cfunction *fn)
{
	struct find_arg a = { .line = line, .fn = fn };

	return each_definition(src, by_line, &a) == 1 ? 0 : -1;
}

void cfunction_free(struct cfunction *fn)
{
	for (size_t i = 0; i < fn->ns; i++)
		free(fn->s[i].kids);
	free(fn->s);
	free(fn->name);
	memset(fn, 0, sizeof(*fn));
}

int stmt_at(const struct cfunction *fn, size_t tok)
{
	int cur = 0;

	for (;;) {
		const struct stmt *s = &fn->s[cur];
		int next = -1;

		for (size_t k = 0; k < s->nkids; k++) {
			const struct stmt *c = &fn->s[s->kids[k]];

			if (c->first <= tok && tok <= c->last) {
				next = s->kids[k];
				break;
			}
		}
		if (next < 0)
			return cur;
		cur = next;
	}
}

bool stmt_contains(const struct cfunction *fn, int a, int b)
{
	for (; b >= 0; b = fn->s[b].parent)
		if (a == b)
			return true;
	return false;
}

int stmt_index(const struct cfunction *fn, int child)
{
	int parent = fn->s[child].parent;

	if (parent < 0)
		return -1;
	for (size_t k = 0; k < fn->s[parent].nkids; k++)
		if (fn->s[parent].kids[k] == child)
			return (int)k;
	return -1;
}
