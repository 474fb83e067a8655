// SPDX-License-Identifier: GPL-2.0
#include "audit/callsite_flow.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "audit/ccalls.h"
#include "audit/callsite_names.h"
#include "audit/cflow.h"
#include "audit/facts.h"
#include "audit/guard_scopes.h"
#include "rcu/flavor.h"

/* ---- a function's calls ---- */

static bool name_is(const struct toks *t, size_t i, const char *s)
{
	return tk_is(&t->v[i], s);
}

/* The index in @sl of token @i's name, or -1. */
static long name_index(const struct toks *t, size_t i, const struct strlist *sl)
{
	for (size_t k = 0; k < sl->n; k++)
		if (tk_is(&t->v[i], sl->v[k]))
			return (long)k;
	return -1;
}

static bool name_in(const struct toks *t, size_t i, const struct strlist *sl)
{
	return name_index(t, i, sl) >= 0;
}

static bool killed_by(const struct toks *t, const struct tcall *c, const struct killers *k)
{
	for (size_t i = 0; i < k->n; i++)
		if (tk_is(&t->v[c->name], k->v[i].name) &&
		    (k->v[i].arity < 0 || k->v[i].arity == c->nargs))
			return true;
	return false;
}

/* Why callsite_flow_fact() last said false (callsite_flow_refusal()). */
static const char *refusal;

const char *callsite_flow_refusal(void)
{
	return refusal;
}

/* ---- what reaches a call ---- */

/* The rule's names (callsite_names.h), for the question being answered. */
static const struct callsite_names *K;

/* What flows through a node: the origins it starts and ends, what some path brings in and out. */
struct reach {
	uint64_t gen, kill, in, out;
};

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
		refusal = "more than 64 places paths start from";
		f->fail = true;
		free(held);
		return 0;
	}
	f->o[f->no] = (struct origin){ kind, line, a, b, a2, b2, held };
	return (uint64_t)1 << f->no++;
}

/* Is node @nd the statement "NAME(...);", the one call @c? */
static bool is_call_stmt(const struct cflow_node *nd, const struct tcall *c)
{
	return nd->kind == CF_STMT && c->name == nd->a && c->close + 1 == nd->b;
}

/* What node @nd starts: the origins of its statement pattern or its expressions. */
static void node_gen(struct flow *f, const struct cflow_node *nd, struct reach *r,
		     const struct tcall *cs, size_t ncs)
{
	const struct toks *t = f->t;

	for (size_t k = 0; k < ncs; k++) {
		const struct tcall *c = &cs[k];
		size_t a, b, a2, b2;
		int line = t->v[c->name].line;
		long off;

		if (is_call_stmt(nd, c)) {
			if (name_is(t, c->name, "rcu_read_unlock") && !c->nargs)
				r->gen |= origin(f, O_RCU_AFTER, line, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K->reader_exits_rcu))
				r->gen |= origin(f, O_RCU_AFTER_CALL, line, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K->be) && !c->nargs)
				r->gen |= origin(f, O_BH_AFTER, line, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K->reader_exits_sched))
				r->gen |= origin(f, O_SCHED_AFTER_CALL, 0, 0, 0, 0, 0, NULL);
			if (name_in(t, c->name, &K->lock) && targ_range(t, c, 0, &a, &b))
				r->gen |= origin(f, O_LOCK, 0, a, b, 0, 0, tk_rendered(t, "", a, b, ""));
			if ((off = name_index(t, c->name, &K->off)) >= 0 && c->nargs <= 1)
				r->gen |= origin(f, O_STATE, 0, 0, 0, 0, 0,
						 str_dup(K->off_held.v[off]));
		}
		for (size_t g = 0; g < K->global_names.n && !c->nargs; g++)
			if (name_is(t, c->name, K->global_names.v[g]))
				r->gen |= origin(f, O_GLOBAL, 0, 0, 0, 0, 0,
						  str_dup(K->global_held.v[g]));
		if (name_is(t, c->name, "lock_task_sighand") && c->nargs == 2 &&
		    targ_range(t, c, 0, &a, &b) && targ_range(t, c, 1, &a2, &b2))
			r->gen |= origin(f, O_SIGHAND, 0, a, b, a2, b2,
					  tk_rendered(t, "&", a, b, "->sighand->siglock"));
		if (name_is(t, c->name, "srcu_read_lock") && c->nargs == 1 && targ_range(t, c, 0, &a, &b))
			r->gen |= origin(f, O_SRCU, 0, a, b, 0, 0,
					  tk_rendered(t, "srcu_read_lock(", a, b, ")"));
	}
}

