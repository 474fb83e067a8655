// SPDX-License-Identifier: GPL-2.0
#include "audit/cflow.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "audit/cocci_macros.h"
#include "lib/util.h"

void node_list_push(struct node_list *l, int x)
{
	for (size_t i = 0; i < l->n; i++)
		if (l->v[i] == x)
			return;
	ALLOC_GROW(l->v, l->n, l->alloc);
	l->v[l->n++] = x;
}

void node_list_add(struct node_list *l, const struct node_list *m)
{
	for (size_t i = 0; i < m->n; i++)
		node_list_push(l, m->v[i]);
}

enum ctx_kind { CX_LOOP, CX_SWITCH };

struct ctx {
	enum ctx_kind kind;
	struct node_list breaks;
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
	struct cflow_node *n;
	size_t nn, alloc;
	struct ctx cx[64];
	int depth;
	struct jump *gotos, *labels;
	size_t ngotos, agotos, nlabels, alabels;
	bool fail;
};

static int new_node(struct cfg *g, enum cflow_kind kind, size_t a, size_t b)
{
	/* a conditional inside a statement: spatch's reading of it is not this parser's */
	for (size_t i = a; i <= b && i < g->t->n && a <= b; i++)
		g->fail |= tk_directive(&g->t->v[i]);
	ALLOC_GROW(g->n, g->nn, g->alloc);
	g->n[g->nn] = (struct cflow_node){ .kind = kind, .a = a, .b = b, .then_end = -1 };
	return (int)g->nn++;
}

