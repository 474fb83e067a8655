// SPDX-License-Identifier: GPL-2.0
/*
 * rcu-flavor-mismatch (see flavor.h). A reader's flavors are the
 * "|"-separated tokens of its read site (rcu, bh, sched, tasks,
 * tasks-trace, srcu:KEY); an update site's are those of every wait and
 * defer after it in its function ("NAME=TOKENS; ..."). A reader is
 * covered when one of its tokens is one of the update's (an srcu_struct
 * the text does not name, "srcu:?", matches any srcu_struct; one reached
 * through an untyped member chain, "srcu:->srcu", any of the same member).
 */
#include "audit/flavor.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "index/objkey.h"
#include "lib/strmap.h"
#include "rcu/confidence.h"
#include "rcu/model.h"
#include "rcu/roots.h"
#include "tree/kver.h"

#define RULE "rcu-flavor-mismatch"

/*
 * V_TASK_CONTEXT: rcu, bh or sched readers and a Tasks RCU wait: it ends
 * at each task's voluntary context switch, so it waits for such readers
 * in task context, not for one in an interrupt taken from the idle loop
 * (what Tasks Rude RCU is for): a race there only, lower tier.
 */
enum verdict { V_NONE, V_LOCKDEP, V_TASK_CONTEXT, V_RACE };

struct idx {
	size_t *v;
	size_t n, alloc;
};

static void split(const char *s, const char *sep, struct strlist *out)
{
	size_t slen = strlen(sep);

	while (s && *s) {
		const char *e = strstr(s, sep);
		size_t n = e ? (size_t)(e - s) : strlen(s);

		sl_push_owned(out, xstrndup(s, n));
		s = e ? e + slen : NULL;
	}
}

/*
 * The tokens of every wait and defer of @gps into @tokens, and each as
 * words into @names ("synchronize_srcu() of stats_srcu").
 */
static void gp_tokens(const char *gps, struct strlist *tokens, struct strlist *names)
{
	struct strlist items = STRLIST_INIT;

	split(gps, "; ", &items);
	for (size_t i = 0; i < items.n; i++) {
		char *eq = strchr(items.v[i], '=');
		struct strlist mine = STRLIST_INIT;
		struct strbuf sb = STRBUF_INIT;

		if (!eq)
			continue;
		*eq = '\0';
		split(eq + 1, "|", &mine);
		sb_printf(&sb, "%s()", items.v[i]);
		for (size_t k = 0; k < mine.n; k++) {
			if (!strncmp(mine.v[k], "srcu:", 5) && strcmp(mine.v[k] + 5, "?"))
				sb_printf(&sb, " of %s", mine.v[k] + 5);
			sl_push(tokens, mine.v[k]);
		}
		sl_push_owned(names, sb_detach(&sb));
		sl_free(&mine);
	}
	sl_free(&items);
}

static bool is_srcu(const char *tok)
{
	return !strncmp(tok, "srcu:", 5);
}

/*
 * Two srcu_structs' keys: the same, or one the text does not name ("?"),
 * or one reached through a member chain whose type the index does not
 * resolve (&ns->head->srcu is "->srcu") and the other's member is the
 * same (struct ns_head.srcu): 6.1's nvme and sgx readers take
 * srcu_read_lock(&head->srcu), their updaters wait on
 * synchronize_srcu(&ns->head->srcu).
 */
bool audit_srcu_keys_match(const char *a, const char *b)
{
	const char *fa, *fb;

	if (!strcmp(a, b) || !strcmp(a, "?") || !strcmp(b, "?"))
		return true;
	if (strncmp(a, "->", 2) && strncmp(b, "->", 2))
		return false;
	fa = objkey_field(a);
	fb = objkey_field(b);
	return fa && fb && !strcmp(fa, fb);
}

static bool token_match(const char *r, const char *g)
{
	if (!strcmp(r, g))
		return true;
	return is_srcu(r) && is_srcu(g) && audit_srcu_keys_match(r + 5, g + 5);
}

