// SPDX-License-Identifier: GPL-2.0
/*
 * The tree's read-side wrappers (see readers.h), from the text of their
 * definitions: the index says which header functions call a reader
 * primitive, and the text says whether every way through makes the
 * call, and with which arguments.
 */
#include "index/readers.h"
#include "index/defvotes.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "rcu/model.h"

static bool is_word_at(const char *text, const char *p, const char *word)
{
	size_t n = strlen(word);

	return !strncmp(p, word, n) && (p == text || !is_ident_char(p[-1])) && !is_ident_char(p[n]);
}

/* The last identifier of [@b, @e) into @names; false when none or "...". */
static bool push_param(const char *b, const char *e, struct strlist *names)
{
	const char *s;

	while (e > b && !is_ident_char(e[-1])) {
		if (e[-1] == '.' || e[-1] == ']')
			return false;
		e--;
	}
	for (s = e; s > b && is_ident_char(s[-1]); s--)
		;
	if (s == e)
		return false;
	sl_push_owned(names, xstrndup(s, (size_t)(e - s)));
	return true;
}

/*
 * The parameter names of the definition @text ("NAME(int a, struct s
 * *b) ..." from its name) into @names, and where its list closes. False
 * when they are not plain ones (a function pointer, "...", an array);
 * "(void)" and "()" are none.
 */
static bool param_names(const char *text, struct strlist *names, const char **close)
{
	const char *open = strchr(text, '('), *seg, *p;

	if (!open)
		return false;
	seg = open + 1;
	for (p = seg; *p && *p != ')'; p++) {
		if (*p == '(' || *p == '[')
			return false;
		if (*p == ',') {
			if (!push_param(seg, p, names))
				return false;
			seg = p + 1;
		}
	}
	if (!*p)
		return false;
	*close = p;
	while (*seg == ' ' || *seg == '\t' || *seg == '\n')
		seg++;
	if (seg == p || (!names->n && is_word_at(seg, seg, "void") &&
			  strspn(seg + 4, " \t\n") == (size_t)(p - seg - 4)))
		return true;
	return push_param(seg, p, names);
}

/* Back over blanks from @p, not before @start. */
static const char *back_blank(const char *p, const char *start)
{
	while (p > start && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\n'))
		p--;
	return p;
}

/*
 * Is the call at @at made on every way through the function whose body
 * opens at @body: in the body's own block, with no "return" before it,
 * as a statement (after ';', '{' or '}') or, when @value, also as the
 * value of "return CALL" or of an assignment "LVALUE = CALL" (an
 * lvalue with no call in it)?
 */
static bool always_calls(const char *body, const char *at, bool value)
{
	const char *b = back_blank(at, body), *ret = NULL;
	int depth = 0;

	if (value && b - body >= 6 && is_word_at(body, b - 6, "return"))
		ret = b - 6;
	for (const char *p = body; p < at; p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}')
			depth--;
		else if (p != ret && is_word_at(body, p, "return"))
			return false;
	}
	if (depth != 1)
		return false;
	if (ret)
		b = back_blank(ret, body);
	else if (value && b[-1] == '=' && !strchr("=!<>+-*/%&|^", b[-2])) {
		for (b--; b > body && !strchr(";{}", b[-1]); b--)
			if (strchr("(),?:", b[-1]))
				return false;
		return true;
	}
	return b[-1] == ';' || b[-1] == '{' || b[-1] == '}';
}

/* Where the argument list opened at @open closes, or NULL. */
static const char *close_paren(const char *open)
{
	int depth = 0;

	for (const char *p = open; *p; p++)
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return p;
	return NULL;
}

/*
 * Do the arguments [@open, @close] name only @params and globals: no
 * call, and no identifier (other than a member) that the body uses
 * before the call, as a local would be declared?
 */
