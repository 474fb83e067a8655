// SPDX-License-Identifier: GPL-2.0
#include "audit/quiet_updater.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audit/ccalls.h"
#include "audit/cflow.h"
#include "audit/ctoks.h"
#include "index/cindex.h"
#include "lib/strmap.h"
#include "rcu/data.h"

/* What a call does for the rules, by rcu/data/lifecycle's role column. */
enum {
	LC_UNLINK = 1,	/* where rcu_reclaim.cocci's paths begin: an unlink, */
	LC_PUBLISH = 2,	/* or a publish or replace, whose old value is freed */
	LC_FREE = 4,
	LC_DEFER = 8,
	LC_WAIT = 16,	/* what ends a path: a grace period waited, */
	LC_BARRIER = 32,	/* the callbacks queued run, */
	LC_LASTREF = 64,	/* a last-reference test (rcu_head_requeue.cocci's puts) */
	LC_KNOWN = 128,	/* a value of the helpers' map, never 0 */
};
#define LC_START (LC_UNLINK | LC_PUBLISH)

struct lc_row {
	unsigned role;
	int arg;	/* 0-based, the argument it is about; -1 none */
};

static struct strmap roles;	/* name -> struct lc_row */
static pthread_once_t roles_loaded = PTHREAD_ONCE_INIT;

static void roles_load(void)
{
	const struct rcu_table *t = rcu_table("lifecycle");

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *role = rcu_col(t, r, 4, 1), *arg = rcu_col(t, r, 4, 2);
		unsigned bit = !strcmp(role, "unlink") ? LC_UNLINK :
			       !strcmp(role, "publish") || !strcmp(role, "replace") ? LC_PUBLISH :
			       !strcmp(role, "free") ? LC_FREE : !strcmp(role, "defer") ? LC_DEFER :
			       !strcmp(role, "wait") ? LC_WAIT : !strcmp(role, "barrier") ? LC_BARRIER :
			       !strcmp(role, "lastref") ? LC_LASTREF : 0;

		if (!bit)
			continue;
		struct lc_row *row = xcalloc(1, sizeof(*row));

		row->role = bit;
		row->arg = strcmp(arg, "-") ? atoi(arg) - 1 : -1;
		*strmap_slot(&roles, rcu_col(t, r, 4, 0)) = row;
	}
}

static const struct lc_row *row_of(const char *name, size_t len)
{
	char buf[64];

	if (len >= sizeof(buf))
		return NULL;
	memcpy(buf, name, len);
	buf[len] = '\0';
	return strmap_get(&roles, buf);
}

static unsigned role_of(const char *name, size_t len)
{
	const struct lc_row *r = row_of(name, len);

	return r ? r->role : 0;
}

/*
 * One call of a function's body that may take part in a fact: a
 * primitive's (@role) or another function's (@name, a helper of the file
 * or not), with the identifiers of what it is about: a free's or a
 * queueing's argument, the object E of an unlink's &E->fld, any argument
 * of a function's call (a helper's parameter may be any).
 */
struct ucall {
	unsigned role;
	char *name;
	struct strlist ids;
};

/* One function of the file: its calls, and the variables it assigns. */
struct ufunc {
	const char *name;
	struct ucall *calls;
	size_t ncalls, alloc;
	struct strlist assigned;
	struct toks toks;	/* its tokens (none for a function with no body) */
	/*
	 * The parameters (bit k: the k-th, 0-based; bit 31 all from there)
	 * a free's or a queueing's argument is, as E or &E->fld: what the
	 * requeue rule's helpers are about (its freer and queuer rules'
	 * T *x at index n, passed to a primitive itself: the rule learns
	 * its helpers before it asks of them, so a function that frees or
	 * queues only through another helper is none of its).
	 */
	uint32_t helper_params;
};

#define HELPER_PARAMS 8	/* where a helper's parameter bits sit in its value (above LC_KNOWN) */

struct ufile {
	struct ufunc *v;
	size_t n, alloc;
	const char *text;
	struct strmap found;	/* the offsets of the primitives' calls read */
};