static bool consolidated_flavor(const char *tok)
{
	return !strcmp(tok, "rcu") || !strcmp(tok, "bh") || !strcmp(tok, "sched");
}

/* What the update's grace periods @g make of a reader holding @r. */
static enum verdict judge(const struct strlist *r, const struct strlist *g, bool consolidated)
{
	bool waits_rcu = false, waits_tasks = false, reader_rcuish = true;

	for (size_t i = 0; i < r->n; i++)
		for (size_t j = 0; j < g->n; j++)
			if (token_match(r->v[i], g->v[j]))
				return V_NONE;
	for (size_t j = 0; j < g->n; j++) {
		waits_rcu |= !strcmp(g->v[j], "rcu");
		waits_tasks |= !strcmp(g->v[j], "tasks");
	}
	for (size_t i = 0; i < r->n; i++)
		reader_rcuish &= consolidated_flavor(r->v[i]);
	/* rcu_read_lock_bh() readers and a synchronize_rcu() updater: one grace period since 5.0 */
	if (waits_rcu && reader_rcuish && consolidated)
		return V_LOCKDEP;
	if (waits_tasks && reader_rcuish)
		return V_TASK_CONTEXT;
	return V_RACE;
}

/* "srcu_read_lock() of pmus_srcu", "rcu_read_lock_bh()": how a reader token reads. */
static char *reader_words(const char *tok)
{
	enum rcu_flavor f;

	if (is_srcu(tok))
		return strcmp(tok + 5, "?") ? str_printf("srcu_read_lock() of %s", tok + 5) :
					      str_dup("srcu_read_lock()");
	if (rcu_flavor_parse(tok, &f) && rcu_model_reader_call(f))
		return str_dup(rcu_model_reader_call(f));
	return str_printf("a %s reader", tok);
}

static char *readers_words(const struct strlist *r)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < r->n; i++) {
		char *w = reader_words(r->v[i]);

		sb_printf(&sb, "%s%s", i ? (i + 1 == r->n ? " or " : ", ") : "", w);
		free(w);
	}
	return sb_detach(&sb);
}

static char *gps_words(const struct strlist *names)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < names->n; i++)
		sb_printf(&sb, "%s%s", i ? (i + 1 == names->n ? " and " : ", ") : "",
			  names->v[i]);
	return sb_detach(&sb);
}

/* ---- the update's call as written ---- */

struct texts {
	struct strmap files;
	const char *root;
};

static const char *file_text(struct texts *tx, const char *rel)
{
	void **slot = strmap_slot(&tx->files, rel);

	if (!*slot) {
		char *path = str_printf("%s/%s", tx->root, rel);
		size_t len;
		char *t = read_file(path, &len);

		free(path);
		*slot = t ? t : str_dup("");
	}
	return *slot;
}

/*
 * The call of @prim starting on line @line of @text, whitespace squeezed,
 * and its 1-based column into *@col; NULL if not found.
 */
static char *call_text(const char *text, int line, const char *prim, int *col)
{
	const char *p = text;

	for (int l = 1; *p && l < line; p++)
		if (*p == '\n')
			l++;
	const char *eol = strchr(p, '\n');
	size_t plen = strlen(prim);

	for (const char *s = p; *s && (!eol || s < eol); s++) {
		if (strncmp(s, prim, plen) || (s > text && (s[-1] == '_' || isalnum((unsigned char)s[-1]))))
			continue;
		const char *q = s + plen;
		int depth = 0;

		while (*q == ' ' || *q == '\t')
			q++;
		if (*q != '(')
			continue;
		struct strbuf sb = STRBUF_INIT;

		*col = (int)(s - p) + 1;
		sb_add(&sb, prim, plen);
		for (; *q; q++) {
			if (*q == '(')
				depth++;
			else if (*q == ')')
				depth--;
			if (isspace((unsigned char)*q)) {
				if (sb.len && sb.buf[sb.len - 1] != ' ' && sb.buf[sb.len - 1] != '(')
					sb_putc(&sb, ' ');
			} else {
				if (*q == ')' && sb.len && sb.buf[sb.len - 1] == ' ')
					sb.len--;
				sb_putc(&sb, *q);
			}
			if (!depth)
				break;
		}
		return sb_detach(&sb);
	}
	return NULL;
}

