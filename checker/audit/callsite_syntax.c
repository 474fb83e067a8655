// SPDX-License-Identifier: GPL-2.0
#include "audit/callsite_syntax.h"

#include <stdlib.h>
#include <string.h>
#include "audit/callsite.h"
#include "rcu/data.h"

/* ---- the names that leave a call site to spatch ---- */

static struct strlist marks = STRLIST_INIT;	/* fragments ("callsite-marks") */
static struct strlist exact = STRLIST_INIT;	/* whole names */
static bool marks_loaded;

/* The names of every row's first @cols columns of data table @name. */
static void add_table_names(const char *name, int cols)
{
	const struct rcu_table *t = rcu_table(name);

	for (size_t r = 0; r < t->nrows; r++)
		for (int c = 0; c < cols && c < t->rows[r].ncols; c++)
			if (strcmp(t->rows[r].col[c], "-"))
				sl_push(&exact, t->rows[r].col[c]);
}

/*
 * The names in the files the audit wrote for spatch: the tree's reader
 * wrappers in $RCUCHECK_READERS ("#define NAME(...) ...") and its reader
 * calls and releasers in $RCUCHECK_READER_CALLS ("START\tEND\tFLAVOR").
 */
static void add_learned_names(void)
{
	const char *readers = getenv("RCUCHECK_READERS"), *calls = getenv("RCUCHECK_READER_CALLS");
	char *text = readers && *readers ? read_file(readers, NULL) : NULL;

	for (const char *p = text; p && (p = strstr(p, "#define ")); p += 8)
		sl_push_owned(&exact, xstrndup(p + 8, strcspn(p + 8, "( \t\n")));
	free(text);
	text = calls && *calls ? read_file(calls, NULL) : NULL;
	for (const char *p = text, *nl; p && *p; p = nl ? nl + 1 : p + strlen(p)) {
		size_t a = strcspn(p, "\t\n"), b;

		nl = strchr(p, '\n');
		sl_push_owned(&exact, xstrndup(p, a));
		if (p[a] == '\t') {
			b = strcspn(p + a + 1, "\t\n");
			sl_push_owned(&exact, xstrndup(p + a + 1, b));
		}
	}
	free(text);
}

static void load_marks(void)
{
	const struct rcu_table *t = rcu_table("callsite-marks");

	for (size_t r = 0; r < t->nrows; r++)
		sl_push(&marks, rcu_col(t, &t->rows[r], 1, 0));
	add_table_names("readers", 1);
	add_table_names("locks", 1);
	add_table_names("lock-pairs", 2);
	add_table_names("global-locks", 1);
	add_table_names("reader-calls", 2);
	add_learned_names();
	marks_loaded = true;
}

static bool is_marked(const char *w, size_t len)
{
	char *name = xstrndup(w, len);
	bool hit = sl_contains(&exact, name);

	for (size_t i = 0; i < marks.n && !hit; i++)
		hit = strstr(name, marks.v[i]) != NULL;
	free(name);
	return hit;
}

/* ---- tokens of a function's text ---- */

struct tok {
	const char *s;
	size_t len;
};

struct toks {
	struct tok *v;
	size_t n, alloc;
};

static bool tok_is(const struct tok *t, const char *word)
{
	return t->len == strlen(word) && !memcmp(t->s, word, t->len);
}

static bool tok_ident(const struct tok *t)
{
	return is_ident_char(t->s[0]) && !(t->s[0] >= '0' && t->s[0] <= '9');
}

/* The end of the comment, string, character or directive at @p, or @p. */
static const char *skip_blank(const char *p, const char *end, bool line_start)
{
	if (p + 1 < end && p[0] == '/' && p[1] == '*') {
		const char *e = strstr(p + 2, "*/");

		return e && e + 2 <= end ? e + 2 : end;
	}
	if (p + 1 < end && p[0] == '/' && p[1] == '/') {
		while (p < end && *p != '\n')
			p++;
		return p;
	}
	if (*p == '"' || *p == '\'') {
		char q = *p++;

		while (p < end && *p != q && *p != '\n')
			p += *p == '\\' && p + 1 < end ? 2 : 1;
		return p < end ? p + 1 : end;
	}
	if (*p == '#' && line_start) {
		/* a directive, with its continued lines */
		while (p < end && *p != '\n')
			p += *p == '\\' && p + 1 < end ? 2 : 1;
		return p;
	}
	return p;
}

