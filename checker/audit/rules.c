// SPDX-License-Identifier: GPL-2.0
#include "audit/rules.h"
#include "audit/quiet.h"

#include <errno.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include "audit/learned.h"
#include "audit/prefcache.h"
#include "audit/rule_bodies.h"
#include "audit/rule_needs.h"
#include "lib/hash.h"
#include "lib/progress.h"
#include "lib/stages.h"
#include "lib/strmap.h"
#include "rcu/flavor.h"
#include "rcu/model.h"
#include "rcu/rules.h"
#include "tree/ktree.h"

/* The rule files the RCU model's rule table has the audit run, in order (at most one a row). */
static const char **audit_rule_files(size_t *n)
{
	const char **files = xcalloc(rcu_nrules ? rcu_nrules : 1, sizeof(*files));

	*n = rcu_audit_files(files, rcu_nrules);
	return files;
}

int rule_tokens(const char *rule_path, struct strlist *tokens)
{
	char *text = read_file(rule_path, NULL), *line, *save = NULL;
	int ret = -1;

	if (!text)
		return error("cannot read %s: %s", rule_path, strerror(errno));
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!starts_with(line, "// Tokens:"))
			continue;
		char *tsave = NULL;

		for (char *t = strtok_r(line + 10, " \t,", &tsave); t;
		     t = strtok_r(NULL, " \t,", &tsave))
			sl_push(tokens, t);
		ret = tokens->n ? 0 : -1;
		break;
	}
	free(text);
	return ret;
}

/* The parts of @token, "a&b" -> a, b (a token without '&' is its own part). */
static void token_parts(const char *token, struct strlist *parts)
{
	char *copy = str_dup(token), *save = NULL;

	for (char *p = strtok_r(copy, "&", &save); p; p = strtok_r(NULL, "&", &save))
		sl_push(parts, p);
	free(copy);
}

