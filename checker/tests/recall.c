// SPDX-License-Identifier: GPL-2.0
/*
 * The recall corpus: loading its MANIFEST, running the audit on the
 * injected trees, deciding found / lower / missed per injection.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/recall.h"
#include "lib/proc.h"

/* How far a record's line may be from the MANIFEST's and still be it. */
#define RECALL_SLACK 3

static const char *const verdict_names[] = {
	[RECALL_MISSED] = "missed", [RECALL_LOWER] = "lower", [RECALL_DEFAULT] = "default",
};

const char *recall_verdict_name(enum recall_verdict v)
{
	return verdict_names[v];
}

int recall_verdict_parse(const char *s)
{
	for (int v = RECALL_MISSED; v <= RECALL_DEFAULT; v++)
		if (!strcmp(s, verdict_names[v]))
			return v;
	return -1;
}

/*
 * The rule a record of a case of @kind must carry ("" any), or NULL when
 * @kind is no kind: the lifecycle corpus's are the sleep rules'.
 */
static const char *kind_rule(char kind)
{
	if ((kind >= 'a' && kind <= 'i') || (kind >= '4' && kind <= '7'))
		return "";
	switch (kind) {
	case 's':
		return "rcu-sleep-in-reader";
	case 'w':
		return "rcu-sync-in-reader";
	case 'n':
		return "rcu-s";		/* either of them: a prefix */
	}
	return NULL;
}

bool recall_negative(char kind)
{
	return kind == 'n';
}

/*
 * The files a patch touches ("diff --git a/X b/X"), added to c->paths,
 * and its hunks.
 */
static void patch_files(const char *path, struct recall_case *c)
{
	struct strlist *paths = &c->paths;
	const char *cur = NULL;
	size_t cap = 0;

	size_t len;
	char *text = read_file(path, &len);

	if (!text)
		fatal("recall: cannot read %s: %s", path, strerror(errno));
	for (char *l = text, *e; l && *l; l = e ? e + 1 : NULL) {
		e = strchr(l, '\n');
		if (e)
			*e = '\0';
		if (starts_with(l, "diff --git a/")) {
			char *f = l + strlen("diff --git a/"), *sp = strchr(f, ' ');

			if (sp)
				*sp = '\0';
			if (!sl_contains(paths, f))
				sl_push(paths, f);
			for (size_t i = 0; i < paths->n; i++)
				if (!strcmp(paths->v[i], f))
					cur = paths->v[i];
		} else if (cur && starts_with(l, "@@ -")) {
			struct recall_hunk h = { .file = cur, .ol = 1, .nl = 1 };

			/* "@@ -os[,ol] +ns[,nl] @@" */
			if (sscanf(l, "@@ -%d,%d +%d,%d", &h.os, &h.ol, &h.ns, &h.nl) != 4 &&
			    sscanf(l, "@@ -%d +%d,%d", &h.os, &h.ns, &h.nl) != 3 &&
			    sscanf(l, "@@ -%d,%d +%d", &h.os, &h.ol, &h.ns) != 3)
				fatal("recall: %s: cannot read the hunk header '%s'", path, l);
			if (c->nhunks == cap) {
				cap = cap ? 2 * cap : 8;
				c->hunks = xrealloc(c->hunks, cap * sizeof(*c->hunks));
			}
			c->hunks[c->nhunks++] = h;
		}
	}
	free(text);
}

void recall_load(struct recall_corpus *rc, const char *dir)
{
	char *mf = path_join(dir, "MANIFEST");
	size_t len, cap = 0;
	char *text = read_file(mf, &len);

	if (!text)
		fatal("recall: cannot read %s: %s", mf, strerror(errno));
	rc->dir = str_dup(dir);
	rc->c = NULL;
	rc->n = 0;
	int lineno = 0;

	for (char *l = text, *e; l && *l; l = e ? e + 1 : NULL) {
		e = strchr(l, '\n');
		if (e)
			*e = '\0';
		lineno++;
		if (!*skip_spaces(l) || *skip_spaces(l) == '#')
			continue;
		char patch[256], kind[8], loc[512], func[128], blame[128], config[128], rule[128];
		int nf = sscanf(l, "%255s %7s %511s %127s %127s %127s %127s", patch, kind, loc, func,
				blame, config, rule);

		if (nf < 6 || strlen(kind) != 1 || !kind_rule(kind[0]))
			fatal("recall: %s:%d: expected '<patch> <kind a-i, 4-7, s, w or n> <file>:<line> <function> <blame> <config> [rule]'",
			      mf, lineno);
		char *colon = strrchr(loc, ':');
		int line = colon ? atoi(colon + 1) : 0;

		if (!colon || line <= 0)
			fatal("recall: %s:%d: '%s' is not <file>:<line>", mf, lineno, loc);
		*colon = '\0';
		if (rc->n == cap) {
			cap = cap ? 2 * cap : 64;
			rc->c = xrealloc(rc->c, cap * sizeof(*rc->c));
		}
		struct recall_case *c = &rc->c[rc->n++];

		memset(c, 0, sizeof(*c));
		c->patch = str_dup(patch);
		c->kind = kind[0];
		c->file = str_dup(loc);
		c->line = line;
		c->func = str_dup(func);
		c->blame = str_dup(blame);
		c->config = str_dup(config);
		c->rule = nf > 6 ? str_dup(rule) : NULL;
		c->paths = (struct strlist)STRLIST_INIT;
		sl_push(&c->paths, c->file);
		char *pp = path_join(dir, patch);

		patch_files(pp, c);
		c->at = c->line;
		free(pp);
	}
	if (!rc->n)
		fatal("recall: %s lists no injection", mf);
	free(text);
	free(mf);
}

