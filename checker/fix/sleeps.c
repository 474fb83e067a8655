// SPDX-License-Identifier: GPL-2.0
/*
 * A sleeping call inside the statements a read-side critical section
 * would cover. Both ways of placing one ask: a section grown past its
 * old unlock (extend.c), and a new section around an access and its uses
 * (region.c): kfd_process_notifier_release_internal() walks
 * kfd_processes_table under SRCU and takes target->mutex in the walk, so
 * rcu_read_lock() around the walk would sleep in it. Such an access needs
 * a human (the walk is under a reader of another flavor, or the sleep
 * must leave the section).
 */
#include <stdlib.h>
#include "rcu/model.h"
#include "fix/planner.h"

char *sleeping_call(const struct unit *u, size_t a, size_t b)
{
	for (size_t i = a; i <= b; i++) {
		if (!is_value_ident(u, i) || !tok_is(&u->src, i + 1, "("))
			continue;
		if (rcu_model_call(tkn(u, i), tlen(u, i)).sleeplock) {
			char *n = tok_str(&u->src, i);
			char *why = str_printf("%s() at line %d may sleep", n, u->src.t[i].line);

			free(n);
			return why;
		}
	}
	return NULL;
}

bool region_sleeps(struct planner *p, const struct fn_state *fs)
{
	const struct cfunction *fn = &p->u->fn;
	const struct stmt *b = &fn->s[fs->r.blk];
	char *why = sleeping_call(p->u, fn->s[b->kids[fs->r.i]].first, fn->s[b->kids[fs->r.j]].last);

	if (!why)
		return false;
	human(p, str_printf("%s inside the read-side critical section the fix would add", why));
	free(why);
	return true;
}
