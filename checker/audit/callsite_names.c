// SPDX-License-Identifier: GPL-2.0
#include "audit/callsite_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audit/learned.h"
#include "rcu/data.h"
#include "tree/spatch.h"

static struct callsite_names K;
static bool loaded;

static void add_killer(struct killers *k, const char *name, int arity)
{
	ALLOC_GROW(k->v, k->n, k->alloc);
	k->v[k->n++] = (struct killer){ str_dup(name), arity };
}

/* The arity of "ARGS" in NAME(ARGS): 0, -1 for "...", else commas + 1. */
static int arity_of(const char *args, size_t len)
{
	int n = 1;

	while (len && (*args == ' ' || *args == '\t'))
		args++, len--;
	if (!len)
		return 0;
	if (len >= 3 && !strncmp(args, "...", 3))
		return -1;
	for (size_t i = 0; i < len; i++)
		n += args[i] == ',';
	return n;
}

/*
 * Reader calls with an argument: the model's table and the tree's
 * ($RCUCHECK_READER_CALLS): @start begins a reader of @flavor ("-" none),
 * @end ends it (NULL none).
 */
static void add_reader_call(const char *start, const char *end, const char *flavor)
{
	bool rcu = !strcmp(flavor, "rcu"), sched = !strcmp(flavor, "sched");

	if (!rcu && !sched)
		return;
	if (strcmp(start, "-"))
		sl_push(rcu ? &K.reader_calls_rcu : &K.reader_calls_sched, start);
	if (end)
		sl_push(rcu ? &K.reader_exits_rcu : &K.reader_exits_sched, end);
}

/* A row of the tree's wrappers and reader calls the audit hands spatch (learned.h). */
static void add_learned(enum learned_kind kind, const char *name, const char *what, void *arg)
{
	(void)arg;
	if (kind == LEARNED_WRAPPER)
		sl_push(&K.wrappers, name);
	else if (kind == LEARNED_ENTERS)
		add_reader_call(name, NULL, what);
	else if (kind == LEARNED_ENDS || kind == LEARNED_PAIR_END)
		add_reader_call("-", name, what);
}

static void load_reader_calls(void)
{
	const struct rcu_table *t = rcu_table("reader-calls");

	for (size_t r = 0; r < t->nrows; r++)
		add_reader_call(rcu_col(t, &t->rows[r], 3, 0), rcu_col(t, &t->rows[r], 3, 1),
				rcu_col(t, &t->rows[r], 3, 2));
	learned_readers_each(add_learned, NULL);
}

/* The locks no argument names (global-locks), held as "&lock", and their releases. */
static void load_global_locks(void)
{
	const struct rcu_table *g = rcu_table("global-locks"), *pairs = rcu_table("lock-pairs");

	for (size_t r = 0; r < g->nrows; r++) {
		const char *name = rcu_col(g, &g->rows[r], 2, 0);
		char *release = NULL;

		sl_push(&K.global_names, name);
		sl_push_owned(&K.global_held, str_printf("&%s", rcu_col(g, &g->rows[r], 2, 1)));
		for (size_t p = 0; p < pairs->nrows && !release; p++)
			if (!strcmp(pairs->rows[p].col[0], name))
				release = str_dup(pairs->rows[p].col[1]);
		if (!release && strstr(name, "lock")) {
			const char *at = strstr(name, "lock");

			release = str_printf("%.*sunlock%s", (int)(at - name), name, at + 4);
		}
		if (release && !sl_contains(&K.global_unlocks, release))
			sl_push(&K.global_unlocks, release);
		free(release);
	}
}

/* The names of "identifier NAME = {a, b, ...};" from @p on, into @out. */
static void read_set(const char *p, struct strlist *out)
{
	const char *end = strchr(p, '}');

	p = strchr(p, '{');
	if (!p || !end)
		return;
	for (p++; p < end;) {
		while (p < end && !is_ident_char(*p))
			p++;
		const char *w = p;

		while (p < end && is_ident_char(*p))
			p++;
		if (p > w)
			sl_push_owned(out, xstrndup(w, (size_t)(p - w)));
	}
}

