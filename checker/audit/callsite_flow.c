// SPDX-License-Identifier: GPL-2.0
#include "audit/callsite_flow.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audit/facts.h"
#include "rcu/data.h"
#include "tree/spatch.h"

/* ---- what the rule counts: its own lists, and the model's tables ---- */

struct killer {
	char *name;
	int arity;		/* -1: any */
};

struct killers {
	struct killer *v;
	size_t n, alloc;
};

static struct {
	bool loaded, ok;
	/* the "when !=" lists of the rule's un_* rules */
	struct killers rcu_entry, rcu_after, rcu_after_call, bh, sched, sched_after_call;
	/* its identifier sets */
	struct strlist lock, unlock, off, on, be;
	/* rcucheck_model.py's ARG_READERS and ARG_READER_EXITS */
	struct strlist reader_calls_rcu, reader_calls_sched, reader_exits_rcu, reader_exits_sched;
	/* NOARG's locks no argument names: name -> "&lock", and their releases */
	struct strlist global_names, global_held, global_unlocks;
	/* the tree's wrappers spatch expands ($RCUCHECK_READERS): not ours */
	struct strlist wrappers;
} K;

static void add_killer(struct killers *k, const char *name, int arity)
{
	ALLOC_GROW(k->v, k->n, k->alloc);
	k->v[k->n++] = (struct killer){ str_dup(name), arity };
}

/* The arity of "ARGS" in NAME(ARGS): 0, -1 for "...", else commas + 1. */
static int arity_of(const char *args, size_t len)
{
	int n = 1;

	while (len && (*args == ' ' || *args == '\t'))
		args++, len--;
	if (!len)
		return 0;
	if (len >= 3 && !strncmp(args, "...", 3))
		return -1;
	for (size_t i = 0; i < len; i++)
		n += args[i] == ',';
	return n;
}

/* Reader calls with an argument: the model's table and the tree's ($RCUCHECK_READER_CALLS). */
static void add_reader_call(const char *start, const char *end, const char *flavor)
{
	bool rcu = !strcmp(flavor, "rcu"), sched = !strcmp(flavor, "sched");

	if (!rcu && !sched)
		return;
	if (strcmp(start, "-"))
		sl_push(rcu ? &K.reader_calls_rcu : &K.reader_calls_sched, start);
	sl_push(rcu ? &K.reader_exits_rcu : &K.reader_exits_sched, end);
}

static void load_reader_calls(void)
{
	const struct rcu_table *t = rcu_table("reader-calls");
	const char *learned = getenv("RCUCHECK_READER_CALLS");
	char *text;

	for (size_t r = 0; r < t->nrows; r++)
		add_reader_call(rcu_col(t, &t->rows[r], 3, 0), rcu_col(t, &t->rows[r], 3, 1),
				rcu_col(t, &t->rows[r], 3, 2));
	text = learned && *learned ? read_file(learned, NULL) : NULL;
	for (char *line = text, *nl; line && *line; line = nl ? nl + 1 : line + strlen(line)) {
		char w[4][256];
		int n;

		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		n = sscanf(line, "%255s %255s %255s %255s", w[0], w[1], w[2], w[3]);
		if (n == 3)
			add_reader_call(w[0], w[1], w[2]);
	}
	free(text);
	text = getenv("RCUCHECK_READERS") ? read_file(getenv("RCUCHECK_READERS"), NULL) : NULL;
	for (const char *p = text; p && (p = strstr(p, "#define ")); p += 8)
		sl_push_owned(&K.wrappers, xstrndup(p + 8, strcspn(p + 8, "( \t\n")));
	free(text);
}

/* The locks no argument names (global-locks), held as "&lock", and their releases. */
static void load_global_locks(void)
{
	const struct rcu_table *g = rcu_table("global-locks"), *pairs = rcu_table("lock-pairs");

	for (size_t r = 0; r < g->nrows; r++) {
		const char *name = rcu_col(g, &g->rows[r], 2, 0);
		char *release = NULL;

		sl_push(&K.global_names, name);
		sl_push_owned(&K.global_held, str_printf("&%s", rcu_col(g, &g->rows[r], 2, 1)));
		for (size_t p = 0; p < pairs->nrows && !release; p++)
			if (!strcmp(pairs->rows[p].col[0], name))
				release = str_dup(pairs->rows[p].col[1]);
		if (!release && strstr(name, "lock")) {
			const char *at = strstr(name, "lock");

			release = str_printf("%.*sunlock%s", (int)(at - name), name, at + 4);
		}
		if (release && !sl_contains(&K.global_unlocks, release))
			sl_push(&K.global_unlocks, release);
		free(release);
	}
}

/* The names of "identifier NAME = {a, b, ...};" from @p on, into @out. */
static void read_set(const char *p, struct strlist *out)
{
	const char *end = strchr(p, '}');

	p = strchr(p, '{');
	if (!p || !end)
		return;
	for (p++; p < end;) {
		while (p < end && !is_ident_char(*p))
			p++;
		const char *w = p;

		while (p < end && is_ident_char(*p))
			p++;
		if (p > w)
			sl_push_owned(out, xstrndup(w, (size_t)(p - w)));
	}
}

