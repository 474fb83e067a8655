// SPDX-License-Identifier: GPL-2.0
#include "audit/callsite.h"
#include "audit/rule_bodies.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "audit/callsite_syntax.h"
#include "lib/stages.h"
#include "tree/ktree.h"
#include "tree/spatch.h"

/* The call-site rule, as the result cache names it. */
#define CALLSITE_RULE "rcu_callsite.cocci"

/* The seconds spatch may spend on a file: $RCUCHECK_CALLSITE_TIMEOUT, or 60. */
static int callsite_timeout(struct callsite_cache *cc)
{
	if (!cc->timeout)
		cc->timeout = spatch_timeout("RCUCHECK_CALLSITE_TIMEOUT", 60);
	return cc->timeout;
}

static void add_timeout(struct callsite_cache *cc, const char *file)
{
	if (!sl_contains(&cc->timeouts, file))
		sl_push(&cc->timeouts, file);
}

static char *pair_key(const char *file, const char *callee)
{
	return str_printf("%s\t%s", file, callee);
}

static void free_call_facts(void *p);

static char *held_text(const struct strlist *held)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < held->n; i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", held->v[i]);
	return held->n ? sb_detach(&sb) : str_dup("-");
}

/* Each call the text answered, against spatch's facts of its line: a line to stderr per difference. */
static void verify_text_answer(struct callsite_cache *cc, const struct call_facts *text,
			       const struct call_facts *rule)
{
	for (size_t i = 0; i < text->n; i++) {
		const struct call_fact *t = &text->v[i], *r = NULL;

		for (size_t k = 0; k < rule->n && !r; k++)
			if (rule->v[k].line == t->line && rule->v[k].col == t->col)
				r = &rule->v[k];
		cc->verify_calls++;
		char *th = held_text(&t->held), *rh = r ? held_text(&r->held) : NULL;

		if (r && !strcmp(r->rcu, t->rcu) && !strcmp(r->bh, t->bh) &&
		    !strcmp(r->sched, t->sched) && !strcmp(th, rh)) {
			free(th);
			free(rh);
			continue;
		}
		cc->verify_differ++;
		fprintf(stderr, "rcucheck: call-site verify: %s:%d %s() in %s(): text rcu=%s,bh=%s,sched=%s "
			"held %s, spatch %s%s%s%s%s%s%s%s\n", t->file, t->line, t->callee, t->caller,
			t->rcu, t->bh, t->sched, th, r ? "rcu=" : "no fact", r ? r->rcu : "",
			r ? ",bh=" : "", r ? r->bh : "", r ? ",sched=" : "", r ? r->sched : "",
			r ? " held " : "", r ? rh : "");
		free(th);
		free(rh);
	}
}

/*
 * The text's answer to (@file, @callee), or NULL: kept as the answer, or
 * under verification kept aside until spatch's answer is there, and
 * compared then.
 */
static struct call_facts *text_answer(struct callsite_cache *cc, const char *key,
				      const char *file, const char *callee,
				      const struct call_facts *rule)
{
	struct call_facts *tf;

	if (!cc->verify) {
		const char *v = getenv("RCUCHECK_CALLSITE_VERIFY"), *off = getenv("RCUCHECK_CALLSITE_TEXT");

		cc->verify = v && !strcmp(v, "1") ? 2 : 1;
		/* RCUCHECK_CALLSITE_TEXT=0: every question to spatch (the tests of its rounds and cache) */
		cc->text_off = off && !strcmp(off, "0");
	}
	if (cc->text_off)
		return NULL;
	if (!cc->pf || !cc->pf->asks || (cc->verify == 1 && rule) || strmap_get(&cc->checked, key))
		return NULL;
	if (cc->verify == 2) {
		struct call_facts *kept = strmap_get(&cc->text_answers, key);

		if (kept && rule) {
			*strmap_slot(&cc->checked, key) = (void *)1;
			verify_text_answer(cc, kept, rule);
			return NULL;
		}
		if (kept)
			return NULL;
	}
	tf = xcalloc(1, sizeof(*tf));
	if (!callsite_syntax_facts(cc->pf->ti, file, callee, cc->pf->asks, tf)) {
		/* RCUCHECK_CALLSITE_WHY=1: which questions go to spatch, and why */
		if (env_is("RCUCHECK_CALLSITE_WHY", "1"))
			fprintf(stderr, "call-site why: %s %s: %s\n", file, callee,
				callsite_syntax_refusal());
		free(tf);
		/* not asked again: spatch answers it */
		*strmap_slot(&cc->checked, key) = (void *)1;
		return NULL;
	}
	cc->pairs_text++;
	if (cc->verify == 1) {
		*strmap_slot(&cc->answered, key) = tf;
		return tf;
	}
	if (rule) {
		*strmap_slot(&cc->checked, key) = (void *)1;
		verify_text_answer(cc, tf, rule);
		free_call_facts(tf);
	} else {
		*strmap_slot(&cc->text_answers, key) = tf;
	}
	return NULL;
}

