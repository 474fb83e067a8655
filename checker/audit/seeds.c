// SPDX-License-Identifier: GPL-2.0
#include "audit/seeds.h"

#include <string.h>

struct access_fact *audit_seed_add(struct access_set *s)
{
	ALLOC_GROW(s->v, s->n, s->alloc);
	memset(&s->v[s->n], 0, sizeof(s->v[0]));
	return &s->v[s->n++];
}

static char *dup_or_null(const char *s)
{
	return s ? str_dup(s) : NULL;
}

void audit_seeds_copy(const struct access_set *from, struct access_set *to)
{
	for (size_t i = 0; i < from->n; i++) {
		const struct access_fact *f = &from->v[i];
		struct access_fact *a = audit_seed_add(to);

		a->file = dup_or_null(f->file);
		a->function = dup_or_null(f->function);
		a->rule = dup_or_null(f->rule);
		a->flavor = dup_or_null(f->flavor);
		a->srcu = dup_or_null(f->srcu);
		a->cond = dup_or_null(f->cond);
		a->state = dup_or_null(f->state);
		a->text = dup_or_null(f->text);
		a->via = dup_or_null(f->via);
		a->line = f->line;
		a->col = f->col;
		for (size_t h = 0; h < f->held.n; h++)
			sl_push(&a->held, f->held.v[h]);
		a->passed_arg = f->passed_arg;
		a->any_lock = f->any_lock;
		for (size_t h = 0; h < f->updaters_locks.n; h++)
			sl_push(&a->updaters_locks, f->updaters_locks.v[h]);
	}
}