/* "when != NAME(ARGS)" at @p: into the list of rule @rule. */
static void read_when(const char *rule, const char *p)
{
	struct killers *k = !strcmp(rule, "un_rcu") ? &K.rcu_entry :
		!strcmp(rule, "un_rcu_after") ? &K.rcu_after :
		!strcmp(rule, "un_rcu_after_call") ? &K.rcu_after_call :
		!strcmp(rule, "un_bh") ? &K.bh :
		!strcmp(rule, "un_sched") ? &K.sched :
		!strcmp(rule, "un_sched_after_call") ? &K.sched_after_call : NULL;
	size_t n = strcspn(p, "( \t\n");
	const char *args = p + n, *close;

	if (!k || *args != '(' || !(close = strchr(args, ')')))
		return;
	char *name = xstrndup(p, n);

	/* rs: the model's reader calls of the rule's flavor */
	if (!strcmp(name, "rs")) {
		const struct strlist *rs = strstr(rule, "rcu") ? &K.reader_calls_rcu :
			&K.reader_calls_sched;

		for (size_t i = 0; i < rs->n; i++)
			add_killer(k, rs->v[i], -1);
	} else {
		add_killer(k, name, arity_of(args + 1, (size_t)(close - args - 1)));
	}
	free(name);
}

static void load(void)
{
	char *path = cocci_rule("rcu_callsite.cocci");
	char *text = path ? read_file(path, NULL) : NULL;
	char rule[64] = "";

	K.loaded = true;
	free(path);
	if (!text)
		return;
	load_reader_calls();
	load_global_locks();
	for (char *line = text, *nl; *line; line = nl ? nl + 1 : line + strlen(line)) {
		const char *w;

		nl = strchr(line, '\n');
		if (line[0] == '@' && is_ident_char(line[1])) {
			size_t n = strcspn(line + 1, " @\n");

			snprintf(rule, sizeof(rule), "%.*s", (int)(n < 63 ? n : 63), line + 1);
		}
		if ((w = strstr(line, "when != ")) && (!nl || w < nl))
			read_when(rule, w + 8);
		if (!strncmp(line, "identifier ", 11) && (w = strchr(line, '=')) && (!nl || w < nl) &&
		    strchr(line, '{')) {
			size_t n = strcspn(line + 11, " =");
			struct strlist *set = !strncmp(line + 11, "lock", n) && n == 4 ? &K.lock :
				!strncmp(line + 11, "unlock", n) && n == 6 ? &K.unlock :
				!strncmp(line + 11, "off", n) && n == 3 ? &K.off :
				!strncmp(line + 11, "on", n) && n == 2 ? &K.on :
				!strncmp(line + 11, "be", n) && n == 2 ? &K.be : NULL;

			if (set && !set->n)
				read_set(w, set);
		}
	}
	free(text);
	/* un_bh_after has un_bh's list; the rule must still have them all */
	K.ok = K.rcu_entry.n && K.rcu_after.n && K.bh.n && K.sched.n && K.sched_after_call.n &&
	       K.lock.n && K.unlock.n && K.off.n && K.on.n && K.be.n;
}

/*
 * What a held state is held as (rcucheck_model.py's NOARG): a reader's
 * start as its flavor's first start, a preemption, softirq or interrupt
 * state as "preempt-disabled", "bh-disabled", "irqs-disabled".
 */
static char *state_held(const char *off)
{
	const struct rcu_table *readers = rcu_table("readers"), *locks = rcu_table("locks");
	char *held = NULL;

	for (size_t r = 0; r < readers->nrows && !held; r++) {
		const struct rcu_row *row = &readers->rows[r];

		if (row->ncols < 3 || strcmp(row->col[0], off) || strcmp(row->col[2], "enter") ||
		    !strcmp(row->col[1], "srcu"))
			continue;
		for (size_t f = 0; f < readers->nrows && !held; f++)
			if (readers->rows[f].ncols >= 3 &&
			    !strcmp(readers->rows[f].col[1], row->col[1]) &&
			    !strcmp(readers->rows[f].col[2], "enter"))
				held = str_printf("%s()", readers->rows[f].col[0]);
	}
	for (size_t r = 0; r < locks->nrows && !held; r++) {
		const struct rcu_row *row = &locks->rows[r];

		if (row->ncols < 3 || strcmp(row->col[0], off) || strchr(row->col[2], ','))
			continue;
		if (!strcmp(row->col[1], "bh") || !strcmp(row->col[1], "preempt") ||
		    !strcmp(row->col[1], "cpu") || !strcmp(row->col[1], "irq"))
			held = str_printf("%s-disabled", !strcmp(row->col[2], "irq") ? "irqs" :
					  row->col[2]);
	}
	return held ? held : str_printf("%s()", off);
}

/* ---- a function's calls ---- */

struct call {
	size_t name, open, close;	/* tokens: the name, its '(' and ')' */
	int nargs;
};

static bool name_is(const struct toks *t, size_t i, const char *s)
{
	return tk_is(&t->v[i], s);
}

static bool name_in(const struct toks *t, size_t i, const struct strlist *sl)
{
	for (size_t k = 0; k < sl->n; k++)
		if (tk_is(&t->v[i], sl->v[k]))
			return true;
	return false;
}