/* Edges from every node of @front to @node, which becomes the front. */
static void flow_to(struct cfg *g, struct node_list *front, int node)
{
	node_list_add(&g->n[node].preds, front);
	front->n = 0;
	node_list_push(front, node);
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

static size_t parse_stmt(struct cfg *g, size_t i, size_t end, struct node_list *front);

/* A shape the parser does not know: the whole graph is given up, parsing skips to @end. */
static size_t give_up(struct cfg *g, size_t end)
{
	g->fail = true;
	return end;
}

/*
 * The body at @i of a loop or a switch, parsed inside its context @cx;
 * what leaves it by break added to @breaks (and whether a switch had a
 * default, into *@has_default).
 */
static size_t parse_within(struct cfg *g, struct ctx cx, size_t i, size_t end,
			   struct node_list *front, struct node_list *breaks, bool *has_default)
{
	size_t next;

	if (g->depth == 64)
		return give_up(g, end);
	g->cx[g->depth++] = cx;
	next = parse_stmt(g, i, end, front);
	g->depth--;
	node_list_add(breaks, &g->cx[g->depth].breaks);
	if (has_default)
		*has_default = g->cx[g->depth].has_default;
	free(g->cx[g->depth].breaks.v);
	return next;
}

/* A loop: its head node [@i, @c] and its body at @c + 1. */
static size_t parse_loop(struct cfg *g, size_t i, size_t c, size_t end, struct node_list *front,
			 enum cflow_kind kind)
{
	int head = new_node(g, kind, i, c);
	struct node_list breaks = { 0 };
	size_t next;

	flow_to(g, front, head);
	next = parse_within(g, (struct ctx){ .kind = CX_LOOP, .cont = head }, c + 1, end, front,
			    &breaks, NULL);
	flow_to(g, front, head);
	node_list_add(front, &breaks);
	free(breaks.v);
	return next;
}

/* The innermost loop or switch, of @kind unless @any: where a break, continue or case goes. */
static struct ctx *innermost(struct cfg *g, enum ctx_kind kind, bool any)
{
	for (int d = g->depth; d-- > 0;)
		if (any || g->cx[d].kind == kind)
			return &g->cx[d];
	return NULL;
}

/*
 * #if (#ifdef, #ifndef) ... #elif ... #else ... #endif around whole
 * statements, read as spatch reads it: an if/else whose condition is
 * unknown, one branch per part, and a path past them all when there is
 * no #else.
 */
static size_t parse_conditional(struct cfg *g, size_t i, size_t end, struct node_list *front)
{
	const struct toks *t = g->t;
	int head = new_node(g, CF_EMPTY, 1, 0);
	struct node_list out = { 0 }, branch = { 0 };
	bool has_else = false;

	flow_to(g, front, head);
	for (i++;;) {
		branch.n = 0;
		node_list_push(&branch, head);
		while (i < end && !g->fail && !tk_is(&t->v[i], "#elif") &&
		       !tk_is(&t->v[i], "#else") && !tk_is(&t->v[i], "#endif"))
			i = parse_stmt(g, i, end, &branch);
		node_list_add(&out, &branch);
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
		node_list_push(&out, head);
	front->n = 0;
	node_list_add(front, &out);
	free(out.v);
	free(branch.v);
	return i;
}

/* The '(' that the ')' at token @i closes; t->n when @i is none or has none. */
static size_t paren_open(const struct toks *t, size_t i)
{
	int depth = 0;

	if (!tk_punct(&t->v[i], ')'))
		return t->n;
	for (size_t k = i + 1; k-- > 0;) {
		if (tk_punct(&t->v[k], ')'))
			depth++;
		else if (tk_punct(&t->v[k], '(') && --depth == 0)
			return k;
	}
	return t->n;
}

/*
 * Is token @i the ')' of a macro statement, "NAME(...)" with no ';' at a
 * statement's start, NAME one Coccinelle's macro file defines as a
 * statement (audit/cocci_macros.h: 6.12 wd33c93_intr()'s
 * "DB(DB_INTR, printk("REJ"))" before an #ifdef)? spatch reads it as a
 * statement of its own; with another name the function is not parsed.
 */
static bool ends_macro_stmt(const struct toks *t, size_t i)
{
	size_t k = paren_open(t, i);
	const struct tok *before = k < t->n && k >= 2 ? &t->v[k - 2] : NULL;

	return before && tk_ident(&t->v[k - 1]) &&
	       cocci_macro_statement(t->v[k - 1].s, t->v[k - 1].len) &&
	       (tk_punct(before, ';') || tk_punct(before, '{') || tk_punct(before, '}') ||
		tk_punct(before, ':') || tk_directive(before));
}

/*
 * Is @w a name Coccinelle reads as an iterator before an unbraced
 * statement: one the rules declare (scoped_guard), or one its parsing
 * hacks take for one (parsing_hacks.ml's regexp_foreach: the name holds
 * for_each, foreach, for_all, forall, iterate, loop, walk, scan, each or
 * for, any case)? Another NAME(...) there is a macro statement.
 */
static bool iterator_name(const struct tok *w)
{
	static const char *const parts[] = { "for_each", "foreach", "for_all", "forall", "iterate",
					     "loop", "walk", "scan", "each", "for", NULL };

	if (tk_is(w, "scoped_guard"))
		return true;
	for (size_t k = 0; parts[k]; k++) {
		size_t n = strlen(parts[k]);

		for (size_t at = 0; at + n <= w->len; at++)
			if (!strncasecmp(w->s + at, parts[k], n))
				return true;
	}
	return false;
}

static size_t parse_stmt(struct cfg *g, size_t i, size_t end, struct node_list *front)
{
	const struct toks *t = g->t;
	const struct tok *w;
	size_t c;

	if (g->fail || i >= end)
		return give_up(g, end);
	w = &t->v[i];
	if (tk_is(w, "#if"))
		return parse_conditional(g, i, end, front);
	/* #if 0 (spatch skips its text), or a branch that does not hold whole statements */
	if (tk_directive(w))
		return give_up(g, end);
	if (tk_punct(w, '{')) {
		c = tk_close(t, i);
		if (c >= end)
			return give_up(g, end);
		for (size_t k = i + 1; k < c && !g->fail;)
			k = parse_stmt(g, k, c, front);
		return c + 1;
	}
	if (tk_punct(w, ';'))
		return i + 1;
	bool paren = i + 1 < end && tk_punct(&t->v[i + 1], '(');

	if (paren && (tk_is(w, "if") || tk_is(w, "while") || tk_is(w, "for") || tk_is(w, "switch"))) {
		c = tk_close(t, i + 1);
		if (c + 1 >= end)
			return give_up(g, end);
		if (tk_is(w, "while") || tk_is(w, "for"))
			return parse_loop(g, i, c, end, front, CF_HEAD);
		int head = new_node(g, CF_HEAD, i, c);

		flow_to(g, front, head);
		if (tk_is(w, "switch")) {
			struct node_list breaks = { 0 };
			bool has_default = false;
			size_t next;

			if (!tk_punct(&t->v[c + 1], '{'))
				return give_up(g, end);
			front->n = 0;
			next = parse_within(g, (struct ctx){ .kind = CX_SWITCH, .head = head }, c + 1,
					    end, front, &breaks, &has_default);
			node_list_add(front, &breaks);
			if (!has_default)
				node_list_push(front, head);
			free(breaks.v);
			return next;
		}
		struct node_list other = { 0 };
		size_t next = parse_stmt(g, c + 1, end, front);

		node_list_push(&other, head);
		if (next < end && tk_is(&t->v[next], "else")) {
			next = parse_stmt(g, next + 1, end, &other);
		} else if (!g->fail) {
			int then_end = new_node(g, CF_EMPTY, 1, 0);

			flow_to(g, front, then_end);
			g->n[head].then_end = then_end;
			g->n[head].then_a = c + 1;
			g->n[head].then_b = next - 1;
		}
		node_list_add(front, &other);
		free(other.v);
		return next;
	}
	if (tk_is(w, "do")) {
		int entry = new_node(g, CF_EMPTY, i, i), cond = new_node(g, CF_HEAD, 1, 0);
		struct node_list breaks = { 0 };
		size_t next;

		flow_to(g, front, entry);
		next = parse_within(g, (struct ctx){ .kind = CX_LOOP, .cont = cond }, i + 1, end,
				    front, &breaks, NULL);
		if (next + 1 >= end || !tk_is(&t->v[next], "while") ||
		    !tk_punct(&t->v[next + 1], '(') || (c = tk_close(t, next + 1)) + 1 >= end ||
		    !tk_punct(&t->v[c + 1], ';')) {
			free(breaks.v);
			return give_up(g, end);
		}
		g->n[cond].a = next;
		g->n[cond].b = c;
		flow_to(g, front, cond);
		node_list_push(&g->n[entry].preds, cond);
		node_list_add(front, &breaks);
		free(breaks.v);
		return c + 2;
	}
	if (tk_is(w, "return")) {
		c = stmt_end(g, i, end);
		if (c >= end)
			return give_up(g, end);
		flow_to(g, front, new_node(g, CF_STMT, i, c));
		front->n = 0;
		return c + 1;
	}
	if (tk_is(w, "break") || tk_is(w, "continue")) {
		struct ctx *cx = innermost(g, CX_LOOP, tk_is(w, "break"));

		if (!cx || i + 1 >= end || !tk_punct(&t->v[i + 1], ';'))
			return give_up(g, end);
		if (tk_is(w, "break"))
			node_list_add(&cx->breaks, front);
		else
			node_list_add(&g->n[cx->cont].preds, front);
		front->n = 0;
		return i + 2;
	}
	if (tk_is(w, "goto")) {
		if (i + 2 >= end || !tk_ident(&t->v[i + 1]) || !tk_punct(&t->v[i + 2], ';'))
			return give_up(g, end);
		int node = new_node(g, CF_STMT, i, i + 2);

		flow_to(g, front, node);
		ALLOC_GROW(g->gotos, g->ngotos, g->agotos);
		g->gotos[g->ngotos++] = (struct jump){ node, i + 1 };
		front->n = 0;
		return i + 3;
	}
	if (tk_is(w, "case") || tk_is(w, "default")) {
		struct ctx *cx = innermost(g, CX_SWITCH, false);

		for (c = i + 1; c < end && !tk_punct(&t->v[c], ':'); c++)
			if (tk_punct(&t->v[c], '?') || tk_punct(&t->v[c], ';') ||
			    tk_punct(&t->v[c], '{') || tk_punct(&t->v[c], '}'))
				break;
		if (!cx || c >= end || !tk_punct(&t->v[c], ':'))
			return give_up(g, end);
		int node = new_node(g, CF_HEAD, i, c);

		node_list_push(&g->n[node].preds, cx->head);
		flow_to(g, front, node);
		cx->has_default |= tk_is(w, "default");
		return c + 1;
	}
	if (tk_ident(w) && !tk_keyword(w) && i + 1 < end && tk_punct(&t->v[i + 1], ':')) {
		int node = new_node(g, CF_EMPTY, i, i + 1);

		flow_to(g, front, node);
		ALLOC_GROW(g->labels, g->nlabels, g->alabels);
		g->labels[g->nlabels++] = (struct jump){ node, i };
		return i + 2;
	}
	if (tk_is(w, "else"))
		return give_up(g, end);
	/* an iterator macro: NAME(...) and a statement, list_for_each_entry(p, h, m) { */
	if (paren && tk_ident(w) && !tk_keyword(w)) {
		c = tk_close(t, i + 1);
		if (c + 1 < end && tk_punct(&t->v[c + 1], '{'))
			return parse_loop(g, i, c, end, front, CF_ITER);
		if (c < end && ends_macro_stmt(t, c) &&
		    (c + 1 == end || (!tk_punct(&t->v[c + 1], ';') && !tk_punct(&t->v[c + 1], '{')))) {
			/*
			 * one of Coccinelle's macro statements with no ';',
			 * before a directive or a block's end too (6.12
			 * wd33c93_intr()'s DB(DB_TRANSFER, printk(...)) })
			 */
			flow_to(g, front, new_node(g, CF_STMT, i, c));
			return c + 1;
		}
		if (c + 1 < end && tk_ident(&t->v[c + 1]) && !tk_is(&t->v[c + 1], "__attribute__")) {
			if (iterator_name(w))
				return parse_loop(g, i, c, end, front, CF_ITER);
			/* a macro statement with no ';' (CLEAR_MGMT_STATUS(x) of 6.12 mptbase.c) */
			flow_to(g, front, new_node(g, CF_STMT, i, c));
			return c + 1;
		}
	}
	c = stmt_end(g, i, end);
	if (c >= end)
		return give_up(g, end);
	flow_to(g, front, new_node(g, CF_STMT, i, c));
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
				node_list_push(&g->n[g->labels[l].node].preds, g->gotos[k].node);
				found = true;
			}
		}
		g->fail |= !found;
	}
}