const struct call_facts *callsite_get(struct callsite_cache *cc, const char *file,
				      const char *callee)
{
	char *key = pair_key(file, callee);
	struct call_facts *cf = strmap_get(&cc->answered, key);
	struct call_facts *tf = text_answer(cc, key, file, callee, cf);

	free(key);
	if (cf)
		return cf;
	if (tf)
		return tf;
	struct strlist **want = (struct strlist **)strmap_slot(&cc->pending, file);

	if (!*want)
		*want = xcalloc(1, sizeof(**want));
	if (!sl_contains(*want, callee))
		sl_push(*want, callee);
	return NULL;
}

bool callsite_has_pending(const struct callsite_cache *cc)
{
	return cc->pending.n > 0;
}

static void free_strlist(void *p)
{
	sl_free(p);
	free(p);
}

static void free_call_facts(void *p)
{
	struct call_facts *cf = p;

	for (size_t i = 0; i < cf->n; i++)
		call_fact_free(&cf->v[i]);
	free(cf->v);
	free(cf);
}

static struct call_facts *answered_slot(struct callsite_cache *cc, const char *file,
					const char *callee)
{
	char *key = pair_key(file, callee);
	struct call_facts **slot = (struct call_facts **)strmap_slot(&cc->answered, key);

	free(key);
	if (!*slot)
		*slot = xcalloc(1, sizeof(**slot));
	return *slot;
}

/* @text with every @mark replaced by @value; NULL when it has none. */
static char *fill_in(const char *text, const char *mark, const char *value)
{
	struct strbuf sb = STRBUF_INIT;
	const char *at;

	if (!strstr(text, mark))
		return NULL;
	while ((at = strstr(text, mark))) {
		sb_printf(&sb, "%.*s%s", (int)(at - text), text, value);
		text = at + strlen(mark);
	}
	sb_printf(&sb, "%s", text);
	return sb.buf;
}

/* @s as the inside of a Python string literal in double quotes. */
static char *python_str(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	for (; *s; s++)
		sb_printf(&sb, "%s%c", *s == '\\' || *s == '"' ? "\\" : "", *s);
	return sb.buf ? sb.buf : str_dup("");
}

/*
 * The template rule with its callee regex filled in, in a scratch file;
 * it runs from there, so the directory of the module it imports
 * (rcucheck_model.py, in this checkout's cocci/) is filled in too.
 */
static char *instantiate_rule(const struct strlist *callees)
{
	char *tmpl_path = cocci_rule("rcu_callsite.cocci");
	char *tmpl = read_file(tmpl_path, NULL), *rule = NULL, *text = NULL, *path = NULL;
	char *dir = str_printf("%s/cocci", rcucheck_home()), *dir_lit = python_str(dir);
	struct strbuf re = STRBUF_INIT;

	/* a call through a field, "->F", is matched by its field's name */
	for (size_t i = 0; i < callees->n; i++)
		sb_printf(&re, "%s%s", i ? "|" : "",
			  callees->v[i] + (starts_with(callees->v[i], "->") ? 2 : 0));
	if (!tmpl || !(rule = fill_in(tmpl, "RCUCHECK_CALLEES", re.buf ? re.buf : "")) ||
	    !(text = fill_in(rule, "RCUCHECK_COCCI_DIR", dir_lit))) {
		error("%s: cannot read it, or it lacks the RCUCHECK_CALLEES or RCUCHECK_COCCI_DIR "
		      "placeholder", tmpl_path);
		goto out;
	}
	char *run = cache_path("run", NULL, true);

	path = str_printf("%s/callsite-%d.cocci", run, (int)getpid());
	free(run);
	if (write_file(path, text, strlen(text))) {
		error("cannot write %s: %s", path, strerror(errno));
		free(path);
		path = NULL;
	}
out:
	free(tmpl_path);
	free(tmpl);
	free(rule);
	free(text);
	free(dir);
	free(dir_lit);
	sb_free(&re);
	return path;
}