static bool killed_by(const struct toks *t, const struct call *c, const struct killers *k)
{
	for (size_t i = 0; i < k->n; i++)
		if (tk_is(&t->v[c->name], k->v[i].name) &&
		    (k->v[i].arity < 0 || k->v[i].arity == c->nargs))
			return true;
	return false;
}

/* The token range [*@a, *@b] of argument @k (0-based) of call @c; false when none. */
static bool arg_range(const struct toks *t, const struct call *c, int k, size_t *a, size_t *b)
{
	size_t from = c->open + 1;
	int n = 0;

	for (size_t i = from; i <= c->close; i++) {
		const struct tok *w = &t->v[i];

		if (tk_punct(w, '(') || tk_punct(w, '[') || tk_punct(w, '{')) {
			i = tk_close(t, i);
			continue;
		}
		if (i == c->close || tk_punct(w, ',')) {
			if (n++ == k) {
				if (i == from)
					return false;
				*a = from;
				*b = i - 1;
				return true;
			}
			from = i + 1;
		}
	}
	return false;
}

static bool same_tokens(const struct toks *t, size_t a1, size_t b1, size_t a2, size_t b2)
{
	if (b1 - a1 != b2 - a2)
		return false;
	for (size_t i = 0; i <= b1 - a1; i++)
		if (t->v[a1 + i].len != t->v[a2 + i].len ||
		    memcmp(t->v[a1 + i].s, t->v[a2 + i].s, t->v[a1 + i].len))
			return false;
	return true;
}

static bool is_operator_char(char c)
{
	return strchr("+-*/%&|^!~<>=?:", c) != NULL;
}

/*
 * Tokens [@a, @b] in kernel style, as tidy() of rcucheck_model.py prints
 * Coccinelle's expressions: "&dev->lock", "&per_cpu(x, cpu).lock".
 */
static void render(const struct toks *t, size_t a, size_t b, struct strbuf *sb)
{
	for (size_t i = a; i <= b; i++) {
		const struct tok *w = &t->v[i], *prev = i > a ? &t->v[i - 1] : NULL;
		bool op = w->len == 1 && is_operator_char(w->s[0]);
		bool prev_op = prev && prev->len == 1 && is_operator_char(prev->s[0]);
		/* a unary operator: first, or after a bracket, a comma or an operator */
		bool unary = op && (!prev || tk_punct(prev, '(') || tk_punct(prev, '[') ||
				    tk_punct(prev, ',') || prev_op);
		bool prev_unary = prev && prev_op && (i - 1 == a || tk_punct(&t->v[i - 2], '(') ||
						     tk_punct(&t->v[i - 2], '[') ||
						     tk_punct(&t->v[i - 2], ',') ||
						     (t->v[i - 2].len == 1 &&
						      is_operator_char(t->v[i - 2].s[0])));

		if (prev) {
			bool space = false;

			if (tk_punct(w, ')') || tk_punct(w, ']') || tk_punct(w, ',') ||
			    tk_punct(w, '[') || tk_punct(w, '(') || tk_is(w, "->") ||
			    tk_punct(w, '.') || tk_punct(prev, '(') || tk_punct(prev, '[') ||
			    tk_is(prev, "->") || tk_punct(prev, '.'))
				space = false;
			else if (tk_punct(prev, ','))
				space = true;
			else if (op && !unary)
				space = true;
			else if (prev_op && !prev_unary)
				space = true;
			else if (tk_ident(prev) && tk_ident(w))
				space = true;
			if (space)
				sb_putc(sb, ' ');
		}
		sb_add(sb, w->s, w->len);
	}
}

/* ---- the flow graph ---- */

struct ilist {
	int *v;
	size_t n, alloc;
};

static void il_push(struct ilist *l, int x)
{
	for (size_t i = 0; i < l->n; i++)
		if (l->v[i] == x)
			return;
	ALLOC_GROW(l->v, l->n, l->alloc);
	l->v[l->n++] = x;
}

static void il_add(struct ilist *l, const struct ilist *m)
{
	for (size_t i = 0; i < m->n; i++)
		il_push(l, m->v[i]);
}

enum node_kind { N_EMPTY, N_STMT, N_HEAD, N_ITER };

struct node {
	enum node_kind kind;
	size_t a, b;		/* tokens, a > b when none */
	struct ilist preds;
	uint64_t gen, kill, in, out;
};

enum ctx_kind { CX_LOOP, CX_SWITCH };

struct ctx {
	enum ctx_kind kind;
	struct ilist breaks;
	int cont;		/* LOOP: where continue goes */
	int head;		/* SWITCH: the switch's node */
	bool has_default;
};

struct jump {
	int node;
	size_t label;		/* token */
};

struct cfg {
	const struct toks *t;
	struct node *n;
	size_t nn, alloc;
	struct ctx cx[64];
	int depth;
	struct jump *gotos, *labels;
	size_t ngotos, agotos, nlabels, alabels;
	bool fail;
};

static bool is_directive(const struct tok *w)
{
	return w->s[0] == '#';
}

