// SPDX-License-Identifier: GPL-2.0
#include "index/cfstore.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "lib/hash.h"
#include "lib/strmap.h"

#define CFSTORE_MAGIC "rcucheck-cfiles 1"

/* ---- a cfile as bytes ---- */

/*
 * Unsigned numbers as LEB128, signed ones zigzagged first; a string is
 * its index + 1 in the record's own table of distinct strings (0: NULL),
 * so that a name called a hundred times is written once.
 */
struct encoder {
	struct strbuf body;
	struct strmap ids;	/* string -> its index + 1, as a pointer */
	struct strlist table;
};

static void put_u(struct strbuf *sb, uint64_t v)
{
	char b[10];
	size_t n = 0;

	do {
		b[n] = (char)(v & 0x7f);
		v >>= 7;
		if (v)
			b[n] |= (char)0x80;
		n++;
	} while (v);
	sb_add(sb, b, n);
}

static void put_s(struct strbuf *sb, int64_t v)
{
	put_u(sb, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63));
}

static void put_str(struct encoder *e, const char *s)
{
	if (!s) {
		put_u(&e->body, 0);
		return;
	}
	void **slot = strmap_slot(&e->ids, s);

	if (!*slot) {
		sl_push(&e->table, s);
		*slot = (void *)(uintptr_t)e->table.n;
	}
	put_u(&e->body, (uint64_t)(uintptr_t)*slot);
}

static void put_list(struct encoder *e, const struct strlist *sl)
{
	put_u(&e->body, sl->n);
	for (size_t i = 0; i < sl->n; i++)
		put_str(e, sl->v[i]);
}

void cfile_encode(const struct cfile *cf, struct strbuf *out)
{
	struct encoder e = { STRBUF_INIT, { 0 }, STRLIST_INIT };
	struct strbuf *b = &e.body;

	put_u(b, cf->nfuncs);
	for (size_t i = 0; i < cf->nfuncs; i++) {
		const struct cfunc *f = &cf->funcs[i];

		put_str(&e, f->name);
		put_s(b, f->line);
		put_s(b, f->end_line);
		put_u(b, (uint64_t)f->is_static | (uint64_t)f->is_inline << 1 |
			 (uint64_t)f->is_syscall << 2 | (uint64_t)f->is_macro << 3 |
			 (uint64_t)f->says_releases << 4 | (uint64_t)f->body_sleeplock << 5 |
			 (uint64_t)f->body_guard << 6);
		put_u(b, f->body_flavors);
		put_u(b, f->contract);
		put_str(&e, f->contract_text);
		put_str(&e, f->access_text);
		put_s(b, f->access_line);
	}
	put_u(b, cf->ncalls);
	for (size_t i = 0; i < cf->ncalls; i++) {
		const struct ccall *c = &cf->calls[i];

		put_s(b, c->caller);
		put_str(&e, c->callee);
		put_s(b, c->line);
		put_s(b, c->col);
		put_str(&e, c->type);
		put_str(&e, c->held);
	}
	put_list(&e, &cf->refs);
	put_u(b, cf->nstores);
	for (size_t i = 0; i < cf->nstores; i++) {
		const struct cstore *s = &cf->stores[i];

		put_str(&e, s->field);
		put_str(&e, s->func);
		put_str(&e, s->type);
		put_s(b, s->line);
		put_u(b, s->agg);
	}
	put_u(b, cf->nmembers);
	for (size_t i = 0; i < cf->nmembers; i++) {
		put_str(&e, cf->members[i].strct);
		put_str(&e, cf->members[i].field);
		put_str(&e, cf->members[i].type);
	}
	put_list(&e, &cf->exports);
	put_u(b, cf->nupdates);
	for (size_t i = 0; i < cf->nupdates; i++) {
		const struct cupdate *u = &cf->updates[i];

		put_s(b, u->func);
		put_str(&e, u->prim);
		put_str(&e, u->object);
		put_str(&e, u->node);
		put_str(&e, u->held);
		put_str(&e, u->gp);
		put_str(&e, u->gps);
		put_s(b, u->line);
	}
	put_u(b, cf->nreads);
	for (size_t i = 0; i < cf->nreads; i++) {
		const struct cread *r = &cf->reads[i];

		put_s(b, r->func);
		put_str(&e, r->prim);
		put_str(&e, r->object);
		put_str(&e, r->node);
		put_str(&e, r->flavors);
		put_s(b, r->line);
	}
	put_list(&e, &cf->guard_classes);
	put_list(&e, &cf->guard_locks);
	put_list(&e, &cf->guard_held);
	put_list(&e, &cf->guard_bases);

	/* the table first: the decoder makes each string once, then points at it */
	put_u(out, e.table.n);
	for (size_t i = 0; i < e.table.n; i++) {
		size_t n = strlen(e.table.v[i]);

		put_u(out, n);
		sb_add(out, e.table.v[i], n);
	}
	if (b->len)
		sb_add(out, b->buf, b->len);
	sb_free(b);
	strmap_free(&e.ids, NULL);
	sl_free(&e.table);
}

