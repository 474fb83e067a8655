// SPDX-License-Identifier: GPL-2.0
/*
 * The impact rule of a reader finding (see impact_rule.h).
 */
#include "index/impact_rule.h"

#include <stdlib.h>
#include <string.h>
#include "rcu/lookups.h"

bool impact_valid(const char *s)
{
	return s && (!strcmp(s, IMPACT_RACE) || !strcmp(s, IMPACT_LOCKDEP) ||
		     !strcmp(s, IMPACT_UNKNOWN));
}

/* The name of the call @text starts with, its row when it is one of @kinds' side. */
static const struct rcu_updater *row_of(const char *text, bool read)
{
	const char *paren = text ? strchr(text, '(') : NULL;
	const struct rcu_updater *u;

	if (!paren)
		return NULL;
	size_t nlen = (size_t)(paren - text);

	while (nlen && text[nlen - 1] == ' ')
		nlen--;
	u = rcu_model_updater(text, nlen);
	if (!u || u->kind == RCU_UPD_GP || (u->kind == RCU_UPD_READ) != read)
		return NULL;
	return u;
}

/*
 * A lookup of rcu/data/lookups (radix_tree_lookup(), idr_find()) reads the
 * structure its first argument names, as a read row's object would.
 */
static const struct rcu_updater lookup_row = {
	.name = "lookup", .kind = RCU_UPD_READ, .object = 0, .node = -1, .member = -1,
	.type = -1, .domain = -1,
};

static const struct rcu_updater *lookup_of(const char *text)
{
	const char *paren = text ? strchr(text, '(') : NULL;
	char *name = paren ? xstrndup(text, (size_t)(paren - text)) : NULL;
	bool yes = name && rcu_model_lookup(rtrim(name));

	free(name);
	return yes ? &lookup_row : NULL;
}

const struct rcu_updater *impact_reader_keys(const char *access, objkey_type_fn type_of,
					     void *ctx, char **obj, char **node)
{
	const struct rcu_updater *u = row_of(access, true);
	struct strlist args = STRLIST_INIT;

	*obj = *node = NULL;
	if (!u)
		u = lookup_of(access);
	if (!u)
		return NULL;
	objkey_args(access, strlen(access), &args);
	if (u->object >= 0 && (size_t)u->object < args.n)
		*obj = objkey_expr(args.v[u->object], type_of, ctx);
	if (u->member >= 0 && (size_t)u->member < args.n) {
		if (u->type >= 0 && (size_t)u->type < args.n) {
			*node = objkey_node(args.v[u->type], args.v[u->member]);
		} else if (u->node >= 0 && (size_t)u->node < args.n) {
			size_t tlen;
			const char *pos = args.v[u->node];
			const char *t = type_of(pos, strlen(pos), &tlen, ctx);

			if (t) {
				char *type = xstrndup(t, tlen);

				*node = objkey_node(type, args.v[u->member]);
				free(type);
			}
		}
	}
	sl_free(&args);
	return u;
}

const struct rcu_updater *impact_update_keys(const char *call, objkey_type_fn type_of,
					     void *ctx, char **obj, char **node)
{
	const struct rcu_updater *u = row_of(call, false);
	struct strlist args = STRLIST_INIT;

	*obj = *node = NULL;
	if (!u)
		return NULL;
	objkey_args(call, strlen(call), &args);
	if (u->object >= 0 && (size_t)u->object < args.n)
		*obj = objkey_expr(args.v[u->object], type_of, ctx);
	if (u->node >= 0 && (size_t)u->node < args.n) {
		*node = objkey_expr(args.v[u->node], type_of, ctx);
		if (*node && objkey_is_global(*node)) {
			free(*node);	/* a bare local node: no member to key by */
			*node = NULL;
		}
	}
	sl_free(&args);
	return *obj || *node ? u : NULL;
}

void impact_split_locks(const char *held, struct strlist *out)
{
	while (held && *held) {
		const char *e = strstr(held, ", ");
		size_t n = e ? (size_t)(e - held) : strlen(held);

		sl_push_owned(out, xstrndup(held, n));
		held = e ? e + 2 : NULL;
	}
}

void impact_intersect(struct strlist *acc, const struct strlist *with)
{
	size_t k = 0;

	for (size_t i = 0; i < acc->n; i++) {
		if (sl_contains(with, acc->v[i]))
			acc->v[k++] = acc->v[i];
		else
			free(acc->v[i]);
	}
	acc->n = k;
}