static int new_node(struct cfg *g, enum node_kind kind, size_t a, size_t b)
{
	/* a conditional inside a statement: spatch's reading of it is not this parser's */
	for (size_t i = a; i <= b && i < g->t->n && a <= b; i++)
		g->fail |= is_directive(&g->t->v[i]);
	ALLOC_GROW(g->n, g->nn, g->alloc);
	g->n[g->nn] = (struct node){ .kind = kind, .a = a, .b = b };
	return (int)g->nn++;
}

/* Edges from every node of @front to @node, which becomes the front. */
static void flow_to(struct cfg *g, struct ilist *front, int node)
{
	il_add(&g->n[node].preds, front);
	front->n = 0;
	il_push(front, node);
}

/* The ';' ending the statement at @i, brackets skipped; t->n when none before @end. */
static size_t stmt_end(const struct cfg *g, size_t i, size_t end)
{
	for (size_t k = i; k < end; k++) {
		const struct tok *w = &g->t->v[k];

		if (tk_punct(w, ';'))
			return k;
		if (tk_punct(w, '(') || tk_punct(w, '[') || tk_punct(w, '{'))
			k = tk_close(g->t, k);
		else if (tk_punct(w, '}') || tk_punct(w, ')') || tk_punct(w, ']'))
			return g->t->n;
	}
	return g->t->n;
}

static bool is_keyword_head(const struct tok *w)
{
	static const char *const words[] = { "if", "for", "while", "do", "switch", "return", "break",
					      "continue", "goto", "case", "default", "else", "sizeof",
					      "typeof", "__typeof__", "__typeof", "__attribute__",
					      "asm", "__asm__", "_Static_assert", "static_assert",
					      NULL };

	for (size_t i = 0; words[i]; i++)
		if (tk_is(w, words[i]))
			return true;
	return false;
}

static size_t parse_stmt(struct cfg *g, size_t i, size_t end, struct ilist *front);

/*
 * The body at @i of a loop or a switch, parsed inside its context @cx;
 * what leaves it by break added to @breaks (and whether a switch had a
 * default, into *@has_default).
 */
static size_t parse_within(struct cfg *g, struct ctx cx, size_t i, size_t end,
			   struct ilist *front, struct ilist *breaks, bool *has_default)
{
	size_t next;

	if (g->depth == 64) {
		g->fail = true;
		return end;
	}
	g->cx[g->depth++] = cx;
	next = parse_stmt(g, i, end, front);
	g->depth--;
	il_add(breaks, &g->cx[g->depth].breaks);
	if (has_default)
		*has_default = g->cx[g->depth].has_default;
	free(g->cx[g->depth].breaks.v);
	return next;
}

/* A loop: its head node [@i, @c] and its body at @c + 1. */
static size_t parse_loop(struct cfg *g, size_t i, size_t c, size_t end, struct ilist *front,
			 enum node_kind kind)
{
	int head = new_node(g, kind, i, c);
	struct ilist breaks = { 0 };
	size_t next;

	flow_to(g, front, head);
	next = parse_within(g, (struct ctx){ .kind = CX_LOOP, .cont = head }, c + 1, end, front,
			    &breaks, NULL);
	il_add(&g->n[head].preds, front);
	front->n = 0;
	il_push(front, head);
	il_add(front, &breaks);
	free(breaks.v);
	return next;
}

static struct ctx *innermost(struct cfg *g, bool loop_only)
{
	for (int d = g->depth; d-- > 0;)
		if (!loop_only || g->cx[d].kind == CX_LOOP)
			return &g->cx[d];
	return NULL;
}

/*
 * #if (#ifdef, #ifndef) ... #elif ... #else ... #endif around whole
 * statements, read as spatch reads it: an if/else whose condition is
 * unknown, one branch per part, and a path past them all when there is
 * no #else.
 */
static size_t parse_conditional(struct cfg *g, size_t i, size_t end, struct ilist *front)
{
	const struct toks *t = g->t;
	int head = new_node(g, N_EMPTY, 1, 0);
	struct ilist out = { 0 }, branch = { 0 };
	bool has_else = false;

	flow_to(g, front, head);
	for (i++;;) {
		branch.n = 0;
		il_push(&branch, head);
		while (i < end && !g->fail && !tk_is(&t->v[i], "#elif") &&
		       !tk_is(&t->v[i], "#else") && !tk_is(&t->v[i], "#endif"))
			i = parse_stmt(g, i, end, &branch);
		il_add(&out, &branch);
		if (i >= end || g->fail) {
			g->fail = true;
			i = end;
			break;
		}
		if (tk_is(&t->v[i++], "#endif"))
			break;
		has_else |= tk_is(&t->v[i - 1], "#else");
	}
	if (!has_else)
		il_push(&out, head);
	front->n = 0;
	il_add(front, &out);
	free(out.v);
	free(branch.v);
	return i;
}