/* ---- the join ---- */

static bool key_here_only(const char *key)
{
	return objkey_is_global(key) || !strncmp(key, "->", 2);
}

static void index_reads(const struct tread_list *rl, struct strmap *by_key)
{
	for (size_t i = 0; i < rl->n; i++) {
		const char *keys[2] = { rl->v[i].object, rl->v[i].node };

		for (int k = 0; k < 2; k++) {
			if (!keys[k] || (k == 1 && rl->v[i].object && !strcmp(keys[0], keys[1])))
				continue;
			void **slot = strmap_slot(by_key, keys[k]);
			struct idx *x = *slot ? *slot : (*slot = xcalloc(1, sizeof(struct idx)));

			ALLOC_GROW(x->v, x->n, x->alloc);
			x->v[x->n++] = i;
		}
	}
}

static void free_idx(void *p)
{
	struct idx *x = p;

	free(x->v);
	free(x);
}

static bool is_plain_unlink(const char *prim)
{
	const struct rcu_updater *r = rcu_model_updater(prim, strlen(prim));

	return r && r->kind == RCU_UPD_UNLINK;
}

struct worst {
	enum verdict v;
	const struct tread *r;	/* the first reader of that verdict */
	size_t mismatched, readers;
};

static void weigh(const struct tindex *ti, const struct tupdate *u, const char *key,
		  const struct tread_list *rl, const struct strmap *by_key,
		  const struct strlist *g, bool consolidated, struct worst *w)
{
	const struct idx *x = key ? strmap_get(by_key, key) : NULL;

	(void)ti;
	for (size_t i = 0; x && i < x->n; i++) {
		const struct tread *r = &rl->v[x->v[i]];
		struct strlist toks = STRLIST_INIT;

		if (key_here_only(key) && r->file != u->file)
			continue;
		split(r->flavors, "|", &toks);
		enum verdict v = judge(&toks, g, consolidated);

		sl_free(&toks);
		w->readers++;
		if (v == V_NONE)
			continue;
		w->mismatched++;
		if (v > w->v) {
			w->v = v;
			w->r = r;
		}
	}
}

static void make_finding(struct tindex *ti, struct texts *tx, const struct tupdate *u,
			 const struct worst *w, const struct strlist *names, bool consolidated,
			 struct finding_list *out)
{
	const char *path = tindex_path(ti, u->file);
	struct finding *f = finding_new(out);
	struct strlist toks = STRLIST_INIT;
	int col = 1;
	char *call = call_text(file_text(tx, path), u->line, u->prim, &col);
	const char *what = u->object ? u->object : u->node;
	bool race = w->v != V_LOCKDEP, sure = w->v == V_RACE;

	split(w->r->flavors, "|", &toks);
	char *rw = readers_words(&toks), *gw = gps_words(names);
	char *more = w->mismatched > 1 ? str_printf(", and %zu other read site%s", w->mismatched - 1,
						      w->mismatched > 2 ? "s" : "") : str_dup("");

