// SPDX-License-Identifier: GPL-2.0
#include "audit/sleep_flow.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audit/ccalls.h"
#include "audit/cflow.h"
#include "audit/ctoks.h"
#include "audit/guard_scopes.h"
#include "audit/sleep_names.h"
#include "rcu/sleepers.h"

/* A section: where paths start from. */
struct origin {
	const struct sleep_ctx *ctx;	/* NULL: srcu_read_lock(S) */
	int node;
	size_t name;			/* token of the call that enters it */
	size_t la, lb;			/* tokens of its lock (or srcu_struct); la > lb none */
	bool cond;			/* entered under "if (C)": paths end at C */
	size_t ca, cb;
	char *held;
};

struct fn_flow {
	const struct toks *t;
	const struct guard_scopes *gs;	/* the file's guards, or NULL */
	struct cflow g;
	struct tcall *cs;
	size_t *first;			/* node i's calls: cs[first[i]..first[i + 1]) */
	size_t acs;
	struct origin o[64];
	int no;
};

static const struct strmap *sleepy;

/* Can a call of token @i sleep, as far as the rule asks: a sleeper of the model or of @sleepy. */
static bool may_sleep(const struct toks *t, size_t i)
{
	char name[128];
	const struct tok *w = &t->v[i];

	if (rcu_model_sleeper(w->s, w->len))
		return true;
	if (w->len >= sizeof(name))
		return false;
	memcpy(name, w->s, w->len);
	name[w->len] = '\0';
	return strmap_get(sleepy, name) != NULL;
}

static bool waits_for_srcu(const struct toks *t, size_t i)
{
	const struct rcu_sleeper *s = rcu_model_sleeper(t->v[i].s, t->v[i].len);

	return s && s->kind == RCU_SLEEP_SYNC_SRCU;
}