static size_t parse_stmt(struct cfg *g, size_t i, size_t end, struct ilist *front)
{
	const struct toks *t = g->t;
	const struct tok *w;
	size_t c;

	if (g->fail || i >= end) {
		g->fail = true;
		return end;
	}
	w = &t->v[i];
	if (tk_is(w, "#if"))
		return parse_conditional(g, i, end, front);
	if (is_directive(w)) {
		/* #if 0 (spatch skips its text), or a branch that does not hold whole statements */
		g->fail = true;
		return end;
	}
	if (tk_punct(w, '{')) {
		c = tk_close(t, i);
		if (c >= end) {
			g->fail = true;
			return end;
		}
		for (size_t k = i + 1; k < c && !g->fail;)
			k = parse_stmt(g, k, c, front);
		return c + 1;
	}
	if (tk_punct(w, ';'))
		return i + 1;
	bool paren = i + 1 < end && tk_punct(&t->v[i + 1], '(');

	if (paren && (tk_is(w, "if") || tk_is(w, "while") || tk_is(w, "for") || tk_is(w, "switch"))) {
		c = tk_close(t, i + 1);
		if (c + 1 >= end) {
			g->fail = true;
			return end;
		}
		if (tk_is(w, "while") || tk_is(w, "for"))
			return parse_loop(g, i, c, end, front, N_HEAD);
		int head = new_node(g, N_HEAD, i, c);

		flow_to(g, front, head);
		if (tk_is(w, "switch")) {
			struct ilist breaks = { 0 };
			bool has_default = false;
			size_t next;

			if (!tk_punct(&t->v[c + 1], '{')) {
				g->fail = true;
				return end;
			}
			front->n = 0;
			next = parse_within(g, (struct ctx){ .kind = CX_SWITCH, .head = head }, c + 1,
					    end, front, &breaks, &has_default);
			il_add(front, &breaks);
			if (!has_default)
				il_push(front, head);
			free(breaks.v);
			return next;
		}
		struct ilist other = { 0 };
		size_t next = parse_stmt(g, c + 1, end, front);

		il_push(&other, head);
		if (next < end && tk_is(&t->v[next], "else"))
			next = parse_stmt(g, next + 1, end, &other);
		il_add(front, &other);
		free(other.v);
		return next;
	}
	if (tk_is(w, "do")) {
		int entry = new_node(g, N_EMPTY, i, i), cond = new_node(g, N_HEAD, 1, 0);
		struct ilist breaks = { 0 };
		size_t next;

		flow_to(g, front, entry);
		next = parse_within(g, (struct ctx){ .kind = CX_LOOP, .cont = cond }, i + 1, end,
				    front, &breaks, NULL);
		if (next + 1 >= end || !tk_is(&t->v[next], "while") ||
		    !tk_punct(&t->v[next + 1], '(') || (c = tk_close(t, next + 1)) + 1 >= end ||
		    !tk_punct(&t->v[c + 1], ';')) {
			free(breaks.v);
			g->fail = true;
			return end;
		}
		g->n[cond].a = next;
		g->n[cond].b = c;
		flow_to(g, front, cond);
		il_push(&g->n[entry].preds, cond);
		il_add(front, &breaks);
		free(breaks.v);
		return c + 2;
	}
	if (tk_is(w, "return")) {
		c = stmt_end(g, i, end);
		if (c >= end) {
			g->fail = true;
			return end;
		}
		flow_to(g, front, new_node(g, N_STMT, i, c));
		front->n = 0;
		return c + 1;
	}
	if (tk_is(w, "break") || tk_is(w, "continue")) {
		struct ctx *cx = innermost(g, tk_is(w, "continue"));

		if (!cx || i + 1 >= end || !tk_punct(&t->v[i + 1], ';')) {
			g->fail = true;
			return end;
		}
		if (tk_is(w, "break"))
			il_add(&cx->breaks, front);
		else
			il_add(&g->n[cx->cont].preds, front);
		front->n = 0;
		return i + 2;
	}
	if (tk_is(w, "goto")) {
		if (i + 2 >= end || !tk_ident(&t->v[i + 1]) || !tk_punct(&t->v[i + 2], ';')) {
			g->fail = true;
			return end;
		}
		int node = new_node(g, N_STMT, i, i + 2);

		flow_to(g, front, node);
		ALLOC_GROW(g->gotos, g->ngotos, g->agotos);
		g->gotos[g->ngotos++] = (struct jump){ node, i + 1 };
		front->n = 0;
		return i + 3;
	}
	if (tk_is(w, "case") || tk_is(w, "default")) {
		struct ctx *cx = NULL;

		for (int d = g->depth; d-- > 0 && !cx;)
			if (g->cx[d].kind == CX_SWITCH)
				cx = &g->cx[d];
		for (c = i + 1; c < end && !tk_punct(&t->v[c], ':'); c++)
			if (tk_punct(&t->v[c], '?') || tk_punct(&t->v[c], ';') ||
			    tk_punct(&t->v[c], '{') || tk_punct(&t->v[c], '}'))
				break;
		if (!cx || c >= end || !tk_punct(&t->v[c], ':')) {
			g->fail = true;
			return end;
		}
		int node = new_node(g, N_HEAD, i, c);

		il_push(&g->n[node].preds, cx->head);
		flow_to(g, front, node);
		cx->has_default |= tk_is(w, "default");
		return c + 1;
	}
	if (tk_ident(w) && !is_keyword_head(w) && i + 1 < end && tk_punct(&t->v[i + 1], ':')) {
		int node = new_node(g, N_EMPTY, i, i + 1);

		flow_to(g, front, node);
		ALLOC_GROW(g->labels, g->nlabels, g->alabels);
		g->labels[g->nlabels++] = (struct jump){ node, i };
		return i + 2;
	}
	if (tk_is(w, "else")) {
		g->fail = true;
		return end;
	}
	/* an iterator macro: NAME(...) and a statement, list_for_each_entry(p, h, m) { */
	if (paren && tk_ident(w) && !is_keyword_head(w)) {
		c = tk_close(t, i + 1);
		if (c + 1 < end && (tk_punct(&t->v[c + 1], '{') ||
				    (tk_ident(&t->v[c + 1]) && !tk_is(&t->v[c + 1], "__attribute__"))))
			return parse_loop(g, i, c, end, front, N_ITER);
	}
	c = stmt_end(g, i, end);
	if (c >= end) {
		g->fail = true;
		return end;
	}
	flow_to(g, front, new_node(g, N_STMT, i, c));
	return c + 1;
}