static bool args_outer(const char *body, const char *open, const char *close,
		       const struct strlist *params)
{
	for (const char *p = open + 1; p < close; p++) {
		const char *e;

		if (!is_ident_char(*p) || is_ident_char(p[-1]) || (*p >= '0' && *p <= '9'))
			continue;
		for (e = p; is_ident_char(*e); e++)
			;
		const char *n = e;

		while (*n == ' ' || *n == '\t')
			n++;
		if (*n == '(')
			return false;
		bool member = p[-1] == '.' || (p[-1] == '>' && p[-2] == '-');
		char *word = xstrndup(p, (size_t)(e - p));

		if (!member && !sl_contains(params, word))
			for (const char *q = strstr(body, word); q && q < open; q = strstr(q + 1, word))
				if (is_word_at(body, q, word)) {
					free(word);
					return false;
				}
		free(word);
		p = e - 1;
	}
	return true;
}

/* The call @open..@close of @prim as one line, blanks made single. */
static void put_call(struct strbuf *out, const char *prim, const char *open, const char *close)
{
	bool blank = false;

	sb_printf(out, "%s(", prim);
	for (const char *p = open + 1; p < close; p++) {
		if (*p == ' ' || *p == '\t' || *p == '\n') {
			blank = true;
			continue;
		}
		if (blank && *p != ')' && out->buf[out->len - 1] != '(')
			sb_putc(out, ' ');
		blank = false;
		sb_putc(out, *p);
	}
	sb_putc(out, ')');
}

/*
 * The "#define" line of @fn, whose text @text runs from its name, when
 * its call of @prim at @at (flavor @fl) makes it a wrapper (readers.h).
 */
static bool wrapper_line(const char *fname, const char *text, const char *at, const char *prim,
			 enum rcu_flavor fl, struct strbuf *out)
{
	struct strlist params = STRLIST_INIT;
	const char *close, *body, *open = at + strlen(prim), *end;
	bool srcu = fl == RCU_FLAVOR_SRCU, ok = false;

	while (*open == ' ' || *open == '\t')
		open++;
	if (*open != '(' || !param_names(text, &params, &close))
		goto out;
	body = strchr(close, '{');
	end = close_paren(open);
	if (!body || body > at || !end || (params.n && !srcu))
		goto out;
	if (!always_calls(body, at, srcu) || end[1 + strspn(end + 1, " \t\n")] != ';')
		goto out;
	if (!srcu) {
		sb_printf(out, "#define %s() %s()\n", fname, prim);
		ok = true;
		goto out;
	}
	if (!args_outer(body, open, end, &params))
		goto out;
	sb_printf(out, "#define %s(", fname);
	for (size_t i = 0; i < params.n; i++)
		sb_printf(out, "%s%s", i ? ", " : "", params.v[i]);
	sb_printf(out, ") ");
	put_call(out, prim, open, end);
	sb_printf(out, "\n");
	ok = true;
out:
	sl_free(&params);
	return ok;
}

void index_reader_wrappers(struct tindex *ti, struct strbuf *out)
{
	const struct strlist *ends = rcu_model_reader_ends();
	struct strlist seen = STRLIST_INIT;

	for (size_t e = 0; e < ends->n; e++) {
		enum rcu_flavor fl;
		size_t nf;
		const unsigned *files = tindex_callers_files(ti, ends->v[e], &nf);

		if (!rcu_model_reader_end(ends->v[e], &fl))
			continue;
		for (size_t f = 0; f < nf; f++) {
			const char *path = tindex_path(ti, files[f]);

			if (!ends_with(path, ".h"))
				continue;
			const struct cfile *cf = tindex_file(ti, files[f]);

			for (size_t k = 0; k < cf->ncalls; k++) {
				const struct ccall *c = &cf->calls[k];
				const struct cfunc *fn;
				enum rcu_flavor other;
				unsigned ends_called = 0;

				if (c->caller < 0 || strcmp(c->callee, ends->v[e]))
					continue;
				fn = &cf->funcs[c->caller];
				if (fn->is_macro || sl_contains(&seen, fn->name) ||
				    rcu_model_reader_end(fn->name, &other))
					continue;
				for (size_t j = 0; j < cf->ncalls; j++)
					ends_called += cf->calls[j].caller == c->caller &&
						       rcu_model_reader_end(cf->calls[j].callee, &other);
				if (ends_called != 1)
					continue;
				/* The text from the function's name to the call. */
				char *full = path_join(tindex_root(ti), path), *text = read_file(full, NULL);
				const char *p = text;
				int line = 1;

				free(full);
				for (; p && *p && line < fn->line; p++)
					line += *p == '\n';
				const char *name = p ? strstr(p, fn->name) : NULL;
				const char *at = name;

				for (; at && *at && line < c->line; at++)
					line += *at == '\n';
				/* the call's own column, else its first mention on the line */
				if (at && line == c->line)
					at = strlen(at) >= (size_t)c->col &&
					     !strncmp(at + c->col - 1, c->callee, strlen(c->callee)) ?
					     at + c->col - 1 : strstr(at, c->callee);
				if (name && at && wrapper_line(fn->name, name, at, c->callee, fl, out))
					sl_push(&seen, fn->name);
				free(text);
			}
		}
	}
	sl_free(&seen);
}