/* Is token @i the ')' that ends the head of an if, a while or a for? */
static bool ends_control_head(const struct toks *t, size_t i)
{
	size_t k = paren_open(t, i);

	return k < t->n && k > 0 &&
	       (tk_is(&t->v[k - 1], "if") || tk_is(&t->v[k - 1], "while") ||
		tk_is(&t->v[k - 1], "for"));
}

/*
 * Does every directive of the body whose '{' is token @body follow a
 * whole statement (a macro statement too), a block's start or end, or
 * another directive (and, with @labels, a label, a case, an else or the
 * head of an if, a while or a for)?
 */
static bool directives_follow(const struct toks *t, size_t body, bool labels)
{
	for (size_t i = body; i < t->n; i++) {
		const struct tok *prev = i ? &t->v[i - 1] : NULL;

		if (tk_directive(&t->v[i]) &&
		    !(prev && (tk_punct(prev, ';') || tk_punct(prev, '{') || tk_punct(prev, '}') ||
			       tk_directive(prev) || ends_macro_stmt(t, i - 1) ||
			       (labels && (tk_punct(prev, ':') || tk_is(prev, "else") ||
					   ends_control_head(t, i - 1))))))
			return false;
	}
	return true;
}

/* Coccinelle's limit on the lines of a branch it reads as below (thresholdIfdefSizeMid). */
#define MID_BRANCH_LINES 6