/* The identifiers of tokens [@a, @b] into @ids, none twice, fields' names not. */
static void ids_of(const struct toks *t, size_t a, size_t b, struct strlist *ids)
{
	for (size_t i = a; i <= b && i < t->n; i++) {
		/* a field's name is no object's: &a->rcu and &b->rcu are of a and b */
		if (!tk_ident(&t->v[i]) || tk_keyword(&t->v[i]) ||
		    (i && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.'))))
			continue;
		char *w = xstrndup(t->v[i].s, t->v[i].len);

		if (!sl_contains(ids, w))
			sl_push(ids, w);
		free(w);
	}
}

/*
 * The object E of an unlink's argument &E->fld (or &E->fld.g), as the
 * rule matches it; none (E may be anything, the proof then needs no
 * identifier of it in the free) for another shape.
 */
static void unlinked_ids(const struct toks *t, size_t a, size_t b, struct strlist *ids)
{
	if (a + 3 > b || !tk_punct(&t->v[a], '&'))
		return;
	if (b >= a + 5 && tk_punct(&t->v[b - 1], '.') && tk_ident(&t->v[b]) &&
	    tk_is(&t->v[b - 3], "->") && tk_ident(&t->v[b - 2]))
		b -= 2;
	if (!tk_is(&t->v[b - 1], "->") || !tk_ident(&t->v[b]))
		return;
	ids_of(t, a + 1, b - 2, ids);
}

/*
 * What call @c of @t is about, into @ids: for a primitive (@r) its
 * argument (an unlink's E of &E->fld), for another function any of its
 * arguments (a helper's parameter may be any).
 */
static void call_ids(const struct toks *t, const struct tcall *c, const struct lc_row *r,
		     struct strlist *ids)
{
	size_t a, b;

	if (!r) {
		if (c->close > c->open + 1)
			ids_of(t, c->open + 1, c->close - 1, ids);
	} else if (r->arg >= 0 && targ_range(t, c, r->arg, &a, &b)) {
		if (r->role == LC_UNLINK)
			unlinked_ids(t, a, b, ids);
		else
			ids_of(t, a, b, ids);
	}
}

/* Tokens [@a, @b] but parentheses, into @v (room for them all); how many. */
static size_t unparened(const struct toks *t, size_t a, size_t b, size_t *v)
{
	size_t n = 0;

	for (size_t i = a; i <= b && i < t->n; i++)
		if (!tk_punct(&t->v[i], '(') && !tk_punct(&t->v[i], ')'))
			v[n++] = i;
	return n;
}

/*
 * The rules' E of argument [@a, @b], into @heads (each a text of its
 * tokens, parentheses left out, so that "(x)" and "x" are one): the
 * whole argument (q(es, E, ...), fr(es, E, ...)), and A of "&A->fld"
 * (q(es, &E->fld, ...), un(&E->fld, ...)) and of "&A->fld.g"
 * (un(&E->fld.g, ...)). Two calls are about the same object when they
 * share one; more candidates only make more matches, never fewer.
 */
static void heads_of(const struct toks *t, size_t a, size_t b, struct strlist *heads)
{
	size_t *v = xcalloc(b - a + 2, sizeof(*v)), n = unparened(t, a, b, v);
	struct strbuf sb = STRBUF_INIT;

	for (int form = 0; form < 3 && n; form++) {
		size_t from = 0, to = n - 1;

		if (form == 1) {
			/* & A -> fld */
			if (n < 4 || !tk_punct(&t->v[v[0]], '&') || !tk_ident(&t->v[v[n - 1]]) ||
			    !tk_is(&t->v[v[n - 2]], "->"))
				continue;
			from = 1;
			to = n - 3;
		} else if (form == 2) {
			/* & A -> fld . g (the reclaim rule's unlink) */
			if (n < 6 || !tk_punct(&t->v[v[0]], '&') || !tk_ident(&t->v[v[n - 1]]) ||
			    !tk_punct(&t->v[v[n - 2]], '.') || !tk_ident(&t->v[v[n - 3]]) ||
			    !tk_is(&t->v[v[n - 4]], "->"))
				continue;
			from = 1;
			to = n - 5;
		}
		sb_reset(&sb);
		for (size_t i = from; i <= to; i++)
			sb_printf(&sb, "%s%.*s", i > from ? " " : "", (int)t->v[v[i]].len,
				  t->v[v[i]].s);
		if (sb.buf && !sl_contains(heads, sb.buf))
			sl_push(heads, sb.buf);
	}
	sb_free(&sb);
	free(v);
}

/* The name of each parameter of the function whose header is @t's tokens before @body ("" when none). */
static void param_names(const struct toks *t, size_t body, const char *fname, struct strlist *out)
{
	size_t open = 0, close;

	for (size_t i = 0; i + 1 < body; i++)
		if (tk_is(&t->v[i], fname) && tk_punct(&t->v[i + 1], '(')) {
			open = i + 1;
			break;
		}
	if (!open || (close = tk_close(t, open)) >= body)
		return;
	for (size_t a = open + 1; a < close;) {
		size_t b = a, name = 0;

		for (; b < close && !tk_punct(&t->v[b], ','); b++) {
			if (tk_punct(&t->v[b], '(') || tk_punct(&t->v[b], '[')) {
				b = tk_close(t, b);
				continue;
			}
			if (tk_ident(&t->v[b]) && !tk_keyword(&t->v[b]))
				name = b;
		}
		if (name)
			sl_push_owned(out, xstrndup(t->v[name].s, t->v[name].len));
		else
			sl_push(out, "");
		a = b + 1;
	}
}

/* The bits of @params whose name is one of @heads (a head of one identifier). */
static uint32_t params_named(const struct strlist *params, const struct strlist *heads)
{
	uint32_t bits = 0;

	for (size_t k = 0; k < params->n; k++)
		if (*params->v[k] && sl_contains(heads, params->v[k]))
			bits |= k < 31 ? (uint32_t)1 << k : (uint32_t)1 << 31;
	return bits;
}

static bool read_function(const struct toks *t, const struct cfunc *f, void *arg)
{
	struct ufile *uf = arg;
	struct tcall *cs = NULL;
	struct strlist params = STRLIST_INIT;
	size_t body = 0, acs = 0, n, a, b;

	while (body < t->n && !tk_punct(&t->v[body], '{'))
		body++;
	ALLOC_GROW(uf->v, uf->n, uf->alloc);
	struct ufunc *u = &uf->v[uf->n++];

	memset(u, 0, sizeof(*u));
	u->name = f->name;
	if (body >= t->n)
		return true;
	for (size_t i = body; i + 1 < t->n; i++)
		if (tk_assigned_at(t, i))
			ids_of(t, i, i, &u->assigned);
	param_names(t, body, f->name, &params);
	n = tcalls_in(t, body, t->n - 1, &cs, 0, &acs);
	for (size_t k = 0; k < n; k++) {
		const struct tcall *c = &cs[k];
		const struct tok *w = &t->v[c->name];
		const struct lc_row *r;

		if (c->member)
			continue;
		r = row_of(w->s, w->len);
		ALLOC_GROW(u->calls, u->ncalls, u->alloc);
		struct ucall *uc = &u->calls[u->ncalls++];

		memset(uc, 0, sizeof(*uc));
		if (r) {
			tk_found_key(&uf->found, uf->text, w);
			uc->role = r->role;
		} else {
			uc->name = xstrndup(w->s, w->len);
		}
		call_ids(t, c, r, &uc->ids);
		if (r && (r->role & (LC_FREE | LC_DEFER)) && r->arg >= 0 &&
		    targ_range(t, c, r->arg, &a, &b)) {
			struct strlist heads = STRLIST_INIT;

			heads_of(t, a, b, &heads);
			u->helper_params |= params_named(&params, &heads);
			sl_free(&heads);
		}
	}
	sl_free(&params);
	free(cs);
	/* kept for the paths, asked of the functions that may print */
	u->toks = *t;
	u->toks.v = xcalloc(t->n + 1, sizeof(*t->v));
	memcpy(u->toks.v, t->v, t->n * sizeof(*t->v));
	return true;
}

/*
 * The file's helpers by name: LC_FREE for a function that frees or calls
 * one that does, LC_DEFER likewise for queueing (the rules learn one call
 * deep; deeper only adds helpers, towards a fact).
 */
static void learn_helpers(const struct ufile *uf, struct strmap *helpers)
{
	for (bool more = true; more;) {
		more = false;
		for (size_t i = 0; i < uf->n; i++) {
			const struct ufunc *u = &uf->v[i];
			uintptr_t bits = LC_KNOWN;

			for (size_t c = 0; c < u->ncalls; c++)
				bits |= u->calls[c].name ?
					(uintptr_t)strmap_get(helpers, u->calls[c].name) &
						(LC_FREE | LC_DEFER) :
					u->calls[c].role & (LC_FREE | LC_DEFER);
			void **slot = strmap_slot(helpers, u->name);

			if (((uintptr_t)*slot | bits) != (uintptr_t)*slot) {
				*slot = (void *)((uintptr_t)*slot | bits);
				more = true;
			}
		}
	}
	/*
	 * Which parameters each helper's calls are about, above the role bits
	 * (every definition's): the requeue rule's helpers, one call deep.
	 */
	for (size_t i = 0; i < uf->n; i++) {
		void **slot = strmap_slot(helpers, uf->v[i].name);

		*slot = (void *)((uintptr_t)*slot | (uintptr_t)uf->v[i].helper_params << HELPER_PARAMS);
	}
}

/* Does a call of helper @h (its map value) name its parameter @k as its object? */
static bool helper_param(uintptr_t h, int k)
{
	uint32_t params = (uint32_t)(h >> HELPER_PARAMS);

	return params & (k < 31 ? (uint32_t)1 << k : (uint32_t)1 << 31);
}

/* What call @c does: its primitive's role, or its helper's (a queueing first). */
static unsigned call_role(const struct ucall *c, const struct strmap *helpers)
{
	uintptr_t h;

	if (!c->name)
		return c->role;
	h = (uintptr_t)strmap_get(helpers, c->name);
	return h & LC_DEFER ? LC_DEFER : h & LC_FREE ? LC_FREE : 0;
}

/* Is every identifier of @some among @all? */
static bool ids_within(const struct strlist *some, const struct strlist *all)
{
	for (size_t i = 0; i < some->n; i++)
		if (!sl_contains(all, some->v[i]))
			return false;
	return true;
}

static bool ids_meet(const struct strlist *x, const struct strlist *y)
{
	for (size_t i = 0; i < x->n; i++)
		if (sl_contains(y, x->v[i]))
			return true;
	return false;
}

/*
 * Could rcu_reclaim.cocci print a fact for @u? Its unlinked rule frees
 * the E of un(&E->fld): a free whose argument names every identifier of
 * E; its replaced and swapped rules free a variable x the function
 * assigns (x = P, x = rcu_replace_pointer(...)): a free that names one.
 */
static bool reclaim_may_print(const struct ufunc *u, const struct strmap *helpers)
{
	for (size_t s = 0; s < u->ncalls; s++) {
		if (!(u->calls[s].role & LC_START))
			continue;
		for (size_t f = 0; f < u->ncalls; f++) {
			const struct ucall *fr = &u->calls[f];

			if (f == s || call_role(fr, helpers) != LC_FREE)
				continue;
			if (u->calls[s].role == LC_UNLINK ? ids_within(&u->calls[s].ids, &fr->ids) :
							    ids_meet(&fr->ids, &u->assigned))
				return true;
		}
	}
	return false;
}

/*
 * Could rcu_head_requeue.cocci print a fact for @u: a queueing, and
 * another call that queues or frees and names an identifier the
 * queueing's argument names (the rule's E, or &E->fld, in both)?
 */
static bool requeue_may_print(const struct ufunc *u, const struct strmap *helpers)
{
	for (size_t q = 0; q < u->ncalls; q++) {
		if (call_role(&u->calls[q], helpers) != LC_DEFER)
			continue;
		for (size_t k = 0; k < u->ncalls; k++)
			if (k != q && call_role(&u->calls[k], helpers) &&
			    (!u->calls[q].ids.n || !u->calls[k].ids.n ||
			     ids_meet(&u->calls[q].ids, &u->calls[k].ids)))
				return true;
	}
	return false;
}

/* ---- the paths: from a start to a free (or a second queueing) that nothing ends ---- */

/* A call of a node of the flow graph that starts a path, ends one or ends in a fact. */
struct usite {
	size_t node;
	unsigned role;		/* what it does for the rule (LC_*) */
	struct strlist ids;	/* what it is about, as struct ucall's */
	struct strlist heads;	/* the rules' E it may be about (heads_of(), old_values()) */
};

/* Does the text of tokens @hay (@nh of them) hold that of @needle (@nn)? */
static bool tokens_within(const struct toks *t, const size_t *hay, size_t nh, const size_t *needle,
			  size_t nn)
{
	for (size_t at = 0; nn && at + nn <= nh; at++) {
		size_t k = 0;

		while (k < nn && t->v[hay[at + k]].len == t->v[needle[k]].len &&
		       !memcmp(t->v[hay[at + k]].s, t->v[needle[k]].s, t->v[needle[k]].len))
			k++;
		if (k == nn)
			return true;
	}
	return false;
}

/*
 * The variables rcu_reclaim.cocci's replaced and swapped rules may free
 * after publish or replace call @c of @t, into @out: x of "x = ..." (a
 * declaration's too) whose value's text holds the call's pointer P (x = P,
 * x = rcu_dereference_protected(P, c), the old value read before the
 * publish), and x the call's own value is given to (x =
 * rcu_replace_pointer(P, V, c)). A superset: order and paths aside.
 */
static void old_values(const struct toks *t, const struct tcall *c, int arg, struct strlist *out)
{
	size_t a, b, *p, np, *rhs = xcalloc(t->n + 1, sizeof(*rhs));

	if (c->name >= 2 && tk_assigned_at(t, c->name - 2))
		ids_of(t, c->name - 2, c->name - 2, out);
	if (arg < 0 || !targ_range(t, c, arg, &a, &b)) {
		free(rhs);
		return;
	}
	p = xcalloc(b - a + 2, sizeof(*p));
	np = unparened(t, a, b, p);
	for (size_t i = 0; i + 2 < t->n; i++) {
		size_t e = i + 2;

		if (!tk_assigned_at(t, i))
			continue;
		/* its value: to the ';' or ',' that ends it, brackets skipped */
		for (; e < t->n && !tk_punct(&t->v[e], ';') && !tk_punct(&t->v[e], ','); e++)
			if (tk_punct(&t->v[e], '(') || tk_punct(&t->v[e], '[') || tk_punct(&t->v[e], '{'))
				e = tk_close(t, e);
		if (tokens_within(t, rhs, unparened(t, i + 2, e - 1, rhs), p, np))
			ids_of(t, i, i, out);
	}
	free(p);
	free(rhs);
}

/*
 * What call @c of @t does for rcu_reclaim.cocci (@reclaim) or
 * rcu_head_requeue.cocci, into @out: a primitive's role, or a helper's
 * (reclaim: a free only; its helpers that wait are not learned here,
 * which only leaves paths unended). False when it does nothing.
 */
static bool site_of(const struct toks *t, const struct tcall *c, bool reclaim,
		    const struct strmap *helpers, struct usite *out)
{
	const struct tok *w = &t->v[c->name];
	const struct lc_row *r = row_of(w->s, w->len);
	uintptr_t h = 0;

	memset(out, 0, sizeof(*out));
	if (c->member)
		return false;
	if (r) {
		out->role = r->role;
	} else {
		char *name = xstrndup(w->s, w->len);

		h = (uintptr_t)strmap_get(helpers, name);
		free(name);
		out->role = reclaim ? (unsigned)(h & LC_FREE) :
			    h & LC_DEFER ? LC_DEFER : (unsigned)(h & LC_FREE);
		/* a function that frees or queues none of its parameters is no helper of the rules' */
		if (!(h >> HELPER_PARAMS))
			out->role = 0;
	}
	if (out->role)
		call_ids(t, c, r, &out->ids);
	/* reclaim: after a publish or replace, what the rules may free is an old value */
	if (reclaim && r && (out->role & LC_PUBLISH)) {
		old_values(t, c, r->arg, &out->heads);
		return true;
	}
	/* the primitive's argument, or a helper's at a parameter it frees or queues */
	for (int k = 0; out->role && k < c->nargs; k++) {
		size_t a, b;

		if ((r ? k == r->arg : helper_param(h, k)) && targ_range(t, c, k, &a, &b))
			heads_of(t, a, b, &out->heads);
	}
	return out->role != 0;
}

/* Could the call at @start, reaching @end, be one of the rule's facts? */
static bool sites_match(const struct usite *start, const struct usite *end, bool reclaim)
{
	/*
	 * reclaim: the unlinked rule frees its E itself (fr(es, E)), the
	 * replaced and swapped rules an old value x (old_values(): fr(es, x))
	 */
	if (reclaim && !end->heads.n)
		return true;
	if (reclaim)
		return start->role == LC_UNLINK ? !start->heads.n || ids_meet(&start->heads, &end->heads) :
						  ids_meet(&end->heads, &start->heads);
	return !start->heads.n || !end->heads.n || ids_meet(&start->heads, &end->heads);
}

/*
 * Does node @nd give the variable @x another object, as the requeue
 * rule's "when != E = F", "when != T I = F;" and "when != It(E, ...) St"
 * see it: "x = " (a declaration's too), or an iterator's head over x?
 */
static bool node_moves(const struct toks *t, const struct cflow_node *nd, const char *x)
{
	if (nd->a > nd->b)
		return false;
	if (nd->kind == CF_ITER && nd->a + 3 <= nd->b && tk_is(&t->v[nd->a + 2], x) &&
	    (tk_punct(&t->v[nd->a + 3], ',') || tk_punct(&t->v[nd->a + 3], ')')))
		return true;
	for (size_t i = nd->a; i + 2 <= nd->b; i++)
		if (tk_is(&t->v[i], x) && tk_assigned_at(t, i))
			return true;
	return false;
}

/*
 * Does some path of function @t (its calls read into @u) reach, from a
 * start (reclaim: an unlink, publish or replace; requeue: a queueing),
 * a call that frees (or, for requeue, queues again) what it started
 * with, passing no node that calls what ends the rule's paths (reclaim:
 * a wait, a queueing, a barrier; requeue: a barrier, a last-reference
 * test)? True also when the graph cannot be read, or has more than 64
 * starts.
 */
static bool path_may_print(const struct toks *t, bool reclaim,
			   const struct strmap *helpers)
{
	unsigned starts = reclaim ? LC_START : LC_DEFER;
	unsigned ends = reclaim ? LC_FREE : LC_DEFER | LC_FREE;
	unsigned kills = reclaim ? LC_WAIT | LC_DEFER | LC_BARRIER : LC_BARRIER | LC_LASTREF;
	struct cflow g = { 0 };
	struct tcall *cs = NULL;
	struct usite *sv = NULL;
	size_t body = 0, acs = 0, nsv = 0, asv = 0, bits = 0;
	bool may = false;

	while (body < t->n && !tk_punct(&t->v[body], '{'))
		body++;
	if (body >= t->n || t->directives || !cflow_directives_placed(t, body) ||
	    !cflow_build(t, body, &g))
		return true;
	uint64_t *gen = xcalloc(g.nn + 1, sizeof(*gen)), *kill = xcalloc(g.nn + 1, sizeof(*kill));
	uint64_t *in = xcalloc(g.nn + 1, sizeof(*in));
	size_t *bit_site = xcalloc(65, sizeof(*bit_site));

	for (size_t i = 0; i < g.nn && !may; i++) {
		const struct cflow_node *nd = &g.n[i];
		size_t n = nd->a <= nd->b ? tcalls_in(t, nd->a, nd->b, &cs, 0, &acs) : 0;

		for (size_t k = 0; k < n; k++) {
			struct usite st;

			if (!site_of(t, &cs[k], reclaim, helpers, &st))
				continue;
			if (st.role & kills)
				kill[i] = ~(uint64_t)0;
			if (!(st.role & (starts | ends))) {
				sl_free(&st.ids);
				sl_free(&st.heads);
				continue;
			}
			st.node = i;
			if (st.role & starts) {
				if (bits == 64) {
					may = true;	/* too many to follow: a fact, as far as the proof knows */
					sl_free(&st.ids);
					sl_free(&st.heads);
					break;
				}
				gen[i] |= (uint64_t)1 << bits;
				bit_site[bits++] = nsv;
			}
			ALLOC_GROW(sv, nsv, asv);
			sv[nsv++] = st;
		}
	}
	/* requeue: x given another object, declared again or iterated over ends x's paths */
	for (size_t b = 0; b < bits && !reclaim && !may; b++) {
		const struct strlist *ids = &sv[bit_site[b]].ids;

		for (size_t i = 0; i < g.nn && ids->n == 1; i++)
			if (node_moves(t, &g.n[i], ids->v[0]))
				kill[i] |= (uint64_t)1 << b;
	}
	if (!may)
		cflow_forward(&g, gen, kill, in);
	for (size_t e = 0; e < nsv && !may; e++) {
		if (!(sv[e].role & ends))
			continue;
		/* what reaches its node, and the starts of its own node (order aside) */
		uint64_t reach = in[sv[e].node] | gen[sv[e].node];

		for (size_t b = 0; b < bits && !may; b++)
			may = (reach >> b & 1) && bit_site[b] != e &&
			      sites_match(&sv[bit_site[b]], &sv[e], reclaim);
	}
	for (size_t i = 0; i < nsv; i++) {
		sl_free(&sv[i].ids);
		sl_free(&sv[i].heads);
	}
	free(sv);
	free(cs);
	free(gen);
	free(kill);
	free(in);
	free(bit_site);
	cflow_free(&g);
	return may;
}

static bool is_primitive(const char *name, size_t len, void *arg)
{
	return role_of(name, len) & *(const unsigned *)arg;
}

bool updater_rule_proved(const char *rule)
{
	return !strcmp(rule, "rcu_reclaim.cocci") || !strcmp(rule, "rcu_head_requeue.cocci");
}

bool updater_file_quiet(const char *rule, struct tindex *ti, unsigned file, const char **why)
{
	bool reclaim = !strcmp(rule, "rcu_reclaim.cocci");
	unsigned bits = reclaim ? LC_START | LC_FREE : LC_DEFER | LC_FREE;
	struct ufile uf = { 0 };
	struct strmap helpers = { 0 };
	const char *code;
	bool quiet = reclaim || !strcmp(rule, "rcu_head_requeue.cocci");

	pthread_once(&roles_loaded, roles_load);
	uf.text = tindex_file_text(ti, file);
	if (!quiet || !uf.text)
		return false;
	tk_each_function(ti, file, read_function, &uf);
	learn_helpers(&uf, &helpers);
	for (size_t i = 0; i < uf.n && quiet; i++) {
		const struct ufunc *u = &uf.v[i];

		quiet = !((reclaim ? reclaim_may_print : requeue_may_print)(u, &helpers) &&
			  path_may_print(&u->toks, reclaim, &helpers));
	}
	if (!quiet)
		*why = reclaim ? "a function that unlinks and frees its object" :
		       "a function that queues and queues or frees its object";
	code = quiet ? tindex_file_code(ti, file) : NULL;
	if (quiet && !(code && tk_calls_found(code, &uf.found, is_primitive, &bits))) {
		*why = "a primitive outside the functions read";
		quiet = false;
	}
	for (size_t i = 0; i < uf.n; i++) {
		for (size_t c = 0; c < uf.v[i].ncalls; c++) {
			free(uf.v[i].calls[c].name);
			sl_free(&uf.v[i].calls[c].ids);
		}
		free(uf.v[i].calls);
		sl_free(&uf.v[i].assigned);
		free(uf.v[i].toks.v);
	}
	free(uf.v);
	strmap_free(&uf.found, NULL);
	strmap_free(&helpers, NULL);
	return quiet;
}