void access_set_free(struct access_set *s)
{
	for (size_t i = 0; i < s->n; i++)
		access_fact_free(&s->v[i]);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/*
 * The files that call a macro of @am whose accessor holds @part, into
 * @files (path -> 1): they hold the part as if they called the accessor
 * itself.
 */
static void macro_files(const struct audit_macros *am, const struct tindex *ti,
			const char *part, struct strmap *files)
{
	for (size_t m = 0; am && m < am->n; m++) {
		size_t n;
		const char *acc = am->v[m].accessor;

		if (!strstr(acc, part))
			continue;
		const unsigned *ids = tindex_callers_files(ti, am->v[m].name, &n);

		for (size_t i = 0; i < n; i++)
			*strmap_slot(files, tindex_path(ti, ids[i])) = (void *)1;
	}
}

/*
 * The files that end a reader through the tree's own functions, for a
 * token part that is a reader's end: a read-side wrapper of
 * $RCUCHECK_READERS whose primitive holds @part ("#define
 * mem_cgroup_unlock_pages() rcu_read_unlock()": spatch expands it), or a
 * function that ends its caller's reader, a "-\tNAME\tFLAVOR" row of
 * $RCUCHECK_READER_CALLS, when @part ends that flavor's (the rules end the
 * reader at its call: dm_put_live_table_fast()). Into @files (path -> 1):
 * they hold the part as if they called it; the rules are given the same
 * two files (audit.c), so a file that ends its reader only so was dropped
 * from rcu_pointer_lifetime.cocci's "rcu_dereference&rcu_read_unlock".
 */
struct reader_ends {
	const struct tindex *ti;
	const char *part;
	enum rcu_flavor ends;
	struct strmap *files;
};

static void reader_end_file(enum learned_kind kind, const char *name, const char *what,
			    void *arg)
{
	struct reader_ends *re = arg;
	enum rcu_flavor fl;
	const unsigned *ids;
	size_t n;

	if (kind == LEARNED_WRAPPER ? !strstr(what, re->part) :
	    kind != LEARNED_ENDS || !rcu_flavor_parse(what, &fl) || fl != re->ends)
		return;
	ids = tindex_callers_files(re->ti, name, &n);
	for (size_t i = 0; i < n; i++)
		*strmap_slot(re->files, tindex_path(re->ti, ids[i])) = (void *)1;
}

static void reader_end_files(const struct tindex *ti, const char *part, struct strmap *files)
{
	struct reader_ends re = { ti, part, 0, files };

	if (rcu_model_reader_end(part, &re.ends))
		learned_readers_each(reader_end_file, &re);
}

static void free_strmap(void *p)
{
	strmap_free(p, NULL);
	free(p);
}

/* For each part of each token of @tokens, the files of its macros and reader ends, in @by_part. */
static void part_macro_files(const struct audit_macros *am, const struct tindex *ti,
			     const struct strlist *tokens, struct strmap *by_part)
{
	for (size_t i = 0; i < tokens->n; i++) {
		struct strlist parts = STRLIST_INIT;

		token_parts(tokens->v[i], &parts);
		for (size_t k = 0; k < parts.n; k++) {
			struct strmap **files = (struct strmap **)strmap_slot(by_part, parts.v[k]);

			if (*files)
				continue;
			*files = xcalloc(1, sizeof(**files));
			macro_files(am, ti, parts.v[k], *files);
			reader_end_files(ti, parts.v[k], *files);
		}
		sl_free(&parts);
	}
}

/*
 * Does @path (its text @text) hold a token of @tokens: every part of one,
 * each written in the text or called through a macro (@by_part)?
 */
static bool file_has_token(const char *text, size_t len, const char *path,
			   const struct strlist *tokens, const struct strmap *by_part)
{
	for (size_t i = 0; i < tokens->n; i++) {
		struct strlist parts = STRLIST_INIT;
		bool all = true;

		token_parts(tokens->v[i], &parts);
		for (size_t k = 0; k < parts.n && all; k++) {
			const struct strmap *files = strmap_get(by_part, parts.v[k]);

			all = memmem(text, len, parts.v[k], strlen(parts.v[k])) ||
			      (files && strmap_get(files, path));
		}
		sl_free(&parts);
		if (all)
			return true;
	}
	return false;
}

/* Is the @k-th file with an accessor (from 0) one of @shard's? */
static bool in_shard(const struct audit_shard *shard, size_t k)
{
	return !shard || !shard->count || k % shard->count == shard->index - 1;
}

bool audit_shard_has_path(const struct audit_shard *shard, const char *path)
{
	uint32_t h = 2166136261u;	/* FNV-1a: the same on every machine */

	if (!shard || !shard->count)
		return true;
	for (const unsigned char *p = (const unsigned char *)path; *p; p++)
		h = (h ^ *p) * 16777619u;
	return h % shard->count == shard->index - 1;
}

static void free_strlist(void *p)
{
	sl_free(p);
	free(p);
}

/*
 * The fact lines of @files that spatch printed, one file a list, in
 * @by_file (path -> struct strlist *); false when one names a file not
 * run (the run is then not kept: each entry must be one file's).
 */
static bool facts_by_file(const struct strlist *facts, const struct strlist *files,
			  struct strmap *by_file)
{
	bool ok = true;

	for (size_t i = 0; i < files->n; i++)
		*strmap_slot(by_file, files->v[i]) = xcalloc(1, sizeof(struct strlist));
	for (size_t i = 0; i < facts->n; i++) {
		char buf[4096];
		const char *file = rcache_fact_file(facts->v[i], buf, sizeof(buf));
		struct strlist *sl = file ? strmap_get(by_file, file) : NULL;

		if (sl)
			sl_push(sl, facts->v[i]);
		else
			ok = false;
	}
	return ok;
}

/* Does @cover name a file that is not in @by_file? */
static bool cover_outside(const struct spatch_cover *cover, const struct strmap *by_file)
{
	strmap_for_each(&cover->gaps, s)
		if (!strmap_get(by_file, s->key))
			return true;
	return false;
}

/*
 * What rule @name printed for @path: @facts, and its gaps in @cover;
 * @timed_out_after: the seconds after which spatch gave up on it, or 0.
 */
static void keep_file(struct rcache *rc, const char *name, const char *path,
		      const char *label, int timed_out_after, const struct strlist *facts,
		      const struct spatch_cover *cover)
{
	struct rcache_entry e = { 0 };
	struct rcache_section *sec = rcache_answer_set(&e, label, timed_out_after);

	for (size_t i = 0; i < facts->n; i++)
		sl_push(&sec->facts, facts->v[i]);
	cover_copy_file(&sec->gaps, cover, path);
	rcache_put(rc, name, path, &e);
	rcache_entry_free(&e);
}

char *rules_export_table(const struct strbuf *table, const char *what, const char *env)
{
	char *run = cache_path("run", NULL, true);
	char *path = str_printf("%s/%s-%d", run, what, (int)getpid());

	free(run);
	if (write_file(path, table->buf ? table->buf : "", table->len)) {
		error("cannot write %s: %s", path, strerror(errno));
		free(path);
		return NULL;
	}
	setenv(env, path, 1);
	return path;
}

void rules_drop_table(const char *env, char *path)
{
	if (!path)
		return;
	unsetenv(env);
	unlink(path);
	free(path);
}

/* The cache section of @path's facts: its label, or "-". */
static const char *file_label(const struct strmap *labels, const char *path)
{
	const char *l = labels ? strmap_get(labels, path) : NULL;

	return l ? l : "-";
}

int audit_rule_timeout(void)
{
	return spatch_timeout("RCUCHECK_RULE_TIMEOUT", 120);
}

/* The cache label of an answer worked out in C by this build: "c BINARY LABEL". */
static char *in_c_label(const char *label)
{
	return str_printf("c %.16s %s", hash_of_self(), label);
}

/*
 * File @path's answer from C (@in_c), kept in the cache or worked out
 * now and kept (@e: its cache entry, the other sections kept), into
 * @facts; false when spatch must answer.
 */
static bool answer_in_c(struct rcache *rc, const char *name, const char *path, const char *label,
			struct rule_in_c *in_c, struct rcache_entry *e, struct strlist *facts)
{
	char *clabel = in_c_label(label);
	bool timed_out, ok = true;
	struct rcache_section *sec = rcache_answer(e, clabel, 0, &timed_out);

	if (sec && !timed_out) {
		for (size_t k = 0; k < sec->facts.n; k++)
			sl_push(facts, sec->facts.v[k]);
		in_c->kept++;
	} else if ((ok = in_c->answer(path, facts, in_c->arg))) {
		sec = rcache_answer_set(e, clabel, 0);
		for (size_t k = 0; k < facts->n; k++)
			sl_push(&sec->facts, facts->v[k]);
		rcache_put(rc, name, path, e);
	}
	in_c->answered += ok;
	free(clabel);
	return ok;
}

int audit_rule_facts(struct rcache *rc, const char *name, const char *path,
		     const char *root, const struct strlist *files, int jobs,
		     const struct strmap *labels, struct rule_in_c *in_c, struct strlist *lines,
		     struct spatch_cover *cover, struct rules_stats *st, struct strmap *parsed)
{
	struct strlist run = STRLIST_INIT, run_lines = STRLIST_INIT;
	struct strmap by_file = { 0 };
	struct spatch_out so = { 0 };
	int timeout = audit_rule_timeout();
	int ret = 0;

	for (size_t i = 0; i < files->n; i++) {
		struct rcache_entry e;
		struct rcache_section *sec;
		struct strlist *mine = NULL;
		bool timed_out;

		if (rcache_get(rc, name, files->v[i], &e) &&
		    (sec = rcache_answer(&e, file_label(labels, files->v[i]), timeout,
					 &timed_out)) && !starts_with(sec->label, "c ")) {
			struct strlist *sl = xcalloc(1, sizeof(*sl));

			for (size_t k = 0; k < sec->facts.n; k++)
				sl_push(sl, sec->facts.v[k]);
			cover_merge(cover, &sec->gaps);
			*strmap_slot(&by_file, files->v[i]) = sl;
			/* kept from a run that gave up on the file: so does this audit */
			if (timed_out && !sl_contains(&st->timeouts, files->v[i]))
				sl_push(&st->timeouts, files->v[i]);
			st->files_cached++;
		} else if (in_c && answer_in_c(rc, name, files->v[i], file_label(labels, files->v[i]),
					       in_c, &e, (mine = xcalloc(1, sizeof(*mine))))) {
			*strmap_slot(&by_file, files->v[i]) = mine;
		} else {
			if (mine)
				free_strlist(mine);
			sl_push(&run, files->v[i]);
		}
		rcache_entry_free(&e);
	}
	stages_mark("rules: cache");
	if (run.n) {
		struct spatch_job job = {
			.rule = path, .root = root, .files = &run, .jobs = jobs, .what = name,
			.timeout = timeout,
		};
		struct strmap ran = { 0 };
		struct body_keep bk;
		struct strlist tokens = STRLIST_INIT;

		/* the bodies of functions it prints nothing for blanked (rule_bodies.h) */
		if (!rule_tokens(path, &tokens) && rule_bodies_init(name, &tokens, &bk)) {
			job.keep_body = rule_body_wanted;
			job.keep_arg = &bk;
			job.keep_links = bk.links;
		}
		sl_free(&tokens);

		st->spatch_runs++;
		st->files_run += run.n;
		for (size_t i = 0; i < run.n; i++)
			*strmap_slot(parsed, run.v[i]) = (void *)1;
		int failed = spatch_run(&job, &so);

		if (job.keep_body)
			rule_bodies_free(&bk);
		if (failed) {
			ret = -1;
			goto out;
		}
		stages_mark("rules: spatch");
		if (job.keep_body) {
			char *what = str_printf("rules: %s: function bodies blanked", name);

			stages_count(what, so.blanked, so.bodies);
			free(what);
		}
		bool keep = facts_by_file(&so.facts, &run, &ran) && !cover_outside(&so.unparsed, &ran);

		/* a timeout named otherwise keeps nothing */
		for (size_t i = 0; i < so.timeouts.n; i++)
			keep &= sl_contains(&run, so.timeouts.v[i]);
		if (!keep && rc->on)
			warn("result cache: %s's run not kept: spatch named a file not given it", name);

		if (keep) {
			/* a file given up on is kept as timed out (rcache.h) */
			strmap_for_each(&ran, s) {
				bool given_up = sl_contains(&so.timeouts, s->key);

				/* a timeout of a starved run is the load's: not kept */
				if (!given_up || !so.starved)
					keep_file(rc, name, s->key, file_label(labels, s->key),
						  given_up ? timeout : 0, s->val, &so.unparsed);
				*strmap_slot(&by_file, s->key) = s->val;
			}
			strmap_free(&ran, NULL);
		} else {
			strmap_free(&ran, free_strlist);
		}
		cover_merge(cover, &so.unparsed);
		for (size_t i = 0; i < so.timeouts.n; i++)
			if (!sl_contains(&st->timeouts, so.timeouts.v[i]))
				sl_push(&st->timeouts, so.timeouts.v[i]);
		if (!keep)	/* the run's lines as spatch printed them, after the cached ones */
			for (size_t i = 0; i < so.facts.n; i++)
				sl_push(&run_lines, so.facts.v[i]);
	}
	for (size_t i = 0; i < files->n; i++) {
		const struct strlist *sl = strmap_get(&by_file, files->v[i]);

		for (size_t k = 0; sl && k < sl->n; k++)
			sl_push(lines, sl->v[k]);
	}
	for (size_t i = 0; i < run_lines.n; i++)
		sl_push(lines, run_lines.v[i]);
out:
	sl_free(&run_lines);
	spatch_out_free(&so);
	strmap_free(&by_file, free_strlist);
	sl_free(&run);
	stages_mark("rules: cache");
	return ret;
}

/*
 * The prefilter's key (audit/prefcache.h): the tree, the tables, every
 * rule's name and tokens and the files that call each token part
 * through a macro (@by_part), in a stable order.
 */
static void prefilter_key(const char *root, const struct rcache *rc, const char **names,
			  const struct strlist *tokens, const struct rule_need *needs, size_t nrules,
			  const struct strmap *by_part, char key[HASH_HEX])
{
	struct strlist all = STRLIST_INIT, parts = STRLIST_INIT;

	sl_push(&all, "rules");
	sl_push(&all, "tokens in code");	/* not in comments or strings: answers of before differ */
	for (size_t r = 0; r < nrules; r++) {
		sl_push(&all, names[r]);
		for (size_t i = 0; i < tokens[r].n; i++)
			sl_push(&all, tokens[r].v[i]);
		sl_push(&all, "needs in one function");
		for (size_t i = 0; i < needs[r].first.n; i++)
			sl_push(&all, needs[r].first.v[i]);
		sl_push(&all, "then");
		for (size_t i = 0; i < needs[r].then.n; i++)
			sl_push(&all, needs[r].then.v[i]);
		sl_push(&all, "");
	}
	strmap_for_each(by_part, s)
		sl_push(&parts, s->key);
	sl_sort(&parts);
	for (size_t k = 0; k < parts.n; k++) {
		const struct strmap *files = strmap_get(by_part, parts.v[k]);
		struct strlist in = STRLIST_INIT;

		sl_push(&all, parts.v[k]);
		strmap_for_each(files, s)
			sl_push(&in, s->key);
		sl_sort(&in);
		for (size_t i = 0; i < in.n; i++)
			sl_push(&all, in.v[i]);
		sl_push(&all, "");
		sl_free(&in);
	}
	prefcache_key(rc, root, &all, key);
	sl_free(&parts);
	sl_free(&all);
}

/* prefcache_answer()'s question: which rules' tokens (and needed names) @text holds. */
struct prefilter_arg {
	const struct strlist *tokens;
	const struct rule_need *needs;	/* a rule's (audit/rule_needs.h), or none */
	const struct strmap *by_part;
};

static void prefilter_answer(const char *text, size_t len, const char *file, bool *want,
			     size_t nrules, void *arg)
{
	const struct prefilter_arg *pa = arg;
	/* spatch matches no name in a comment or a string: a token there is none */
	char *code = c_text_blanked(text, len);

	for (size_t r = 0; r < nrules; r++)
		want[r] = file_has_token(code, len, file, &pa->tokens[r], pa->by_part) &&
			  rule_need_met(&pa->needs[r], code, len);
	free(code);
}

struct quiet_arg {
	const char *rule;
	struct tindex *ti;
};

/* rule_in_c's answer of a rule quiet.h proves files quiet for: no fact, or false. */
static bool quiet_answer(const char *path, struct strlist *facts, void *arg)
{
	const struct quiet_arg *qa = arg;

	(void)facts;
	return rule_quiet_file(qa->rule, qa->ti, path);
}

/*
 * RCUCHECK_QUIET_VERIFY=1: each file of @files proved quiet for rule
 * @name checked against spatch's @lines; a line on stderr for one spatch
 * printed a fact for, and a line "quiet why:" with why the proof left to
 * spatch the files it printed nothing for, the commonest reason first.
 */
static void quiet_verify(const char *name, struct tindex *ti, const struct strlist *files,
			 const struct strlist *lines)
{
	size_t proved = 0, wrong = 0, silent = 0;
	struct strmap why = { 0 };
	struct strlist reasons = STRLIST_INIT;

	for (size_t i = 0; i < files->n; i++) {
		bool quiet = rule_quiet_file(name, ti, files->v[i]);
		char *want = str_printf("rcucheck\taccess\t%s\t", files->v[i]);
		size_t n = 0;

		for (size_t k = 0; k < lines->n; k++)
			n += starts_with(lines->v[k], want);
		free(want);
		if (quiet && n)
			fprintf(stderr, "quiet verify: %s: %s: spatch printed %zu fact%s\n", name,
				files->v[i], n, n == 1 ? "" : "s");
		proved += quiet;
		wrong += quiet && n;
		if (quiet || n)
			continue;
		if (env_is("RCUCHECK_QUIET_VERIFY", "2"))
			fprintf(stderr, "quiet why: %s: %s: %s%s%s\n", name, files->v[i],
				quiet_refusal(), *quiet_refusal_detail() ? ": " : "",
				quiet_refusal_detail());
		void **slot = strmap_slot(&why, quiet_refusal());

		if (!*slot)
			sl_push(&reasons, quiet_refusal());
		*slot = (void *)((uintptr_t)*slot + 1);
		silent++;
	}
	fprintf(stderr, "quiet verify: %s: %zu files proved quiet, %zu of them not\n", name,
		proved, wrong);
	fprintf(stderr, "quiet why: %s: %zu files not proved that spatch printed nothing for:", name,
		silent);
	for (size_t done = 0; done < reasons.n; done++) {
		size_t best = 0;
		uintptr_t most = 0;

		for (size_t i = 0; i < reasons.n; i++) {
			uintptr_t c = (uintptr_t)strmap_get(&why, reasons.v[i]);

			if (c > most)
				most = c, best = i;
		}
		fprintf(stderr, "%s %zu %s", done ? ";" : "", (size_t)most, reasons.v[best]);
		*strmap_slot(&why, reasons.v[best]) = NULL;
	}
	fputc('\n', stderr);
	strmap_free(&why, NULL);
	sl_free(&reasons);
}

int audit_rules_run(const char *root, const struct strlist *files, int jobs,
		    const struct audit_macros *am, struct tindex *ti,
		    const struct audit_shard *shard, struct rcache *rc,
		    struct access_set *out, struct rules_stats *st)
{
	size_t nrules;
	const char **names = audit_rule_files(&nrules);
	struct strlist *tokens = xcalloc(nrules + 1, sizeof(*tokens));
	struct rule_need *needs = xcalloc(nrules + 1, sizeof(*needs));
	struct strlist *selected = xcalloc(nrules + 1, sizeof(*selected));
	char **paths = xcalloc(nrules + 1, sizeof(*paths));
	struct strmap by_part = { 0 };	/* a token part -> the files of its macros */
	struct strmap seen = { 0 }, parsed = { 0 };
	struct progress pr;
	int ret = 0;

	for (size_t r = 0; r < nrules; r++) {
		paths[r] = cocci_rule(names[r]);
		if (rule_tokens(paths[r], &tokens[r]))
			ret = error("%s has no '// Tokens:' header line: cannot prefilter files",
				    paths[r]);
		else
			part_macro_files(am, ti, &tokens[r], &by_part);
		rule_need_load(names[r], &needs[r]);
	}
	if (ret)
		goto out;

	/* One read of each file serves every rule's prefilter; unchanged ones none. */
	size_t nwith = 0;
	struct prefcache pc;
	char pkey[HASH_HEX];

	struct prefilter_arg pa = { tokens, needs, &by_part };

	prefilter_key(root, rc, names, tokens, needs, nrules, &by_part, pkey);
	prefcache_open(&pc, rc->on ? rc->dir : NULL, pkey);
	progress_start(&pr, "prefilter");
	for (size_t i = 0; i < files->n; i++) {
		bool *want = xcalloc(nrules + 1, sizeof(*want));
		bool any = prefcache_answer(&pc, rc, root, files->v[i], nrules, prefilter_answer,
					    &pa, want);

		if (any && !in_shard(shard, nwith++))
			any = false;
		for (size_t r = 0; r < nrules && any; r++)
			if (want[r])
				sl_push(&selected[r], files->v[i]);
		st->files_prefiltered += any;
		free(want);
		if (i % 500 == 0)
			progress_update(&pr, (int)(i * 100 / files->n), NULL);
	}
	stages_count("prefilter: files read", pc.read, pc.read + pc.reused);
	prefcache_close(&pc);
	char detail[64];

	snprintf(detail, sizeof(detail), "%zu of %zu files have an RCU accessor or macro",
		 st->files_prefiltered, files->n);
	progress_done(&pr, detail);
	stages_mark("rules: prefilter");

	for (size_t r = 0; r < nrules && !ret; r++) {
		struct strlist lines = STRLIST_INIT;
		struct spatch_cover cover = { 0 };

		struct quiet_arg qa = { names[r], ti };
		struct rule_in_c in_c = { quiet_answer, &qa, 0, 0 };
		bool verify = env_is("RCUCHECK_QUIET_VERIFY", "1") ||
			      env_is("RCUCHECK_QUIET_VERIFY", "2");
		bool proves = !env_is("RCUCHECK_QUIET", "0") && rule_has_quiet_proof(names[r]);

		if (!selected[r].n)
			continue;
		if (audit_rule_facts(rc, names[r], paths[r], root, &selected[r], jobs, NULL,
				     proves && !verify ? &in_c : NULL, &lines, &cover, st, &parsed)) {
			ret = -1;
			sl_free(&lines);
			cover_free(&cover);
			break;
		}
		if (proves && verify)
			quiet_verify(names[r], ti, &selected[r], &lines);
		if (proves && !verify) {
			char *what = str_printf("rules: %s: files proved quiet (%zu kept)", names[r],
						in_c.kept);

			stages_count(what, in_c.answered, selected[r].n);
			free(what);
		}
		for (size_t i = 0; i < lines.n; i++) {
			struct access_fact a;

			if (!parse_access_fact(lines.v[i], &a))
				continue;
			char *key = str_printf("%s:%d:%d:%s", a.file, a.line, a.col, a.rule);
			void **slot = strmap_slot(&seen, key);

			free(key);
			if (*slot) {
				access_fact_free(&a);
				continue;
			}
			*slot = (void *)1;
			ALLOC_GROW(out->v, out->n, out->alloc);
			out->v[out->n++] = a;
			st->facts++;
		}
		cover_add_run(&st->cover, root, &selected[r], &cover);
		sl_free(&lines);
		cover_free(&cover);
	}
out:
	for (size_t r = 0; r < nrules; r++) {
		free(paths[r]);
		sl_free(&tokens[r]);
		rule_need_free(&needs[r]);
		sl_free(&selected[r]);
	}
	strmap_free(&by_part, free_strmap);
	free(paths);
	free(tokens);
	free(needs);
	free(selected);
	free(names);
	st->files_parsed = parsed.n;
	strmap_free(&parsed, NULL);
	strmap_free(&seen, NULL);
	return ret;
}

int audit_rule_tokens(struct strlist *tokens)
{
	size_t nrules;
	const char **names = audit_rule_files(&nrules);

	int ret = 0;

	for (size_t r = 0; r < nrules && !ret; r++) {
		char *path = cocci_rule(names[r]);
		struct strlist own = STRLIST_INIT;

		ret = rule_tokens(path, &own) ? -1 : 0;
		for (size_t i = 0; i < own.n; i++)	/* "a&b": a and b, each a name */
			token_parts(own.v[i], tokens);
		sl_free(&own);
		free(path);
	}
	free(names);
	return ret;
}
