// SPDX-License-Identifier: GPL-2.0
#include "audit/rule_bodies.h"

#include <stdlib.h>
#include <string.h>
#include "audit/learned.h"
#include "audit/quiet.h"
#include "rcu/data.h"

/*
 * The rules whose spatch runs read trimmed copies, and what each keeps
 * besides the bodies that hold a part of its tokens.
 */
static const struct {
	const char *rule;
	unsigned links;		/* enum trim_links */
	bool tree_names;	/* the tree's accessor macros and read-side wrappers */
	const char *roles;	/* lifecycle rows of these roles, space-separated */
} trimmed_rules[] = {
	/* facts each one function's own: an access and the paths to it */
	{ "rcu_dereference.cocci", 0, true, NULL },
	{ "rcu_dereference_protected.cocci", 0, true, NULL },
	{ "rcu_list.cocci", 0, true, NULL },
	{ "rcu_pointer_lifetime.cocci", 0, true, NULL },
	/* a section and the calls on its paths, in one function; wrappers by name */
	{ "rcu_sleep.cocci", 0, true, NULL },
	/*
	 * An unlink or publish (the tokens), then a free on a path of the
	 * same function: a primitive's, or a helper's of the file (one that
	 * frees its parameter, or waits: one call down). A free to a cache
	 * the file creates SLAB_TYPESAFE_BY_RCU is none: the creation kept.
	 */
	{ "rcu_reclaim.cocci", TRIM_KEEP_CALLEES, false, "typesafe" },
	/*
	 * A queueing (the tokens, or a call of a helper that queues its
	 * parameter: one call up), then another or a free (a helper's: one
	 * call down) on a path of the same function.
	 */
	{ "rcu_head_requeue.cocci", TRIM_KEEP_CALLERS | TRIM_KEEP_CALLEES, false, NULL },
};

static void add_part(struct body_keep *bk, const char *part)
{
	if (!sl_contains(&bk->parts, part))
		sl_push(&bk->parts, part);
}

/* The names of lifecycle rows of a role among @roles (space-separated) as parts of @bk. */
static void add_roles(struct body_keep *bk, const char *roles)
{
	const struct rcu_table *t = rcu_table("lifecycle");
	char *copy = str_dup(roles), *save = NULL;

	for (char *r = strtok_r(copy, " ", &save); r; r = strtok_r(NULL, " ", &save))
		for (size_t k = 0; k < t->nrows; k++)
			if (!strcmp(rcu_col(t, &t->rows[k], 4, 1), r))
				add_part(bk, rcu_col(t, &t->rows[k], 4, 0));
	free(copy);
}

static void add_name(struct body_keep *bk, const char *name)
{
	if (*name && strcmp(name, "-"))
		*strmap_slot(&bk->names, name) = (void *)1;
}

static void add_learned(enum learned_kind kind, const char *name, const char *what, void *arg)
{
	(void)kind;
	(void)what;
	add_name(arg, name);
}

bool rule_bodies_init(const char *name, const struct strlist *tokens, struct body_keep *bk)
{
	size_t r = 0, n = sizeof(trimmed_rules) / sizeof(trimmed_rules[0]);

	memset(bk, 0, sizeof(*bk));
	while (r < n && strcmp(name, trimmed_rules[r].rule))
		r++;
	if (r == n || env_is("RCUCHECK_TRIM", "0") || !tokens->n)
		return false;
	for (size_t i = 0; i < tokens->n; i++) {
		char *copy = str_dup(tokens->v[i]), *save = NULL;

		for (char *p = strtok_r(copy, "&", &save); p; p = strtok_r(NULL, "&", &save))
			add_part(bk, p);
		free(copy);
	}
	if (trimmed_rules[r].roles)
		add_roles(bk, trimmed_rules[r].roles);
	if (trimmed_rules[r].tree_names) {
		bk->macros = quiet_tree_macros();
		learned_readers_each(add_learned, bk);
	}
	bk->links = trimmed_rules[r].links;
	return true;
}

void rule_bodies_free(struct body_keep *bk)
{
	sl_free(&bk->parts);
	strmap_free(&bk->names, NULL);
}

bool rule_body_wanted(const char *s, size_t n, void *arg)
{
	const struct body_keep *bk = arg;
	char name[128];

	for (size_t i = 0; i < bk->parts.n; i++)
		if (memmem(s, n, bk->parts.v[i], strlen(bk->parts.v[i])))
			return true;
	for (size_t i = 0; i < n;) {
		size_t j = i;

		if (!is_ident_char(s[i]) || (i && is_ident_char(s[i - 1]))) {
			i++;
			continue;
		}
		while (j < n && is_ident_char(s[j]))
			j++;
		if (j - i < sizeof(name)) {
			memcpy(name, s + i, j - i);
			name[j - i] = '\0';
			if (strmap_get(&bk->names, name) || (bk->macros && strmap_get(bk->macros, name)))
				return true;
		}
		i = j;
	}
	return false;
}

bool callee_bodies_init(const struct strlist *callees, struct body_keep *bk)
{
	memset(bk, 0, sizeof(*bk));
	if (env_is("RCUCHECK_TRIM", "0"))
		return false;
	for (size_t i = 0; i < callees->n; i++)
		add_name(bk, callees->v[i] + (starts_with(callees->v[i], "->") ? 2 : 0));
	return true;
}
