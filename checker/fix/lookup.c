// SPDX-License-Identifier: GPL-2.0
/*
 * A helper's caller: the lookup that found the helper's argument is part
 * of the read-side critical section too ("p = find_task_by_vpid(nr);
 * if (p) ret = helper(p);"), as the seed's first patch noted for
 * find_task_by_vpid().
 */
#include <stdlib.h>
#include "fix/planner.h"

/* Does statement @s (at any depth) assign @var from an RCU lookup? */
static bool assigns_from_lookup(const struct unit *u, int s, const char *var)
{
	const struct stmt *st = &u->fn.s[s];

	for (size_t i = st->first; i + 2 <= st->last; i++) {
		if (!tok_is(&u->src, i, var) || !is_value_ident(u, i) || !tok_is(&u->src, i + 1, "="))
			continue;
		for (size_t k = i + 2; k <= st->last && !tok_is(&u->src, k, ";"); k++) {
			if (u->src.t[k].kind != CT_IDENT || !tok_is(&u->src, k + 1, "("))
				continue;
			char *n = tok_str(&u->src, k);
			bool hit = is_rcu_lookup(n);

			free(n);
			if (hit)
				return true;
		}
	}
	return false;
}

void take_lookups(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct stmt *blk = &u->fn.s[fs->r.blk];

	for (size_t k = 0; k < fs->nanch; k++) {
		if (fs->is_access[k])
			continue;
		size_t close = tok_match(&u->src, fs->anchors[k] + 1);

		for (size_t a = fs->anchors[k] + 2; a < close; a++) {
			if (!is_value_ident(u, a) || tok_is(&u->src, a + 1, "("))
				continue;
			char *var = tok_str(&u->src, a);

			if (sl_contains(&fs->ptrs, var)) {
				for (int x = fs->r.i - 1; x >= 0; x--) {
					if (assigns_from_lookup(u, blk->kids[x], var)) {
						fs->r.i = x;
						break;
					}
				}
			}
			free(var);
		}
	}
}
