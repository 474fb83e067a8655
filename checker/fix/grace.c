// SPDX-License-Identifier: GPL-2.0
/*
 * rcu-reclaim-no-gp: an object unlinked (list_del_rcu(), rcu_assign_pointer()
 * over it) and freed with no grace period between (cocci/rcu_reclaim.cocci).
 * A reader that found it before the unlink may still hold it. The fix waits
 * for those readers, on the unlink's path only:
 *
 *	list_del_rcu(&dev->list);		list_del_rcu(&dev->list);
 *	mutex_unlock(&m);			mutex_unlock(&m);
 * out_free:				synchronize_rcu();
 *	free_dev(dev);			->	out_free:
 *						free_dev(dev);
 *
 * The wait goes after the unlink, in the block that holds both, before
 * the first label between them (other paths join there and need no wait:
 * they never unlinked) or else right before the free. A sleeping lock may
 * be held there; a spinning one, or a reader, may not: synchronize_rcu()
 * sleeps. Those, and SRCU (whose domain the finding does not name), are
 * left to a human (kfree_rcu() needs an rcu_head in the object).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "fix/grace.h"
#include "fix/planner.h"
#include "fix/resolve.h"
#include "rcu/model.h"
#include "rcu/rules.h"

bool grace_finding(const struct finding *f)
{
	return f->rule && rcu_rule_waits(f->rule);
}

/* "f is unlinked by list_del_rcu() at line 47": the pointer, the unlink, its line. */
static bool parse_message(const char *msg, char **var, char **unlink, int *line)
{
	const char *colon = strstr(msg, ": "), *by = strstr(msg, " by "), *at = strstr(msg, " at line ");
	const char *v, *u;

	if (!colon || !by || !at || at < by)
		return false;
	v = colon + 2;
	u = by + 4;
	*var = xstrndup(v, strcspn(v, " ,"));
	*unlink = xstrndup(u, strcspn(u, " ("));
	*line = atoi(at + 9);
	return **var && **unlink && *line > 0;
}

int grace_resolve(struct fix_ctx *cx, const struct finding *f, size_t idx, struct fix_site *site)
{
	struct unit u;
	char *var = NULL, *unlink = NULL;
	int line = 0;
	size_t tok = (size_t)-1;
	size_t n = f->access ? strcspn(f->access, "( ") : 0;

	memset(site, 0, sizeof(*site));
	site->finding = idx;
	site->file = str_dup(f->file);
	site->line = f->line;
	if (!f->access || !n || !f->message || !parse_message(f->message, &var, &unlink, &line)) {
		free(var);
		free(unlink);
		return error("%s:%d: %s finding without its free, or a message naming the unlink and its line",
			     f->file, f->line, f->rule);
	}
	char *freer = xstrndup(f->access, n);

	if (unit_open(cx, &u, f->file)) {
		free(freer);
		free(var);
		free(unlink);
		return error("%s:%d: finding for a file that is not in the tree %s", f->file, f->line,
			     cx->root);
	}
	if ((f->function && cfunction_find(&u.src, f->function, &u.fn) == 0) ||
	    cfunction_at_line(&u.src, f->line, &u.fn) == 0) {
		tok = find_access(&u, f->line, freer, NULL);
		if (tok == (size_t)-1 || u.src.t[tok].line != f->line)
			tok = (size_t)-1;
	}
	if (tok == (size_t)-1) {
		unit_close(&u);
		free(freer);
		free(var);
		free(unlink);
		return error("%s:%d: stale finding: %s is not there%s%s (the tree changed since the audit? run it again)",
			     f->file, f->line, f->access, f->function ? " in " : "",
			     f->function ? f->function : "");
	}
	site->access_fn = str_dup(u.fn.name);
	site->accessor = freer;
	site->access = str_dup(f->access);
	site->flavor = f->flavor && !strcmp(f->flavor, "srcu") ? "srcu" : "rcu";
	site->var = var;
	site->unlink = unlink;
	site->load_line = line;
	unit_close(&u);
	return 0;
}

void grace_plan(struct fix_ctx *cx, const struct fix_site *site)
{
	bool made;
	struct fix_plan *pl = annotation_plan(cx, FIX_GRACE, site, NULL, &made);

	plan_add_site(pl, site);
}

/* The statement of block @blk's kids holding statement @s, by its index there; -1 if none. */
static int kid_holding(const struct cfunction *fn, int blk, int s)
{
	for (size_t k = 0; k < fn->s[blk].nkids; k++)
		if (stmt_contains(fn, fn->s[blk].kids[k], s))
			return (int)k;
	return -1;
}

/* The innermost block holding both statements @a and @b, or -1. */
static int common_block(const struct cfunction *fn, int a, int b)
{
	for (int s = a; s >= 0; s = fn->s[s].parent)
		if (fn->s[s].kind == ST_BLOCK && stmt_contains(fn, s, b))
			return s;
	return -1;
}