/*
 * The conditional at token @i ("#if"), if spatch keeps its first branch
 * alone: one of two branches or more, none holding another conditional,
 * each of at most MID_BRANCH_LINES lines, the first leaving a
 * parenthesis open or closing one too many, or a brace, the same in
 * every branch ("#ifdef A if (0) { #else if (b) { #endif", 6.12
 * dsp_cmx_send(): Coccinelle's find_ifdef_mid(); measured: the first
 * branch's rcu_read_lock() covers the access after, a 7-line branch
 * leaves the function unparsed). Its "#endif" into *@end.
 */
static bool first_branch_only(const struct toks *t, size_t i, size_t *end)
{
	int parens[16], braces[16], lines[16], last_line[16];
	size_t parts = 0;
	bool nested = false;

	parens[0] = braces[0] = lines[0] = 0;
	last_line[0] = -1;
	for (size_t k = i + 1; k < t->n; k++) {
		const struct tok *w = &t->v[k];

		if (tk_is(w, "#if") || tk_is(w, "#if0")) {
			nested = true;
			/* skip it whole */
			for (int nest = 1; nest && ++k < t->n;)
				nest += tk_is(&t->v[k], "#if") || tk_is(&t->v[k], "#if0") ?
					1 : tk_is(&t->v[k], "#endif") ? -1 : 0;
			continue;
		}
		if (tk_is(w, "#endif")) {
			*end = k;
			if (nested || !parts)
				return false;
			for (size_t b = 0; b <= parts; b++)
				if (lines[b] > MID_BRANCH_LINES)
					return false;
			if (parens[0])
				return true;
			if (!braces[0])
				return false;
			for (size_t b = 1; b <= parts; b++)
				if (parens[b] != parens[0] || braces[b] != braces[0])
					return false;
			return true;
		}
		if (tk_is(w, "#else") || tk_is(w, "#elif")) {
			if (++parts == 16)
				return false;
			parens[parts] = braces[parts] = lines[parts] = 0;
			last_line[parts] = -1;
			continue;
		}
		if (w->line != last_line[parts]) {
			lines[parts]++;
			last_line[parts] = w->line;
		}
		parens[parts] += tk_punct(w, '(') - tk_punct(w, ')');
		braces[parts] += tk_punct(w, '{') - tk_punct(w, '}');
	}
	return false;
}

