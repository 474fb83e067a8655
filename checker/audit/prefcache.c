// SPDX-License-Identifier: GPL-2.0
#include "audit/prefcache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "lib/util.h"

#define TABLE_MAGIC "rcucheck-prefilter 1"

static void free_row(void *p)
{
	struct prefcache_row *r = p;

	if (r)
		free(r->want);
	free(r);
}

/* One "PATH\tSTAMP\tHASH\tWANT" line into @pc's rows; false when it is no row. */
static bool parse_row(struct prefcache *pc, char *line)
{
	char *f[4];
	size_t n = 0;

	for (char *p = line; n < 4; n++) {
		f[n] = p;
		p = strchr(p, '\t');
		if (!p)
			break;
		*p++ = '\0';
	}
	if (n != 3 || strlen(f[1]) >= FILE_STAMP || strlen(f[2]) >= HASH_HEX || !*f[3] ||
	    strspn(f[3], "01") != strlen(f[3]))
		return false;
	struct prefcache_row *r = xcalloc(1, sizeof(*r));
	void **slot = strmap_slot(&pc->rows, f[0]);

	strcpy(r->stamp, f[1]);
	strcpy(r->hash, strcmp(f[2], "-") ? f[2] : "");
	r->want = str_dup(f[3]);
	free_row(*slot);
	*slot = r;
	return true;
}

/* The table's text: magic and key, the rows, the hash of both. */
static void load(struct prefcache *pc)
{
	size_t len;
	char *text = read_file(pc->path, &len);
	char *head = str_printf("%s %s\n", TABLE_MAGIC, pc->key);
	char *sum = text ? strstr(text, "\nsum ") : NULL;
	char hex[HASH_HEX];

	if (!sum || strncmp(text, head, strlen(head)))
		goto out;
	sum++;
	hash_hex(text, (size_t)(sum - text), hex);
	if (strncmp(sum + 4, hex, HASH_HEX - 1) || strcmp(sum + 4 + HASH_HEX - 1, "\n"))
		goto out;	/* spoiled: every file is read again */
	*sum = '\0';
	for (char *line = text + strlen(head), *nl; (nl = strchr(line, '\n')); line = nl + 1) {
		*nl = '\0';
		if (!parse_row(pc, line)) {
			strmap_free(&pc->rows, free_row);
			memset(&pc->rows, 0, sizeof(pc->rows));
			break;
		}
	}
out:
	free(head);
	free(text);
}

void prefcache_open(struct prefcache *pc, const char *version_dir, const char *key)
{
	memset(pc, 0, sizeof(*pc));
	if (!version_dir)
		return;
	pc->on = true;
	snprintf(pc->key, sizeof(pc->key), "%s", key);
	pc->path = str_printf("%s/prefilter/%s", version_dir, key);
	load(pc);
}

const struct prefcache_row *prefcache_get(struct prefcache *pc, const char *path,
					  const char *stamp, size_t nrules)
{
	const struct prefcache_row *r = pc->on ? strmap_get(&pc->rows, path) : NULL;

	return r && !strcmp(r->stamp, stamp) && strlen(r->want) == nrules ? r : NULL;
}

void prefcache_put(struct prefcache *pc, const char *path, const char *stamp,
		   const char *hash, const bool *want, size_t nrules)
{
	if (!pc->on || strpbrk(path, "\t\n"))
		return;	/* a path the table's lines cannot hold: read each time */
	struct prefcache_row *r = xcalloc(1, sizeof(*r));
	void **slot = strmap_slot(&pc->rows, path);

	snprintf(r->stamp, sizeof(r->stamp), "%s", stamp);
	snprintf(r->hash, sizeof(r->hash), "%s", hash ? hash : "");
	r->want = xcalloc(nrules + 1, 1);
	for (size_t i = 0; i < nrules; i++)
		r->want[i] = want[i] ? '1' : '0';
	free_row(*slot);
	*slot = r;
	pc->changed = true;
}

void prefcache_close(struct prefcache *pc)
{
	if (pc->on && pc->changed) {
		struct strbuf sb = STRBUF_INIT;
		struct strlist paths = STRLIST_INIT;
		char hex[HASH_HEX];
		char *dir = str_printf("%s", pc->path);

		*strrchr(dir, '/') = '\0';
		sb_printf(&sb, "%s %s\n", TABLE_MAGIC, pc->key);
		strmap_for_each(&pc->rows, s)
			sl_push(&paths, s->key);
		sl_sort(&paths);	/* the same rows, the same text */
		for (size_t i = 0; i < paths.n; i++) {
			const struct prefcache_row *r = strmap_get(&pc->rows, paths.v[i]);

			sb_printf(&sb, "%s\t%s\t%s\t%s\n", paths.v[i], r->stamp,
				  *r->hash ? r->hash : "-", r->want);
		}
		hash_hex(sb.buf, sb.len, hex);
		sb_printf(&sb, "sum %s\n", hex);
		if (mkdir_p(dir, 0755) || write_file_atomic(pc->path, sb.buf, sb.len))
			warn("cannot keep the prefilter's answers in %s", pc->path);
		free(dir);
		sl_free(&paths);
		sb_free(&sb);
	}
	strmap_free(&pc->rows, free_row);
	free(pc->path);
	memset(pc, 0, sizeof(*pc));
}

bool prefcache_answer(struct prefcache *pc, struct rcache *rc, const char *root,
		      const char *file, size_t nrules, prefcache_answer_fn answer, void *arg,
		      bool *want)
{
	char *path = path_join(root, file);
	char stamp[FILE_STAMP];
	bool stamped = pc->on && file_stamp(path, stamp);
	const struct prefcache_row *row = stamped ? prefcache_get(pc, file, stamp, nrules) : NULL;
	bool any = false;

	for (size_t r = 0; row && r < nrules; r++)
		any |= want[r] = row->want[r] == '1';
	if (row && (!any || !rc->on || *row->hash)) {
		if (any && rc->on)
			rcache_file_hash_set(rc, file, row->hash);
		pc->reused++;
		free(path);
		return any;
	}
	/* no row, or one without the hash the result cache needs: read it */
	size_t len;
	char *text = read_file(path, &len);
	const char *hash = NULL;

	free(path);
	pc->read++;
	if (!text)
		return false;	/* vanished or unreadable: nothing to check */
	memset(want, 0, nrules * sizeof(*want));
	answer(text, len, file, want, nrules, arg);
	any = false;
	for (size_t r = 0; r < nrules; r++)
		any |= want[r];
	if (any && rc->on)	/* read here already: its hash now costs no second read */
		hash = rcache_file_hash(rc, file, text, len);
	if (stamped)
		prefcache_put(pc, file, stamp, hash, want, nrules);
	free(text);
	return any;
}

void prefcache_key(const struct rcache *rc, const char *root, const struct strlist *parts,
		   char key[HASH_HEX])
{
	struct hasher *h = hasher_new();

	hasher_add_str(h, TABLE_MAGIC);
	hasher_add_str(h, root);
	hasher_add_str(h, rc->tables);
	for (size_t i = 0; i < parts->n; i++)
		hasher_add_str(h, parts->v[i]);
	hasher_done(h, key);
}