static void collect_record(const char *line, void *arg)
{
	json_t *arr = arg;

	if (line[0] != '{')
		return;
	json_t *o = json_loads(line, 0, NULL);

	if (o)
		json_array_append_new(arr, o);
}

json_t *recall_audit(const char *root, const struct strlist *paths, double *seconds)
{
	char *rc = str_printf("%s/bin/rcucheck", rcucheck_home());
	struct strlist a = STRLIST_INIT;
	json_t *records = json_array();
	struct proc_opts o = { .on_line = collect_record, .arg = records };

	sl_push(&a, rc);
	sl_push(&a, "audit");
	if (root) {
		sl_push(&a, "-C");
		sl_push(&a, root);
	}
	sl_push(&a, "--json");
	sl_push(&a, "--tier=all");
	sl_push(&a, "-j");
	sl_push(&a, "2");
	for (size_t i = 0; i < paths->n; i++)
		sl_push(&a, paths->v[i]);
	double t0 = now_seconds();
	int status = proc_run(sl_argv(&a), &o, NULL);

	*seconds = now_seconds() - t0;
	if (status != 0 && status != 1)
		fatal("recall: rcucheck audit failed (exit %d) on %s", status,
		      root ? root : "the packaged tree");
	sl_free(&a);
	free(rc);
	return records;
}

static const char *jstr(const json_t *o, const char *key)
{
	return json_string_value(json_object_get(o, key));
}

/*
 * Is @entry, a chain step "NAME() (FILE:LINE...", a step of @name, and
 * (when @file) at @file near @line?
 */
static bool chain_step(const char *entry, const char *name, const char *file, int line)
{
	size_t n = strlen(name);

	if (strncmp(entry, name, n) || strncmp(entry + n, "() (", 4))
		return false;
	if (!file)
		return true;
	const char *loc = entry + n + 4;
	size_t fl = strlen(file);

	return !strncmp(loc, file, fl) && loc[fl] == ':' &&
	       abs(atoi(loc + fl + 1) - line) <= RECALL_SLACK;
}

static bool chain_has(const json_t *rec, const char *name, const char *file, int line)
{
	const json_t *chain = json_object_get(rec, "chain");
	size_t i;
	json_t *e;

	json_array_foreach(chain, i, e)
		if (json_is_string(e) && chain_step(json_string_value(e), name, file, line))
			return true;
	return false;
}

bool recall_record_at_access(const struct recall_case *c, const json_t *r)
{
	const char *file = jstr(r, "file"), *fn = jstr(r, "function");
	json_int_t line = json_integer_value(json_object_get(r, "line"));

	return file && fn && !strcmp(file, c->file) && !strcmp(fn, c->func) &&
	       llabs(line - c->at) <= RECALL_SLACK;
}

/* Is @r's blame site ("file:line") in a file of c's paths? */
static bool blame_site_in(const struct recall_case *c, const json_t *r)
{
	const char *site = jstr(r, "blame_site"), *colon = site ? strrchr(site, ':') : NULL;
	bool in = false;

	if (colon) {
		char *file = xstrndup(site, (size_t)(colon - site));

		in = sl_contains(&c->paths, file);
		free(file);
	}
	return in;
}

/*
 * A record is of this injection when it is in a file of c's paths (or
 * its blame site is), sits
 * at the access, and its chain passes through the blame site (trivially
 * when the access is in it) or it names the blame site itself; or when
 * one of its chain steps is the blame site's call at the MANIFEST's line
 * (a lookup whose access is in the callee).
 */
