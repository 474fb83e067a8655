// SPDX-License-Identifier: GPL-2.0
#include "audit/runcache.h"

#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audit/prefcache.h"
#include "audit/rcache.h"
#include "lib/json.h"
#include "lib/strmap.h"
#include "tree/ktree.h"

#define REPORT_MAGIC "rcucheck-report 1"

extern char **environ;

/* The counts of struct audit_stats a report keeps, by name. */
static const struct {
	const char *name;
	size_t off;
} counts[] = {
#define COUNT(f) { #f, offsetof(struct audit_stats, f) }
	COUNT(files_indexed), COUNT(files_checked), COUNT(files_prefiltered), COUNT(accesses),
	COUNT(dropped_opaque), COUNT(protected_by_callers), COUNT(unresolved_calls),
	COUNT(call_runs), COUNT(call_files), COUNT(spatch_runs), COUNT(searches_cut),
	COUNT(rule_files_cached), COUNT(rule_files_run), COUNT(calls_cached), COUNT(calls_run),
	COUNT(files_parsed),
#undef COUNT
};

static size_t *count_at(struct audit_stats *st, size_t i)
{
	return (size_t *)((char *)st + counts[i].off);
}

/* The names and contents of @dir's files, in name order (this checkout's tables, rules). */
static void hash_dir(struct hasher *h, const char *dir)
{
	struct strlist names = STRLIST_INIT;
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d)))
		if (de->d_name[0] != '.')
			sl_push(&names, de->d_name);
	if (d)
		closedir(d);
	sl_sort(&names);
	hasher_add_str(h, dir);
	for (size_t i = 0; i < names.n; i++) {
		char *path = path_join(dir, names.v[i]);
		size_t len;
		char *text = is_file(path) ? read_file(path, &len) : NULL;

		hasher_add_str(h, names.v[i]);
		if (text)
			hasher_add(h, text, len);
		hasher_add_str(h, text ? "" : "-");
		free(text);
		free(path);
	}
	sl_free(&names);
}

/* Everything but the tree: the binary, the checkout, the environment, the options. */
static bool options_key(const struct audit_opts *o, char hex[HASH_HEX])
{
	const char *bin = hash_of_self();
	struct hasher *h;
	struct strlist env = STRLIST_INIT;
	char *version = rcache_version_dir();
	char *cocci = str_printf("%s/cocci", rcucheck_home());
	char *data = str_printf("%s/checker/rcu/data", rcucheck_home());

	if (!bin) {
		free(version);
		free(cocci);
		free(data);
		return false;
	}
	h = hasher_new();
	hasher_add_str(h, REPORT_MAGIC);
	hasher_add_str(h, bin);
	hasher_add_str(h, version);
	hash_dir(h, cocci);
	hash_dir(h, data);
	/* the profile's variable changes nothing printed */
	for (char **e = environ; *e; e++)
		if ((starts_with(*e, "RCUCHECK_") && !starts_with(*e, "RCUCHECK_STAGES=")) ||
		    starts_with(*e, "ARCH="))
			sl_push(&env, *e);
	sl_sort(&env);
	for (size_t i = 0; i < env.n; i++)
		hasher_add_str(h, env.v[i]);
	hasher_add_str(h, "options");
	hasher_add_str(h, o->root);
	hasher_add_str(h, o->index_path ? o->index_path : "-");
	for (size_t i = 0; i < o->paths.n; i++)
		hasher_add_str(h, o->paths.v[i]);
	hasher_add_str(h, o->since ? "since" : "-");
	for (size_t i = 0; o->since && i < o->only_files.n; i++)
		hasher_add_str(h, o->only_files.v[i]);
	char flags[96];

	snprintf(flags, sizeof(flags), "shard %u/%u sleep %d flavor %d no-lifecycle %d", o->shard,
		 o->shards, o->sleep_only, o->flavor_only, o->no_lifecycle);
	hasher_add_str(h, flags);
	hasher_done(h, hex);
	sl_free(&env);
	free(version);
	free(cocci);
	free(data);
	return true;
}