struct decoder {
	const unsigned char *p, *end;
	char **table;
	size_t ntable;
	bool bad;
};

static uint64_t get_u(struct decoder *d)
{
	uint64_t v = 0;

	for (unsigned shift = 0; shift < 64; shift += 7) {
		if (d->p >= d->end) {
			d->bad = true;
			return 0;
		}
		unsigned char c = *d->p++;

		v |= (uint64_t)(c & 0x7f) << shift;
		if (!(c & 0x80))
			return v;
	}
	d->bad = true;
	return 0;
}

static int get_int(struct decoder *d)
{
	uint64_t u = get_u(d);
	int64_t v = (int64_t)(u >> 1) ^ -(int64_t)(u & 1);

	if (v < INT32_MIN || v > INT32_MAX)
		d->bad = true;
	return d->bad ? 0 : (int)v;
}

static char *get_str(struct decoder *d)
{
	uint64_t k = get_u(d);

	if (k > d->ntable)
		d->bad = true;
	return d->bad || !k ? NULL : d->table[k - 1];
}

/* A count of items of at least one byte each: no more than the bytes left. */
static size_t get_count(struct decoder *d)
{
	uint64_t n = get_u(d);

	if (n > (uint64_t)(d->end - d->p))
		d->bad = true;
	return d->bad ? 0 : (size_t)n;
}

static void *get_array(struct decoder *d, size_t *n, size_t size)
{
	*n = get_count(d);
	return *n ? xcalloc(*n, size) : NULL;
}

static void get_list(struct decoder *d, struct strlist *sl)
{
	size_t n = get_count(d);

	for (size_t i = 0; i < n && !d->bad; i++) {
		char *s = get_str(d);

		if (!s)
			d->bad = true;
		else
			sl_push(sl, s);
	}
}

