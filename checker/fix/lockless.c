// SPDX-License-Identifier: GPL-2.0
/*
 * Lockdep-only findings on an append-only list (audit/impact.h: no update
 * site of the list unlinks, so no entry is freed under a walker): the walk
 * needs no reader and no lock, and lockdep-RCU reports it only because
 * list_for_each_entry_rcu() accepts nothing else. The kernel's iterator
 * for such a list is list_for_each_entry_lockless(); the fix renames the
 * iterator to that twin ("lockless-iterators") and drops a lockdep
 * condition the twin does not take:
 *
 *   list_for_each_entry_rcu(pos, head, member)  ->  list_for_each_entry_lockless(pos, head, member)
 *
 * An iterator with no twin is fixed by a reader (region.c), whose loaded
 * pointer may be handed out: nothing it points to is ever freed.
 */
#include <stdlib.h>
#include <string.h>
#include "fix/lockless.h"
#include "fix/planner.h"
#include "fix/resolve.h"
#include "rcu/model.h"

bool lockless_finding(const struct finding *f, const struct fix_site *site, const char **twin)
{
	int nargs;

	*twin = NULL;
	if (!f->impact || strcmp(f->impact, "lockdep-only") || f->impact_lock || site->extend)
		return false;
	*twin = site->accessor ? rcu_model_lockless_twin(site->accessor, &nargs) : NULL;
	return true;
}

void lockless_plan(struct fix_ctx *cx, const struct finding *f, const struct fix_site *site)
{
	bool made;
	struct fix_plan *pl = annotation_plan(cx, FIX_LOCKLESS, site, NULL, &made);

	if (made) {
		int nargs;

		pl->twin = rcu_model_lockless_twin(site->accessor, &nargs);
		pl->lockdep_why = f->impact_why ? str_dup(f->impact_why) : NULL;
	}
	plan_add_site(pl, site);
}

/* The iterator at @s renamed to its twin; arguments past the twin's dropped. */
static void site_edit(struct planner *p, const struct fix_site *s)
{
	const struct unit *u = p->u;
	size_t acc = find_access(u, s->line, s->accessor, NULL);
	int nargs;
	const char *twin = rcu_model_lockless_twin(s->accessor, &nargs);

	if (acc == (size_t)-1 || !twin) {
		human(p, str_printf("%s() is not found at line %d of %s()", s->accessor, s->line,
				    s->access_fn));
		return;
	}
	size_t open = acc + 1, close = tok_match(&u->src, open), at = open + 1;

	/* the comma that ends the twin's last argument starts what is dropped */
	for (int k = 0; k < nargs && at < close; k++) {
		size_t e = arg_end(u, at, close);

		if (k + 1 == nargs) {
			if (e < close)
				edit(p, toff(p, e), toff(p, close), str_dup(""));
			break;
		}
		if (e >= close) {
			human(p, str_printf("%s() at line %d has fewer than %d arguments", s->accessor,
					    s->line, nargs));
			return;
		}
		at = e + 1;
	}
	edit(p, toff(p, acc), tend(p, acc), str_dup(twin));
}

void lockless_edits(struct planner *p)
{
	for (size_t i = 0; i < p->pl->nsites && !p->pl->human; i++)
		site_edit(p, &p->pl->sites[i]);
}