static void add_stat(struct hasher *h, const char *root, const char *rel)
{
	char *full = path_join(root, rel);
	char buf[FILE_STAMP];

	/* the stamp the prefilter's table trusts a file by (audit/prefcache.h) */
	if (!file_stamp(full, buf))
		snprintf(buf, sizeof(buf), "none");
	hasher_add_str(h, rel);
	hasher_add_str(h, buf);
	free(full);
}

/* The tree as the audit reads it: @files and the kbuild files of their directories. */
static void tree_key(const char *options, const char *root, const struct strlist *files,
		     char hex[HASH_HEX])
{
	struct hasher *h = hasher_new();
	struct strmap dirs = { 0 };
	struct strlist dir_list = STRLIST_INIT;

	hasher_add_str(h, options);
	for (size_t i = 0; i < files->n; i++) {
		add_stat(h, root, files->v[i]);
		/* its directory and those above, each once */
		char *dir = str_dup(files->v[i]);

		for (char *slash; (slash = strrchr(dir, '/'));) {
			*slash = '\0';
			void **slot = strmap_slot(&dirs, dir);

			if (*slot)
				break;
			*slot = (void *)1;
			sl_push(&dir_list, dir);
		}
		free(dir);
	}
	sl_push(&dir_list, "");
	sl_sort(&dir_list);
	for (size_t i = 0; i < dir_list.n; i++) {
		const char *d = dir_list.v[i];
		char *kb = *d ? str_printf("%s/Kbuild", d) : str_dup("Kbuild");
		char *mk = *d ? str_printf("%s/Makefile", d) : str_dup("Makefile");

		add_stat(h, root, kb);
		add_stat(h, root, mk);
		free(kb);
		free(mk);
	}
	hasher_done(h, hex);
	strmap_free(&dirs, NULL);
	sl_free(&dir_list);
}

void runcache_open(struct runcache *rk, const struct audit_opts *o, const struct strlist *files)
{
	const char *want = getenv("RCUCHECK_KEPT_REPORT");

	memset(rk, 0, sizeof(*rk));
	/*
	 * =0: the result cache's entries alone (their tests). A seeded audit
	 * (link --callers) answers for facts the key does not hold: never kept.
	 */
	if (o->no_cache || o->no_kept_report || o->seeds || (want && !strcmp(want, "0")) ||
	    !options_key(o, rk->options))
		return;
	char *version = rcache_version_dir();

	rk->path = str_printf("%s/reports/%s", version, rk->options);
	free(version);
	tree_key(rk->options, o->root, files, rk->tree);
	rk->on = true;
}

void runcache_close(struct runcache *rk)
{
	free(rk->path);
	memset(rk, 0, sizeof(*rk));
}

/* One line of a report read back into @out and @st; false when it is none. */
static bool read_line(char *s, struct finding_list *out, struct audit_stats *st, char **file)
{
	char name[64];
	long a, b;
	unsigned long long v;
	int n = 0;

	if (starts_with(s, "finding ")) {
		json_error_t jerr;
		json_t *obj = json_loads(s + 8, 0, &jerr);
		struct finding f = { 0 };
		char *why = obj ? finding_from_json(obj, &f) : str_dup("not JSON");

		json_decref(obj);
		if (why) {
			free(why);
			return false;
		}
		*finding_new(out) = f;
		return true;
	}
	if (starts_with(s, "timeout ")) {
		sl_push(&st->timeouts, s + 8);
		return true;
	}
	if (sscanf(s, "read %ld %n", &a, &n) == 1 && n && s[n]) {
		cover_note_read(&st->cover, s + n, a);
		return true;
	}
	if (starts_with(s, "file ")) {
		free(*file);
		*file = str_dup(s + 5);
		return true;
	}
	if (*file && sscanf(s, "gap %ld %ld", &a, &b) == 2 && a >= 1 && b >= a) {
		cover_add_gap(&st->cover, *file, (int)a, (int)b);
		return true;
	}
	if (*file && sscanf(s, "unplaced %ld", &a) == 1 && a > 0) {
		cover_add_unplaced(&st->cover, *file, (int)a);
		return true;
	}
	if (sscanf(s, "count %63s %llu", name, &v) == 2) {
		for (size_t i = 0; i < sizeof(counts) / sizeof(*counts); i++)
			if (!strcmp(counts[i].name, name)) {
				*count_at(st, i) = (size_t)v;
				return true;
			}
	}
	return false;
}