bool cfile_decode(const unsigned char *p, size_t len, struct cfile *out)
{
	struct decoder d = { p, p + len, NULL, 0, false };

	memset(out, 0, sizeof(*out));
	d.ntable = get_count(&d);
	d.table = xcalloc(d.ntable + 1, sizeof(*d.table));
	for (size_t i = 0; i < d.ntable && !d.bad; i++) {
		size_t n = get_count(&d);

		if (d.bad)
			break;
		d.table[i] = carena_dup(&out->arena, (const char *)d.p, n);
		d.p += n;
	}

	out->funcs = get_array(&d, &out->nfuncs, sizeof(*out->funcs));
	for (size_t i = 0; i < out->nfuncs && !d.bad; i++) {
		struct cfunc *f = &out->funcs[i];
		uint64_t flags;

		f->name = get_str(&d);
		f->line = get_int(&d);
		f->end_line = get_int(&d);
		flags = get_u(&d);
		f->is_static = flags & 1;
		f->is_inline = flags >> 1 & 1;
		f->is_syscall = flags >> 2 & 1;
		f->is_macro = flags >> 3 & 1;
		f->says_releases = flags >> 4 & 1;
		f->body_sleeplock = flags >> 5 & 1;
		f->body_guard = flags >> 6 & 1;
		f->body_flavors = (rcu_flavors)get_u(&d);
		f->contract = (enum contract)get_u(&d);
		f->contract_text = get_str(&d);
		f->access_text = get_str(&d);
		f->access_line = get_int(&d);
		if (!f->name || f->contract > CONTRACT_ANNOTATION)
			d.bad = true;
	}
	out->calls = d.bad ? NULL : get_array(&d, &out->ncalls, sizeof(*out->calls));
	for (size_t i = 0; i < out->ncalls && !d.bad; i++) {
		struct ccall *c = &out->calls[i];

		c->caller = get_int(&d);
		c->callee = get_str(&d);
		c->line = get_int(&d);
		c->col = get_int(&d);
		c->type = get_str(&d);
		c->held = get_str(&d);
		if (!c->callee || c->caller >= (int)out->nfuncs)
			d.bad = true;
	}
	if (!d.bad)
		get_list(&d, &out->refs);
	out->stores = d.bad ? NULL : get_array(&d, &out->nstores, sizeof(*out->stores));
	for (size_t i = 0; i < out->nstores && !d.bad; i++) {
		struct cstore *s = &out->stores[i];

		s->field = get_str(&d);
		s->func = get_str(&d);
		s->type = get_str(&d);
		s->line = get_int(&d);
		s->agg = (unsigned)get_u(&d);
	}
	out->members = d.bad ? NULL : get_array(&d, &out->nmembers, sizeof(*out->members));
	for (size_t i = 0; i < out->nmembers && !d.bad; i++) {
		out->members[i].strct = get_str(&d);
		out->members[i].field = get_str(&d);
		out->members[i].type = get_str(&d);
	}
	if (!d.bad)
		get_list(&d, &out->exports);
	out->updates = d.bad ? NULL : get_array(&d, &out->nupdates, sizeof(*out->updates));
	for (size_t i = 0; i < out->nupdates && !d.bad; i++) {
		struct cupdate *u = &out->updates[i];

		u->func = get_int(&d);
		u->prim = get_str(&d);
		u->object = get_str(&d);
		u->node = get_str(&d);
		u->held = get_str(&d);
		u->gp = get_str(&d);
		u->gps = get_str(&d);
		u->line = get_int(&d);
		if (u->func < 0 || u->func >= (int)out->nfuncs)
			d.bad = true;
	}
	out->reads = d.bad ? NULL : get_array(&d, &out->nreads, sizeof(*out->reads));
	for (size_t i = 0; i < out->nreads && !d.bad; i++) {
		struct cread *r = &out->reads[i];

		r->func = get_int(&d);
		r->prim = get_str(&d);
		r->object = get_str(&d);
		r->node = get_str(&d);
		r->flavors = get_str(&d);
		r->line = get_int(&d);
		if (r->func < 0 || r->func >= (int)out->nfuncs)
			d.bad = true;
	}
	if (!d.bad)
		get_list(&d, &out->guard_classes);
	if (!d.bad)
		get_list(&d, &out->guard_locks);
	if (!d.bad)
		get_list(&d, &out->guard_held);
	if (!d.bad)
		get_list(&d, &out->guard_bases);
	free(d.table);
	if (d.bad || d.p != d.end) {
		cfile_free(out);
		return false;
	}
	return true;
}

/* ---- the store ---- */

struct record {
	const char *stamp;		/* NUL-ended: in the mapping, or owned with blob */
	const unsigned char *blob;
	size_t len;
	uint64_t sum;
	char *owned;			/* a record made by this run: stamp, then blob */
};

struct cfstore {
	char *path, *key;
	void *map;			/* the file as read, NULL when none */
	size_t map_len;
	struct strmap records;		/* path -> struct record */
	bool appendable;		/* the file is ours (its header checks out) */
	size_t reused, made;
};