/* The tokens of @from..@end: words, numbers, one character each else ("->" one). */
static void tokenize(const char *from, const char *end, struct toks *out)
{
	bool line_start = true;

	for (const char *p = from; p < end;) {
		const char *q = skip_blank(p, end, line_start);

		if (q != p) {
			p = q;
			continue;
		}
		if (*p == '\n' || *p == ' ' || *p == '\t' || *p == '\r' || *p == '\f') {
			line_start |= *p == '\n';
			p++;
			continue;
		}
		line_start = false;
		ALLOC_GROW(out->v, out->n, out->alloc);
		q = p;
		if (is_ident_char(*p))
			while (q < end && is_ident_char(*q))
				q++;
		else
			q = p + (p + 1 < end && p[0] == '-' && p[1] == '>' ? 2 : 1);
		out->v[out->n++] = (struct tok){ p, (size_t)(q - p) };
		p = q;
	}
}

/* The token that closes the bracket at @i, or @n. */
static size_t closing(const struct toks *t, size_t i)
{
	char open = t->v[i].s[0], close = open == '(' ? ')' : open == '{' ? '}' : ']';
	int depth = 0;

	for (size_t k = i; k < t->n; k++) {
		if (t->v[k].len != 1)
			continue;
		if (t->v[k].s[0] == open)
			depth++;
		else if (t->v[k].s[0] == close && --depth == 0)
			return k;
	}
	return t->n;
}

/* The token that opens the bracket closed at @i, or @i when none. */
static size_t opening(const struct toks *t, size_t i)
{
	char close = t->v[i].s[0], open = close == ')' ? '(' : close == '}' ? '{' : '[';
	int depth = 0;

	for (size_t k = i + 1; k-- > 0;) {
		if (t->v[k].len != 1)
			continue;
		if (t->v[k].s[0] == close)
			depth++;
		else if (t->v[k].s[0] == open && --depth == 0)
			return k;
	}
	return i;
}

static bool is_punct(const struct tok *t, char c)
{
	return t->len == 1 && t->s[0] == c;
}

/* Words that head a bracketed header or take one and are no loop: if (x), sizeof (T). */
static bool plain_head(const struct tok *t)
{
	static const char *const words[] = { "if", "switch", "return", "sizeof", "else", NULL };

	for (size_t i = 0; words[i]; i++)
		if (tok_is(t, words[i]))
			return true;
	return false;
}

/*
 * Does the block opened at token @i repeat (a loop's body, or an
 * iterator macro's: list_for_each_entry(...) {)? Unknown shapes count
 * as loops.
 */
static bool opens_loop(const struct toks *t, size_t i)
{
	const struct tok *prev = i ? &t->v[i - 1] : NULL;

	if (!prev || is_punct(prev, ';') || is_punct(prev, '{') || is_punct(prev, '}') ||
	    is_punct(prev, ':') || tok_is(prev, "else"))
		return false;
	if (tok_is(prev, "do"))
		return true;
	if (is_punct(prev, ')')) {
		size_t o = opening(t, i - 1);
		const struct tok *head = o ? &t->v[o - 1] : NULL;

		if (!head || o == i - 1)
			return true;
		if (tok_is(head, "if") || tok_is(head, "switch"))
			return false;
		/* a compound literal, "(struct s){ ... }" */
		return tok_ident(head) || is_punct(head, ')');
	}
	/* an initializer or a statement expression */
	return !(is_punct(prev, '=') || is_punct(prev, ',') || is_punct(prev, '(') ||
		 tok_is(prev, "return"));
}

/* A statement that leaves its block: what follows in that block is dead code. */
static bool leaves_block(const struct toks *t, size_t i)
{
	const struct tok *prev = i ? &t->v[i - 1] : NULL;

	if (!(tok_is(&t->v[i], "return") || tok_is(&t->v[i], "break") ||
	      tok_is(&t->v[i], "continue") || tok_is(&t->v[i], "goto")))
		return false;
	return !prev || is_punct(prev, ';') || is_punct(prev, '{') || is_punct(prev, '}');
}

/*
 * A loop header at @i whose body is no block (for (...) x(); while (c)
 * x();, an iterator macro's), or a do without braces: the text cannot
 * tell where it ends without parsing, so the caller gives up. A do's
 * "} while (c);" and "while (c);" have no body.
 */