static void resolve_gotos(struct cfg *g)
{
	for (size_t k = 0; k < g->ngotos && !g->fail; k++) {
		const struct tok *name = &g->t->v[g->gotos[k].label];
		bool found = false;

		for (size_t l = 0; l < g->nlabels; l++) {
			const struct tok *at = &g->t->v[g->labels[l].label];

			if (at->len == name->len && !memcmp(at->s, name->s, at->len)) {
				il_push(&g->n[g->labels[l].node].preds, g->gotos[k].node);
				found = true;
			}
		}
		g->fail |= !found;
	}
}

static void cfg_free(struct cfg *g)
{
	for (size_t i = 0; i < g->nn; i++)
		free(g->n[i].preds.v);
	for (int d = 0; d < g->depth; d++)
		free(g->cx[d].breaks.v);
	free(g->n);
	free(g->gotos);
	free(g->labels);
}

/* ---- what reaches a call ---- */

enum origin_kind {
	O_RCU_ENTRY, O_BH_ENTRY, O_SCHED_ENTRY,
	O_RCU_AFTER, O_RCU_AFTER_CALL, O_BH_AFTER, O_SCHED_AFTER_CALL,
	O_LOCK, O_GLOBAL, O_SIGHAND, O_SRCU, O_STATE,
};

/* A place paths start from: a function's start, the end of a reader, a lock taken. */
struct origin {
	enum origin_kind kind;
	int line;		/* the _AFTER kinds */
	size_t a, b, a2, b2;	/* tokens of the lock's argument(s) */
	char *held;		/* what it is held as */
};

struct flow {
	const struct toks *t;
	struct origin o[64];
	int no;
	bool fail;
};

/* The origin of @kind and key, added when new; its bit. */
static uint64_t origin(struct flow *f, enum origin_kind kind, int line, size_t a, size_t b,
		       size_t a2, size_t b2, char *held)
{
	for (int i = 0; i < f->no; i++) {
		struct origin *o = &f->o[i];

		if (o->kind == kind && o->line == line && !strcmp(o->held ? o->held : "", held ? held : "")) {
			free(held);
			return (uint64_t)1 << i;
		}
	}
	if (f->no == 64) {
		f->fail = true;
		free(held);
		return 0;
	}
	f->o[f->no] = (struct origin){ kind, line, a, b, a2, b2, held };
	return (uint64_t)1 << f->no++;
}

static char *rendered(const struct toks *t, const char *pre, size_t a, size_t b, const char *post)
{
	struct strbuf sb = STRBUF_INIT;

	sb_puts(&sb, pre);
	render(t, a, b, &sb);
	sb_puts(&sb, post);
	return sb_detach(&sb);
}

/* The calls of node @nd's tokens. */
static size_t node_calls(const struct toks *t, const struct node *nd, struct call **out,
			 size_t *alloc)
{
	size_t n = 0;

	for (size_t i = nd->a; nd->a <= nd->b && i < nd->b; i++) {
		if (!tk_ident(&t->v[i]) || !tk_punct(&t->v[i + 1], '(') || is_keyword_head(&t->v[i]))
			continue;
		size_t close = tk_close(t, i + 1);
		int nargs = close == i + 2 ? 0 : 1;

		for (size_t k = i + 2; k < close; k++) {
			const struct tok *w = &t->v[k];

			if (tk_punct(w, '(') || tk_punct(w, '[') || tk_punct(w, '{'))
				k = tk_close(t, k);
			else if (tk_punct(w, ','))
				nargs++;
		}
		ALLOC_GROW(*out, n, *alloc);
		(*out)[n++] = (struct call){ i, i + 1, close, nargs };
	}
	return n;
}

/* Is node @nd the statement "NAME(...);", the one call @c? */
static bool is_call_stmt(const struct node *nd, const struct call *c)
{
	return nd->kind == N_STMT && c->name == nd->a && c->close + 1 == nd->b;
}

