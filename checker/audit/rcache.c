// SPDX-License-Identifier: GPL-2.0
#include "audit/rcache.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "tree/ktree.h"
#include "tree/spatch.h"

#define ENTRY_MAGIC "rcucheck-result"

/* The names in @dir but "." ones (files, or the versions' directories of results/), sorted. */
static void dir_names(const char *dir, struct strlist *names)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d)))
		if (de->d_name[0] != '.')
			sl_push(names, de->d_name);
	if (d)
		closedir(d);
	sl_sort(names);
}

/*
 * The names and contents of @dir's regular files, in name order, into
 * @h; with @only_in, only those whose name @only_in holds in double
 * quotes. Their texts into @text when given.
 */
static void hash_dir(struct hasher *h, const char *dir, const char *only_in,
		     struct strbuf *text)
{
	struct strlist names = STRLIST_INIT;

	hasher_add_str(h, is_dir(dir) ? "dir" : "no dir");	/* the rules' run says what is missing */
	dir_names(dir, &names);
	for (size_t i = 0; i < names.n; i++) {
		char *path = path_join(dir, names.v[i]);
		char *quoted = str_printf("\"%s\"", names.v[i]);
		size_t len;
		char *text_of = (!only_in || strstr(only_in, quoted)) && is_file(path) ?
				read_file(path, &len) : NULL;

		if (text_of) {
			hasher_add_str(h, names.v[i]);
			hasher_add(h, text_of, len);
			hasher_add_str(h, "");
			if (text)
				sb_add(text, text_of, len);
		}
		free(text_of);
		free(quoted);
		free(path);
	}
	sl_free(&names);
}

/* The rules' version: what decides what a rule prints, but the tree. */
static void rules_version(char hex[HASH_HEX])
{
	struct hasher *h = hasher_new();
	struct strbuf sb = STRBUF_INIT, rules_text = STRBUF_INIT;
	char *cocci = str_printf("%s/cocci", rcucheck_home());
	char *data = str_printf("%s/checker/rcu/data", rcucheck_home());
	size_t len;
	char *std = read_file(COCCI_STANDARD_H, &len);

	sb_printf(&sb, "format %d\n", RCACHE_FORMAT);
	spatch_version_key(&sb);
	hasher_add(h, sb.buf, sb.len);
	/*
	 * Of the data, only the tables the rules' Python model reads
	 * (rcucheck_model.py's _table("NAME"): a quoted name in cocci/):
	 * a row for the runtime or the caller search leaves the rules'
	 * output alone, so it does not make every file's entry cold.
	 */
	hash_dir(h, cocci, NULL, &rules_text);
	hash_dir(h, data, rules_text.buf ? rules_text.buf : "", NULL);
	if (std)
		hasher_add(h, std, len);
	hasher_done(h, hex);
	free(std);
	free(cocci);
	free(data);
	sb_free(&sb);
	sb_free(&rules_text);
}

/* $RCUCHECK_RESULTS, or results/ of the cache. */
static char *results_dir(void)
{
	const char *dir = getenv("RCUCHECK_RESULTS");

	return dir && *dir ? str_dup(dir) : cache_path("results", NULL, false);
}

/* The tables the audit hands the rules through the environment. */
static void tables_hash(char hex[HASH_HEX])
{
	static const char *const vars[] = { "RCUCHECK_GUARDS", "RCUCHECK_READERS",
					    "RCUCHECK_MACROS", "RCUCHECK_READER_CALLS", NULL };
	struct hasher *h = hasher_new();

	for (size_t i = 0; vars[i]; i++) {
		const char *path = getenv(vars[i]);
		size_t len = 0;
		char *text = path && *path ? read_file(path, &len) : NULL;

		hasher_add_str(h, vars[i]);
		hasher_add_str(h, text ? "set" : "unset");
		if (text)
			hasher_add(h, text, len);
		free(text);
	}
	hasher_done(h, hex);
}

/* rules_version() once a process: one checkout, whose rules do not change while it runs. */
static const char *rules_version_once(void)
{
	static char version[HASH_HEX];

	if (!version[0])
		rules_version(version);
	return version;
}

char *rcache_version_dir(void)
{
	char *results = results_dir(), *dir;

	dir = str_printf("%s/%.16s", results, rules_version_once());
	free(results);
	return dir;
}

