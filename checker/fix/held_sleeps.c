// SPDX-License-Identifier: GPL-2.0
/*
 * A held lock's kind from its acquire in the tree: the first call in the
 * access's function or a function of its chain (in the file the audit
 * named) whose first argument is the lock, "mutex_lock(&ni->pending_mtx)",
 * looked up in the lock families of rcu/data/lock-pairs and locks.
 */
#include <stdlib.h>
#include <string.h>
#include "fix/held_sleeps.h"
#include "fix/resolve.h"
#include "fix/unit.h"
#include "rcu/model.h"

/* "&ni->pending_mtx" and "ni->pending_mtx" alike: no '&', no blanks. */
static char *lock_key(const char *s)
{
	char *k = strip_spaces(s[0] == '&' ? s + 1 : s);

	return k;
}

/* Does function @u take @key with a sleeping lock's acquire? -1 no acquire seen, 0 spins, 1 sleeps. */
static int acquire_sleeps(const struct unit *u, const char *key)
{
	for (size_t i = u->fn.lbrace; i + 1 < u->fn.rbrace; i++) {
		bool sleeps = false;

		if (u->src.t[i].kind != CT_IDENT || !tok_is(&u->src, i + 1, "("))
			continue;
		size_t close = tok_match(&u->src, i + 1), e = arg_end(u, i + 2, close);

		if (e <= i + 2)
			continue;
		char *t = tok_text(&u->src, i + 2, e - 1), *k = lock_key(t);
		bool same = !strcmp(k, key);

		free(t);
		free(k);
		if (!same)
			continue;
		char *name = tok_str(&u->src, i);
		bool lock = rcu_model_lock_call(name, false, &sleeps);

		free(name);
		if (lock)
			return sleeps;
	}
	return -1;
}

void held_sleeps_resolve(struct fix_ctx *cx, struct fix_site *site)
{
	for (size_t h = 0; h < site->held.n; h++) {
		char *key = lock_key(site->held.v[h]);
		int kind = -1;

		for (size_t c = 0; c <= site->chain.n && kind < 0; c++) {
			const char *fn = c ? site->chain.v[c - 1] : site->access_fn;
			const char *file = c ? site->chain_files.v[c - 1] : site->file;
			struct unit u;

			if (!*file || unit_open(cx, &u, file))
				continue;
			if (cfunction_find(&u.src, fn, &u.fn) == 0)
				kind = acquire_sleeps(&u, key);
			unit_close(&u);
		}
		if (kind == 1)
			sl_push(&site->held_sleeping, site->held.v[h]);
		free(key);
	}
}
