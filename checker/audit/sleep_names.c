// SPDX-License-Identifier: GPL-2.0
#include "audit/sleep_names.h"

#include <stdlib.h>
#include <string.h>
#include "audit/learned.h"
#include "rcu/data.h"

static struct sleep_names N;
static bool loaded;

/* The context of @name, added when new (a later row says its kind, as a dict's last value). */
static struct sleep_ctx *ctx_slot(const char *name)
{
	for (size_t i = 0; i < N.nctx; i++)
		if (!strcmp(N.ctx[i].name, name))
			return &N.ctx[i];
	N.ctx = xrealloc(N.ctx, (N.nctx + 1) * sizeof(*N.ctx));
	N.ctx[N.nctx] = (struct sleep_ctx){ .name = str_dup(name), .exits = STRLIST_INIT };
	return &N.ctx[N.nctx++];
}

static void set_kind(struct sleep_ctx *c, const char *kind)
{
	free(c->kind);
	c->kind = str_dup(kind);
}

static bool has_effect(const char *effects, const char *e)
{
	size_t n = strlen(e);

	for (const char *p = effects; *p; p += strcspn(p, ","), p += *p == ',')
		if (strcspn(p, ",") == n && !strncmp(p, e, n))
			return true;
	return false;
}

/* @s with the first "lock" made "unlock" and every "irqsave" "irqrestore". */
static char *derived_exit(const char *s)
{
	const char *at = strstr(s, "lock");
	char *once = str_printf("%.*sunlock%s", (int)(at - s), s, at + 4);
	struct strbuf sb = STRBUF_INIT;

	for (const char *p = once, *q; *p; p = q + 7) {
		if (!(q = strstr(p, "irqsave"))) {
			sb_puts(&sb, p);
			break;
		}
		sb_add(&sb, p, (size_t)(q - p));
		sb_puts(&sb, "irqrestore");
	}
	free(once);
	return sb_detach(&sb);
}

static void add_learned(enum learned_kind kind, const char *name, const char *what, void *arg)
{
	(void)what;
	(void)arg;
	/* the rule's wrapper_at(), releases_reader() and lock_releaser() */
	if ((kind == LEARNED_WRAPPER || kind == LEARNED_ENDS || kind == LEARNED_LOCK_RELEASE) &&
	    !sl_contains(&N.learned, name))
		sl_push(&N.learned, name);
}

static void load(void)
{
	const struct rcu_table *readers = rcu_table("readers"), *locks = rcu_table("locks"),
			       *pairs = rcu_table("lock-pairs");
	size_t keep = 0;

	loaded = true;
	for (size_t r = 0; r < readers->nrows; r++) {
		const struct rcu_row *row = &readers->rows[r];
		const char *fl = rcu_col(readers, row, 4, 1);

		if (!strcmp(rcu_col(readers, row, 4, 2), "enter") &&
		    (!strcmp(fl, "rcu") || !strcmp(fl, "bh") || !strcmp(fl, "sched")))
			set_kind(ctx_slot(row->col[0]), fl);
	}
	for (size_t r = 0; r < locks->nrows; r++) {
		const struct rcu_row *row = &locks->rows[r];
		const char *n = rcu_col(locks, row, 5, 0), *k = row->col[1], *e = row->col[2];
		bool one = !strchr(e, ',');

		if (strstr(n, "trylock") || starts_with(n, "assert") || !strcmp(k, "sighand"))
			continue;
		if ((!strcmp(k, "spinlock") || !strcmp(k, "rwlock") || !strcmp(k, "seqlock-writer")) &&
		    has_effect(e, "preempt")) {
			struct sleep_ctx *c = ctx_slot(n);

			set_kind(c, "spin");
			c->arg = true;
		} else if ((!strcmp(k, "preempt") || !strcmp(k, "irq") || !strcmp(k, "bh")) && one) {
			struct sleep_ctx *c = ctx_slot(n);

			set_kind(c, !strcmp(k, "bh") ? "softirq" : k);
			c->arg |= strstr(n, "save") != NULL;
		}
	}
	for (size_t i = 0; i < N.nctx; i++) {
		struct sleep_ctx *c = &N.ctx[i];

		for (size_t r = 0; r < pairs->nrows; r++)
			if (!strcmp(rcu_col(pairs, &pairs->rows[r], 3, 0), c->name) &&
			    !sl_contains(&c->exits, pairs->rows[r].col[1]))
				sl_push(&c->exits, pairs->rows[r].col[1]);
		if (strstr(c->name, "lock")) {
			char *x = derived_exit(c->name);

			if (!sl_contains(&c->exits, x))
				sl_push(&c->exits, x);
			free(x);
		}
	}
	/* an enter with no known end would hold to the function's end: not one */
	for (size_t i = 0; i < N.nctx; i++) {
		if (N.ctx[i].exits.n) {
			N.ctx[keep++] = N.ctx[i];
			continue;
		}
		free(N.ctx[i].name);
		free(N.ctx[i].kind);
	}
	N.nctx = keep;
	learned_readers_each(add_learned, NULL);
}

const struct sleep_names *sleep_names(void)
{
	if (!loaded)
		load();
	return &N;
}

const struct sleep_ctx *sleep_ctx_of(const char *name, size_t len)
{
	const struct sleep_names *n = sleep_names();

	for (size_t i = 0; i < n->nctx; i++)
		if (strlen(n->ctx[i].name) == len && !memcmp(n->ctx[i].name, name, len))
			return &n->ctx[i];
	return NULL;
}