void rcache_open(struct rcache *rc, const char *root, bool on)
{
	memset(rc, 0, sizeof(*rc));
	rc->root = root;
	rc->on = on;
	if (!on)
		return;
	tables_hash(rc->tables);
	rc->dir = rcache_version_dir();
}

static void free_str(void *p)
{
	free(p);
}

void rcache_close(struct rcache *rc)
{
	strmap_free(&rc->hashes, free_str);
	free(rc->dir);
	memset(rc, 0, sizeof(*rc));
}

const char *rcache_file_hash(struct rcache *rc, const char *path, const char *text,
			     size_t len)
{
	char **slot = (char **)strmap_slot(&rc->hashes, path);

	if (!*slot) {
		char *full = text ? NULL : path_join(rc->root, path);
		char *read = full ? read_file(full, &len) : NULL;
		char hex[HASH_HEX];

		free(full);
		if (!text && !read)
			return NULL;
		hash_hex(text ? text : read, len, hex);
		free(read);
		*slot = str_dup(hex);
	}
	return *slot;
}

void rcache_file_hash_set(struct rcache *rc, const char *path, const char *hex)
{
	char **slot = (char **)strmap_slot(&rc->hashes, path);

	free(*slot);
	*slot = str_dup(hex);
}

/* The entry's key, and its path in the cache; NULL when the file cannot be read. */
static char *entry_path(struct rcache *rc, const char *kind, const char *path,
			char key[HASH_HEX])
{
	const char *content = rcache_file_hash(rc, path, NULL, 0);

	if (!content)
		return NULL;
	struct hasher *h = hasher_new();

	hasher_add_str(h, rc->tables);
	hasher_add_str(h, kind);
	hasher_add_str(h, path);
	hasher_add_str(h, content);
	hasher_done(h, key);
	return str_printf("%s/%.2s/%s", rc->dir, key, key + 2);
}

/* The text of an entry: header, body, the hash of both. */
static void entry_text(const char *key, const struct strbuf *body, struct strbuf *out)
{
	char sum[HASH_HEX];

	sb_printf(out, "%s %d %s\n", ENTRY_MAGIC, RCACHE_FORMAT, key);
	if (body->len)
		sb_add(out, body->buf, body->len);
	hash_hex(out->buf, out->len, sum);
	sb_printf(out, "sum %s\n", sum);
}

/* Why @text is no entry of @key, or NULL; its body in [*body, *end). */
static const char *entry_check(char *text, size_t len, const char *key, char **body,
			       char **end)
{
	char *head = str_printf("%s %d %s\n", ENTRY_MAGIC, RCACHE_FORMAT, key);
	size_t hl = strlen(head);
	bool ok = len >= hl && !memcmp(text, head, hl);
	char sum[HASH_HEX];

	free(head);
	if (!ok)
		return "not its header";
	/* the last line: "sum " and 64 digits */
	if (len < hl + 4 + 64 + 1 || text[len - 1] != '\n')
		return "truncated";
	char *last = text + len - (4 + 64 + 1);

	if (strncmp(last, "sum ", 4) || (last > text && last[-1] != '\n'))
		return "truncated";
	hash_hex(text, (size_t)(last - text), sum);
	if (memcmp(sum, last + 4, 64))
		return "its hash does not match its text";
	*body = text + hl;
	*end = last;
	return NULL;
}

struct rcache_section *rcache_section(const struct rcache_entry *e, const char *label)
{
	for (size_t i = 0; i < e->n; i++)
		if (!strcmp(e->v[i].label, label))
			return &e->v[i];
	return NULL;
}

static void section_free(struct rcache_section *sec)
{
	free(sec->label);
	sl_free(&sec->facts);
	cover_free(&sec->gaps);
}

/* A new empty section @label at the end of @e: the caller knows it has none. */
static struct rcache_section *section_append(struct rcache_entry *e, const char *label)
{
	struct rcache_section *sec;

	ALLOC_GROW(e->v, e->n, e->alloc);
	sec = &e->v[e->n++];
	memset(sec, 0, sizeof(*sec));
	sec->label = str_dup(label);
	return sec;
}