static struct {
	const struct tindex *ti;
	struct strlist names;
} known = { NULL, STRLIST_INIT };

bool index_is_reader_wrapper(struct tindex *ti, const char *name)
{
	if (known.ti != ti) {
		struct strbuf sb = STRBUF_INIT;

		index_readers_free();
		index_reader_wrappers(ti, &sb);
		for (const char *p = sb.buf; p && (p = strstr(p, "#define ")); p += 8)
			sl_push_owned(&known.names, xstrndup(p + 8, strcspn(p + 8, "(")));
		sb_free(&sb);
		known.ti = ti;
	}
	return sl_contains(&known.names, name);
}

void index_readers_free(void)
{
	sl_free(&known.names);
	known.ti = NULL;
}

/*
 * The functions that return inside an RCU reader they began (readers.h):
 * from the text of their bodies, comments and literals blanked.
 */

/* Is "@name()" (blanks allowed before the parenthesis) at @p? */
static bool noarg_call_at(const char *text, const char *p, const char *name)
{
	const char *q = p + strlen(name);

	if (!is_word_at(text, p, name))
		return false;
	q += strspn(q, " \t\n");
	if (*q != '(')
		return false;
	q++;
	q += strspn(q, " \t\n");
	return *q == ')';
}

/*
 * Is the statement at @p, in @body, the whole branch of an if, else or
 * loop without braces ("if (unlikely(!afinfo)) rcu_read_unlock();")?
 */
static bool braceless_branch(const char *body, const char *p)
{
	const char *q = p;
	int depth = 0;

	while (q > body && strchr(" \t\n", q[-1]))
		q--;
	if (q - body >= 4 && !strncmp(q - 4, "else", 4) && (q - 4 == body || !is_ident_char(q[-5])))
		return true;
	if (q == body || q[-1] != ')')
		return false;
	for (q--; q > body; q--) {
		depth += (*q == ')') - (*q == '(');
		if (!depth)
			break;
	}
	while (q > body && strchr(" \t\n", q[-1]))
		q--;
	for (const char *kw = "if\0while\0for\0"; *kw; kw += strlen(kw) + 1) {
		size_t n = strlen(kw);

		if ((size_t)(q - body) >= n && !strncmp(q - n, kw, n) &&
		    (q - n == body || !is_ident_char(q[-n - 1])))
			return true;
	}
	return false;
}

/*
 * Of the body that opens at @body (blanked text), do the statements of
 * its own block (not those of a branch, a loop or a block inside it)
 * take @enter more often than they call @exit: "rcu_read_lock(); ...
 * if (err) { rcu_read_unlock(); return ERR_PTR(err); } ... return p;"?
 */
static bool block_ends_inside(const char *body, const char *enter, const char *exit_)
{
	int depth = 0, balance = 0;

	for (const char *p = body; *p; p++) {
		if (*p == '{') {
			depth++;
		} else if (*p == '}') {
			if (--depth == 0)
				break;
		} else if (depth == 1 && (*p == 'r')) {
			if (braceless_branch(body, p))
				continue;
			if (noarg_call_at(body, p, enter))
				balance++;
			else if (noarg_call_at(body, p, exit_))
				balance--;
		}
	}
	return balance > 0;
}

