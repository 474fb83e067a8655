// SPDX-License-Identifier: GPL-2.0
/*
 * Lockdep-only findings (audit/impact.h): the access runs under a lock
 * every updater of its object holds, so nothing it reads can change or
 * be freed under it, and lockdep-RCU reports it only because nobody told
 * it about that lock. The fix names the lock in the accessor's lockdep
 * condition, the way maintainers write it:
 *
 *   list_for_each_entry_rcu(pos, head, member)  ->  ..., lockdep_is_held(&l))
 *   rcu_dereference(p)          ->  rcu_dereference_check(p, lockdep_is_held(&l))
 *   rcu_dereference(p) in one of the object's updaters
 *                               ->  rcu_dereference_protected(p, lockdep_is_held(&l))
 *   rcu_dereference_check(p, c) ->  rcu_dereference_check(p, c || lockdep_is_held(&l))
 *
 * A lock a subsystem helper asks for (rtnl_mutex: lockdep_rtnl_is_held())
 * is named by it. A member lock (&p->lock) is named in the callers' own
 * words, which need not mean anything in the access's function: those
 * are left to a human, with why.
 */
#include <stdlib.h>
#include <string.h>
#include "fix/lockdep.h"
#include "fix/planner.h"
#include "fix/resolve.h"
#include "rcu/model.h"

/* "lockdep_is_held(&l)" for the lock as the audit printed it, or NULL. */
static char *condition_for(const char *lock)
{
	const char *helper;

	while (*lock == '&')
		lock++;
	if ((helper = rcu_model_lockdep_helper_of(lock)))
		return str_dup(helper);
	for (const char *p = lock; *p; p++)
		if (!(*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9')))
			return NULL;
	return *lock ? str_printf("lockdep_is_held(&%s)", lock) : NULL;
}

/* The arguments of the call whose '(' is token @open and ')' token @close. */
static size_t count_args(const struct unit *u, size_t open, size_t close)
{
	size_t n = 0;

	if (close == open + 1)
		return 0;
	for (size_t i = open + 1; i <= close;) {
		size_t e = arg_end(u, i, close);

		n++;
		if (e >= close)
			break;
		i = e + 1;
	}
	return n;
}

static void site_edit(struct planner *p, const struct fix_site *s)
{
	const struct unit *u = p->u;
	size_t acc = find_access(u, s->line, s->accessor, NULL);
	const struct rcu_accessor *a = rcu_accessor_find(s->accessor);
	const char *cond = p->pl->lock;

	if (acc == (size_t)-1 || !a) {
		human(p, str_printf("%s() is not found at line %d of %s()", s->accessor, s->line,
				    s->access_fn));
		return;
	}
	size_t open = acc + 1, close = tok_match(&u->src, open);
	size_t nargs = count_args(u, open, close);

	if (a->cond_arg && nargs >= (size_t)a->cond_arg) {
		/* a condition is there already: or the lock into it */
		edit(p, toff(p, close), toff(p, close), str_printf(" || %s", cond));
	} else if (a->cond_arg && nargs + 1 == (size_t)a->cond_arg) {
		edit(p, toff(p, close), toff(p, close), str_printf(", %s", cond));
	} else if (!a->cond_arg && !strcmp(a->kind, "deref")) {
		char *check = str_printf("%s_check", s->accessor);
		const char *to = p->pl->update_side ? "rcu_dereference_protected" :
				 rcu_accessor_find(check) ? check : NULL;

		if (!to || (p->pl->update_side && strcmp(s->flavor, "rcu"))) {
			human(p, str_printf("%s() has no lockdep-checked variant to name %s in",
					    s->accessor, p->pl->lock_name));
		} else {
			edit(p, toff(p, acc), tend(p, acc), str_dup(to));
			edit(p, toff(p, close), toff(p, close), str_printf(", %s", cond));
		}
		free(check);
	} else {
		human(p, str_printf("%s() takes no lockdep condition rcucheck can add %s to",
				    s->accessor, p->pl->lock_name));
	}
}

void lockdep_edits(struct planner *p)
{
	struct fix_plan *pl = p->pl;

	if (!pl->lock) {
		human(p, str_printf("the updaters' lock %s is named as a caller names it: write the lockdep condition by hand",
				    pl->lock_name));
		return;
	}
	for (size_t i = 0; i < pl->nsites && !pl->human; i++)
		site_edit(p, &pl->sites[i]);
}

void lockdep_plan(struct fix_ctx *cx, const struct finding *f, const struct fix_site *site)
{
	bool made;
	struct fix_plan *pl = annotation_plan(cx, FIX_LOCKDEP, site, f->impact_lock, &made);

	if (made) {
		pl->lock_name = str_dup(f->impact_lock);
		pl->lock = condition_for(f->impact_lock);
		pl->lockdep_why = f->impact_why ? str_dup(f->impact_why) : NULL;
		pl->lockdep_site = f->impact_site ? str_dup(f->impact_site) : NULL;
		/* "f() file:line": the access's own function is an updater */
		pl->update_side = f->impact_site && starts_with(f->impact_site, site->access_fn) &&
				  starts_with(f->impact_site + strlen(site->access_fn), "() ");
	}
	plan_add_site(pl, site);
}