	f->tool = str_dup("rcucheck");
	f->rule = str_dup(RULE);
	f->severity = str_dup("warning");
	f->file = str_dup(path);
	f->line = u->line;
	f->col = col;
	f->function = str_dup(u->func);
	f->access = call ? call : str_printf("%s(...)", u->prim);
	f->flavor = str_dup(is_srcu(toks.v[0]) ? "srcu" : toks.v[0]);
	f->impact_site = str_printf("%s() %s:%d", w->r->func, tindex_path(ti, w->r->file), w->r->line);
	f->message = str_printf(
		"%s: %s is read under %s (%s%s), but the grace period after this update is "
		"%s only, which %s: %s",
		f->access, what, rw, f->impact_site,
		more, gw,
		sure ? "does not wait for such a reader" :
		race ? "waits for such a reader only in task context (Tasks RCU ends at a voluntary "
		       "context switch)" :
		       "waits for it only because bh, sched and plain RCU share one grace period "
		       "since 5.0",
		sure ? "the object can be freed while the reader holds it" :
		race ? "a reader in an interrupt taken from the idle loop can still hold the object "
		       "when it is freed" :
		       "the reader's and the updater's flavors disagree (lockdep checks neither side "
		       "against the other; a tree before 5.0 would race)");
	f->impact = str_dup(race ? "race" : "lockdep-only");
	f->impact_why = race ?
		str_printf("readers of %s hold %s (%s among them); its updater here waits for %s "
			   "only%s", what, rw, f->impact_site, gw,
			   sure ? "" : ", which waits for them in task context only") :
		str_printf("readers of %s hold %s (%s among them) and its updater here waits for %s: "
			   "since 5.0 one grace period covers both", what, rw, f->impact_site, gw);
	f->confidence = str_dup(rcu_confidence_name(sure ? RCU_CONF_HIGH : RCU_CONF_MODERATE));
	f->tier = str_dup(sure ? "default" : "lower");
	f->root = str_dup(rcu_root_name(RCU_ROOT_LOCAL));
	f->blame = str_dup(u->func);
	f->blame_site = str_printf("%s:%d", path, u->line);
	(void)consolidated;
	free(rw);
	free(gw);
	free(more);
	sl_free(&toks);
}

void audit_flavor_run(struct tindex *ti, const struct strlist *files, bool consolidated,
		      struct finding_list *out)
{
	struct tupdate_list ul = { 0 };
	struct tread_list rl = { 0 };
	struct strmap by_key = { 0 }, checked = { 0 }, done = { 0 };
	struct texts tx = { .root = tindex_root(ti) };

	for (size_t i = 0; i < files->n; i++)
		*strmap_slot(&checked, files->v[i]) = (void *)1;
	tindex_all_reads(ti, &rl);
	if (!rl.n)
		goto out;
	index_reads(&rl, &by_key);
	tindex_all_updates(ti, &ul);
	for (size_t i = 0; i < ul.n; i++) {
		const struct tupdate *u = &ul.v[i];
		struct strlist g = STRLIST_INIT, names = STRLIST_INIT;
		struct worst w = { 0 };

		if (!u->gps || !strmap_get(&checked, tindex_path(ti, u->file)))
			continue;
		/* a plain unlink waits for no reader at all: not a flavor question */
		if (is_plain_unlink(u->prim))
			continue;
		gp_tokens(u->gps, &g, &names);
		weigh(ti, u, u->object, &rl, &by_key, &g, consolidated, &w);
		if (!u->object || !u->node || strcmp(u->object, u->node))
			weigh(ti, u, u->node, &rl, &by_key, &g, consolidated, &w);
		if (w.v != V_NONE) {
			/* one report per function and grace periods: its first update site */
			char *k = str_printf("%u:%s:%s:%s", u->file, u->func, u->gps,
					     u->object ? u->object : u->node);
			void **slot = strmap_slot(&done, k);

			free(k);
			if (!*slot) {
				*slot = (void *)1;
				make_finding(ti, &tx, u, &w, &names, consolidated, out);
			}
		}
		sl_free(&g);
		sl_free(&names);
	}
out:
	free(ul.v);
	free(rl.v);
	strmap_free(&by_key, free_idx);
	strmap_free(&checked, NULL);
	strmap_free(&done, NULL);
	strmap_free(&tx.files, free);
}

bool audit_flavor_consolidated(const char *root)
{
	char *v = kver_of_tree(root);
	bool yes = !v || atoi(v) >= 5;	/* unknown: the versions rcucheck knows are all later */

	free(v);
	return yes;
}