/* The "when !=" list of the rule that follows paths from an origin of @kind; NULL for a lock's. */
static const struct killers *kill_list(enum origin_kind kind)
{
	switch (kind) {
	case O_RCU_ENTRY:
		return &K->rcu_entry;
	case O_RCU_AFTER:
		return &K->rcu_after;
	case O_RCU_AFTER_CALL:
		return &K->rcu_after_call;
	case O_BH_ENTRY:
	case O_BH_AFTER:
		return &K->bh;
	case O_SCHED_ENTRY:
		return &K->sched;
	case O_SCHED_AFTER_CALL:
		return &K->sched_after_call;
	default:
		return NULL;
	}
}

/* Does node @nd end origin @o (a "when !=" of its rule)? */
static bool node_kills(const struct flow *f, const struct cflow_node *nd, const struct origin *o,
		       const struct tcall *cs, size_t ncs)
{
	const struct toks *t = f->t;
	const struct killers *list = kill_list(o->kind);

	for (size_t k = 0; k < ncs; k++) {
		const struct tcall *c = &cs[k];
		size_t a, b, a2, b2;

		if (list) {
			if (killed_by(t, c, list))
				return true;
			continue;
		}
		switch (o->kind) {
		case O_LOCK:
			if (name_in(t, c->name, &K->unlock) && targ_range(t, c, 0, &a, &b) &&
			    tk_same(t, a, b, o->a, o->b))
				return true;
			break;
		case O_GLOBAL:
			if (is_call_stmt(nd, c) && !c->nargs && name_in(t, c->name, &K->global_unlocks))
				return true;
			break;
		case O_SIGHAND:
			if (name_is(t, c->name, "unlock_task_sighand") && c->nargs == 2 &&
			    targ_range(t, c, 0, &a, &b) && targ_range(t, c, 1, &a2, &b2) &&
			    tk_same(t, a, b, o->a, o->b) && tk_same(t, a2, b2, o->a2, o->b2))
				return true;
			break;
		case O_SRCU:
			if (name_is(t, c->name, "srcu_read_unlock") && c->nargs >= 1 &&
			    targ_range(t, c, 0, &a, &b) && tk_same(t, a, b, o->a, o->b))
				return true;
			break;
		case O_STATE:
			if (name_in(t, c->name, &K->on))
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
			/*
			 * The rule names the end it met first: spatch hands its
			 * script the matches in the order of their positions
			 * (testcases/audit/callsite-text: two ends on lines 202
			 * and 205, 202 named).
			 */
			if (!line || f->o[i].line < line)
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

static bool function_refused(const struct toks *t, size_t body, const struct guard_scopes *gs)
{
	/* a guard's scope the rule reads from the text, gs; how spatch parses these two is not measured */
	static const char *const guards[] = { "scoped_cond_guard", "scoped_class", NULL };

	refusal = "a conditional directive placed where spatch reads no branch";
	if (!cflow_directives_placed(t, body))
		return true;
	for (size_t i = body; i < t->n; i++) {
		if (!tk_ident(&t->v[i]))
			continue;
		refusal = "a guard";
		for (size_t k = 0; guards[k]; k++)
			if (tk_is(&t->v[i], guards[k]))
				return true;
		if (!gs && (tk_is(&t->v[i], "guard") || tk_is(&t->v[i], "scoped_guard") ||
			    tk_is(&t->v[i], "CLASS")))
			return true;
		refusal = "a read-side wrapper's call";
		if (i + 1 < t->n && tk_punct(&t->v[i + 1], '(') && name_in(t, i, &K->wrappers))
			return true;
	}
	return false;
}

/*
 * What the guards around the call add, as the rule's last script does:
 * each flavor a guard enters is "ok", each lock a guard holds is held.
 */
static bool add_guards(const struct toks *t, size_t call, const struct guard_scopes *gs,
		       struct call_fact *fact)
{
	struct held_guard *hg;
	size_t n = guards_held_at(gs, (size_t)(t->v[call].s - gs->text), &hg);
	unsigned sides = guard_read_sides(hg, n);
	bool ok = true;

	if (sides & RCU_FL_RCU)
		strcpy(fact->rcu, "ok");
	if (sides & RCU_FL_BH)
		strcpy(fact->bh, "ok");
	if (sides & RCU_FL_SCHED)
		strcpy(fact->sched, "ok");
	for (size_t i = 0; i < n; i++) {
		if (!hg[i].lock)
			continue;
		/* holding nothing, the rule's script fails on it */
		refusal = "a guard of a class that holds nothing";
		ok &= hg[i].held != NULL;
		if (hg[i].held && !sl_contains(&fact->held, hg[i].held))
			sl_push(&fact->held, hg[i].held);
	}
	held_guards_free(hg, n);
	return ok;
}

static bool flow_fact(const struct toks *t, size_t call, const struct guard_scopes *gs,
		      struct call_fact *fact)
{
	struct cflow g = { 0 };
	struct flow f = { .t = t };
	struct reach *r = NULL;
	struct tcall *cs = NULL;
	size_t body = t->n, acs = 0, *first = NULL;	/* node i's calls: cs[first[i]..first[i + 1]) */
	int at = -1;
	bool ok = false;

	K = callsite_names();
	refusal = "no call there";
	if (!K || call + 1 >= t->n || !tk_punct(&t->v[call + 1], '('))
		return false;
	for (size_t i = 0; i < t->n && body == t->n; i++)
		if (tk_punct(&t->v[i], '{'))
			body = i;
	if (body >= call)
		return false;
	refusal = "a directive other than a conditional";
	if (t->directives || function_refused(t, body, gs))
		return false;
	refusal = "a function the flow graph cannot read";
	if (!cflow_build(t, body, &g))
		return false;
	for (size_t i = 0; i < g.nn; i++)
		if (g.n[i].a <= call && call <= g.n[i].b)
			at = g.n[i].kind == CF_ITER && g.n[i].a == call ? -1 : (int)i;
	refusal = "a call in an iterator's head";
	if (at < 0)
		goto out;

	/* what each node starts, then what it ends of all that starts */
	r = xcalloc(g.nn, sizeof(*r));
	first = xcalloc(g.nn + 1, sizeof(*first));
	for (size_t i = 0; i < g.nn; i++)
		first[i + 1] = first[i] + tcalls_in(t, g.n[i].a, g.n[i].b, &cs, first[i], &acs);
	f.o[0] = (struct origin){ .kind = O_RCU_ENTRY };
	f.o[1] = (struct origin){ .kind = O_BH_ENTRY };
	f.o[2] = (struct origin){ .kind = O_SCHED_ENTRY };
	f.no = 3;
	for (size_t i = 0; i < g.nn && !f.fail; i++)
		node_gen(&f, &g.n[i], &r[i], cs + first[i], first[i + 1] - first[i]);
	for (size_t i = 0; i < g.nn && !f.fail; i++)
		for (int o = 0; o < f.no; o++)
			if (node_kills(&f, &g.n[i], &f.o[o], cs + first[i], first[i + 1] - first[i]))
				r[i].kill |= (uint64_t)1 << o;
	if (f.fail)
		goto out;
	/* forward, to the fixed point: what some path brings to each node */
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t i = 0; i < g.nn; i++) {
			const struct cflow_node *nd = &g.n[i];
			uint64_t in = i == 0 ? 7 : 0, out;

			for (size_t p = 0; p < nd->preds.n; p++)
				in |= r[nd->preds.v[p]].out;
			out = (in & ~r[i].kill) | r[i].gen;
			changed |= in != r[i].in || out != r[i].out;
			r[i].in = in;
			r[i].out = out;
		}
	}
	uint64_t in = r[at].in;

	memset(fact, 0, sizeof(*fact));
	if (!flavor_state(&f, in, O_RCU_ENTRY, O_RCU_AFTER, O_RCU_AFTER_CALL, fact->rcu) ||
	    !flavor_state(&f, in, O_BH_ENTRY, O_BH_AFTER, O_BH_AFTER, fact->bh) ||
	    !flavor_state(&f, in, O_SCHED_ENTRY, O_SCHED_AFTER_CALL, O_SCHED_AFTER_CALL, fact->sched))
		goto out;
	/* held: what the locks, global locks, sighand, srcu and states reaching it hold, a set */
	for (int i = 0; i < f.no; i++)
		if ((in & ((uint64_t)1 << i)) && f.o[i].held && !sl_contains(&fact->held, f.o[i].held))
			sl_push(&fact->held, f.o[i].held);
	if (gs && !add_guards(t, call, gs, fact)) {
		sl_free(&fact->held);
		goto out;
	}
	sl_sort(&fact->held);
	ok = true;
out:
	for (int i = 0; i < f.no; i++)
		free(f.o[i].held);
	free(cs);
	free(first);
	free(r);
	cflow_free(&g);
	return ok;
}

bool callsite_flow_fact(const struct toks *t, size_t call, const struct guard_scopes *gs,
			struct call_fact *fact)
{
	struct toks tmp;
	/* the function as spatch reads it: misplaced conditionals' branches in sequence */
	const struct toks *rt = cflow_as_read(t, &tmp);
	size_t rcall = call;
	bool ok;

	if (rt != t)
		for (rcall = 0; rcall < rt->n && (call >= t->n || rt->v[rcall].s != t->v[call].s); rcall++)
			;
	refusal = "no call there";
	ok = rcall < rt->n && flow_fact(rt, rcall, gs, fact);
	free(tmp.v);
	return ok;
}