bool runcache_get(struct runcache *rk, struct finding_list *out, struct audit_stats *st)
{
	size_t len;
	char *text = rk->on ? read_file(rk->path, &len) : NULL;
	char *head = str_printf("%s %s\n", REPORT_MAGIC, rk->tree), *file = NULL;
	size_t hl = strlen(head);
	char sum[HASH_HEX];
	bool ok = text && len > hl + 4 + 64 + 1 && !memcmp(text, head, hl) && text[len - 1] == '\n';
	char *last = ok ? text + len - (4 + 64 + 1) : NULL;

	free(head);
	if (ok) {
		hash_hex(text, (size_t)(last - text), sum);
		ok = !strncmp(last, "sum ", 4) && !memcmp(sum, last + 4, 64);
	}
	for (char *s = ok ? text + hl : NULL, *nl; s && s < last && ok; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(last - s));
		if (!nl)
			break;
		*nl = '\0';
		ok = read_line(s, out, st, &file);
	}
	free(file);
	free(text);
	if (!ok) {
		finding_list_free(out);
		memset(out, 0, sizeof(*out));
		cover_free(&st->cover);	/* not audit_stats_free(): audit.c calls this file */
		sl_free(&st->timeouts);
		memset(st, 0, sizeof(*st));
		return false;
	}
	/* this audit asked spatch nothing: what the kept one ran is from the cache now */
	st->cache_on = true;
	st->report_kept = true;
	st->rule_files_cached += st->rule_files_run;
	st->calls_cached += st->calls_run;
	st->rule_files_run = st->calls_run = st->files_parsed = 0;
	st->call_runs = st->call_files = st->spatch_runs = 0;
	return true;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void runcache_put(struct runcache *rk, const struct audit_opts *o, const struct strlist *files,
		  const struct finding_list *out, const struct audit_stats *st)
{
	char now[HASH_HEX];
	struct strbuf sb = STRBUF_INIT;

	if (!rk->on)
		return;
	/* the options' key of the start: the audit has set its tables' variables since */
	tree_key(rk->options, o->root, files, now);
	if (strcmp(now, rk->tree))
		return;		/* a file changed while the audit read the tree */
	sb_printf(&sb, "%s %s\n", REPORT_MAGIC, rk->tree);
	for (size_t i = 0; i < sizeof(counts) / sizeof(*counts); i++)
		sb_printf(&sb, "count %s %zu\n", counts[i].name,
			  *count_at((struct audit_stats *)st, i));
	/* the files spatch read, in name order, and what of them it skipped */
	const char **read = xcalloc(st->cover.read.n + 1, sizeof(*read));
	size_t nread = 0;

	strmap_for_each(&st->cover.read, s)
		read[nread++] = s->key;
	qsort(read, nread, sizeof(*read), cmp_str);
	for (size_t i = 0; i < nread; i++) {
		sb_printf(&sb, "read %ld %s\n",
			  (long)(intptr_t)strmap_get(&st->cover.read, read[i]) - 1, read[i]);
		if (strmap_get(&st->cover.gaps, read[i])) {
			sb_printf(&sb, "file %s\n", read[i]);
			cover_file_text(&st->cover, read[i], &sb);
		}
	}
	free(read);
	for (size_t i = 0; i < st->timeouts.n; i++)
		sb_printf(&sb, "timeout %s\n", st->timeouts.v[i]);
	for (size_t i = 0; i < out->n; i++) {
		json_t *obj = finding_to_json(&out->v[i]);
		char *line = json_dumps(obj, JSON_COMPACT);

		sb_printf(&sb, "finding %s\n", line);
		free(line);
		json_decref(obj);
	}
	char sum[HASH_HEX];

	hash_hex(sb.buf, sb.len, sum);
	sb_printf(&sb, "sum %s\n", sum);
	char *dir = xstrndup(rk->path, strlen(rk->path) - strlen(rk->options) - 1);

	if (mkdir_p(dir, 0755) || write_file_atomic(rk->path, sb.buf, sb.len))
		warn("result cache: cannot write %s: %s", rk->path, strerror(errno));
	free(dir);
	sb_free(&sb);
}