/* The facts of @lines into the answers, each under its own file and callee. */
static void add_answers(struct callsite_cache *cc, const struct strlist *lines)
{
	for (size_t i = 0; i < lines->n; i++) {
		struct call_fact c;

		if (!parse_call_fact(lines->v[i], &c))
			continue;
		struct call_facts *cf = answered_slot(cc, c.file, c.callee);

		ALLOC_GROW(cf->v, cf->n, cf->alloc);
		cf->v[cf->n++] = c;
	}
}

/* What the result cache holds for @file, read once a run. */
struct file_answers {
	struct rcache_entry e;
};

static struct file_answers *file_answers(struct callsite_cache *cc, const char *file)
{
	struct file_answers **slot = (struct file_answers **)strmap_slot(&cc->kept, file);

	if (!*slot) {
		*slot = xcalloc(1, sizeof(**slot));
		rcache_get(cc->rc, CALLSITE_RULE, file, &(*slot)->e);
	}
	return *slot;
}

static void free_file_answers(void *p)
{
	struct file_answers *fa = p;

	rcache_entry_free(&fa->e);
	free(fa);
}

/*
 * The questions the result cache answers, answered; the files and
 * callees of the others into @files and @callees, each once.
 */
static void answer_from_cache(struct callsite_cache *cc, struct strlist *files,
			      struct strlist *callees)
{
	strmap_for_each(&cc->pending, s) {
		struct strlist *want = s->val;
		struct file_answers *fa = file_answers(cc, s->key);
		bool run = false;

		for (size_t i = 0; i < want->n; i++) {
			bool timed_out;
			const struct rcache_section *sec =
				rcache_answer(&fa->e, want->v[i], callsite_timeout(cc), &timed_out);

			if (sec) {
				struct strlist one = STRLIST_INIT;

				answered_slot(cc, s->key, want->v[i]);
				add_answers(cc, &sec->facts);
				sl_push(&one, s->key);
				cover_add_run(&cc->cover, cc->root, &one, &sec->gaps);
				sl_free(&one);
				/* the run it came from gave up on the file: so does this audit */
				if (timed_out)
					add_timeout(cc, s->key);
				cc->pairs_cached++;
				continue;
			}
			if (!sl_contains(callees, want->v[i]))
				sl_push(callees, want->v[i]);
			cc->pairs_run++;
			run = true;
		}
		if (run)
			sl_push(files, s->key);
	}
}

/*
 * Keeps what the run printed for each of its files and callees in the
 * result cache, nothing when a line, a gap or a timeout names a file not
 * run. For a file spatch gave up on, what it printed before, marked as
 * timed out (rcache.h): the next audit uses it as this one does, unless
 * its timeout is longer; a plain answer kept before is not replaced.
 */
