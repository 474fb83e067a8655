// SPDX-License-Identifier: GPL-2.0
#include "audit/callorder.h"

#include <stdlib.h>
#include <string.h>
#include "index/cindex.h"
#include "lib/hash.h"
#include "lib/util.h"

#define CALLORDER_TABLE "rcucheck-callorder 1"

void callorder_open(struct callorder *co, const struct rcache *rc, const char *root)
{
	const char *bin = hash_of_self();
	char key[HASH_HEX], name[HASH_HEX];

	memset(co, 0, sizeof(*co));
	co->root = root;
	if (rc->on && bin) {
		struct hasher *h = hasher_new();

		hasher_add_str(h, CALLORDER_TABLE);
		hasher_add_str(h, root);
		hasher_add_str(h, bin);
		hasher_done(h, key);
		h = hasher_new();
		hasher_add_str(h, CALLORDER_TABLE);
		hasher_add_str(h, root);
		hasher_done(h, name);
	}
	/* one file per tree: another build's table is replaced */
	prefcache_open_text(&co->pc, rc->on && bin ? rc->dir : NULL, name, key);
}

/* The index of @name in file @id's table of names (sorted, each once); -1 when absent. */
static long callee_index(const struct tindex *ti, unsigned id, const char *name)
{
	size_t lo = 0, hi = tindex_file_ncallees(ti, id);

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(tindex_file_callee(ti, id, mid), name);

		if (!c)
			return (long)mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* The list from the file's facts; false when a name is not in the index's table. */
static bool make_list(struct tindex *ti, unsigned id, unsigned **v, size_t *n)
{
	const struct cfile *cf = tindex_file(ti, id);
	size_t ncallees = tindex_file_ncallees(ti, id);
	bool *seen = xcalloc(ncallees + 1, sizeof(*seen));

	*v = xmalloc((ncallees + 1) * sizeof(**v));
	*n = 0;
	for (size_t k = 0; k < cf->ncalls; k++) {
		const struct ccall *c = &cf->calls[k];
		long at;

		if (c->caller < 0 || cf->funcs[c->caller].is_macro)
			continue;
		at = callee_index(ti, id, c->callee);
		if (at < 0) {
			free(seen);
			free(*v);
			*v = NULL;
			return false;
		}
		if (!seen[at]) {
			seen[at] = true;
			(*v)[(*n)++] = (unsigned)at;
		}
	}
	free(seen);
	return true;
}

/* A kept row's list: "3,0,17"; false when it is not one for file @id. */
static bool parse_list(const struct tindex *ti, unsigned id, const char *text, unsigned **v,
		       size_t *n)
{
	size_t ncallees = tindex_file_ncallees(ti, id), alloc = 0;

	*v = NULL;
	*n = 0;
	for (const char *p = text; *p; ) {
		char *end;
		unsigned long k = strtoul(p, &end, 10);

		if (end == p || k >= ncallees || (*end && *end != ',')) {
			free(*v);
			*v = NULL;
			return false;
		}
		ALLOC_GROW(*v, *n + 1, alloc);
		(*v)[(*n)++] = (unsigned)k;
		p = *end ? end + 1 : end;
	}
	return true;
}

bool callorder_get(struct callorder *co, struct tindex *ti, const char *path, unsigned id,
		   unsigned **v, size_t *n)
{
	char *full = path_join(co->root, path);
	char stamp[FILE_STAMP];
	bool stamped = co->pc.on && file_stamp(full, stamp);
	const char *row = stamped ? prefcache_get_text(&co->pc, path, stamp) : NULL;

	free(full);
	if (row && parse_list(ti, id, row, v, n)) {
		co->reused++;
		return true;
	}
	/* the stamp before the read: a file changed while read is made again next time */
	if (!make_list(ti, id, v, n))
		return false;
	co->made++;
	if (stamped) {
		struct strbuf sb = STRBUF_INIT;

		for (size_t i = 0; i < *n; i++)
			sb_printf(&sb, "%s%u", i ? "," : "", (*v)[i]);
		prefcache_put_text(&co->pc, path, stamp, sb.buf ? sb.buf : "");
		sb_free(&sb);
	}
	return true;
}

void callorder_close(struct callorder *co)
{
	prefcache_close(&co->pc);
	memset(co, 0, sizeof(*co));
}