/* "when != NAME(ARGS)" at @p: into the list of rule @rule. */
static void read_when(const char *rule, const char *p)
{
	struct killers *k = !strcmp(rule, "un_rcu") ? &K.rcu_entry :
		!strcmp(rule, "un_rcu_after") ? &K.rcu_after :
		!strcmp(rule, "un_rcu_after_call") ? &K.rcu_after_call :
		!strcmp(rule, "un_bh") ? &K.bh :
		!strcmp(rule, "un_sched") ? &K.sched :
		!strcmp(rule, "un_sched_after_call") ? &K.sched_after_call : NULL;
	size_t n = strcspn(p, "( \t\n");
	const char *args = p + n, *close;

	if (!k || *args != '(' || !(close = strchr(args, ')')))
		return;
	char *name = xstrndup(p, n);

	/* rs: the model's reader calls of the rule's flavor */
	if (!strcmp(name, "rs")) {
		const struct strlist *rs = strstr(rule, "rcu") ? &K.reader_calls_rcu :
			&K.reader_calls_sched;

		for (size_t i = 0; i < rs->n; i++)
			add_killer(k, rs->v[i], -1);
	} else {
		add_killer(k, name, arity_of(args + 1, (size_t)(close - args - 1)));
	}
	free(name);
}

/* What the state a call of @off enters is held as (rcucheck_model.py's NOARG). */
static char *state_held(const char *off)
{
	const struct rcu_table *readers = rcu_table("readers"), *locks = rcu_table("locks");
	char *held = NULL;

	for (size_t r = 0; r < readers->nrows && !held; r++) {
		const struct rcu_row *row = &readers->rows[r];

		if (row->ncols < 3 || strcmp(row->col[0], off) || strcmp(row->col[2], "enter") ||
		    !strcmp(row->col[1], "srcu"))
			continue;
		for (size_t f = 0; f < readers->nrows && !held; f++)
			if (readers->rows[f].ncols >= 3 &&
			    !strcmp(readers->rows[f].col[1], row->col[1]) &&
			    !strcmp(readers->rows[f].col[2], "enter"))
				held = str_printf("%s()", readers->rows[f].col[0]);
	}
	for (size_t r = 0; r < locks->nrows && !held; r++) {
		const struct rcu_row *row = &locks->rows[r];

		if (row->ncols < 3 || strcmp(row->col[0], off) || strchr(row->col[2], ','))
			continue;
		if (!strcmp(row->col[1], "bh") || !strcmp(row->col[1], "preempt") ||
		    !strcmp(row->col[1], "cpu") || !strcmp(row->col[1], "irq"))
			held = str_printf("%s-disabled", !strcmp(row->col[2], "irq") ? "irqs" :
					  row->col[2]);
	}
	return held ? held : str_printf("%s()", off);
}

static void load(void)
{
	char *path = cocci_rule("rcu_callsite.cocci");
	char *text = path ? read_file(path, NULL) : NULL;
	char rule[64] = "";

	loaded = true;
	free(path);
	if (!text)
		return;
	load_reader_calls();
	load_global_locks();
	for (char *line = text, *nl; *line; line = nl ? nl + 1 : line + strlen(line)) {
		const char *w;

		nl = strchr(line, '\n');
		if (line[0] == '@' && is_ident_char(line[1])) {
			size_t n = strcspn(line + 1, " @\n");

			snprintf(rule, sizeof(rule), "%.*s", (int)(n < 63 ? n : 63), line + 1);
		}
		if ((w = strstr(line, "when != ")) && (!nl || w < nl))
			read_when(rule, w + 8);
		if (!strncmp(line, "identifier ", 11) && (w = strchr(line, '=')) && (!nl || w < nl) &&
		    strchr(line, '{')) {
			size_t n = strcspn(line + 11, " =");
			struct strlist *set = !strncmp(line + 11, "lock", n) && n == 4 ? &K.lock :
				!strncmp(line + 11, "unlock", n) && n == 6 ? &K.unlock :
				!strncmp(line + 11, "off", n) && n == 3 ? &K.off :
				!strncmp(line + 11, "on", n) && n == 2 ? &K.on :
				!strncmp(line + 11, "be", n) && n == 2 ? &K.be : NULL;

			if (set && !set->n)
				read_set(w, set);
		}
	}
	free(text);
	for (size_t i = 0; i < K.off.n; i++)
		sl_push_owned(&K.off_held, state_held(K.off.v[i]));
	/* un_bh_after has un_bh's list; the rule must still have them all */
	K.ok = K.rcu_entry.n && K.rcu_after.n && K.bh.n && K.sched.n && K.sched_after_call.n &&
	       K.lock.n && K.unlock.n && K.off.n && K.on.n && K.be.n;
}

const struct callsite_names *callsite_names(void)
{
	if (!loaded)
		load();
	return K.ok ? &K : NULL;
}
