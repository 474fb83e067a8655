// SPDX-License-Identifier: GPL-2.0
/*
 * A pointer loaded in a read-side critical section and dereferenced
 * after it: the section's end moves past the last use of what was loaded
 * (up to a call that takes its own reference), the fix a maintainer
 * writes. The unlock that ended the section too early goes; a copy of it
 * (flavor and srcu index kept) is placed before each exit of the
 * statements the section now covers, and after the last of them.
 *
 * Not this fix, for a human: the use is outside the block the section
 * ends in (another path set the pointer), or a sleeping lock is taken
 * between the unlock and the use; the pointer is returned or stored
 * where it outlives the function ("return p", "x->f = p"), which no
 * section of this function can cover. A reference must be taken then.
 */
#include <stdlib.h>
#include <string.h>
#include "rcu/model.h"
#include "fix/planner.h"

/* Does statement @s end the plan's read-side critical section ("rcu_read_unlock();")? */
static bool ends_section(const struct planner *p, int s, const char *srcu)
{
	const struct unit *u = p->u;
	const struct stmt *st = &u->fn.s[s];
	size_t f = st->first;
	enum rcu_flavor fl;
	const char *reader;

	if (st->kind != ST_EXPR || u->src.t[f].kind != CT_IDENT || !tok_is(&u->src, f + 1, "(") ||
	    tok_match(&u->src, f + 1) + 1 != st->last || !rcu_flavor_parse(p->pl->flavor, &fl))
		return false;
	reader = rcu_model_reader(fl);
	char *name = tok_str(&u->src, f);
	bool ends = reader && rcu_model_releases(reader, name);

	free(name);
	if (ends && srcu) {
		/* srcu_read_unlock(ssp, idx): the same srcu_struct */
		char *ssp = tok_text(&u->src, f + 2, arg_end(u, f + 2, st->last - 1) - 1);
		char *a = strip_spaces(ssp), *b = strip_spaces(srcu);

		ends = !strcmp(a, b);
		free(ssp);
		free(a);
		free(b);
	}
	return ends;
}

/* Removes statement @s, with its line when it stands alone on it. */
static void remove_stmt(struct planner *p, int s)
{
	const char *t = p->u->text;
	const struct stmt *st = &p->u->fn.s[s];
	size_t off = toff(p, st->first), end = tend(p, st->last), b = off, e = end;

	while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == '\t'))
		b--;
	while (t[e] == ' ' || t[e] == '\t')
		e++;
	if ((b == 0 || t[b - 1] == '\n') && t[e] == '\n')
		edit(p, b, e + 1, str_dup(""));
	else
		edit(p, off, end, str_dup(""));
}

void extend_section(struct planner *p, struct fn_state *fs)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	struct region *r = &fs->r;
	const struct stmt *b = &fn->s[r->blk];
	const struct fix_site *site = &p->pl->sites[0];
	int end = -1;

	if (site->use && (starts_with(site->use, "return ") || strstr(site->use, " = "))) {
		human(p, str_printf("%s at line %d lets %s outlive any section of %s(): a reference must be taken inside the section",
				    site->use, site->line, site->var ? site->var : "the pointer",
				    site->access_fn));
		return;
	}
	for (int k = r->i + 1; k < (int)b->nkids && end < 0; k++)
		if (ends_section(p, b->kids[k], site->srcu))
			end = k;
	if (end < 0) {
		human(p, str_printf("no %s follows the load at line %d in its block",
				    flavor_unlock_name(p->pl->flavor), site->load_line));
		return;
	}
	if (r->j <= end && p->pl->pinned_by) {
		human(p, str_printf("%s() takes a reference inside the section: the use at line %d needs a human look",
				    p->pl->pinned_by, site->line));
		return;
	}
	if (r->j <= end) {
		human(p, str_printf("the use at line %d is outside the block whose %s ends the section",
				    site->line, flavor_unlock_name(p->pl->flavor)));
		return;
	}
	/* the statements after the old unlock, up to the last use, are the region now */
	r->i = end + 1;
	for (int k = r->i; k <= r->j; k++) {
		if (fn->s[b->kids[k]].kind == ST_CASE) {
			human(p, str_dup("the uses cross a case label of a switch"));
			return;
		}
		char *why = sleeping_call(u, fn->s[b->kids[k]].first, fn->s[b->kids[k]].last);

		if (why) {
			human(p, str_printf("%s: the section cannot grow over it", why));
			free(why);
			return;
		}
	}
	const struct stmt *old = &fn->s[b->kids[end]];

	/* the unlock as the author wrote it: flavor, srcu_struct and index kept */
	p->unlock_text = xstrndup(u->text + toff(p, old->first), tend(p, old->last) - toff(p, old->first));
	find_exits(p, fs);
	remove_stmt(p, b->kids[end]);
	char *ind = indent_at(u->text, toff(p, old->first));

	place_unlocks(p, fs, ind);
	free(ind);
}