/*
 * @t without the branches spatch passes over (first_branch_only()) and
 * their conditionals' directives, into @out; false when there are none.
 */
static bool mid_conditionals_read(const struct toks *t, size_t body, struct toks *out)
{
	bool *drop = NULL;

	memset(out, 0, sizeof(*out));
	for (size_t i = body; i < t->n; i++) {
		size_t end;
		bool first = true;

		if (!tk_is(&t->v[i], "#if") || !first_branch_only(t, i, &end))
			continue;
		if (!drop)
			drop = xcalloc(t->n, sizeof(*drop));
		for (size_t k = i; k <= end; k++) {
			if (tk_is(&t->v[k], "#else") || tk_is(&t->v[k], "#elif"))
				first = false;
			drop[k] = !first || tk_directive(&t->v[k]);
		}
		i = end;
	}
	if (!drop)
		return false;
	out->v = xcalloc(t->n + 1, sizeof(*out->v));
	for (size_t i = 0; i < t->n; i++)
		if (!drop[i])
			out->v[out->n++] = t->v[i];
	out->alloc = t->n + 1;
	out->directives = t->directives;
	free(drop);
	return true;
}

bool cflow_directives_placed(const struct toks *t, size_t body)
{
	return directives_follow(t, body, false);
}

/*
 * Such a function as spatch then reads it: the code of every branch in
 * sequence (measured: after "case 1:", "#ifdef A rcu_read_lock(); #else
 * foo(); #endif" puts the access that follows inside the reader). @t
 * without its conditional directives, into @out, each token the same
 * text; false when one is "#if 0" (whose text spatch may skip).
 */