/* FNV-1a: a record's damage is found without a hash of the whole store. */
static uint64_t checksum(const unsigned char *p, size_t len)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < len; i++)
		h = (h ^ p[i]) * 0x100000001b3ULL;
	return h;
}

static void free_record(void *p)
{
	struct record *r = p;

	if (r)
		free(r->owned);
	free(r);
}

/*
 * A record on disk: path NUL, stamp NUL, checksum (8 bytes), length
 * (8 bytes), the encoded facts. Stops at the first record that does not
 * fit (a write cut short): those before it are kept (each is checked
 * again when used), and false says that records appended after it would
 * never be read.
 */
static bool read_records(struct cfstore *st, const unsigned char *p, const unsigned char *end)
{
	while (p < end) {
		const unsigned char *path = p, *stamp, *z;
		uint64_t sum, len;

		if (!(z = memchr(p, '\0', (size_t)(end - p))))
			return false;
		stamp = z + 1;
		if (stamp >= end || !(z = memchr(stamp, '\0', (size_t)(end - stamp))))
			return false;
		p = z + 1;
		if ((size_t)(end - p) < 16)
			return false;
		memcpy(&sum, p, 8);
		memcpy(&len, p + 8, 8);
		p += 16;
		if (len > (uint64_t)(end - p))
			return false;
		struct record *r = xcalloc(1, sizeof(*r));
		void **slot = strmap_slot(&st->records, (const char *)path);

		free_record(*slot);
		r->stamp = (const char *)stamp;
		r->blob = p;
		r->len = (size_t)len;
		r->sum = sum;
		*slot = r;
		p += len;
	}
	return true;
}

struct cfstore *cfstore_open(const char *path, const char *key)
{
	struct cfstore *st = xcalloc(1, sizeof(*st));
	char *header = str_printf("%s %s\n", CFSTORE_MAGIC, key);
	size_t hlen = strlen(header);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat sb;

	st->path = str_dup(path);
	st->key = str_dup(key);
	if (fd >= 0 && !fstat(fd, &sb) && S_ISREG(sb.st_mode) && (size_t)sb.st_size > hlen) {
		void *map = mmap(NULL, (size_t)sb.st_size, PROT_READ, MAP_PRIVATE, fd, 0);

		if (map != MAP_FAILED) {
			st->map = map;
			st->map_len = (size_t)sb.st_size;
			st->appendable = !memcmp(map, header, hlen) &&
					 read_records(st, (const unsigned char *)map + hlen,
						      (const unsigned char *)map + st->map_len);
		}
	}
	if (fd >= 0)
		close(fd);
	free(header);
	return st;
}

struct cfstore *cfstore_open_tree(const char *path, const char *root)
{
	const char *bin = hash_of_self();
	char key[HASH_HEX];

	if (!bin)
		return NULL;
	struct hasher *h = hasher_new();

	hasher_add_str(h, "rcucheck-cfiles");
	hasher_add_str(h, root);
	hasher_add_str(h, bin);
	hasher_done(h, key);
	return cfstore_open(path, key);
}

char *cfstore_path_beside(const char *index_path)
{
	size_t n = strlen(index_path);

	if (ends_with(index_path, ".tidx"))
		n -= strlen(".tidx");
	return str_printf("%.*s.facts", (int)n, index_path);
}

bool cfstore_is_new(const struct cfstore *st)
{
	return !st->appendable;
}

bool cfstore_get(struct cfstore *st, const char *path, const char *stamp, struct cfile *out)
{
	struct record *r = strmap_get(&st->records, path);

	if (!r || strcmp(r->stamp, stamp) || checksum(r->blob, r->len) != r->sum ||
	    !cfile_decode(r->blob, r->len, out))
		return false;
	st->reused++;
	return true;
}

