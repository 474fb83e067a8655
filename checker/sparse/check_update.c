// SPDX-License-Identifier: GPL-2.0
/*
 * check_update: the update sites of RCU-protected objects and the locks
 * held at each, for "rcucheck link"'s impact of a reader finding (the
 * sparse side of the index's update sites, index/cindex.c).
 *
 * An update site is a call the RCU model's "updaters" names publish, add,
 * del, replace or splice (rcu_assign_pointer(), RCU_INIT_POINTER(),
 * rcu_replace_pointer(), list_*_rcu(), hlist_*_rcu()) the path walker
 * reaches: a macro by the store it leaves in the call's source line, an
 * inline list helper by its body's first instruction (sparse drops the
 * "# call" of a void one: see inlined_site()). The object it changes
 * is keyed from its text (objects.c), the locks are those the walker
 * holds there, met over every path through the function with nothing
 * held on entry; "rcucheck link" adds the callers' ("site" EVERY).
 * It reports nothing itself: each site is an "upd" line of the facts.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "rcu/model.h"
#include "sparse/sparse-rcu.h"

/* Longest update call text read, in bytes (its arguments across lines). */
#define MAX_CALL 1024

struct usite {
	int stream, line;
	size_t col;		/* of the primitive's name in its line */
	const char *prim;
	struct position pos;
	char *text;
	struct strlist every;
	bool every_set;
};

static struct usite *usites;
static size_t nusites, ausites;

static void usites_clear(void)
{
	for (size_t i = 0; i < nusites; i++) {
		free(usites[i].text);
		sl_free(&usites[i].every);
	}
	nusites = 0;
}

/* The call starting at @s, to its closing parenthesis, or NULL. */
static char *call_text(const char *s)
{
	const char *e = strchr(s, '(');
	int depth = 0;

	for (; e && *e && e - s < MAX_CALL; e++) {
		if (*e == '(')
			depth++;
		else if (*e == ')' && !--depth)
			return xstrndup(s, (size_t)(e - s + 1));
	}
	return NULL;
}

static struct usite *usite_at(struct position pos, size_t col, const char *prim,
			      const char *at)
{
	for (size_t i = 0; i < nusites; i++)
		if (usites[i].stream == pos.stream && usites[i].line == pos.line &&
		    usites[i].col == col)
			return &usites[i];

	char *text = call_text(at);

	if (!text)
		return NULL;
	ALLOC_GROW(usites, nusites, ausites);
	struct usite *u = &usites[nusites++];

	memset(u, 0, sizeof(*u));
	u->stream = pos.stream;
	u->line = pos.line;
	u->col = col;
	u->prim = prim;
	u->pos = pos;
	u->text = text;
	return u;
}

/* The row of the update primitive named at @p (a call: "name ("), or NULL. */
static const struct rcu_updater *update_row(const char *line, const char *p, const char **end)
{
	const char *e = p, *q;

	*end = p;
	if (p > line && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.' ||
			 p[-1] == '>'))
		return NULL;
	while (isalnum((unsigned char)*e) || *e == '_')
		e++;
	*end = e;
	for (q = e; *q == ' ' || *q == '\t'; q++)
		;
	const struct rcu_updater *r = *q == '(' && e > p ? rcu_model_updater(p, (size_t)(e - p))
						       : NULL;

	return r && r->kind != RCU_UPD_GP && r->kind != RCU_UPD_READ ? r : NULL;
}

static void note_site(struct walk *w, struct position pos, size_t col, const char *prim,
		      const char *at)
{
	struct usite *u = usite_at(pos, col, prim, at);
	struct strlist now = STRLIST_INIT;

	if (!u)
		return;
	state_lock_keys(w->st, &now);
	keys_meet(&u->every, &u->every_set, &now);
	sl_free(&now);
}

/*
 * Where the walk is in the function's own source: the last instruction
 * of its body (not of a helper inlined into it), and whether an inlined
 * update primitive has been matched to a call since.
 */
static struct position cursor;
static size_t cursor_col;
static bool matched;

/*
 * The inline list helpers leave no instruction at their call (sparse
 * drops the "# call" of a void one): their body's first instruction
 * stands for it, and the call is the first of that name in the source
 * after the last instruction of the function's own.
 */