void impact_every_add(struct impact_every *e, const struct strlist *here)
{
	if (e->started) {
		impact_intersect(&e->acc, here);
		return;
	}
	for (size_t j = 0; j < here->n; j++)
		if (!sl_contains(&e->acc, here->v[j]))
			sl_push(&e->acc, here->v[j]);
	e->started = true;
}

char *impact_every_done(struct impact_every *e, bool too_many, struct strlist *out)
{
	struct strbuf sb = STRBUF_INIT;

	if (too_many)
		sl_free(&e->acc);
	for (size_t j = 0; j < e->acc.n; j++) {
		sb_printf(&sb, "%s%s", j ? ", " : "", e->acc.v[j]);
		if (!sl_contains(out, e->acc.v[j]))
			sl_push(out, e->acc.v[j]);
	}
	sl_free(&e->acc);
	e->started = false;
	return sb.buf ? sb.buf : str_dup("");
}

void impact_site_free(struct impact_site *s)
{
	free(s->name);
	sl_free(&s->locks);
	sl_free(&s->own);
}

void impact_decide(const struct impact_reader *r, const struct impact_site *sites, size_t n,
		   struct impact_verdict *v)
{
	const char *what = r->what ? r->what : "the object";
	const char *plural = n == 1 ? "" : "s";
	bool unlinks = false;
	struct strlist common = STRLIST_INIT;

	memset(v, 0, sizeof(*v));
	if (!n) {
		v->impact = IMPACT_UNKNOWN;
		v->why = r->what ? str_printf("no update site of %s found", r->what)
				 : str_dup("the access names no object the index keys");
		return;
	}
	for (size_t i = 0; i < n; i++) {
		const struct rcu_updater *u = rcu_model_updater(sites[i].prim,
								strlen(sites[i].prim));

		if (u && u->kind != RCU_UPD_ADD)
			unlinks = true;
		if (!i)
			for (size_t j = 0; j < sites[i].locks.n; j++)
				sl_push(&common, sites[i].locks.v[j]);
		else
			impact_intersect(&common, &sites[i].locks);
	}
	if (!unlinks && r->list) {
		v->impact = IMPACT_LOCKDEP;
		v->why = str_printf("%s is only ever added to (%zu update site%s, none unlinks): "
				    "no entry is freed under the reader", what, n, plural);
		goto out;
	}
	/*
	 * The chain is one path: the lock must be held on every way to the
	 * access, taken in its function before it or at every call of it.
	 */
	for (size_t i = 0; i < r->held->n && !v->impact; i++) {
		char *lk = objkey_lock(r->held->v[i]);

		if (lk && sl_contains(&common, lk) && sl_contains(r->every, lk)) {
			const struct impact_site *u = &sites[0];

			/* name a site that takes the lock itself, when one does */
			for (size_t j = 0; j < n; j++)
				if (sl_contains(&sites[j].own, lk)) {
					u = &sites[j];
					break;
				}
			v->impact = IMPACT_LOCKDEP;
			v->lock = str_dup(r->held->v[i]);
			v->site = str_dup(u->name);
			v->why = str_printf("every updater of %s holds %s (%zu update site%s, %s among them)",
					    what, lk, n, plural, u->name);
		}
		free(lk);
	}
	if (v->impact)
		goto out;

	bool held_some = false;

	for (size_t i = 0; i < r->held->n && !held_some; i++) {
		char *lk = objkey_lock(r->held->v[i]);

		held_some = lk && sl_contains(&common, lk);
		free(lk);
	}
	v->impact = IMPACT_RACE;
	if (held_some)
		v->why = str_printf("every updater of %s holds %s (%zu update site%s, %s among "
				    "them), and so does this chain, but not every path to %s()",
				    what, common.v[0], n, plural, sites[0].name,
				    r->function ? r->function : "the access");
	else if (common.n)
		v->why = str_printf("every updater of %s holds %s (%zu update site%s, %s among "
				    "them), the reader's path does not", what, common.v[0], n, plural,
				    sites[0].name);
	else
		v->why = str_printf("the %zu updater%s of %s hold no lock in common (%s among them): "
				    "only the reader protects it", n, plural, what, sites[0].name);
out:
	sl_free(&common);
}