void cfstore_put(struct cfstore *st, const char *path, const char *stamp, const struct cfile *cf)
{
	struct strbuf sb = STRBUF_INIT;
	size_t slen = strlen(stamp) + 1;
	struct record *r = xcalloc(1, sizeof(*r));
	void **slot = strmap_slot(&st->records, path);

	sb_add(&sb, stamp, slen);
	cfile_encode(cf, &sb);
	r->len = sb.len - slen;
	r->owned = sb_detach(&sb);
	r->stamp = r->owned;
	r->blob = (const unsigned char *)r->owned + slen;
	r->sum = checksum(r->blob, r->len);
	free_record(*slot);
	*slot = r;
	st->made++;
}

void cfstore_counts(const struct cfstore *st, size_t *reused, size_t *made)
{
	*reused = st->reused;
	*made = st->made;
}

static int cmp_key(const void *a, const void *b)
{
	return strcmp((*(const struct strmap_slot *const *)a)->key,
		      (*(const struct strmap_slot *const *)b)->key);
}

/* A record as the file holds it (read_records()), appended to @sb. */
static void put_record(struct strbuf *sb, const char *path, const struct record *r)
{
	uint64_t len = r->len;

	sb_add(sb, path, strlen(path) + 1);
	sb_add(sb, r->stamp, strlen(r->stamp) + 1);
	sb_add(sb, (const char *)&r->sum, 8);
	sb_add(sb, (const char *)&len, 8);
	sb_add(sb, (const char *)r->blob, r->len);
}

static size_t record_size(const char *path, const struct record *r)
{
	return strlen(path) + 1 + strlen(r->stamp) + 1 + 16 + r->len;
}

static int write_store(struct cfstore *st)
{
	struct strbuf sb = STRBUF_INIT;
	struct strmap_slot **slots = xcalloc(st->records.n + 1, sizeof(*slots));
	size_t n = 0;
	char *dir = str_dup(st->path), *slash = strrchr(dir, '/');
	int ret;

	strmap_for_each(&st->records, s)
		slots[n++] = s;
	/* in path order: the same records make the same file */
	qsort(slots, n, sizeof(*slots), cmp_key);
	sb_printf(&sb, "%s %s\n", CFSTORE_MAGIC, st->key);
	for (size_t i = 0; i < n; i++)
		put_record(&sb, slots[i]->key, slots[i]->val);
	if (slash)
		*slash = '\0';
	ret = (slash && mkdir_p(dir, 0777)) ? -1 : write_file_atomic(st->path, sb.buf, sb.len);
	if (ret)
		error("cannot write %s: %s (the next audit scans the files again)", st->path,
		      strerror(errno));
	free(dir);
	free(slots);
	sb_free(&sb);
	return ret;
}

/*
 * The records made by this run appended to the store in one write, when
 * the store is ours and what they replace (with what earlier appends
 * replaced) stays under half the file: a warm audit after one change
 * writes the changed files' records, not the whole store (100 MB for
 * 6.12). False when the store is to be written whole. A write cut short
 * leaves a last record that does not fit or check out: ignored.
 */
static bool append_records(struct cfstore *st)
{
	struct strbuf sb = STRBUF_INIT;
	size_t live = 0;
	int fd;
	bool ok;

	if (!st->appendable)
		return false;
	strmap_for_each(&st->records, s) {
		const struct record *r = s->val;

		if (r->owned)
			put_record(&sb, s->key, r);
		else
			live += record_size(s->key, r);
	}
	live += sb.len;
	/* dead: the file's bytes no record in use points to, after the append */
	if (st->map_len + sb.len - live > live) {
		sb_free(&sb);
		return false;
	}
	fd = open(st->path, O_WRONLY | O_APPEND | O_CLOEXEC);
	ok = fd >= 0 && write(fd, sb.buf, sb.len) == (ssize_t)sb.len;
	if (fd >= 0 && close(fd))
		ok = false;
	sb_free(&sb);
	return ok;
}

void cfstore_close(struct cfstore *st)
{
	if (!st)
		return;
	if (st->made && !append_records(st))
		write_store(st);
	strmap_free(&st->records, free_record);
	if (st->map)
		munmap(st->map, st->map_len);
	free(st->path);
	free(st->key);
	free(st);
}