/*
 * Is a lock that does not sleep, or a reader, held at token @at? Counted
 * over the function's text before it (each section is closed in the text
 * it opened in: a branch that returns with a lock held is rare).
 */
static const char *atomic_at(const struct unit *u, size_t at)
{
	static char name[64];
	int depth = 0;

	name[0] = '\0';
	for (size_t i = u->fn.lbrace; i < at; i++) {
		bool sleeps = true;

		if (u->src.t[i].kind != CT_IDENT || !tok_is(&u->src, i + 1, "(") || tlen(u, i) >= sizeof(name))
			continue;
		char *id = tok_str(&u->src, i);
		bool reader = !strcmp(id, "rcu_read_lock") || !strcmp(id, "rcu_read_lock_bh") ||
			      !strcmp(id, "rcu_read_lock_sched");
		bool reader_end = !strcmp(id, "rcu_read_unlock") || !strcmp(id, "rcu_read_unlock_bh") ||
				  !strcmp(id, "rcu_read_unlock_sched");

		if (reader || (rcu_model_lock_call(id, false, &sleeps) && !sleeps)) {
			if (!depth++)
				snprintf(name, sizeof(name), "%s", id);
		} else if ((reader_end || (rcu_model_lock_call(id, true, &sleeps) && !sleeps)) && depth) {
			depth--;
		}
		free(id);
	}
	return depth ? name : NULL;
}

/* The first token on @line inside the function, or (size_t)-1. */
static size_t first_on_line(const struct unit *u, int line)
{
	for (size_t i = u->fn.lbrace + 1; i < u->fn.rbrace; i++)
		if (u->src.t[i].line == line)
			return i;
	return (size_t)-1;
}

/* The blanks of the line of the first token of statement @s, past a label's own line. */
static char *stmt_indent(const struct planner *p, int s)
{
	const struct cfunction *fn = &p->u->fn;

	while (fn->s[s].kind == ST_LABEL && fn->s[s].nkids)
		s = fn->s[s].kids[0];
	char *in = indent_at(p->u->text, toff(p, fn->s[s].first));

	if (!*in) {
		free(in);
		in = str_dup("\t");
	}
	return in;
}

static void site_edit(struct planner *p, struct fix_site *s)
{
	const struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	size_t ftok = find_access(u, s->line, s->accessor, NULL), utok = first_on_line(u, s->load_line);

	if (strcmp(s->flavor, "rcu")) {
		human(p, str_printf("an SRCU domain: the wait is synchronize_srcu() of the readers' srcu_struct, which the finding does not name"));
		return;
	}
	if (ftok == (size_t)-1 || utok == (size_t)-1) {
		human(p, str_printf("the unlink (line %d) or %s() (line %d) is not in %s()", s->load_line,
				    s->accessor, s->line, s->access_fn));
		return;
	}
	int su = stmt_at(fn, utok), sf = stmt_at(fn, ftok);
	int blk = common_block(fn, su, sf);
	int i = blk < 0 ? -1 : kid_holding(fn, blk, su), j = blk < 0 ? -1 : kid_holding(fn, blk, sf);

	if (i < 0 || j <= i) {
		human(p, str_printf("%s() at line %d does not follow the unlink at line %d in one block",
				    s->accessor, s->line, s->load_line));
		return;
	}
	/* before the first label the unlink's path reaches, else before the free */
	int k;

	for (k = i + 1; k < j; k++) {
		enum stmt_kind kind = fn->s[fn->s[blk].kids[k]].kind;

		if (kind == ST_LABEL || kind == ST_CASE)
			break;
		if (kind == ST_RETURN || kind == ST_GOTO || kind == ST_BREAK || kind == ST_CONTINUE) {
			human(p, str_printf("the unlink's path leaves at line %d before %s() at line %d",
					    u->src.t[fn->s[fn->s[blk].kids[k]].first].line,
					    s->accessor, s->line));
			return;
		}
	}
	int at = fn->s[blk].kids[k], prev = fn->s[blk].kids[k - 1];
	const char *held = atomic_at(u, fn->s[at].first);

	if (held) {
		human(p, str_printf("%s() is held where the wait would go, and synchronize_rcu() sleeps: kfree_rcu() needs an rcu_head in the object",
				    held));
		return;
	}
	if (fn->s[at].kind == ST_LABEL)
		s->join_label = tok_str(&u->src, fn->s[at].first);
	/* two frees after one unlink: one wait */
	for (size_t e = 0; e < p->pl->nedits; e++)
		if (p->pl->edits[e].off == tend(p, fn->s[prev].last))
			return;
	char *in = stmt_indent(p, prev);

	edit(p, tend(p, fn->s[prev].last), tend(p, fn->s[prev].last),
	     str_printf("\n%ssynchronize_rcu();", in));
	free(in);
}

void grace_edits(struct planner *p)
{
	for (size_t i = 0; i < p->pl->nsites && !p->pl->human; i++)
		site_edit(p, &p->pl->sites[i]);
}