static bool is_call(const struct toks *t, size_t i)
{
	return i + 1 < t->n && tk_ident(&t->v[i]) && !tk_keyword(&t->v[i]) &&
	       tk_punct(&t->v[i + 1], '(') &&
	       !(i && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.')));
}

/* Is there a reason to build the graph: a section's start and a call that may sleep? */
static bool worth_a_flow(const struct toks *t, size_t body)
{
	bool enters = false, sleeps = false;

	for (size_t i = body; i < t->n && !(enters && sleeps); i++) {
		if (!is_call(t, i))
			continue;
		enters |= tk_is(&t->v[i], "srcu_read_lock") || sleep_ctx_of(t->v[i].s, t->v[i].len);
		sleeps |= may_sleep(t, i);
	}
	return enters && sleeps;
}

/* Does the function call a name of the tree's the audit hands spatch (sleep_names.h)? */
static bool calls_learned(const struct toks *t, size_t body)
{
	const struct strlist *l = &sleep_names()->learned;

	for (size_t i = body; i < t->n; i++)
		for (size_t k = 0; k < l->n && is_call(t, i); k++)
			if (tk_is(&t->v[i], l->v[k]))
				return true;
	return false;
}

/* Is node @nd the statement "NAME(...);", the one call @c? */
static bool is_call_stmt(const struct cflow_node *nd, const struct tcall *c)
{
	return nd->kind == CF_STMT && c->name == nd->a && c->close + 1 == nd->b && !c->member;
}

static const struct tcall *calls_of(const struct fn_flow *f, size_t node, size_t *n)
{
	*n = f->first[node + 1] - f->first[node];
	return f->cs + f->first[node];
}

/* The section statement @nd enters, its lock into [*@la, *@lb]; NULL if none. */
static const struct sleep_ctx *enters(const struct fn_flow *f, const struct cflow_node *nd,
				      size_t *name, size_t *la, size_t *lb)
{
	size_t n;
	const struct tcall *c = calls_of(f, (size_t)(nd - f->g.n), &n);
	const struct sleep_ctx *ctx;

	if (n < 1 || !is_call_stmt(nd, c))
		return NULL;
	ctx = sleep_ctx_of(f->t->v[c->name].s, f->t->v[c->name].len);
	*name = c->name;
	*la = 1;
	*lb = 0;
	if (!ctx || (ctx->arg ? !targ_range(f->t, c, 0, la, lb) : c->nargs != 0))
		return NULL;
	return ctx;
}

/* Does node @nd end section @o: its end's statement, leave(); or leave(L, ...);? */
static bool ends_section(const struct fn_flow *f, const struct cflow_node *nd,
			 const struct origin *o)
{
	const struct toks *t = f->t;
	size_t n, a, b;
	const struct tcall *c = calls_of(f, (size_t)(nd - f->g.n), &n);

	if (!o->ctx) {	/* srcu_read_unlock(S, ...) anywhere */
		for (size_t k = 0; k < n; k++)
			if (!c[k].member && tk_is(&t->v[c[k].name], "srcu_read_unlock") &&
			    targ_range(t, &c[k], 0, &a, &b) && tk_same(t, a, b, o->la, o->lb))
				return true;
		return false;
	}
	if (n < 1 || !is_call_stmt(nd, c))
		return false;
	for (size_t x = 0; x < o->ctx->exits.n; x++) {
		if (!tk_is(&t->v[c->name], o->ctx->exits.v[x]))
			continue;
		if (!o->ctx->arg ? c->nargs == 0 :
		    targ_range(t, c, 0, &a, &b) && tk_same(t, a, b, o->la, o->lb))
			return true;
	}
	return false;
}

/* Do node @nd's tokens hold the expression of tokens [@a, @b] (not a field of that name)? */
static bool holds_expr(const struct toks *t, const struct cflow_node *nd, size_t a, size_t b)
{
	size_t len = b - a + 1;

	for (size_t i = nd->a; nd->a <= nd->b && i + len <= nd->b + 1; i++)
		if (tk_same(t, i, i + len - 1, a, b) &&
		    !(i && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.'))))
			return true;
	return false;
}

/* Does some path from node @from reach node @to without passing a node that ends @o? */
static bool reaches(const struct fn_flow *f, int from, int to, const struct origin *o)
{
	const struct cflow *g = &f->g;
	bool *seen = xcalloc(g->nn, sizeof(*seen)), found = false, grew = true;

	seen[from] = true;
	/* the graph keeps predecessors: grow the set until it stops */
	while (grew && !found) {
		grew = false;
		for (size_t i = 0; i < g->nn; i++) {
			if (seen[i])
				continue;
			for (size_t p = 0; p < g->n[i].preds.n && !seen[i]; p++) {
				int q = g->n[i].preds.v[p];

				if (seen[q] && (q == from || !ends_section(f, &g->n[q], o)))
					seen[i] = grew = true;
			}
		}
		found = seen[to];
	}
	free(seen);
	return found;
}

static bool add_origin(struct fn_flow *f, struct origin o)
{
	if (f->no == 64) {
		free(o.held);
		return false;
	}
	f->o[f->no++] = o;
	return true;
}

/*
 * The sections statement node @i enters: one per "if (C)" with no else
 * whose branch it is in and that it may still be open at the end of
 * (the rule's ctx_*_if: "if (C) { ... enter(); ... when != leave(); }",
 * "if (C) enter();"), each followed only until C; else one.
 */
static bool enter_origins(struct fn_flow *f, int i)
{
	const struct toks *t = f->t;
	const struct cflow_node *nd = &f->g.n[i];
	size_t name, la, lb;
	const struct sleep_ctx *ctx = enters(f, nd, &name, &la, &lb);
	struct origin o;
	bool conditional = false;

	if (!ctx)
		return true;
	o = (struct origin){ .ctx = ctx, .node = i, .name = name, .la = la, .lb = lb };
	if (ctx->arg) {
		char *pre = str_printf("%s(", ctx->name);

		o.held = tk_rendered(t, pre, la, lb, ")");
		free(pre);
	} else {
		o.held = str_printf("%s()", ctx->name);
	}
	for (size_t h = 0; h < f->g.nn; h++) {
		const struct cflow_node *hd = &f->g.n[h];
		bool braced;

		if (hd->then_end < 0 || !tk_is(&t->v[hd->a], "if") || nd->a < hd->then_a ||
		    nd->b > hd->then_b)
			continue;
		braced = tk_punct(&t->v[hd->then_a], '{');
		if (braced ? !reaches(f, i, hd->then_end, &o) :
		    nd->a != hd->then_a || nd->b != hd->then_b)
			continue;
		struct origin c = o;

		c.cond = true;
		c.ca = hd->a + 2;
		c.cb = hd->b - 1;
		c.held = str_dup(o.held);
		if (!add_origin(f, c))
			return false;
		conditional = true;
	}
	if (conditional) {
		free(o.held);
		return true;
	}
	return add_origin(f, o);
}

/* The srcu readers node @i enters: srcu_read_lock(S) anywhere in it. */
static bool srcu_origins(struct fn_flow *f, int i)
{
	size_t n, a, b;
	const struct tcall *c = calls_of(f, (size_t)i, &n);

	for (size_t k = 0; k < n; k++) {
		if (c[k].member || !tk_is(&f->t->v[c[k].name], "srcu_read_lock") || c[k].nargs != 1 ||
		    !targ_range(f->t, &c[k], 0, &a, &b))
			continue;
		struct origin o = { .node = i, .name = c[k].name, .la = a, .lb = b };

		o.held = tk_rendered(f->t, "srcu_read_lock(", a, b, ")");
		if (!add_origin(f, o))
			return false;
	}
	return true;
}

/* The order a call's sections are printed in: the strongest first, the one a report names. */
static int kind_strength(const char *kind)
{
	static const char *const order[] = { "rcu", "bh", "sched", "srcu", "spin", "irq",
					     "preempt", "softirq", NULL };

	for (int i = 0; order[i]; i++)
		if (!strcmp(order[i], kind))
			return i;
	return 8;
}

/*
 * The rule's note order: where the section starts. Its *_if rules run
 * first but note every section of their enter, in the order of the
 * enters (a section not entered under an if has no C to end paths at).
 */
static int note_cmp(const void *x, const void *y)
{
	const struct origin *a = *(const struct origin *const *)x, *b = *(const struct origin *const *)y;

	if ((a->ctx == NULL) != (b->ctx == NULL))
		return a->ctx ? -1 : 1;	/* in_srcu runs last */
	return a->name < b->name ? -1 : a->name > b->name;
}

/* One line of a call's facts: a section, as the rule's note() records it. */
struct sleep_note {
	const char *kind, *held;
	int line, order;	/* order: the rule's note order */
};

/* Then strongest first, the note order kept among equals. */
static int print_cmp(const void *x, const void *y)
{
	const struct sleep_note *a = x, *b = y;
	int sa = kind_strength(a->kind), sb = kind_strength(b->kind);

	if (sa != sb)
		return sa < sb ? -1 : 1;
	return a->order - b->order;
}

/* note(): a section once per kind and name, the first line kept. */
static void add_note(struct sleep_note *v, int *n, const char *kind, const char *held, int line)
{
	for (int k = 0; k < *n; k++)
		if (!strcmp(v[k].kind, kind) && !strcmp(v[k].held, held))
			return;
	v[*n] = (struct sleep_note){ kind, held, line, *n };
	(*n)++;
}

/*
 * The sections the guards around call @c enter, as the rule notes them
 * after its flow's: scoped_guard(rcu) { } (in_scoped_rcu), then each
 * guard (any_call: guard_held()); into @v, their names kept in @hg.
 */
static void guard_notes(const struct fn_flow *f, const struct tcall *c, struct sleep_note *v,
			int *n, struct held_guard **hg, size_t *nhg)
{
	const struct tok *w = &f->t->v[c->name];
	size_t at = (size_t)(w->s - f->gs->text);

	if (in_scoped_rcu_block(f->gs, at))
		add_note(v, n, "rcu", "scoped_guard(rcu)", 0);
	*nhg = guards_held_at(f->gs, at, hg);
	for (size_t i = 0; i < *nhg && *n < 64 + 65; i++) {	/* notes[] holds 64 + 66 */
		const struct held_guard *g = &(*hg)[i];
		const char *kind;

		if (g->srcu) {
			add_note(v, n, "srcu", g->held, w->line);
			continue;
		}
		if (!(g->eff & (GE_RCU | GE_IRQ | GE_BH | GE_PREEMPT)))
			continue;
		kind = g->eff & GE_RCU ? "rcu" : g->lock ? "spin" : g->eff & GE_IRQ ? "irq" :
		       g->eff & GE_PREEMPT ? "preempt" : "softirq";
		add_note(v, n, kind, g->eff & GE_RCU ? "guard(rcu)()" : g->held ? g->held : kind, 0);
	}
}

/* The column (from 0) of token @w, whose text begins at @text. */
static int column_of(const char *text, const struct tok *w)
{
	const char *p = w->s;

	while (p > text && p[-1] != '\n')
		p--;
	return (int)(w->s - p);
}

/*
 * The arguments of call @c as the rule prints them ("-" none), or NULL
 * when a literal (which the tokens skip) or a shape the printing does not
 * know is among them.
 */
static char *call_args(const struct toks *t, const struct tcall *c)
{
	const char *from = t->v[c->open].s, *to = t->v[c->close].s;
	struct strbuf sb = STRBUF_INIT;

	if (memchr(from, '"', (size_t)(to - from)) || memchr(from, '\'', (size_t)(to - from)))
		return NULL;
	if (!c->nargs)
		return str_dup("-");
	if (!tk_render_expr(t, c->open + 1, c->close - 1, &sb)) {
		sb_free(&sb);
		return NULL;
	}
	return sb_detach(&sb);
}

/* The facts of call @c, reached inside the sections of @in; false when its arguments cannot be printed. */
static bool call_facts(const struct fn_flow *f, const char *text, const char *path,
		       const char *fn, const struct tcall *c, uint64_t in, struct strlist *out)
{
	const struct toks *t = f->t;
	const struct origin *v[64];
	struct sleep_note notes[64 + 66];
	struct held_guard *hg = NULL;
	size_t nhg = 0;
	int n = 0, kept = 0;
	char *args;

	for (int i = 0; i < f->no; i++)
		if ((in & ((uint64_t)1 << i)) && (f->o[i].ctx || waits_for_srcu(t, c->name)))
			v[n++] = &f->o[i];
	qsort(v, (size_t)n, sizeof(*v), note_cmp);
	/* one note per section's kind and name: the first one's line */
	for (int i = 0; i < n; i++)
		add_note(notes, &kept, v[i]->ctx ? v[i]->ctx->kind : "srcu", v[i]->held,
			 t->v[v[i]->name].line);
	if (f->gs)
		guard_notes(f, c, notes, &kept, &hg, &nhg);
	if (!kept) {
		held_guards_free(hg, nhg);
		return true;
	}
	args = call_args(t, c);
	if (!args) {
		held_guards_free(hg, nhg);
		return false;
	}
	qsort(notes, (size_t)kept, sizeof(*notes), print_cmp);
	for (int i = 0; i < kept; i++)
		sl_push_owned(out, str_printf("rcucheck\tsleep\t%s\t%d\t%d\t%s\t%.*s\t%s\t%s\t%d\t%s",
					      path, t->v[c->name].line,
					      column_of(text, &t->v[c->name]) + 1, fn,
					      (int)t->v[c->name].len, t->v[c->name].s,
					      notes[i].kind, notes[i].held, notes[i].line, args));
	free(args);
	held_guards_free(hg, nhg);
	return true;
}

/* The data flow: what sections some path brings to each node. */
static uint64_t *flow_in(struct fn_flow *f)
{
	const struct cflow *g = &f->g;
	uint64_t *gen = xcalloc(g->nn, sizeof(*gen)), *kill = xcalloc(g->nn, sizeof(*kill));
	uint64_t *in = xcalloc(g->nn, sizeof(*in));

	for (int o = 0; o < f->no; o++) {
		const struct origin *or = &f->o[o];

		gen[or->node] |= (uint64_t)1 << o;
		for (size_t i = 0; i < g->nn; i++)
			if (ends_section(f, &g->n[i], or) ||
			    (or->cond && holds_expr(f->t, &g->n[i], or->ca, or->cb)))
				kill[i] |= (uint64_t)1 << o;
	}
	cflow_forward(g, gen, kill, in);
	free(gen);
	free(kill);
	return in;
}

/* Does a guard of @gs begin inside the function of tokens @t? */
static bool guarded(const struct toks *t, const struct guard_scopes *gs)
{
	if (!gs || !t->n)
		return false;
	for (size_t i = 0; i < gs->n; i++)
		if (gs->text + gs->v[i].start >= t->v[0].s &&
		    gs->text + gs->v[i].start <= t->v[t->n - 1].s)
			return true;
	return false;
}

/* The facts of function @fn, whose tokens are @t; false when the file is left to spatch. */
static bool function_facts(const struct toks *t, const struct guard_scopes *gs, const char *text,
			   const char *path, const char *fn, struct strlist *out)
{
	struct fn_flow f = { .t = t, .gs = guarded(t, gs) ? gs : NULL };
	size_t body = t->n;
	uint64_t *in = NULL;
	bool ok = false;

	for (size_t i = 0; i < t->n && body == t->n; i++)
		if (tk_punct(&t->v[i], '{'))
			body = i;
	if (body == t->n)
		return true;
	/* a wrapper enters a section the text does not show */
	if (calls_learned(t, body))
		return false;
	if (!f.gs && !worth_a_flow(t, body))
		return true;
	/* how spatch parses these two is not measured */
	for (size_t i = body; f.gs && i < t->n; i++)
		if (tk_is(&t->v[i], "scoped_cond_guard") || tk_is(&t->v[i], "scoped_class"))
			return false;
	if (t->directives || !cflow_directives_placed(t, body) || !cflow_build(t, body, &f.g))
		return false;
	f.first = xcalloc(f.g.nn + 1, sizeof(*f.first));
	for (size_t i = 0; i < f.g.nn; i++)
		f.first[i + 1] = f.first[i] + tcalls_in(t, f.g.n[i].a, f.g.n[i].b, &f.cs, f.first[i],
							&f.acs);
	for (size_t i = 0; i < f.g.nn; i++)
		if (!enter_origins(&f, (int)i) || !srcu_origins(&f, (int)i))
			goto out;
	in = flow_in(&f);
	for (size_t i = 0; i < f.g.nn; i++) {
		size_t n;
		const struct tcall *c = calls_of(&f, i, &n);

		for (size_t k = 0; k < n && (in[i] || f.gs); k++)
			if (!c[k].member && may_sleep(t, c[k].name) &&
			    !call_facts(&f, text, path, fn, &c[k], in[i], out))
				goto out;
	}
	ok = true;
out:
	for (int i = 0; i < f.no; i++)
		free(f.o[i].held);
	free(in);
	free(f.cs);
	free(f.first);
	cflow_free(&f.g);
	return ok;
}

struct file_facts {
	const char *text, *path;
	struct strlist *lines;
	const struct guard_scopes *gs;	/* NULL: the file has none */
};

static bool each_function(const struct toks *t, const struct cfunc *f, void *arg)
{
	struct file_facts *ff = arg;
	struct toks tmp;
	bool ok = function_facts(cflow_as_read(t, &tmp), ff->gs, ff->text, ff->path, f->name,
				 ff->lines);

	free(tmp.v);
	return ok;
}

bool sleep_flow_file(struct tindex *ti, const char *path, const struct strmap *sleepers,
		     struct strlist *out)
{
	long id = tindex_file_id(ti, path);
	const char *text;
	struct strlist lines = STRLIST_INIT;
	bool ok = true;

	struct guard_scopes gs = { 0 };

	if (id < 0 || !(text = tindex_file_text(ti, (unsigned)id)))
		return false;
	sleepy = sleepers;
	if (tk_text_has_guard(text))
		guard_scopes_read(text, &gs);
	struct file_facts ff = { text, path, &lines, gs.n ? &gs : NULL };

	ok = tk_each_function(ti, (unsigned)id, each_function, &ff);
	guard_scopes_free(&gs);
	if (ok)
		for (size_t i = 0; i < lines.n; i++)
			sl_push(out, lines.v[i]);
	sl_free(&lines);
	return ok;
}