static bool unbraced_loop(const struct toks *t, size_t i)
{
	const struct tok *w = &t->v[i];

	if (tok_is(w, "do"))
		return i + 1 >= t->n || !is_punct(&t->v[i + 1], '{');
	if (i + 1 >= t->n || !is_punct(&t->v[i + 1], '(') || !tok_ident(w) || plain_head(w))
		return false;
	size_t c = closing(t, i + 1);

	if (c + 1 >= t->n)
		return false;
	const struct tok *next = &t->v[c + 1];

	if (tok_is(w, "for") || tok_is(w, "while"))
		return !is_punct(next, '{') && !is_punct(next, ';');
	/* NAME(...) followed by a word: an iterator's body (or a declaration's attribute) */
	return tok_ident(next);
}

/*
 * A label at @i ("out:"), which a goto after the call may jump back to:
 * a word and a colon, but not a case's value, the default, a ternary's
 * middle or a bit-field's name (those read as labels are given up on too).
 */
static bool is_label(const struct toks *t, size_t i)
{
	const struct tok *prev = i ? &t->v[i - 1] : NULL;

	return i + 1 < t->n && is_punct(&t->v[i + 1], ':') && !tok_is(&t->v[i], "default") &&
	       !(prev && (tok_is(prev, "case") || is_punct(prev, '?')));
}

/*
 * Is the call at token @call of @t (the function's tokens, from its
 * name) one no path from the function's start reaches through a call
 * of a marked name, outside any loop, after no label (a goto below may
 * come back), after no return, break or goto of its own blocks?
 */
static bool call_holds_nothing(const struct toks *t, size_t call)
{
	bool loop[256], dead[256];
	size_t depth = 0, body = t->n;

	for (size_t i = 0; i < t->n; i++)
		if (is_punct(&t->v[i], '{')) {
			body = i;
			break;
		}
	if (body >= call)
		return false;
	for (size_t i = body; i < call; i++) {
		const struct tok *w = &t->v[i];

		if (is_punct(w, '{')) {
			if (depth == sizeof(loop) / sizeof(*loop))
				return false;
			loop[depth] = depth && opens_loop(t, i);
			dead[depth++] = false;
		} else if (is_punct(w, '}')) {
			if (!depth--)
				return false;
		} else if (tok_ident(w)) {
			bool called = i + 1 < t->n && is_punct(&t->v[i + 1], '(');

			if ((called && is_marked(w->s, w->len)) || unbraced_loop(t, i) ||
			    is_label(t, i))
				return false;
			if (depth && leaves_block(t, i))
				dead[depth - 1] = true;
		}
	}
	for (size_t d = 0; d < depth; d++)
		if (loop[d] || dead[d])
			return false;
	/* the callee used as an iterator (for_each_irq_desc(i, d) {): spatch sees no call */
	if (call + 1 >= t->n || !is_punct(&t->v[call + 1], '('))
		return false;
	size_t end = closing(t, call + 1);

	if (end + 1 >= t->n || is_punct(&t->v[end + 1], '{') || tok_ident(&t->v[end + 1]))
		return false;
	/* the brackets around the call: a loop's header, an iterator's arguments */
	for (size_t i = call; i-- > body;) {
		if (!is_punct(&t->v[i], '(') || closing(t, i) < call || !i)
			continue;
		const struct tok *head = &t->v[i - 1];
		size_t c = closing(t, i);

		if (tok_is(head, "for") || tok_is(head, "while"))
			return false;
		if (tok_ident(head) && !plain_head(head) && c + 1 < t->n &&
		    (is_punct(&t->v[c + 1], '{') || tok_ident(&t->v[c + 1])))
			return false;
	}
	return depth > 0;
}

/* The offset of line @line (1-based) of @text, or NULL. */
/* Where line @line of file @file begins (its end past the last line), by the index's line table. */
static const char *line_at(struct tindex *ti, unsigned file, int line)
{
	size_t len;

	return tindex_file_lines(ti, file, line, line, &len);
}

/* Is the word @w at @p of @text, not part of a longer name? */
static bool word_at(const char *text, const char *p, size_t len)
{
	return (p == text || !is_ident_char(p[-1])) && !is_ident_char(p[len]);
}