/* What node @nd starts: the origins of its statement pattern or its expressions. */
static void node_gen(struct flow *f, struct node *nd, const struct call *cs, size_t ncs)
{
	const struct toks *t = f->t;

	for (size_t k = 0; k < ncs; k++) {
		const struct call *c = &cs[k];
		size_t a, b, a2, b2;
		int line = t->v[c->name].line;

		if (is_call_stmt(nd, c)) {
			if (name_is(t, c->name, "rcu_read_unlock") && !c->nargs)
				nd->gen |= origin(f, O_RCU_AFTER, line, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K.reader_exits_rcu))
				nd->gen |= origin(f, O_RCU_AFTER_CALL, line, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K.be) && !c->nargs)
				nd->gen |= origin(f, O_BH_AFTER, line, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K.reader_exits_sched))
				nd->gen |= origin(f, O_SCHED_AFTER_CALL, 0, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K.lock) && arg_range(t, c, 0, &a, &b))
				nd->gen |= origin(f, O_LOCK, 0, a, b, 0, 0, rendered(t, "", a, b, ""));
			if (name_in(t, c->name, &K.off) && c->nargs <= 1) {
				char *name = xstrndup(t->v[c->name].s, t->v[c->name].len);

				nd->gen |= origin(f, O_STATE, 0, 0, 0, 0, 0, state_held(name));
				free(name);
			}
		}
		for (size_t g = 0; g < K.global_names.n && !c->nargs; g++)
			if (name_is(t, c->name, K.global_names.v[g]))
				nd->gen |= origin(f, O_GLOBAL, 0, 0, 0, 0, 0,
						  str_dup(K.global_held.v[g]));
		if (name_is(t, c->name, "lock_task_sighand") && c->nargs == 2 &&
		    arg_range(t, c, 0, &a, &b) && arg_range(t, c, 1, &a2, &b2))
			nd->gen |= origin(f, O_SIGHAND, 0, a, b, a2, b2,
					  rendered(t, "&", a, b, "->sighand->siglock"));
		if (name_is(t, c->name, "srcu_read_lock") && c->nargs == 1 && arg_range(t, c, 0, &a, &b))
			nd->gen |= origin(f, O_SRCU, 0, a, b, 0, 0,
					  rendered(t, "srcu_read_lock(", a, b, ")"));
	}
}

/* Does node @nd end origin @o (a "when !=" of its rule)? */
/* The "when !=" list of the rule that follows paths from an origin of @kind; NULL for a lock's. */
static const struct killers *kill_list(enum origin_kind kind)
{
	switch (kind) {
	case O_RCU_ENTRY:
		return &K.rcu_entry;
	case O_RCU_AFTER:
		return &K.rcu_after;
	case O_RCU_AFTER_CALL:
		return &K.rcu_after_call;
	case O_BH_ENTRY:
	case O_BH_AFTER:
		return &K.bh;
	case O_SCHED_ENTRY:
		return &K.sched;
	case O_SCHED_AFTER_CALL:
		return &K.sched_after_call;
	default:
		return NULL;
	}
}

static bool node_kills(const struct flow *f, const struct node *nd, const struct origin *o,
		       const struct call *cs, size_t ncs)
{
	const struct toks *t = f->t;
	const struct killers *list = kill_list(o->kind);

	for (size_t k = 0; k < ncs; k++) {
		const struct call *c = &cs[k];
		size_t a, b, a2, b2;

		if (list) {
			if (killed_by(t, c, list))
				return true;
			continue;
		}
		switch (o->kind) {
		case O_LOCK:
			if (name_in(t, c->name, &K.unlock) && arg_range(t, c, 0, &a, &b) &&
			    same_tokens(t, a, b, o->a, o->b))
				return true;
			break;
		case O_GLOBAL:
			if (is_call_stmt(nd, c) && !c->nargs && name_in(t, c->name, &K.global_unlocks))
				return true;
			break;
		case O_SIGHAND:
			if (name_is(t, c->name, "unlock_task_sighand") && c->nargs == 2 &&
			    arg_range(t, c, 0, &a, &b) && arg_range(t, c, 1, &a2, &b2) &&
			    same_tokens(t, a, b, o->a, o->b) && same_tokens(t, a2, b2, o->a2, o->b2))
				return true;
			break;
		case O_SRCU:
			if (name_is(t, c->name, "srcu_read_unlock") && c->nargs >= 1 &&
			    arg_range(t, c, 0, &a, &b) && same_tokens(t, a, b, o->a, o->b))
				return true;
			break;
		case O_STATE:
			if (name_in(t, c->name, &K.on))
				return true;
			break;
		default:	/* the flavors': kill_list() */
			break;
		}
	}
	return false;
}

/* "entry", a line, or "ok": what the rule's unprot() leaves for a flavor. */
static bool flavor_state(const struct flow *f, uint64_t in, enum origin_kind entry,
			 enum origin_kind after, enum origin_kind after2, char out[16])
{
	int line = 0;

	for (int pass = 0; pass < 2 && !line; pass++)
		for (int i = 0; i < f->no; i++) {
			if (!(in & ((uint64_t)1 << i)) || f->o[i].kind != (pass ? after2 : after))
				continue;
			if (line && line != f->o[i].line)
				return false;	/* the rule names the one it met first */
			line = f->o[i].line;
		}
	if (line)
		snprintf(out, 16, "%d", line);
	else
		snprintf(out, 16, "%s", "ok");
	for (int i = 0; i < f->no && !line; i++)
		if ((in & ((uint64_t)1 << i)) && (f->o[i].kind == entry ||
						  (entry == O_SCHED_ENTRY && f->o[i].kind == after)))
			snprintf(out, 16, "%s", "entry");
	return true;
}