/*
 * Does the tree say that @fn returns inside the reader: "__acquires(RCU)"
 * (or "rcu") between its name and its body (@head), or a comment just
 * before its definition that names "rcu_read_lock" (find_alloc_undo():
 * "on success, the function performs a rcu_read_lock()"), in @text, the
 * file, where the definition's line starts at @def? A function whose
 * comment makes its caller hold the reader is not one.
 */
static bool says_returns_inside(const struct cfunc *fn, const char *text, const char *def,
				const char *head)
{
	const char *p, *close = NULL, *open;

	for (p = strstr(head, "__acquires"); p; p = strstr(p + 1, "__acquires")) {
		const char *a = p + 10 + strspn(p + 10, " \t\n");

		if (*a == '(' && (!strncmp(a + 1, "RCU)", 4) || !strncmp(a + 1, "rcu)", 4)))
			return true;
	}
	if (fn->contract != CONTRACT_NONE)
		return false;
	/* the last comment before the definition, with only declarations between */
	for (p = text; (p = strstr(p, "*/")) && p < def; p += 2)
		close = p;
	if (!close)
		return false;
	for (p = close + 2; p < def; p++)
		if (*p == ';' || *p == '}' || *p == '{' || *p == '#')
			return false;
	for (open = close; open > text && !(open[0] == '/' && open[1] == '*'); open--)
		;
	for (p = open; p < close; p++)
		if (!strncasecmp(p, "rcu_read_lock", 13) && !is_ident_char(p[13]))
			return true;
	return false;
}

/*
 * How many more readers @cf's function @k begins than it ends by the
 * rcu_read_lock() and rcu_read_unlock() it calls itself.
 */
static int body_reader_balance(const struct cfile *cf, int k)
{
	int balance = 0;

	for (size_t j = 0; j < cf->ncalls; j++)
		if (cf->calls[j].caller == k)
			balance += !strcmp(cf->calls[j].callee, "rcu_read_lock") -
				   !strcmp(cf->calls[j].callee, "rcu_read_unlock");
	return balance;
}

/* The function @name defined in @cf (not a macro), or -1. */
static int func_in(const struct cfile *cf, const char *name)
{
	for (size_t f = 0; f < cf->nfuncs; f++)
		if (!cf->funcs[f].is_macro && !strcmp(cf->funcs[f].name, name))
			return (int)f;
	return -1;
}

/*
 * Does every call of @name in the tree come from a function that ends a
 * reader it did not begin: more rcu_read_unlock() than rcu_read_lock(),
 * its own or those of the helpers of its file it calls (not counting
 * @name)? 6.12's xfrm_rcv_cb(): "afinfo = xfrm_input_get_afinfo(...);
 * if (!afinfo) return ...; ret = afinfo->callback(...);
 * rcu_read_unlock();"; net/core/sock_map.c's sock_map_update_elem_sys()
 * ends sock_map_sk_acquire()'s reader with sock_map_sk_release(). The
 * callers say what the function's own text does not. The names they end
 * it with go to @exits (rcu_read_unlock, or such a helper).
 */
static bool callers_end_reader(struct tindex *ti, const char *name, struct strlist *exits)
{
	size_t nf, calls = 0;
	const unsigned *files = tindex_callers_files(ti, name, &nf);

	for (size_t f = 0; f < nf; f++) {
		const struct cfile *cf = tindex_file(ti, files[f]);

		for (size_t k = 0; k < cf->ncalls; k++) {
			const struct ccall *c = &cf->calls[k];
			int balance;

			if (strcmp(c->callee, name))
				continue;
			if (c->caller < 0 || cf->funcs[c->caller].is_macro)
				return false;
			balance = body_reader_balance(cf, c->caller);
			if (balance < 0 && !sl_contains(exits, "rcu_read_unlock"))
				sl_push(exits, "rcu_read_unlock");
			for (size_t j = 0; j < cf->ncalls; j++) {
				const char *callee = cf->calls[j].callee;
				int h, b;

				if (cf->calls[j].caller != c->caller || !strcmp(callee, name) ||
				    (h = func_in(cf, callee)) < 0 || h == c->caller ||
				    !(b = body_reader_balance(cf, h)))
					continue;
				balance += b;
				if (b < 0 && !sl_contains(exits, callee))
					sl_push(exits, callee);
			}
			if (balance >= 0)
				return false;
			calls++;
		}
	}
	return calls > 0;
}