/*
 * The offset in @text of its first guard of linux/cleanup.h (whose scope
 * the rule works out from the text), or -1: kept per file of the index,
 * for every question of a file looked from its top again (a fortieth of
 * a warm whole-6.12 audit's CPU).
 */
static long first_guard(struct tindex *ti, unsigned file, const char *text)
{
	static const char *const words[] = { "guard", "scoped_guard", "scoped_cond_guard",
					      "CLASS", "scoped_class", NULL };
	static struct {
		unsigned long serial;
		size_t n;
		long *at;	/* 0 not looked, -1 none, else the offset + 1 */
	} kept;

	if (!kept.at || kept.serial != tindex_serial(ti)) {
		free(kept.at);
		kept.serial = tindex_serial(ti);
		kept.n = tindex_nfiles(ti);
		kept.at = xcalloc(kept.n ? kept.n : 1, sizeof(*kept.at));
	}
	if (file < kept.n && kept.at[file])
		return kept.at[file] < 0 ? -1 : kept.at[file] - 1;
	long first = -1;

	for (size_t i = 0; words[i]; i++) {
		size_t len = strlen(words[i]);

		for (const char *p = text; (p = strstr(p, words[i])); p += len)
			if (word_at(text, p, len)) {
				if (first < 0 || p - text < first)
					first = p - text;
				break;
			}
	}
	if (file < kept.n)
		kept.at[file] = first < 0 ? -1 : first + 1;
	return first;
}

/* The token of the call of @c: the callee's name at its line and column. */
static size_t call_token(const struct toks *t, const char *at, const char *callee)
{
	const char *name = callee + (starts_with(callee, "->") ? 2 : 0);

	for (size_t i = 0; i < t->n; i++)
		if (t->v[i].s == at)
			return tok_is(&t->v[i], name) ? i : t->n;
	return t->n;
}

/* The facts of call @c of @cf in function @fn, when the text decides them. */
static bool syntax_fact(struct tindex *ti, unsigned file, const char *text, const char *path,
			const struct cfunc *fn, const struct ccall *c, struct call_fact *f)
{
	const char *start = line_at(ti, file, fn->line), *end = line_at(ti, file, fn->end_line + 1);
	const char *at = line_at(ti, file, c->line);
	long guard;
	struct toks t = { 0 };
	bool ok = false;

	if (!start || !at || c->col < 1)
		return false;
	if (!end)
		end = text + strlen(text);
	at += c->col - 1;
	guard = first_guard(ti, file, text);
	if (at < start || at >= end || (guard >= 0 && text + guard < at))
		return false;
	tokenize(start, end, &t);
	size_t call = call_token(&t, at, c->callee);

	ok = call < t.n && call_holds_nothing(&t, call);
	free(t.v);
	if (!ok)
		return false;
	memset(f, 0, sizeof(*f));
	f->file = str_dup(path);
	f->caller = str_dup(fn->name);
	f->callee = str_dup(c->callee);
	f->line = c->line;
	f->col = c->col;
	strcpy(f->rcu, "entry");
	strcpy(f->bh, "entry");
	strcpy(f->sched, "entry");
	return true;
}

bool callsite_syntax_facts(struct tindex *ti, const char *path, const char *callee,
			   bool (*asks)(const struct cfile *cf, int k), struct call_facts *out)
{
	long id = tindex_file_id(ti, path);
	const struct cfile *cf;
	const char *text;
	bool ok = true;

	if (id < 0)
		return false;
	if (!marks_loaded)
		load_marks();
	cf = tindex_file(ti, (size_t)id);
	text = tindex_file_text(ti, (unsigned)id);
	if (!text)
		return false;
	for (size_t k = 0; k < cf->ncalls && ok; k++) {
		const struct ccall *c = &cf->calls[k];
		struct call_fact f;

		if (strcmp(c->callee, callee) || c->caller < 0 || cf->funcs[c->caller].is_macro ||
		    !asks(cf, c->caller))
			continue;
		ok = syntax_fact(ti, (unsigned)id, text, path, &cf->funcs[c->caller], c, &f);
		if (ok) {
			ALLOC_GROW(out->v, out->n, out->alloc);
			out->v[out->n++] = f;
		}
	}
	if (ok && out->n)
		return true;
	for (size_t i = 0; i < out->n; i++)
		call_fact_free(&out->v[i]);
	out->n = 0;
	return false;
}