static bool is_of_case(const struct recall_case *c, const json_t *r)
{
	const char *blame = jstr(r, "blame"), *file = jstr(r, "file"), *rule = jstr(r, "rule");
	const char *want = kind_rule(c->kind);

	/*
	 * Only what an audit of c's own paths prints (the together form
	 * audits more): a record in one of them, or one whose blame site is
	 * (a lookup's access in another file's callee, kernel/pid.c's
	 * find_pid_ns() under fill_stats_for_tgid(), blamed at its call).
	 */
	if (!file || !(sl_contains(&c->paths, file) || blame_site_in(c, r)))
		return false;
	/* A corpus that names the rule (lifecycle/reclaim) takes that rule's records only. */
	if (c->rule && (!rule || strcmp(rule, c->rule)))
		return false;
	/* otherwise the kind's (a negative of a corpus that names its rule is that rule's) */
	if (!c->rule && *want && (!rule || !starts_with(rule, want)))
		return false;

	if (recall_record_at_access(c, r) &&
	    (!strcmp(c->func, c->blame) || chain_has(r, c->blame, NULL, 0) ||
	     (blame && !strcmp(blame, c->blame))))
		return true;
	return chain_has(r, c->blame, c->file, c->at);
}

bool recall_at_access(const struct recall_case *c, const json_t *records)
{
	size_t i;
	json_t *r;

	json_array_foreach(records, i, r)
		if (recall_record_at_access(c, r))
			return true;
	return false;
}

void recall_classify(struct recall_case *c, const json_t *records)
{
	size_t i;
	json_t *r;

	c->verdict = RECALL_MISSED;
	c->blame_ok = false;
	json_array_foreach(records, i, r) {
		if (!is_of_case(c, r))
			continue;
		const char *tier = jstr(r, "tier"), *blame = jstr(r, "blame");
		const char *fn = jstr(r, "function");
		enum recall_verdict v = tier && !strcmp(tier, "lower") ? RECALL_LOWER : RECALL_DEFAULT;

		if (v > c->verdict)
			c->verdict = v;
		if (blame ? !strcmp(blame, c->blame) : fn && !strcmp(fn, c->blame))
			c->blame_ok = true;
	}
}

static char *case_patch(const struct recall_corpus *rc, const struct recall_case *c)
{
	return path_join(rc->dir, c->patch);
}

void recall_run_each(struct recall_corpus *rc, struct ktree *kt, const char *work)
{
	for (size_t i = 0; i < rc->n; i++) {
		struct recall_case *c = &rc->c[i];
		char *wt = ktree_worktree(kt, work), *patch = case_patch(rc, c), *why;

		if (ktree_apply_patch(wt, patch, &why))
			fatal("recall: %s does not apply to the base: %s", c->patch, why);
		json_t *recs = recall_audit(wt, &c->paths, &c->seconds);

		c->records = json_array_size(recs);
		recall_classify(c, recs);
		fprintf(stderr, "recall: %zu/%zu %s: %s%s, %.1fs\n", i + 1, rc->n, c->patch,
			recall_verdict_name(c->verdict), c->blame_ok ? ", blame ok" : "", c->seconds);
		json_decref(recs);
		free(patch);
		free(wt);
	}
}

/*
 * Where c's access line is when every patch of @rc is applied: the
 * MANIFEST's line is in the base with c's patch alone; the other
 * patches' hunks on the same file that end before it (in base lines)
 * move it by what they add or remove. The patches touch different
 * functions, so no hunk of another patch contains it.
 */
static int line_together(const struct recall_corpus *rc, const struct recall_case *c)
{
	int base = c->line, at = c->line;

	for (size_t h = 0; h < c->nhunks; h++) {
		const struct recall_hunk *k = &c->hunks[h];

		if (!strcmp(k->file, c->file) && k->ns + k->nl <= c->line)
			base -= k->nl - k->ol;
	}
	for (size_t j = 0; j < rc->n; j++) {
		if (&rc->c[j] == c)
			continue;
		for (size_t h = 0; h < rc->c[j].nhunks; h++) {
			const struct recall_hunk *k = &rc->c[j].hunks[h];

			if (!strcmp(k->file, c->file) && k->os + k->ol <= base)
				at += k->nl - k->ol;
		}
	}
	return at;
}

int recall_run_together(struct recall_corpus *rc, struct ktree *kt, const char *work,
			double *seconds)
{
	char *wt = ktree_worktree(kt, work);
	struct strlist paths = STRLIST_INIT;
	int ret = 0;

	for (size_t i = 0; i < rc->n && !ret; i++) {
		char *patch = case_patch(rc, &rc->c[i]), *why;

		if (ktree_apply_patch(wt, patch, &why)) {
			ret = error("recall: %s does not apply after the others: %s",
				    rc->c[i].patch, why);
			free(why);
		}
		for (size_t j = 0; j < rc->c[i].paths.n; j++)
			if (!sl_contains(&paths, rc->c[i].paths.v[j]))
				sl_push(&paths, rc->c[i].paths.v[j]);
		free(patch);
	}
	if (!ret) {
		json_t *recs = recall_audit(wt, &paths, seconds);

		for (size_t i = 0; i < rc->n; i++) {
			rc->c[i].at = line_together(rc, &rc->c[i]);
			rc->c[i].records = json_array_size(recs);
			recall_classify(&rc->c[i], recs);
		}
		json_decref(recs);
	}
	sl_free(&paths);
	free(wt);
	return ret;
}