static bool unbranched(const struct toks *t, struct toks *out)
{
	memset(out, 0, sizeof(*out));
	for (size_t i = 0; i < t->n; i++)
		if (tk_is(&t->v[i], "#if0"))
			return false;
	out->v = xcalloc(t->n + 1, sizeof(*out->v));
	for (size_t i = 0; i < t->n; i++)
		if (!tk_directive(&t->v[i]))
			out->v[out->n++] = t->v[i];
	out->alloc = t->n + 1;
	out->directives = t->directives;
	return true;
}

/*
 * Does a conditional of the body at @body hold a part of a statement,
 * its braces unbalanced ("#if ... } else if (c) { ... #endif" inside an
 * if/else chain), and is every such conditional one of one branch?
 */
static bool unbalanced_single(const struct toks *t, size_t body)
{
	bool found = false;

	for (size_t i = body; i < t->n; i++) {
		int nest = 0, depth = 0, parts = 1;
		bool unbalanced = false;

		if (!tk_is(&t->v[i], "#if"))
			continue;
		for (size_t k = i + 1; k < t->n; k++) {
			const struct tok *w = &t->v[k];

			if (tk_is(w, "#if") || tk_is(w, "#if0"))
				nest++;
			else if (tk_is(w, "#endif") && nest-- == 0)
				break;
			else if (!nest && (tk_is(w, "#else") || tk_is(w, "#elif"))) {
				parts++;
				unbalanced |= depth != 0;
				depth = 0;
			} else if (tk_punct(w, '{'))
				depth++;
			else if (tk_punct(w, '}'))
				unbalanced |= --depth < 0;
		}
		unbalanced |= depth != 0;
		if (unbalanced && parts > 1)
			return false;
		found |= unbalanced;
	}
	return found;
}

const struct toks *cflow_as_read(const struct toks *t, struct toks *tmp)
{
	struct toks mid;
	const struct toks *in = t;
	size_t body = 0;

	memset(tmp, 0, sizeof(*tmp));
	while (body < t->n && !tk_punct(&t->v[body], '{'))
		body++;
	if (t->directives || body >= t->n)
		return t;
	/* the branches spatch passes over first (first_branch_only()) */
	if (mid_conditionals_read(t, body, &mid))
		in = &mid;
	/*
	 * Only what was measured: each conditional at a statement's start,
	 * after a label or a case (':') or an else; one inside a statement
	 * (a call's arguments) may leave the function unparsed instead. And
	 * a conditional of one branch whose braces are unbalanced (it holds
	 * "} else if (c) {" of an if/else chain): its code is read as if the
	 * directives were not there.
	 */
	if ((cflow_directives_placed(in, body) && !unbalanced_single(in, body)) ||
	    !directives_follow(in, body, true) || !unbranched(in, tmp)) {
		if (in == t)
			return t;
		*tmp = mid;
		return tmp;
	}
	if (in == &mid)
		free(mid.v);
	return tmp;
}

bool cflow_build(const struct toks *t, size_t body, struct cflow *out)
{
	struct cfg g = { .t = t };
	struct node_list front = { 0 };

	node_list_push(&front, new_node(&g, CF_EMPTY, 1, 0));
	parse_stmt(&g, body, t->n, &front);
	resolve_gotos(&g);
	free(front.v);
	free(g.gotos);
	free(g.labels);
	out->n = g.n;
	out->nn = g.nn;
	if (!g.fail)
		return true;
	cflow_free(out);
	return false;
}

void cflow_free(struct cflow *g)
{
	for (size_t i = 0; i < g->nn; i++)
		free(g->n[i].preds.v);
	free(g->n);
	g->n = NULL;
	g->nn = 0;
}

void cflow_forward(const struct cflow *g, const uint64_t *gen, const uint64_t *kill, uint64_t *in)
{
	uint64_t *out = xcalloc(g->nn + 1, sizeof(*out));

	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 0; i < g->nn; i++) {
			uint64_t x = 0, y;

			for (size_t p = 0; p < g->n[i].preds.n; p++)
				x |= out[g->n[i].preds.v[p]];
			y = (x & ~kill[i]) | gen[i];
			changed |= x != in[i] || y != out[i];
			in[i] = x;
			out[i] = y;
		}
	}
	free(out);
}