/*
 * Is conditional @i placed where spatch can read it as statements: after
 * a whole statement, a block's start or another conditional? After a
 * label or a case (spatch's label takes the statement past the #endif),
 * an unbraced body's head or an else, spatch reads the function's
 * conditionals as no branches at all.
 */
static bool directive_placed(const struct toks *t, size_t i)
{
	const struct tok *prev = i ? &t->v[i - 1] : NULL;

	return prev && (tk_punct(prev, ';') || tk_punct(prev, '{') || tk_punct(prev, '}') ||
			is_directive(prev));
}

static bool function_refused(const struct toks *t, size_t body)
{
	static const char *const guards[] = { "guard", "scoped_guard", "scoped_cond_guard", "CLASS",
					       "scoped_class", NULL };

	for (size_t i = body; i < t->n; i++) {
		if (is_directive(&t->v[i]) && !directive_placed(t, i))
			return true;
		if (!tk_ident(&t->v[i]))
			continue;
		for (size_t k = 0; guards[k]; k++)
			if (tk_is(&t->v[i], guards[k]))
				return true;
		if (i + 1 < t->n && tk_punct(&t->v[i + 1], '(') && name_in(t, i, &K.wrappers))
			return true;
	}
	return false;
}

bool callsite_flow_fact(const struct toks *t, size_t call, struct call_fact *fact)
{
	struct cfg g = { .t = t };
	struct flow f = { .t = t };
	struct ilist front = { 0 };
	struct call *cs = NULL;
	size_t body = t->n, acs = 0;
	int at = -1;
	bool ok = false;

	if (!K.loaded)
		load();
	if (!K.ok || call + 1 >= t->n || !tk_punct(&t->v[call + 1], '('))
		return false;
	for (size_t i = 0; i < t->n && body == t->n; i++)
		if (tk_punct(&t->v[i], '{'))
			body = i;
	/* spatch reads #if branches as paths of their own; this parser as one text */
	if (body >= call || t->directives || function_refused(t, body))
		return false;
	il_push(&front, new_node(&g, N_EMPTY, 1, 0));
	parse_stmt(&g, body, t->n, &front);
	resolve_gotos(&g);
	free(front.v);
	for (size_t i = 0; i < g.nn && !g.fail; i++)
		if (g.n[i].a <= call && call <= g.n[i].b)
			at = g.n[i].kind == N_ITER && g.n[i].a == call ? -1 : (int)i;
	if (g.fail || at < 0)
		goto out;

	/* what each node starts and ends */
	f.o[0] = (struct origin){ .kind = O_RCU_ENTRY };
	f.o[1] = (struct origin){ .kind = O_BH_ENTRY };
	f.o[2] = (struct origin){ .kind = O_SCHED_ENTRY };
	f.no = 3;
	for (size_t i = 0; i < g.nn && !f.fail; i++) {
		size_t n = node_calls(t, &g.n[i], &cs, &acs);

		node_gen(&f, &g.n[i], cs, n);
	}
	for (size_t i = 0; i < g.nn && !f.fail; i++) {
		size_t n = node_calls(t, &g.n[i], &cs, &acs);

		for (int o = 0; o < f.no; o++)
			if (node_kills(&f, &g.n[i], &f.o[o], cs, n))
				g.n[i].kill |= (uint64_t)1 << o;
	}
	if (f.fail)
		goto out;
	/* forward, to the fixed point: what some path brings to each node */
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 0; i < g.nn; i++) {
			struct node *nd = &g.n[i];
			uint64_t in = i == 0 ? 7 : 0, out;

			for (size_t p = 0; p < nd->preds.n; p++)
				in |= g.n[nd->preds.v[p]].out;
			out = (in & ~nd->kill) | nd->gen;
			changed |= in != nd->in || out != nd->out;
			nd->in = in;
			nd->out = out;
		}
	}
	uint64_t in = g.n[at].in;

	memset(fact, 0, sizeof(*fact));
	if (!flavor_state(&f, in, O_RCU_ENTRY, O_RCU_AFTER, O_RCU_AFTER_CALL, fact->rcu) ||
	    !flavor_state(&f, in, O_BH_ENTRY, O_BH_AFTER, O_BH_AFTER, fact->bh) ||
	    !flavor_state(&f, in, O_SCHED_ENTRY, O_SCHED_AFTER_CALL, O_SCHED_AFTER_CALL, fact->sched))
		goto out;
	/* held, in the rule's order: locks, global locks, sighand, srcu, states */
	static const enum origin_kind order[] = { O_LOCK, O_GLOBAL, O_SIGHAND, O_SRCU, O_STATE };

	for (size_t k = 0; k < sizeof(order) / sizeof(*order); k++)
		for (int i = 0; i < f.no; i++)
			if ((in & ((uint64_t)1 << i)) && f.o[i].kind == order[k] &&
			    !sl_contains(&fact->held, f.o[i].held))
				sl_push(&fact->held, f.o[i].held);
	sl_sort(&fact->held);
	ok = true;
out:
	for (int i = 0; i < f.no; i++)
		free(f.o[i].held);
	free(cs);
	cfg_free(&g);
	return ok;
}
