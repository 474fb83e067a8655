// SPDX-License-Identifier: GPL-2.0
#include "audit/rules.h"

#include <errno.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include "lib/progress.h"
#include "lib/strmap.h"
#include "rcu/rules.h"

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

static bool has_any_token(const char *text, size_t len, const struct strlist *tokens)
{
	for (size_t i = 0; i < tokens->n; i++)
		if (memmem(text, len, tokens->v[i], strlen(tokens->v[i])))
			return true;
	return false;
}

void access_set_free(struct access_set *s)
{
	for (size_t i = 0; i < s->n; i++)
		access_fact_free(&s->v[i]);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/*
 * The files that call a macro of @am whose accessor has a token of the
 * rule, into @files (path -> 1): they are the rule's as if they called
 * the accessor itself.
 */
static void macro_files(const struct audit_macros *am, const struct tindex *ti,
			const struct strlist *tokens, struct strmap *files)
{
	for (size_t m = 0; am && m < am->n; m++) {
		size_t n;
		const char *acc = am->v[m].accessor;

		if (!has_any_token(acc, strlen(acc), tokens))
			continue;
		const unsigned *ids = tindex_callers_files(ti, am->v[m].name, &n);

		for (size_t i = 0; i < n; i++)
			*strmap_slot(files, tindex_path(ti, ids[i])) = (void *)1;
	}
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

int audit_rules_run(const char *root, const struct strlist *files, int jobs,
		    const struct audit_macros *am, const struct tindex *ti,
		    const struct audit_shard *shard, struct access_set *out,
		    struct rules_stats *st)
{
	size_t nrules;
	const char **names = audit_rule_files(&nrules);
	struct strlist *tokens = xcalloc(nrules + 1, sizeof(*tokens));
	struct strlist *selected = xcalloc(nrules + 1, sizeof(*selected));
	char **paths = xcalloc(nrules + 1, sizeof(*paths));
	struct strmap *by_macro = xcalloc(nrules + 1, sizeof(*by_macro));
	struct strmap seen = { 0 };
	struct progress pr;
	int ret = 0;

	for (size_t r = 0; r < nrules; r++) {
		paths[r] = cocci_rule(names[r]);
		if (rule_tokens(paths[r], &tokens[r]))
			ret = error("%s has no '// Tokens:' header line: cannot prefilter files",
				    paths[r]);
		else
			macro_files(am, ti, &tokens[r], &by_macro[r]);
	}
	if (ret)
		goto out;

	/* One read of each file serves every rule's prefilter. */
	size_t nwith = 0;

	progress_start(&pr, "prefilter");
	for (size_t i = 0; i < files->n; i++) {
		char *path = path_join(root, files->v[i]);
		size_t len;
		char *text = read_file(path, &len);
		bool any = false;

		free(path);
		if (!text)
			continue;	/* vanished or unreadable: nothing to check */
		bool *want = xcalloc(nrules + 1, sizeof(*want));

		for (size_t r = 0; r < nrules; r++) {
			want[r] = has_any_token(text, len, &tokens[r]) ||
				  strmap_get(&by_macro[r], files->v[i]);
			any |= want[r];
		}
		if (any && !in_shard(shard, nwith++))
			any = false;
		for (size_t r = 0; r < nrules && any; r++)
			if (want[r])
				sl_push(&selected[r], files->v[i]);
		st->files_prefiltered += any;
		free(want);
		free(text);
		if (i % 500 == 0)
			progress_update(&pr, (int)(i * 100 / files->n), NULL);
	}
	char detail[64];

	snprintf(detail, sizeof(detail), "%zu of %zu files have an RCU accessor or macro",
		 st->files_prefiltered, files->n);
	progress_done(&pr, detail);

	for (size_t r = 0; r < nrules && !ret; r++) {
		struct spatch_job job = {
			.rule = paths[r], .root = root, .files = &selected[r],
			.jobs = jobs, .what = names[r],
		};
		struct spatch_out so;

		if (!selected[r].n)
			continue;
		st->spatch_runs++;
		if (spatch_run(&job, &so)) {
			ret = -1;
			spatch_out_free(&so);
			break;
		}
		for (size_t i = 0; i < so.facts.n; i++) {
			struct access_fact a;

			if (!parse_access_fact(so.facts.v[i], &a))
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
		cover_add_run(&st->cover, root, &selected[r], &so.unparsed);
		for (size_t i = 0; i < so.timeouts.n; i++)
			if (!sl_contains(&st->timeouts, so.timeouts.v[i]))
				sl_push(&st->timeouts, so.timeouts.v[i]);
		spatch_out_free(&so);
	}
out:
	for (size_t r = 0; r < nrules; r++) {
		free(paths[r]);
		sl_free(&tokens[r]);
		sl_free(&selected[r]);
		strmap_free(&by_macro[r], NULL);
	}
	free(by_macro);
	free(paths);
	free(tokens);
	free(selected);
	free(names);
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

		ret = rule_tokens(path, tokens) ? -1 : 0;
		free(path);
	}
	free(names);
	return ret;
}