struct rcache_section *rcache_section_set(struct rcache_entry *e, const char *label)
{
	struct rcache_section *sec = rcache_section(e, label);

	if (!sec)
		return section_append(e, label);
	section_free(sec);
	memset(sec, 0, sizeof(*sec));
	sec->label = str_dup(label);
	return sec;
}

#define TIMED_OUT " timed-out "

/* The seconds of @sec's label when it is @label's timed-out one, else 0. */
static int timed_out_after(const struct rcache_section *sec, const char *label)
{
	size_t n = strlen(label);
	int seconds;
	char end;

	if (strncmp(sec->label, label, n) || strncmp(sec->label + n, TIMED_OUT, strlen(TIMED_OUT)) ||
	    sscanf(sec->label + n + strlen(TIMED_OUT), "%d%c", &seconds, &end) != 1)
		return 0;
	return seconds > 0 ? seconds : 0;
}

struct rcache_section *rcache_answer(const struct rcache_entry *e, const char *label,
				     int timeout, bool *timed_out)
{
	*timed_out = false;
	for (size_t i = 0; i < e->n; i++) {
		int after;

		if (!strcmp(e->v[i].label, label))
			return &e->v[i];
		after = timed_out_after(&e->v[i], label);
		if (after && after >= timeout) {
			*timed_out = true;
			return &e->v[i];
		}
	}
	return NULL;
}

struct rcache_section *rcache_answer_set(struct rcache_entry *e, const char *label,
					 int timed_out_after_s)
{
	for (size_t i = 0; i < e->n;) {
		if (!strcmp(e->v[i].label, label) || timed_out_after(&e->v[i], label)) {
			section_free(&e->v[i]);
			memmove(&e->v[i], &e->v[i + 1], (e->n - i - 1) * sizeof(*e->v));
			e->n--;
		} else {
			i++;
		}
	}
	if (!timed_out_after_s)
		return rcache_section_set(e, label);
	char *timed = str_printf("%s%s%d", label, TIMED_OUT, timed_out_after_s);
	struct rcache_section *sec = rcache_section_set(e, timed);

	free(timed);
	return sec;
}

void rcache_entry_free(struct rcache_entry *e)
{
	for (size_t i = 0; i < e->n; i++)
		section_free(&e->v[i]);
	free(e->v);
	memset(e, 0, sizeof(*e));
}

/* Reads the body's lines into @e; why it cannot, or NULL. */
static const char *entry_parse(char *body, char *end, const char *path,
			       struct rcache_entry *e)
{
	struct rcache_section *sec = NULL;
	const char *why = NULL;
	struct strmap labels = { 0 };	/* a call-site entry has hundreds: no scan a section */

	for (char *s = body, *nl; s < end && !why; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl) {
			why = "a line without its end";
			break;
		}
		*nl = '\0';
		if (starts_with(s, "section ") && s[8] && !strmap_get(&labels, s + 8)) {
			*strmap_slot(&labels, s + 8) = (void *)1;
			sec = section_append(e, s + 8);
		} else if (!sec)
			why = "a line before its section";
		else if (starts_with(s, "fact rcucheck\t"))
			sl_push(&sec->facts, s + 5);
		else if (!cover_read_line(&sec->gaps, path, s))
			why = "a line it cannot read";
	}
	strmap_free(&labels, NULL);
	if (why)
		rcache_entry_free(e);
	return why;
}

bool rcache_get(struct rcache *rc, const char *kind, const char *path,
		struct rcache_entry *e)
{
	char key[HASH_HEX];
	char *entry = rc->on ? entry_path(rc, kind, path, key) : NULL;
	size_t len;
	char *text = entry ? read_file(entry, &len) : NULL, *body, *end;
	const char *why = NULL;

	memset(e, 0, sizeof(*e));
	if (text) {
		why = entry_check(text, len, key, &body, &end);
		if (!why)
			why = entry_parse(body, end, path, e);
		if (why) {
			warn("result cache: %s (%s of %s) is corrupt: %s; ignored, the file "
			     "is parsed again", entry, kind, path, why);
			rc->corrupt++;
		}
	}
	bool hit = text && !why;

	free(text);
	free(entry);
	return hit;
}