static void inlined_site(struct walk *w, const char *prim)
{
	struct position pos = cursor;
	const char *text = source_line_at(cursor), *p;
	size_t col = cursor_col;

	if (!text || matched)
		return;
	matched = true;
	for (int lines = 0; lines < 64 && *text; lines++) {
		size_t len = strcspn(text, "\n");

		for (p = text + (col < len ? col : len); p < text + len; p++) {
			const char *e;
			const struct rcu_updater *r = update_row(text, p, &e);

			if (r && !strcmp(r->name, prim)) {
				note_site(w, pos, (size_t)(p - text), r->name, p);
				cursor = pos;
				cursor_col = (size_t)(p - text) + 1;
				return;
			}
			if (e > p)
				p = e - 1;
		}
		text += len + (text[len] == '\n');
		pos.line++;
		col = 0;
	}
}

/*
 * Per source line, asked once per file (every instruction of every path
 * asks): the innermost function it is in, and whether it names an update
 * call. Indexed by stream, then line.
 */
struct line_info {
	const char *fn;		/* NULL: not asked yet */
	bool update;
};
static struct line_info **lines_of;
static size_t nlines_of;
static size_t *lines_len;

static struct line_info *line_info(struct position pos, const char *text)
{
	size_t st = (size_t)pos.stream, ln = (size_t)pos.line;

	if (pos.stream < 0)
		return NULL;
	if (st >= nlines_of) {
		size_t n = st + 16;

		lines_of = xrealloc(lines_of, n * sizeof(*lines_of));
		lines_len = xrealloc(lines_len, n * sizeof(*lines_len));
		for (size_t i = nlines_of; i < n; i++) {
			lines_of[i] = NULL;
			lines_len[i] = 0;
		}
		nlines_of = n;
	}
	if (ln >= lines_len[st]) {
		size_t n = ln * 2 + 64;

		lines_of[st] = xrealloc(lines_of[st], n * sizeof(**lines_of));
		memset(lines_of[st] + lines_len[st], 0, (n - lines_len[st]) * sizeof(**lines_of));
		lines_len[st] = n;
	}
	struct line_info *li = &lines_of[st][ln];

	if (!li->fn) {
		const char *p, *e;

		li->fn = function_at(pos, "");
		for (p = text; *p && *p != '\n' && !li->update; p++) {
			li->update = update_row(text, p, &e) != NULL;
			if (e > p)
				p = e - 1;
		}
	}
	return li;
}

static void update_insn(struct walk *w, struct instruction *insn)
{
	const char *line, *p, *e, *in;
	struct line_info *li;

	if (w->run != 0 || !insn->bb || !insn->pos.line || !(line = source_line_at(insn->pos)) ||
	    !(li = line_info(insn->pos, line)))
		return;
	in = *li->fn ? li->fn : w->fname;
	if (in == w->fname || !strcmp(in, w->fname)) {
		if (insn->pos.stream != cursor.stream || insn->pos.line != cursor.line) {
			cursor = insn->pos;
			cursor_col = 0;
		}
		matched = false;
	} else {
		const struct rcu_updater *r = rcu_model_updater(in, strlen(in));

		if (r && r->kind != RCU_UPD_GP && r->kind != RCU_UPD_READ)
			inlined_site(w, r->name);
		return;
	}
	if (!li->update)
		return;
	/* the macros (rcu_assign_pointer()) leave their stores at the call's line */
	for (p = line; *p && *p != '\n'; p++) {
		const struct rcu_updater *r = update_row(line, p, &e);

		if (r)
			note_site(w, insn->pos, (size_t)(p - line), r->name, p);
		if (e > p)
			p = e - 1;
	}
}

static void update_begin(struct walk *w)
{
	if (w->run == 0)
		usites_clear();
	memset(&cursor, 0, sizeof(cursor));
	cursor_col = 0;
	matched = true;
}

/* Run 0 done (nothing held on entry): its sites are facts. */
static void update_end(struct walk *w)
{
	if (w->run != 0 || w->aborted)
		return;

	struct rf_db *db = facts_db();

	for (size_t i = 0; i < nusites; i++) {
		struct usite *s = &usites[i];
		char *obj, *node;

		if (!object_keys(s->pos, s->text, true, &obj, &node))
			continue;
		struct rf_update *u = rf_add_update(db);

		u->fn = str_dup(w->fname);
		u->file = str_dup(facts_file());
		u->line = s->line;
		u->prim = str_dup(s->prim);
		u->obj = obj;
		u->node = node;
		for (size_t k = 0; k < s->every.n; k++)
			sl_push(&u->every, s->every.v[k]);
	}
	usites_clear();
}

static const struct check_ops update_ops = {
	.name = "update-sites",
	.begin = update_begin,
	.insn = update_insn,
	.end = update_end,
};

void check_update_register(void)
{
	register_check(&update_ops);
}