static void keep_answers(struct callsite_cache *cc, const struct strlist *files,
			 const struct strlist *callees, const struct spatch_out *so)
{
	struct strmap lines = { 0 };
	bool keep = cc->rc && cc->rc->on;
	char *foreign = NULL;	/* a file named that the run was not given */

	strmap_for_each(&so->unparsed.gaps, s)
		if (!sl_contains(files, s->key) && !foreign)
			foreign = str_printf("a parse error in %s", s->key);
	for (size_t i = 0; i < so->timeouts.n; i++)
		if (!sl_contains(files, so->timeouts.v[i]) && !foreign)
			foreign = str_printf("a timeout on %s", so->timeouts.v[i]);
	for (size_t i = 0; i < so->facts.n && keep && !foreign; i++) {
		struct call_fact c;

		if (!parse_call_fact(so->facts.v[i], &c))
			continue;
		char *key = pair_key(c.file, c.callee);
		struct strlist **sl = (struct strlist **)strmap_slot(&lines, key);

		if (!sl_contains(files, c.file))
			foreign = str_printf("a fact of %s", c.file);
		if (!*sl)
			*sl = xcalloc(1, sizeof(**sl));
		sl_push(*sl, so->facts.v[i]);
		free(key);
		call_fact_free(&c);
	}
	if (keep && foreign)
		warn("result cache: call sites (round %zu) not kept: spatch printed %s, a file "
		     "not given it", cc->runs, foreign);
	keep &= !foreign;
	free(foreign);
	for (size_t f = 0; f < files->n && keep; f++) {
		int after = sl_contains(&so->timeouts, files->v[f]) ? callsite_timeout(cc) : 0;

		/* a timeout of a starved run is the load's, not the file's (spatch.h) */
		if (after && so->starved)
			continue;
		struct file_answers *fa = file_answers(cc, files->v[f]);

		for (size_t k = 0; k < callees->n; k++) {
			if (after && rcache_section(&fa->e, callees->v[k]))
				continue;
			struct rcache_section *sec = rcache_answer_set(&fa->e, callees->v[k], after);
			char *key = pair_key(files->v[f], callees->v[k]);
			const struct strlist *sl = strmap_get(&lines, key);

			for (size_t i = 0; sl && i < sl->n; i++)
				sl_push(&sec->facts, sl->v[i]);
			cover_copy_file(&sec->gaps, &so->unparsed, files->v[f]);
			free(key);
		}
		rcache_put(cc->rc, CALLSITE_RULE, files->v[f], &fa->e);
	}
	strmap_free(&lines, free_strlist);
}

/*
 * The callees of one spatch run are one regular expression, "^(a|b|...)$",
 * and PCRE (as Debian's spatch links it) refuses a pattern whose compiled
 * form passes 64 KiB: about 32,000 characters of names (a whole-tree
 * audit's round asked more and spatch died with Pcre.Error). A run's
 * names are kept under half that, and a round with more runs in batches.
 */
#define CALLEE_PATTERN_MAX 16000

/* The characters @name adds to a run's pattern (a field's "->" is not in it). */
static size_t pattern_len(const char *name)
{
	return strlen(name) + 1 - (starts_with(name, "->") ? 2 : 0);
}

/*
 * What else @file may be asked about later (prefetch.h), neither answered
 * yet nor kept in the result cache, into @callees while the pattern's
 * length @len stays within bounds: the run asks every file about every
 * callee in it. What the cache holds is skipped whether this audit read
 * it yet or not, so a warm audit that must run a file asks what a cold
 * one left unasked, not again what the cold one's runs answered.
 */
static void ask_ahead(struct callsite_cache *cc, const char *file, struct strlist *callees,
		      size_t *len)
{
	struct strlist more = STRLIST_INIT;
	const struct rcache_entry *kept = &file_answers(cc, file)->e;

	prefetch_widen(cc->pf, file, &more);
	for (size_t i = 0; i < more.n; i++) {
		char *key = pair_key(file, more.v[i]);
		bool timed_out;

		if (!strmap_get(&cc->answered, key) && !sl_contains(callees, more.v[i]) &&
		    !rcache_answer(kept, more.v[i], callsite_timeout(cc), &timed_out) &&
		    *len + pattern_len(more.v[i]) <= CALLEE_PATTERN_MAX) {
			sl_push(callees, more.v[i]);
			*len += pattern_len(more.v[i]);
		}
		free(key);
	}
	sl_free(&more);
}