/* Does @fn of file @path (text @text, blanked @blank) return in its reader? */
static bool returns_inside(struct tindex *ti, const struct cfunc *fn, const char *text,
			   const char *blank, struct strlist *exits)
{
	const char *def = text_line_start(text, fn->line);
	const char *bdef = text_line_start(blank, fn->line);
	const char *name, *close, *body;
	struct strlist params = STRLIST_INIT;
	bool ok = false;

	if (!def || !bdef)
		return false;
	/* the definition's first line: back over a return type on lines before */
	name = strstr(bdef, fn->name);
	if (!name || !param_names(name, &params, &close))
		goto out;
	body = close + 1 + strspn(close + 1, " \t\n");
	while (*body && *body != '{' && *body != ';' && *body != '=')
		body++;
	if (*body != '{')
		goto out;
	if (!block_ends_inside(body, "rcu_read_lock", "rcu_read_unlock"))
		goto out;
	{
		char *head = xstrndup(text + (close - blank), (size_t)(body - close));

		ok = says_returns_inside(fn, text, def, head) ||
		     (fn->contract == CONTRACT_NONE && callers_end_reader(ti, fn->name, exits));
		free(head);
	}
out:
	sl_free(&params);
	return ok;
}

void index_reader_returners(struct tindex *ti, struct strbuf *out)
{
	size_t nf;
	const unsigned *files = tindex_callers_files(ti, "rcu_read_lock", &nf);
	struct def_votes votes = DEF_VOTES_INIT;
	struct strlist exits = STRLIST_INIT;	/* "NAME\tEXIT": a helper its callers end it with */
	enum rcu_flavor fl;
	struct rcu_effect prim;

	for (size_t f = 0; f < nf; f++) {
		const struct cfile *cf = tindex_file(ti, files[f]);
		char *text = NULL, *blank = NULL;
		bool *seen = xcalloc(cf->nfuncs + 1, sizeof(*seen));

		for (size_t k = 0; k < cf->ncalls; k++) {
			const struct ccall *c = &cf->calls[k];
			const struct cfunc *fn;

			if (c->caller < 0 || seen[c->caller] || strcmp(c->callee, "rcu_read_lock"))
				continue;
			seen[c->caller] = true;
			fn = &cf->funcs[c->caller];
			if (fn->is_macro || rcu_model_reader_end(fn->name, &fl) ||
			    rcu_model_primitive(fn->name, &prim))
				continue;
			if (!text) {
				char *full = path_join(tindex_root(ti), tindex_path(ti, files[f]));

				text = read_file(full, NULL);
				free(full);
				if (!text)
					break;
				blank = c_text_blanked(text, strlen(text));
			}
			struct strlist ends = STRLIST_INIT;

			if (returns_inside(ti, fn, text, blank, &ends)) {
				def_votes_yes(&votes, files[f], fn->name);
				for (size_t e = 0; e < ends.n; e++)
					if (strcmp(ends.v[e], "rcu_read_unlock"))
						sl_push_owned(&exits, str_printf("%s\t%s", fn->name,
										 ends.v[e]));
			}
			sl_free(&ends);
		}
		free(seen);
		free(text);
		free(blank);
	}
	/* A name is one only when every definition of it in the tree is. */
	for (size_t i = 0; i < votes.names.n; i++) {
		const char *name = votes.names.v[i];
		size_t n = strlen(name);

		if (!def_votes_all(ti, &votes, name))
			continue;
		sb_printf(out, "%s\trcu_read_unlock\trcu\n", name);
		for (size_t e = 0; e < exits.n; e++)
			if (!strncmp(exits.v[e], name, n) && exits.v[e][n] == '\t')
				sb_printf(out, "%s\trcu\n", exits.v[e]);
	}
	def_votes_free(&votes);
	sl_free(&exits);
}
