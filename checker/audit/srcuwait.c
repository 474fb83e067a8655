// SPDX-License-Identifier: GPL-2.0
/* An SRCU domain's list read with an unchecked RCU list accessor (see srcuwait.h). */
#include "audit/srcuwait.h"

#include <stdlib.h>
#include <string.h>
#include "audit/chain.h"
#include "audit/flavor.h"
#include "audit/impact.h"
#include "rcu/model.h"

#define SRCU_READER "srcu_read_lock("

/* The accessor @access starts with is an "entry" row: no lockdep check. */
static bool unchecked_entry(const char *access)
{
	size_t n = 0;

	while (access && is_ident_char(access[n]))
		n++;
	if (!n || access[n] != '(')
		return false;
	char *name = xstrndup(access, n);
	const struct rcu_accessor *a = rcu_accessor_find(name);

	free(name);
	return a && !strcmp(a->kind, "entry");
}

/* The srcu_struct argument of the first srcu_read_lock() held, fresh; NULL when none. */
static char *held_srcu(const struct strlist *held)
{
	for (size_t i = 0; i < held->n; i++) {
		const char *h = held->v[i];
		size_t len = strlen(h);

		if (!starts_with(h, SRCU_READER) || h[len - 1] != ')')
			continue;
		return xstrndup(h + strlen(SRCU_READER), len - strlen(SRCU_READER) - 1);
	}
	return NULL;
}

/* Does one of @gps' waits ("NAME=TOK|TOK; ...") name the srcu_struct @key? */
static bool waits_for(const char *gps, const char *key)
{
	for (const char *p = gps ? strstr(gps, "srcu:") : NULL; p; p = strstr(p + 5, "srcu:")) {
		size_t n = strcspn(p + 5, "|;");
		char *k = xstrndup(p + 5, n);
		bool same = strcmp(k, "?") && audit_srcu_keys_match(key, k);

		free(k);
		if (same)
			return true;
	}
	return false;
}

/* A site that takes an entry out of the list (not a publish or an add). */
static bool unlinks(const struct tupdate *u)
{
	const struct rcu_updater *r = rcu_model_updater(u->prim, strlen(u->prim));

	return r && r->kind != RCU_UPD_PUBLISH && r->kind != RCU_UPD_ADD &&
	       r->kind != RCU_UPD_GP && r->kind != RCU_UPD_READ;
}

/*
 * The number of unlinks of the list @f reads, when every one waits for
 * @key; 0 otherwise. *@site: the first one's name.
 */
static size_t all_unlinks_wait(struct impact_ctx *c, const struct finding *f, const char *key,
			       char **site)
{
	struct tupdate_list sites = { 0 };
	size_t n = 0;

	audit_object_update_sites(c, f->file, f->function, f->line, f->access, &sites);
	for (size_t i = 0; i < sites.n; i++) {
		const struct tupdate *u = &sites.v[i];

		if (!unlinks(u))
			continue;
		if (!waits_for(u->gps, key)) {
			n = 0;
			break;
		}
		if (!n++)
			*site = str_printf("%s() %s:%d", u->func, tindex_path(c->ti, u->file), u->line);
	}
	free(sites.v);
	if (!n) {
		free(*site);
		*site = NULL;
	}
	return n;
}

void audit_srcu_waited_lower(struct tindex *ti, struct finding_list *out, size_t first)
{
	struct impact_ctx c;

	impact_ctx_init(&c, ti);
	for (size_t i = first; i < out->n; i++) {
		struct finding *f = &out->v[i];
		char *srcu, *key, *site = NULL, *msg;
		size_t n;

		if (!f->tier || strcmp(f->tier, "default") || !f->rule || strcmp(f->rule, "rcu-list") ||
		    !unchecked_entry(f->access) || !(srcu = held_srcu(&f->held)))
			continue;
		key = audit_expr_key(&c, f->file, f->function, f->line, srcu);
		n = key && strcmp(key, "?") ? all_unlinks_wait(&c, f, key, &site) : 0;
		if (n) {
			msg = str_printf("%s; but every unlink of the list (%zu site%s, %s among them) "
					 "waits for the srcu_struct of srcu_read_lock(%s) held here, and "
					 "lockdep does not check this accessor: the list is that SRCU "
					 "domain's, nothing is freed under the reader", f->message ?
					 f->message : "", n, n > 1 ? "s" : "", site, srcu);
			chain_lower(f, msg);
			/* the impact rule weighed locks only: nothing is freed under this reader */
			free(f->impact);
			free(f->impact_why);
			f->impact = str_dup(IMPACT_LOCKDEP);
			f->impact_why = str_printf("every unlink of the list waits for srcu_read_lock(%s)'s "
						   "srcu_struct (%zu site%s, %s among them)", srcu, n,
						   n > 1 ? "s" : "", site);
			free(f->impact_lock);
			f->impact_lock = NULL;
			free(f->impact_site);
			f->impact_site = NULL;
		}
		free(site);
		free(key);
		free(srcu);
	}
	impact_ctx_free(&c);
}