void rcache_put(struct rcache *rc, const char *kind, const char *path,
		const struct rcache_entry *e)
{
	char key[HASH_HEX], now[HASH_HEX];
	char *entry, *full, *text;
	size_t len;

	if (!rc->on || !(entry = entry_path(rc, kind, path, key)))
		return;
	/* The file as spatch read it: changed since its hash was taken, it is not kept. */
	full = path_join(rc->root, path);
	text = read_file(full, &len);
	free(full);
	if (text)
		hash_hex(text, len, now);
	free(text);
	if (!text || strcmp(now, rcache_file_hash(rc, path, NULL, 0))) {
		free(entry);
		return;
	}
	struct strbuf body = STRBUF_INIT, out = STRBUF_INIT;

	for (size_t k = 0; k < e->n; k++) {
		const struct rcache_section *sec = &e->v[k];

		sb_printf(&body, "section %s\n", sec->label);
		for (size_t i = 0; i < sec->facts.n; i++)
			sb_printf(&body, "fact %s\n", sec->facts.v[i]);
		cover_file_text(&sec->gaps, path, &body);
	}
	entry_text(key, &body, &out);
	char *dir = xstrndup(entry, strlen(entry) - (64 - 2) - 1);

	if (mkdir_p(dir, 0755) || write_file_atomic(entry, out.buf, out.len))
		warn("result cache: cannot write %s: %s", entry, strerror(errno));
	else
		rc->stored++;
	free(dir);
	free(entry);
	sb_free(&body);
	sb_free(&out);
}

const char *rcache_fact_file(const char *line, char *buf, size_t size)
{
	const char *s = strchr(line, '\t');

	s = s ? strchr(s + 1, '\t') : NULL;
	if (!s)
		return NULL;
	size_t n = strcspn(s + 1, "\t");

	if (n >= size)
		return NULL;
	memcpy(buf, s + 1, n);
	buf[n] = '\0';
	return buf;
}

/* Entries and bytes under @dir (two levels: xx/rest). */
static void count_entries(const char *dir, size_t *n, long long *bytes)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char *sub = path_join(dir, de->d_name);
		DIR *sd = opendir(sub);
		struct dirent *se;

		while (sd && (se = readdir(sd))) {
			char *p = path_join(sub, se->d_name);
			struct stat st;

			if (se->d_name[0] != '.' && !stat(p, &st) && S_ISREG(st.st_mode)) {
				(*n)++;
				*bytes += st.st_size;
			}
			free(p);
		}
		if (sd)
			closedir(sd);
		free(sub);
	}
	if (d)
		closedir(d);
}

static void current_version(char name[17])
{
	memcpy(name, rules_version_once(), 16);
	name[16] = '\0';
}

void rcache_stats(FILE *out)
{
	char *results = results_dir(), cur[17];
	struct strlist versions = STRLIST_INIT;
	size_t total = 0;
	long long total_bytes = 0;

	current_version(cur);
	dir_names(results, &versions);
	fprintf(out, "result cache: %s\n", results);
	for (size_t i = 0; i < versions.n; i++) {
		char *dir = path_join(results, versions.v[i]);
		size_t n = 0;
		long long bytes = 0;

		count_entries(dir, &n, &bytes);
		fprintf(out, "  rules %s: %zu entries, %.1f MB%s\n", versions.v[i], n,
			(double)bytes / 1e6,
			!strcmp(versions.v[i], cur) ? " (this checkout's rules)" : "");
		total += n;
		total_bytes += bytes;
		free(dir);
	}
	fprintf(out, "total: %zu entries, %.1f MB in %zu rules version%s\n", total,
		(double)total_bytes / 1e6, versions.n, versions.n == 1 ? "" : "s");
	sl_free(&versions);
	free(results);
}

int rcache_clear(bool keep_current)
{
	char *results = results_dir(), cur[17];
	struct strlist versions = STRLIST_INIT;
	int ret = 0;

	if (keep_current)
		current_version(cur);
	dir_names(results, &versions);
	for (size_t i = 0; i < versions.n; i++) {
		if (keep_current && !strcmp(versions.v[i], cur))
			continue;
		char *dir = path_join(results, versions.v[i]);

		if (remove_tree(dir))
			ret = error("cannot remove %s: %s", dir, strerror(errno));
		free(dir);
	}
	sl_free(&versions);
	free(results);
	return ret;
}