/* One spatch run of the rule: every file of @files asked about every callee. */
static int run_round(struct callsite_cache *cc, const struct strlist *files,
		     const struct strlist *callees)
{
	struct spatch_out so;
	char *rule = instantiate_rule(callees);
	int ret;

	if (!rule)
		return -1;
	/* The round in the label: each leaves its own "done" line. */
	char *what = str_printf("call sites (round %zu)", cc->runs + 1);
	struct spatch_job job = {
		.rule = rule, .root = cc->root, .files = files, .jobs = cc->jobs,
		.timeout = callsite_timeout(cc), .what = what,
	};
	struct body_keep bk;

	/* only the bodies that call a callee of the round (rule_bodies.h) */
	if (callee_bodies_init(callees, &bk)) {
		job.keep_body = rule_body_wanted;
		job.keep_arg = &bk;
	}
	cc->runs++;
	cc->files_run += files->n;
	ret = spatch_run(&job, &so);
	if (job.keep_body) {
		char *blanked = str_printf("%s: function bodies blanked", what);

		stages_count(blanked, so.blanked, so.bodies);
		free(blanked);
		rule_bodies_free(&bk);
	}
	unlink(rule);
	free(rule);
	free(what);
	if (ret) {
		spatch_out_free(&so);
		return ret;
	}
	/* Every file was matched against every callee of the round. */
	for (size_t f = 0; f < files->n; f++)
		for (size_t c = 0; c < callees->n; c++)
			answered_slot(cc, files->v[f], callees->v[c]);
	add_answers(cc, &so.facts);
	keep_answers(cc, files, callees, &so);
	cover_add_run(&cc->cover, cc->root, files, &so.unparsed);
	for (size_t i = 0; i < so.timeouts.n; i++)
		add_timeout(cc, so.timeouts.v[i]);
	spatch_out_free(&so);
	return 0;
}

/* Whether @file has a question about a callee of @batch pending. */
static bool wants_any(const struct callsite_cache *cc, const char *file,
		      const struct strlist *batch)
{
	const struct strlist *want = strmap_get(&cc->pending, file);

	for (size_t i = 0; want && i < want->n; i++)
		if (sl_contains(batch, want->v[i]))
			return true;
	return false;
}

/*
 * Callees too many for one pattern: batches of them, each run over the
 * files that ask about one of its callees (no asking ahead).
 */
static int run_batches(struct callsite_cache *cc, const struct strlist *files,
		       const struct strlist *callees)
{
	size_t next = 0;
	int ret = 0;

	while (next < callees->n && !ret) {
		struct strlist batch = STRLIST_INIT, batch_files = STRLIST_INIT;
		size_t len = 0;

		while (next < callees->n &&
		       (!batch.n || len + pattern_len(callees->v[next]) <= CALLEE_PATTERN_MAX)) {
			len += pattern_len(callees->v[next]);
			sl_push(&batch, callees->v[next++]);
		}
		for (size_t f = 0; f < files->n; f++)
			if (wants_any(cc, files->v[f], &batch))
				sl_push(&batch_files, files->v[f]);
		if (batch_files.n)
			ret = run_round(cc, &batch_files, &batch);
		sl_free(&batch);
		sl_free(&batch_files);
	}
	return ret;
}

int callsite_answer(struct callsite_cache *cc)
{
	struct strlist files = STRLIST_INIT, callees = STRLIST_INIT;
	size_t len = 0;
	int ret = 0;

	answer_from_cache(cc, &files, &callees);
	stages_mark("call sites: cache");
	if (!files.n)
		goto out;
	for (size_t i = 0; i < callees.n; i++)
		len += pattern_len(callees.v[i]);
	if (len > CALLEE_PATTERN_MAX) {
		ret = run_batches(cc, &files, &callees);
		goto out;
	}
	for (size_t f = 0; f < files.n && cc->pf; f++)
		ask_ahead(cc, files.v[f], &callees, &len);
	ret = run_round(cc, &files, &callees);
out:
	stages_mark("call sites: spatch");
	strmap_free(&cc->pending, free_strlist);
	memset(&cc->pending, 0, sizeof(cc->pending));
	sl_free(&files);
	sl_free(&callees);
	return ret;
}

void callsite_cache_free(struct callsite_cache *cc)
{
	if (cc->verify == 2)
		fprintf(stderr, "rcucheck: call-site verify: %zu calls answered from the text, "
			"%zu differ from spatch\n", cc->verify_calls, cc->verify_differ);
	strmap_free(&cc->text_answers, free_call_facts);
	strmap_free(&cc->checked, NULL);
	strmap_free(&cc->answered, free_call_facts);
	strmap_free(&cc->kept, free_file_answers);
	strmap_free(&cc->pending, free_strlist);
	cover_free(&cc->cover);
	sl_free(&cc->timeouts);
}
