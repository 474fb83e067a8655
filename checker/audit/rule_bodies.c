// SPDX-License-Identifier: GPL-2.0
#include "audit/rule_bodies.h"

#include <stdlib.h>
#include <string.h>
#include "audit/learned.h"
#include "audit/quiet.h"

/* The rules whose facts are each one function's own (rule_bodies.h). */
static const char *const trimmed_rules[] = {
	"rcu_dereference.cocci", "rcu_dereference_protected.cocci", "rcu_list.cocci",
	"rcu_pointer_lifetime.cocci", NULL,
};

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
	bool trimmed = false;

	memset(bk, 0, sizeof(*bk));
	for (size_t i = 0; trimmed_rules[i]; i++)
		trimmed |= !strcmp(name, trimmed_rules[i]);
	if (!trimmed || env_is("RCUCHECK_TRIM", "0") || !tokens->n)
		return false;
	for (size_t i = 0; i < tokens->n; i++) {
		char *copy = str_dup(tokens->v[i]), *save = NULL;

		for (char *p = strtok_r(copy, "&", &save); p; p = strtok_r(NULL, "&", &save))
			if (!sl_contains(&bk->parts, p))
				sl_push(&bk->parts, p);
		free(copy);
	}
	bk->macros = quiet_tree_macros();
	learned_readers_each(add_learned, bk);
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
