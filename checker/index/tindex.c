// SPDX-License-Identifier: GPL-2.0
/*
 * The whole-tree call index (see tindex.h).
 *
 * Each file keeps what it contributes as arrays of name ids: the names
 * it calls, uses as values and exports, and its definitions. The
 * inverted lists (name -> files) are derived from those in two counting
 * passes, so an update only replaces a few files' arrays and derives
 * again (a fraction of a second). The saved file holds the per-file
 * arrays and the names, with their hash table so that loading hashes
 * nothing. Scanning runs on worker threads, one per CPU (at most four);
 * the main thread interns names and merges in file order, so the lists
 * come out sorted without sorting.
 */
#include "index/tindex.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "index/cfstore.h"
#include "lib/git.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "lib/strmap.h"
#include "rcu/model.h"

#define MAGIC "RCUTIDX\n"
#define END_MAGIC "END\n"
#define ENDIAN_MARK 0x01020304u
#define MAX_WORKERS 4
#define TEXTS_KEPT 256	/* tindex_file_text()'s files kept (a few MB) */
/* How far scanning may run ahead of merging (bounds memory). */
#define WINDOW 512
#define GUARD_FIELDS 4	/* class, lock call, held template, base class */
#define UPDATE_FIELDS 8	/* function, primitive, object, node, held, gp, line, gps ("-": none) */
#define READ_FIELDS 6	/* function, primitive, object, node, flavors, line (cindex.h's cread) */
#define MEMBER_FIELDS 3	/* struct, member, the struct it points to (cindex.h's cmember) */

/* ---- interned strings: id <-> string ---- */

struct strblock {
	struct strblock *next;
	size_t used, size;
	char data[];
};

struct strtab {
	const char **v;		/* id -> string */
	size_t n, alloc;
	uint32_t *slot;		/* id + 1, 0 free */
	size_t cap;
	struct strblock *blocks;
};

static uint32_t strhash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static const char *st_store(struct strtab *t, const char *s)
{
	size_t n = strlen(s) + 1;
	struct strblock *b = t->blocks;

	if (!b || b->size - b->used < n) {
		size_t size = n > 65536 ? n : 65536;

		b = xmalloc(sizeof(*b) + size);
		b->used = 0;
		b->size = size;
		b->next = t->blocks;
		t->blocks = b;
	}
	char *p = b->data + b->used;

	memcpy(p, s, n);
	b->used += n;
	return p;
}

static size_t st_probe(const struct strtab *t, const char *s)
{
	size_t k = strhash(s) & (t->cap - 1);

	while (t->slot[k] && strcmp(t->v[t->slot[k] - 1], s))
		k = (k + 1) & (t->cap - 1);
	return k;
}

static void st_grow(struct strtab *t)
{
	free(t->slot);
	t->cap = t->cap ? t->cap * 2 : 1024;
	t->slot = xcalloc(t->cap, sizeof(*t->slot));
	for (size_t i = 0; i < t->n; i++)
		t->slot[st_probe(t, t->v[i])] = (uint32_t)i + 1;
}

static long st_find(const struct strtab *t, const char *s)
{
	if (!t->cap)
		return -1;
	size_t k = st_probe(t, s);

	return t->slot[k] ? (long)t->slot[k] - 1 : -1;
}

static unsigned st_intern(struct strtab *t, const char *s)
{
	if ((t->n + 1) * 2 > t->cap)
		st_grow(t);
	size_t k = st_probe(t, s);

	if (t->slot[k])
		return t->slot[k] - 1;
	ALLOC_GROW(t->v, t->n, t->alloc);
	t->v[t->n] = st_store(t, s);
	t->slot[k] = (uint32_t)++t->n;
	return (unsigned)t->n - 1;
}

static void st_free(struct strtab *t)
{
	while (t->blocks) {
		struct strblock *next = t->blocks->next;

		free(t->blocks);
		t->blocks = next;
	}
	free(t->v);
	free(t->slot);
	memset(t, 0, sizeof(*t));
}

/* ---- the index ---- */

struct tfile {
	const char *path;	/* in the paths table */
	int64_t mtime, size;
	bool deleted;
	unsigned *calls, *refs, *exports;	/* name ids, each once */
	unsigned ncalls, nrefs, nexports, nfuncs;
	/* indices into calls: those a function (not a macro) calls, in the order of their first call */
	unsigned *call_order, ncall_order;
	unsigned *guards, nguards;	/* name ids, GUARD_FIELDS a class (cindex.h's four lists) */
	unsigned *updates, nupdates;	/* name ids, UPDATE_FIELDS a site (cindex.h's cupdate) */
	unsigned *reads, nreads;	/* name ids, READ_FIELDS a site (cindex.h's cread) */
	unsigned *members, nmembers;	/* name ids, MEMBER_FIELDS a member (cindex.h's cmember) */
	struct cfunc *funcs;	/* names interned; contract_text owned */
	unsigned *func_names;	/* their name ids */
	struct cfile *cache;	/* tindex_file() */
};

struct tindex {
	char *root;
	unsigned long serial;	/* this process's count of indexes made: tindex_serial() */
	struct strtab names, paths;	/* a file's id is its path's id */
	struct tfile *files;
	size_t nfiles, files_alloc;
	/* derived from the files: name id -> files, in CSR form */
	size_t nderived;
	unsigned *call_off, *call_v, *ref_off, *ref_v, *def_off;
	struct tdef *def_v;
	unsigned char *exported;
	char *macros;		/* the accessor macros (index/macros.c), NULL until computed */
	struct cfstore *store;	/* tindex_file()'s facts kept between runs, NULL: none */
	/* "S.m" and "m" -> the struct m points to ("" when declarations differ), built on first use */
	struct strmap member_types;
	bool member_types_built;
	/*
	 * tindex_file_text()'s last files and where their lines begin:
	 * callers ask for a few files many times in a row, and for lines of
	 * them (tindex_file_lines()), which a scan from the top made the
	 * caller search's largest cost on a warm audit.
	 */
	struct ttext {
		unsigned file;
		char *text;		/* NULL: the slot is free */
		char *code;		/* tindex_file_code()'s, made on first use */
		size_t len;		/* to its first NUL */
		size_t *starts;		/* starts[k]: where line k + 1 begins; NULL until asked */
		size_t nstarts;
		unsigned long used;	/* the call that last asked for it */
	} texts[TEXTS_KEPT];
	unsigned long texts_calls;
	unsigned *text_slot;	/* file -> its slot of texts + 1, 0: not kept */
	size_t text_slots;	/* files text_slot has room for */
};

static void tfile_clear(struct tfile *f)
{
	for (unsigned i = 0; i < f->nfuncs; i++) {
		free(f->funcs[i].contract_text);
		free(f->funcs[i].access_text);
	}
	free(f->funcs);
	free(f->func_names);
	free(f->calls);
	free(f->call_order);
	free(f->refs);
	free(f->exports);
	free(f->guards);
	free(f->updates);
	free(f->reads);
	free(f->members);
	if (f->cache) {
		cfile_free(f->cache);
		free(f->cache);
	}
	const char *path = f->path;

	memset(f, 0, sizeof(*f));
	f->path = path;
}

static struct tindex *tindex_new(const char *root)
{
	static unsigned long made;
	struct tindex *ti = xcalloc(1, sizeof(*ti));

	ti->root = str_dup(root);
	ti->serial = ++made;
	return ti;
}

unsigned long tindex_serial(const struct tindex *ti)
{
	return ti->serial;
}

/* The file of @path, added (empty) when new. */
static unsigned file_id(struct tindex *ti, const char *path)
{
	unsigned id = st_intern(&ti->paths, path);

	if (id < ti->nfiles)
		return id;
	ALLOC_GROW(ti->files, ti->nfiles, ti->files_alloc);
	memset(&ti->files[id], 0, sizeof(ti->files[id]));
	ti->files[id].path = ti->paths.v[id];
	ti->files[id].deleted = true;
	ti->nfiles = id + 1;
	return id;
}

static void free_derived(struct tindex *ti)
{
	free(ti->call_off);
	free(ti->call_v);
	free(ti->ref_off);
	free(ti->ref_v);
	free(ti->def_off);
	free(ti->def_v);
	free(ti->exported);
	ti->call_off = ti->call_v = ti->ref_off = ti->ref_v = ti->def_off = NULL;
	ti->def_v = NULL;
	ti->exported = NULL;
	ti->nderived = 0;
}

enum list_kind { L_CALLS, L_REFS };

static void file_list(const struct tfile *f, enum list_kind k, const unsigned **v, unsigned *n)
{
	*v = k == L_CALLS ? f->calls : f->refs;
	*n = k == L_CALLS ? f->ncalls : f->nrefs;
}

/* name -> ascending file ids, by counting: @off has nnames + 1 entries. */
static void derive_list(const struct tindex *ti, enum list_kind k, unsigned **offp, unsigned **vp)
{
	size_t nn = ti->names.n;
	unsigned *off = xcalloc(nn + 1, sizeof(*off)), *v;
	const unsigned *ids;
	unsigned n;

	for (size_t f = 0; f < ti->nfiles; f++) {
		file_list(&ti->files[f], k, &ids, &n);
		for (unsigned i = 0; i < n; i++)
			off[ids[i] + 1]++;
	}
	for (size_t i = 0; i < nn; i++)
		off[i + 1] += off[i];
	v = xmalloc((off[nn] + 1) * sizeof(*v));
	unsigned *fill = xmalloc((nn + 1) * sizeof(*fill));

	memcpy(fill, off, (nn + 1) * sizeof(*fill));
	for (size_t f = 0; f < ti->nfiles; f++) {
		file_list(&ti->files[f], k, &ids, &n);
		for (unsigned i = 0; i < n; i++)
			v[fill[ids[i]]++] = (unsigned)f;
	}
	free(fill);
	*offp = off;
	*vp = v;
}

static void derive_defs(struct tindex *ti)
{
	size_t nn = ti->names.n;
	unsigned *off = xcalloc(nn + 1, sizeof(*off));

	for (size_t f = 0; f < ti->nfiles; f++)
		for (unsigned i = 0; i < ti->files[f].nfuncs; i++)
			off[ti->files[f].func_names[i] + 1]++;
	for (size_t i = 0; i < nn; i++)
		off[i + 1] += off[i];
	struct tdef *v = xmalloc((off[nn] + 1) * sizeof(*v));
	unsigned *fill = xmalloc((nn + 1) * sizeof(*fill));

	memcpy(fill, off, (nn + 1) * sizeof(*fill));
	for (size_t f = 0; f < ti->nfiles; f++) {
		for (unsigned i = 0; i < ti->files[f].nfuncs; i++) {
			const struct cfunc *fn = &ti->files[f].funcs[i];

			v[fill[ti->files[f].func_names[i]]++] =
				(struct tdef){ (unsigned)f, fn };
		}
	}
	free(fill);
	ti->def_off = off;
	ti->def_v = v;
}

static void derive(struct tindex *ti)
{
	free_derived(ti);
	derive_list(ti, L_CALLS, &ti->call_off, &ti->call_v);
	derive_list(ti, L_REFS, &ti->ref_off, &ti->ref_v);
	derive_defs(ti);
	ti->exported = xcalloc(ti->names.n + 1, 1);
	for (size_t f = 0; f < ti->nfiles; f++)
		for (unsigned i = 0; i < ti->files[f].nexports; i++)
			ti->exported[ti->files[f].exports[i]] = 1;
	ti->nderived = ti->names.n;
}

/* ---- scanning, on worker threads ---- */

/* Reads @path whole (NUL-terminated); NULL when it is no regular file. */
static char *slurp_path(const char *path, size_t *len, struct stat *st)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	char *buf = NULL;

	if (fd < 0)
		return NULL;
	if (fstat(fd, st) || !S_ISREG(st->st_mode))
		goto out;
	size_t size = (size_t)st->st_size, got = 0;

	buf = xmalloc(size + 1);
	while (got < size) {
		ssize_t n = read(fd, buf + got, size - got);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;	/* shrank meanwhile: what we have */
		got += (size_t)n;
	}
	buf[got] = '\0';
	*len = got;
out:
	close(fd);
	return buf;
}

static char *slurp(const char *root, const char *rel, size_t *len, struct stat *st)
{
	char *path = path_join(root, rel);
	char *buf = slurp_path(path, len, st);

	free(path);
	return buf;
}

static int64_t mtime_ns(const struct stat *st)
{
	return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
}

/* One file's scan, as a worker hands it to the merger. */
struct scan {
	bool missing;
	int64_t mtime, size;
	struct cfile cf;
	const char **callees;	/* each once */
	size_t ncallees;
	unsigned *order, norder;	/* the index's call_order */
	char stamp[FILE_STAMP];	/* when its full facts are kept: the file's, before the read */
};

/* The callees' first calls from a function, in order, as indices into the sorted callees. */
static void call_order(struct scan *s)
{
	bool *seen = xcalloc(s->ncallees + 1, sizeof(*seen));

	s->order = xmalloc((s->ncallees + 1) * sizeof(*s->order));
	for (size_t i = 0; i < s->cf.ncalls; i++) {
		const struct ccall *c = &s->cf.calls[i];
		const char **at;

		if (c->caller < 0 || s->cf.funcs[c->caller].is_macro)
			continue;
		at = bsearch(&c->callee, s->callees, s->ncallees, sizeof(*s->callees), str_ptr_cmp);
		if (at && !seen[at - s->callees]) {
			seen[at - s->callees] = true;
			s->order[s->norder++] = (unsigned)(at - s->callees);
		}
	}
	free(seen);
}

/*
 * @keep: the file's full facts (call sites too) stay for the merger to
 * put in the index's facts store, else the call sites are dropped.
 */
static struct scan *scan_file(const char *root, const char *rel, bool keep)
{
	struct scan *s = xcalloc(1, sizeof(*s));
	struct stat st;
	size_t len;
	char *text = slurp(root, rel, &len, &st);

	if (!text) {
		s->missing = true;
		return s;
	}
	s->mtime = mtime_ns(&st);
	s->size = (int64_t)st.st_size;
	if (keep)
		stat_stamp(&st, s->stamp);
	cindex_scan(text, len, &s->cf);
	free(text);
	s->callees = xmalloc((s->cf.ncalls + 1) * sizeof(*s->callees));
	for (size_t i = 0; i < s->cf.ncalls; i++)
		s->callees[i] = s->cf.calls[i].callee;
	qsort(s->callees, s->cf.ncalls, sizeof(*s->callees), str_ptr_cmp);
	for (size_t i = 0; i < s->cf.ncalls; i++)
		if (!s->ncallees || strcmp(s->callees[s->ncallees - 1], s->callees[i]))
			s->callees[s->ncallees++] = s->callees[i];
	call_order(s);
	if (!keep) {
		free(s->cf.calls);	/* the call sites are not kept */
		s->cf.calls = NULL;
		s->cf.ncalls = 0;
	}
	return s;
}

static unsigned *intern_all(struct tindex *ti, const char *const *v, size_t n)
{
	unsigned *ids = xmalloc((n + 1) * sizeof(*ids));

	for (size_t i = 0; i < n; i++)
		ids[i] = st_intern(&ti->names, v[i]);
	return ids;
}

static unsigned intern_or_dash(struct tindex *ti, const char *s)
{
	return st_intern(&ti->names, s ? s : "-");
}

static void merge_updates(struct tindex *ti, struct tfile *f, const struct cfile *cf)
{
	f->nupdates = (unsigned)(UPDATE_FIELDS * cf->nupdates);
	f->updates = xmalloc((f->nupdates + 1) * sizeof(*f->updates));
	for (size_t i = 0; i < cf->nupdates; i++) {
		const struct cupdate *u = &cf->updates[i];
		unsigned *v = &f->updates[i * UPDATE_FIELDS];
		char line[16];

		snprintf(line, sizeof(line), "%d", u->line);
		v[0] = intern_or_dash(ti, cf->funcs[u->func].name);
		v[1] = intern_or_dash(ti, u->prim);
		v[2] = intern_or_dash(ti, u->object);
		v[3] = intern_or_dash(ti, u->node);
		v[4] = intern_or_dash(ti, u->held);
		v[5] = intern_or_dash(ti, u->gp);
		v[6] = intern_or_dash(ti, line);
		v[7] = intern_or_dash(ti, u->gps);
	}
	f->nreads = (unsigned)(READ_FIELDS * cf->nreads);
	f->reads = xmalloc((f->nreads + 1) * sizeof(*f->reads));
	for (size_t i = 0; i < cf->nreads; i++) {
		const struct cread *r = &cf->reads[i];
		unsigned *v = &f->reads[i * READ_FIELDS];
		char line[16];

		snprintf(line, sizeof(line), "%d", r->line);
		v[0] = intern_or_dash(ti, cf->funcs[r->func].name);
		v[1] = intern_or_dash(ti, r->prim);
		v[2] = intern_or_dash(ti, r->object);
		v[3] = intern_or_dash(ti, r->node);
		v[4] = intern_or_dash(ti, r->flavors);
		v[5] = intern_or_dash(ti, line);
	}
}

static void merge(struct tindex *ti, unsigned id, struct scan *s)
{
	struct tfile *f = &ti->files[id];

	tfile_clear(f);
	f->deleted = s->missing;
	f->mtime = s->mtime;
	f->size = s->size;
	if (!s->missing) {
		f->calls = intern_all(ti, s->callees, s->ncallees);
		f->ncalls = (unsigned)s->ncallees;
		f->call_order = s->order;
		f->ncall_order = s->norder;
		s->order = NULL;
		f->refs = intern_all(ti, (const char *const *)s->cf.refs.v, s->cf.refs.n);
		f->nrefs = (unsigned)s->cf.refs.n;
		f->exports = intern_all(ti, (const char *const *)s->cf.exports.v, s->cf.exports.n);
		f->nexports = (unsigned)s->cf.exports.n;
		const struct strlist *fields[GUARD_FIELDS] = {
			&s->cf.guard_classes, &s->cf.guard_locks, &s->cf.guard_held,
			&s->cf.guard_bases,
		};

		f->nguards = (unsigned)(GUARD_FIELDS * s->cf.guard_classes.n);
		f->guards = xmalloc((f->nguards + 1) * sizeof(*f->guards));
		for (unsigned i = 0; i < f->nguards; i++)
			f->guards[i] = st_intern(&ti->names,
						 fields[i % GUARD_FIELDS]->v[i / GUARD_FIELDS]);
		merge_updates(ti, f, &s->cf);
		f->nmembers = (unsigned)(MEMBER_FIELDS * s->cf.nmembers);
		f->members = xmalloc((f->nmembers + 1) * sizeof(*f->members));
		for (size_t i = 0; i < s->cf.nmembers; i++) {
			f->members[i * MEMBER_FIELDS] = st_intern(&ti->names, s->cf.members[i].strct);
			f->members[i * MEMBER_FIELDS + 1] = st_intern(&ti->names, s->cf.members[i].field);
			f->members[i * MEMBER_FIELDS + 2] = st_intern(&ti->names, s->cf.members[i].type);
		}
		f->nfuncs = (unsigned)s->cf.nfuncs;
		f->funcs = xmalloc((f->nfuncs + 1) * sizeof(*f->funcs));
		f->func_names = xmalloc((f->nfuncs + 1) * sizeof(*f->func_names));
		for (unsigned i = 0; i < f->nfuncs; i++) {
			struct cfunc *fn = &f->funcs[i];
			unsigned name = st_intern(&ti->names, s->cf.funcs[i].name);

			f->func_names[i] = name;
			*fn = s->cf.funcs[i];
			fn->name = (char *)ti->names.v[name];
			if (fn->contract_text)
				fn->contract_text = str_dup(fn->contract_text);
			if (fn->access_text)
				fn->access_text = str_dup(fn->access_text);
		}
		/* what tindex_file() would scan again, kept */
		if (ti->store && s->stamp[0])
			cfstore_put(ti->store, f->path, s->stamp, &s->cf);
	}
	cfile_free(&s->cf);
	free(s->callees);
	free(s->order);
	free(s);
}

struct pipeline {
	struct tindex *ti;
	const char *root;
	const char *const *paths;
	const unsigned *ids;
	size_t n, next, merged;
	bool keep;		/* the full facts for the store */
	struct scan **res;
	pthread_mutex_t mu;
	pthread_cond_t ready, room;
};

static void *worker(void *arg)
{
	struct pipeline *pl = arg;

	for (;;) {
		pthread_mutex_lock(&pl->mu);
		while (pl->next < pl->n && pl->next >= pl->merged + WINDOW)
			pthread_cond_wait(&pl->room, &pl->mu);
		if (pl->next >= pl->n) {
			pthread_mutex_unlock(&pl->mu);
			return NULL;
		}
		size_t i = pl->next++;

		pthread_mutex_unlock(&pl->mu);
		struct scan *s = scan_file(pl->root, pl->paths[i], pl->keep);

		pthread_mutex_lock(&pl->mu);
		pl->res[i] = s;
		pthread_cond_signal(&pl->ready);
		pthread_mutex_unlock(&pl->mu);
	}
}

static int nworkers(size_t n)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int w = cpus < 1 ? 1 : cpus > MAX_WORKERS ? MAX_WORKERS : (int)cpus;

	return n < 64 ? 1 : w;
}

/* Scans @paths[i] into file @ids[i], in order, on worker threads. */
static void scan_files(struct tindex *ti, const char *root, const char *const *paths,
		       const unsigned *ids, size_t n)
{
	struct pipeline pl = { .ti = ti, .root = root, .paths = paths, .ids = ids, .n = n,
			       .keep = ti->store != NULL };
	pthread_t th[MAX_WORKERS];
	int w = nworkers(n), started = 0;
	struct progress pr;
	char detail[64];

	pl.res = xcalloc(n + 1, sizeof(*pl.res));
	pthread_mutex_init(&pl.mu, NULL);
	pthread_cond_init(&pl.ready, NULL);
	pthread_cond_init(&pl.room, NULL);
	for (int i = 0; i < w; i++)
		started += !pthread_create(&th[started], NULL, worker, &pl);
	progress_start(&pr, "index");
	for (size_t i = 0; i < n; i++) {
		struct scan *s;

		if (started) {
			pthread_mutex_lock(&pl.mu);
			while (!pl.res[i])
				pthread_cond_wait(&pl.ready, &pl.mu);
			s = pl.res[i];
			pl.merged = i + 1;
			pthread_cond_broadcast(&pl.room);
			pthread_mutex_unlock(&pl.mu);
		} else {
			s = scan_file(root, paths[i], pl.keep);	/* no threads: do it here */
		}
		merge(ti, ids[i], s);
		snprintf(detail, sizeof(detail), "%zu/%zu files", i + 1, n);
		progress_update(&pr, n ? (int)((i + 1) * 100 / n) : 100, detail);
	}
	for (int i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	pthread_mutex_destroy(&pl.mu);
	pthread_cond_destroy(&pl.ready);
	pthread_cond_destroy(&pl.room);
	free(pl.res);
	snprintf(detail, sizeof(detail), "%zu file%s scanned", n, n == 1 ? "" : "s");
	progress_done(&pr, detail);
}

struct tindex *tindex_build(const char *root, const struct strlist *files, struct cfstore *store)
{
	struct tindex *ti = tindex_new(root);
	unsigned *ids = xmalloc((files->n + 1) * sizeof(*ids));

	ti->store = store;

	for (size_t i = 0; i < files->n; i++)
		ids[i] = file_id(ti, files->v[i]);
	/* any file may define or change an accessor macro: computed again on demand */
	free(ti->macros);
	ti->macros = NULL;
	scan_files(ti, root, (const char *const *)files->v, ids, files->n);
	free(ids);
	derive(ti);
	return ti;
}

void tindex_update(struct tindex *ti, const char *root, const struct strlist *files)
{
	unsigned *ids = xmalloc((files->n + 1) * sizeof(*ids));

	if (strcmp(ti->root, root)) {
		free(ti->root);
		ti->root = str_dup(root);
	}
	for (size_t i = 0; i < files->n; i++)
		ids[i] = file_id(ti, files->v[i]);
	scan_files(ti, root, (const char *const *)files->v, ids, files->n);
	free(ids);
	derive(ti);
}

void tindex_free(struct tindex *ti)
{
	if (!ti)
		return;
	for (size_t i = 0; i < ti->nfiles; i++)
		tfile_clear(&ti->files[i]);
	free(ti->files);
	free_derived(ti);
	free(ti->macros);
	for (size_t i = 0; i < TEXTS_KEPT; i++) {
		free(ti->texts[i].text);
		free(ti->texts[i].code);
		free(ti->texts[i].starts);
	}
	free(ti->text_slot);
	strmap_free(&ti->member_types, NULL);
	st_free(&ti->names);
	st_free(&ti->paths);
	free(ti->root);
	free(ti);
}

/* ---- saving and loading ---- */

/* A checksum of the saved bytes, 8 at a time: corruption means NULL. */
static uint64_t checksum(const char *p, size_t n)
{
	uint64_t h = 14695981039346656037ull, w;

	for (; n >= 8; p += 8, n -= 8) {
		memcpy(&w, p, 8);
		h = (h ^ w) * 1099511628211ull;
		h ^= h >> 29;
	}
	for (; n; p++, n--)
		h = (h ^ (unsigned char)*p) * 1099511628211ull;
	return h;
}

/*
 * The saved format, native byte order (the cache is per machine):
 *
 *   "RCUTIDX\n" u32 version u32 0x01020304
 *   str root
 *   u32 nnames, u32 bytes, then the names NUL-terminated (id order)
 *   u32 cap, then the names' hash table: cap u32 slots (id + 1, 0 free)
 *   u32 nfiles, then per file:
 *     str path, i64 mtime_ns, i64 size, u8 deleted
 *     u32 n + n name ids: calls, refs, exports, guards (class, lock call,
 *       held template, base class), update sites (function, primitive,
 *       object, node, held, gp, line, gps; "-" for none), read sites
 *       (function, primitive, object, node, flavors, line), struct
 *       members that point to a struct (struct, member, its type)
 *     u32 nfuncs, per function: u32 name id, i32 line, i32 end_line,
 *       u8 bits (static 1, inline 2, syscall 4, macro 8), u8 body flags,
 *       u8 contract, str contract text, str access text, i32 access line
 *   u8 has accessor macros, str their table (tindex_accessor_macros())
 *   "END\n", u64 checksum of everything before it
 *
 * where str is u32 length and the bytes.
 */
static void put_u32(struct strbuf *sb, uint32_t v)
{
	sb_add(sb, (const char *)&v, sizeof(v));
}

static void put_i64(struct strbuf *sb, int64_t v)
{
	sb_add(sb, (const char *)&v, sizeof(v));
}

static void put_str(struct strbuf *sb, const char *s)
{
	size_t n = s ? strlen(s) : 0;

	put_u32(sb, (uint32_t)n);
	sb_add(sb, s ? s : "", n);
}

static void put_ids(struct strbuf *sb, const unsigned *ids, unsigned n)
{
	put_u32(sb, n);
	sb_add(sb, (const char *)ids, n * sizeof(*ids));
}

static void put_file(struct strbuf *sb, const struct tfile *f)
{
	put_str(sb, f->path);
	put_i64(sb, f->mtime);
	put_i64(sb, f->size);
	sb_putc(sb, f->deleted);
	put_ids(sb, f->calls, f->ncalls);
	put_ids(sb, f->call_order, f->ncall_order);
	put_ids(sb, f->refs, f->nrefs);
	put_ids(sb, f->exports, f->nexports);
	put_ids(sb, f->guards, f->nguards);
	put_ids(sb, f->updates, f->nupdates);
	put_ids(sb, f->reads, f->nreads);
	put_ids(sb, f->members, f->nmembers);
	put_u32(sb, f->nfuncs);
	for (unsigned i = 0; i < f->nfuncs; i++) {
		const struct cfunc *fn = &f->funcs[i];

		put_u32(sb, f->func_names[i]);
		put_u32(sb, (uint32_t)fn->line);
		put_u32(sb, (uint32_t)fn->end_line);
		sb_putc(sb, (char)(fn->is_static | fn->is_inline << 1 |
				   fn->is_syscall << 2 | fn->is_macro << 3 |
				   fn->says_releases << 4));
		/* rcu_flavors in bits 0-3, sleeplock in bit 4, guard in 5: the file's layout */
		sb_putc(sb, (char)((fn->body_flavors & 15) | fn->body_sleeplock << 4 |
				   fn->body_guard << 5));
		sb_putc(sb, (char)fn->contract);
		put_str(sb, fn->contract_text);
		put_str(sb, fn->access_text);
		put_u32(sb, (uint32_t)fn->access_line);
	}
}

int tindex_save(const struct tindex *ti, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	size_t bytes = 0;

	sb_add(&sb, MAGIC, 8);
	put_u32(&sb, TINDEX_VERSION);
	put_u32(&sb, ENDIAN_MARK);
	put_str(&sb, ti->root);
	for (size_t i = 0; i < ti->names.n; i++)
		bytes += strlen(ti->names.v[i]) + 1;
	put_u32(&sb, (uint32_t)ti->names.n);
	put_u32(&sb, (uint32_t)bytes);
	for (size_t i = 0; i < ti->names.n; i++)
		sb_add(&sb, ti->names.v[i], strlen(ti->names.v[i]) + 1);
	put_u32(&sb, (uint32_t)ti->names.cap);
	sb_add(&sb, (const char *)ti->names.slot, ti->names.cap * sizeof(*ti->names.slot));
	put_u32(&sb, (uint32_t)ti->nfiles);
	for (size_t i = 0; i < ti->nfiles; i++)
		put_file(&sb, &ti->files[i]);
	sb_putc(&sb, ti->macros != NULL);
	put_str(&sb, ti->macros);
	sb_add(&sb, END_MAGIC, 4);
	uint64_t sum = checksum(sb.buf, sb.len);

	sb_add(&sb, (const char *)&sum, sizeof(sum));

	int ret = 0;

	if (write_file_atomic(path, sb.buf, sb.len))
		ret = error("cannot write the index %s: %s", path, strerror(errno));
	sb_free(&sb);
	return ret;
}

struct reader {
	const char *p, *end;
	bool bad;
};

static const char *get_bytes(struct reader *r, size_t n)
{
	if (r->bad || (size_t)(r->end - r->p) < n) {
		r->bad = true;
		return NULL;
	}
	const char *p = r->p;

	r->p += n;
	return p;
}

static uint32_t get_u32(struct reader *r)
{
	const char *p = get_bytes(r, 4);
	uint32_t v = 0;

	if (p)
		memcpy(&v, p, 4);
	return v;
}

static int64_t get_i64(struct reader *r)
{
	const char *p = get_bytes(r, 8);
	int64_t v = 0;

	if (p)
		memcpy(&v, p, 8);
	return v;
}

/* A string, NUL-terminated in a fresh allocation, or NULL. */
static char *get_str(struct reader *r)
{
	uint32_t n = get_u32(r);
	const char *p = get_bytes(r, n);

	return p ? xstrndup(p, n) : NULL;
}

static unsigned *get_ids(struct reader *r, unsigned *n, size_t nnames)
{
	*n = get_u32(r);
	const char *p = get_bytes(r, (size_t)*n * sizeof(unsigned));

	if (!p) {
		*n = 0;
		return NULL;
	}
	unsigned *ids = xmalloc(((size_t)*n + 1) * sizeof(*ids));

	memcpy(ids, p, (size_t)*n * sizeof(*ids));
	for (unsigned i = 0; i < *n; i++)
		if (ids[i] >= nnames)
			r->bad = true;
	return ids;
}

static void get_funcs(struct reader *r, struct tindex *ti, struct tfile *f)
{
	uint32_t n = get_u32(r);

	if (r->bad || n > (size_t)(r->end - r->p) / 27)
		return (void)(r->bad = true);
	f->funcs = xcalloc((size_t)n + 1, sizeof(*f->funcs));
	f->func_names = xcalloc((size_t)n + 1, sizeof(*f->func_names));
	for (uint32_t i = 0; i < n && !r->bad; i++) {
		struct cfunc *fn = &f->funcs[i];
		uint32_t name = get_u32(r);
		const char *bits;

		fn->line = (int)get_u32(r);
		fn->end_line = (int)get_u32(r);
		bits = get_bytes(r, 3);
		fn->contract_text = get_str(r);
		fn->access_text = get_str(r);
		fn->access_line = (int)get_u32(r);
		f->nfuncs = i + 1;
		if (!bits || name >= ti->names.n || (unsigned char)bits[2] > CONTRACT_ANNOTATION) {
			r->bad = true;
			break;
		}
		fn->name = (char *)ti->names.v[name];
		f->func_names[i] = name;
		fn->is_static = bits[0] & 1;
		fn->is_inline = bits[0] & 2;
		fn->is_syscall = bits[0] & 4;
		fn->is_macro = bits[0] & 8;
		fn->says_releases = bits[0] & 16;
		fn->body_flavors = (unsigned char)bits[1] & 15;
		fn->body_sleeplock = bits[1] & 16;
		fn->body_guard = bits[1] & 32;
		fn->contract = (enum contract)bits[2];
		if (fn->contract_text && !*fn->contract_text) {
			free(fn->contract_text);
			fn->contract_text = NULL;
		}
		if (fn->access_text && !*fn->access_text) {
			free(fn->access_text);
			fn->access_text = NULL;
		}
	}
}

static void get_file(struct reader *r, struct tindex *ti, size_t expect)
{
	char *path = get_str(r);

	if (!path || file_id(ti, path) != expect) {
		free(path);
		r->bad = true;
		return;
	}
	free(path);
	struct tfile *f = &ti->files[expect];
	const char *del;

	f->mtime = get_i64(r);
	f->size = get_i64(r);
	del = get_bytes(r, 1);
	f->deleted = del && *del;
	f->calls = get_ids(r, &f->ncalls, ti->names.n);
	f->call_order = get_ids(r, &f->ncall_order, f->ncalls);
	f->refs = get_ids(r, &f->nrefs, ti->names.n);
	f->exports = get_ids(r, &f->nexports, ti->names.n);
	f->guards = get_ids(r, &f->nguards, ti->names.n);
	if (f->nguards % GUARD_FIELDS)
		r->bad = true;
	f->updates = get_ids(r, &f->nupdates, ti->names.n);
	if (f->nupdates % UPDATE_FIELDS)
		r->bad = true;
	f->reads = get_ids(r, &f->nreads, ti->names.n);
	if (f->nreads % READ_FIELDS)
		r->bad = true;
	f->members = get_ids(r, &f->nmembers, ti->names.n);
	if (f->nmembers % MEMBER_FIELDS)
		r->bad = true;
	get_funcs(r, ti, f);
}

/*
 * The names are copied in one block, and their hash table is taken as
 * it is: loading hashes nothing (a third of the time otherwise).
 */
static bool get_names(struct reader *r, struct tindex *ti)
{
	struct strtab *t = &ti->names;
	uint32_t n = get_u32(r), bytes = get_u32(r);
	const char *p = get_bytes(r, bytes), *end = p + bytes;
	uint32_t cap = get_u32(r);
	const char *slots = get_bytes(r, (size_t)cap * sizeof(*t->slot));

	if (!p || !slots || (bytes && end[-1]) || n > bytes || !cap ||
	    (cap & (cap - 1)) || (size_t)n * 2 > cap)
		return false;
	struct strblock *b = xmalloc(sizeof(*b) + bytes + 1);

	b->used = b->size = bytes;
	b->next = t->blocks;
	t->blocks = b;
	memcpy(b->data, p, bytes);
	end = b->data + bytes;
	p = b->data;
	t->alloc = (size_t)n + 1;
	t->v = xmalloc(t->alloc * sizeof(*t->v));
	for (t->n = 0; t->n < n; t->n++) {
		const char *nul = memchr(p, '\0', (size_t)(end - p));

		if (!nul)
			return false;
		t->v[t->n] = p;
		p = nul + 1;
	}
	t->cap = cap;
	t->slot = xmalloc(cap * sizeof(*t->slot));
	memcpy(t->slot, slots, cap * sizeof(*t->slot));
	for (uint32_t i = 0; i < cap; i++)
		if (t->slot[i] > n)
			return false;
	return p == end;
}

struct tindex *tindex_load(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;
	void *map = MAP_FAILED;
	struct tindex *ti = NULL;
	struct reader r = { NULL, NULL, true };

	if (fd >= 0 && !fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size > 0)
		map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (fd >= 0)
		close(fd);
	if (map == MAP_FAILED)
		return NULL;
	uint64_t sum = 0;

	if (st.st_size > 8)
		memcpy(&sum, (const char *)map + st.st_size - 8, 8);
	if (st.st_size <= 8 || sum != checksum(map, (size_t)st.st_size - 8)) {
		munmap(map, (size_t)st.st_size);
		return NULL;
	}
	r = (struct reader){ map, (const char *)map + st.st_size - 8, false };

	const char *magic = get_bytes(&r, 8);

	if (!magic || memcmp(magic, MAGIC, 8) || get_u32(&r) != TINDEX_VERSION ||
	    get_u32(&r) != ENDIAN_MARK) {
		munmap(map, (size_t)st.st_size);
		return NULL;
	}
	char *root = get_str(&r);

	ti = tindex_new(root ? root : "");
	free(root);
	if (!root || !get_names(&r, ti))
		r.bad = true;
	uint32_t nfiles = get_u32(&r);

	if (nfiles > (size_t)st.st_size / 32)
		r.bad = true;
	for (uint32_t i = 0; i < nfiles && !r.bad; i++)
		get_file(&r, ti, i);
	const char *has_macros = get_bytes(&r, 1);
	char *macros = get_str(&r);

	if (has_macros && *has_macros)
		ti->macros = macros;
	else
		free(macros);
	magic = get_bytes(&r, 4);
	if (!magic || memcmp(magic, END_MAGIC, 4) || r.p != r.end)
		r.bad = true;
	munmap(map, (size_t)st.st_size);	/* everything was copied */
	if (r.bad) {
		tindex_free(ti);
		return NULL;
	}
	derive(ti);
	return ti;
}

/* ---- listing a tree ---- */

static bool is_source(const char *name)
{
	return ends_with(name, ".c") || ends_with(name, ".h");
}

static void walk(const char *root, const char *rel, struct strlist *files)
{
	char *dir = rel ? path_join(root, rel) : str_dup(root);
	DIR *d = opendir(dir);
	struct dirent *de;

	free(dir);
	if (!d)
		return;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char *sub = rel ? path_join(rel, de->d_name) : str_dup(de->d_name);
		unsigned char type = de->d_type;

		if (type == DT_UNKNOWN) {
			char *full = path_join(root, sub);
			struct stat st;

			type = lstat(full, &st) ? DT_UNKNOWN : S_ISDIR(st.st_mode) ? DT_DIR :
			       S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
			free(full);
		}
		if (type == DT_DIR)
			walk(root, sub, files);
		if (type == DT_REG && is_source(de->d_name))
			sl_push_owned(files, sub);
		else
			free(sub);
	}
	closedir(d);
}

static bool git_list(const char *root, struct strlist *files)
{
	char *dotgit = path_join(root, ".git");
	bool repo = access(dotgit, F_OK) == 0;
	struct strbuf out = STRBUF_INIT;
	char *git_path = repo ? which("git") : NULL;

	free(dotgit);
	if (!git_path)
		return false;
	free(git_path);
	const char *const args[] = { "-C", root, "ls-files", "-z", "--", "*.c", "*.h", NULL };
	struct proc_opts o = { .capture = true, .keep_stderr = true, .timeout = 300 };

	if (git_run(args, &o, &out)) {
		sb_free(&out);
		return false;
	}
	for (size_t at = 0; at < out.len;) {
		size_t n = strnlen(out.buf + at, out.len - at);

		if (n)
			sl_push(files, out.buf + at);
		at += n + 1;
	}
	sb_free(&out);
	return true;
}

int tindex_list_files(const char *root, struct strlist *files)
{
	if (!is_dir(root))
		return error("%s: not a directory", root);
	if (!git_list(root, files))
		walk(root, NULL, files);
	sl_sort(files);
	return 0;
}

/* ---- opening: load, update, or build ---- */

/* The files of @files that changed since @ti, and its files now gone. */
static void stale_files(const struct tindex *ti, const char *root,
			const struct strlist *files, struct strlist *stale)
{
	bool *seen = xcalloc(ti->nfiles + 1, sizeof(*seen));

	for (size_t i = 0; i < files->n; i++) {
		long id = st_find(&ti->paths, files->v[i]);
		char *full = path_join(root, files->v[i]);
		struct stat st;
		bool ok = stat(full, &st) == 0;

		free(full);
		if (id >= 0)
			seen[id] = true;
		if (id < 0 || ti->files[id].deleted != !ok ||
		    (ok && (ti->files[id].mtime != mtime_ns(&st) ||
			    ti->files[id].size != (int64_t)st.st_size)))
			sl_push(stale, files->v[i]);
	}
	for (size_t i = 0; i < ti->nfiles; i++)
		if (!seen[i] && !ti->files[i].deleted)
			sl_push(stale, ti->files[i].path);
	free(seen);
}

struct tindex *tindex_open(const char *root, const struct strlist *files, const char *path,
			   struct cfstore *store)
{
	struct tindex *ti = tindex_load(path);
	struct strlist stale = STRLIST_INIT;

	/* a facts store of another binary, or none: every file scanned again to fill it */
	if (ti && (strcmp(ti->root, root) || (store && cfstore_is_new(store)))) {
		tindex_free(ti);
		ti = NULL;
	}
	if (!ti) {
		note("index: scanning %zu files of %s", files->n, root);
		ti = tindex_build(root, files, store);
		tindex_save(ti, path);
		return ti;
	}
	ti->store = store;
	stale_files(ti, root, files, &stale);
	if (stale.n) {
		note("index: %zu file%s changed since %s", stale.n, stale.n == 1 ? "" : "s", path);
		tindex_update(ti, root, &stale);
		tindex_save(ti, path);
	}
	sl_free(&stale);
	return ti;
}

/* ---- queries ---- */

bool tindex_kernel_file(const char *path)
{
	return !starts_with(path, "tools/") && !starts_with(path, "samples/") &&
	       !starts_with(path, "Documentation/") && !starts_with(path, "scripts/") &&
	       !starts_with(path, "usr/");
}

/* Does @dir/ hold @path (dir "" is the top)? */
static bool under(const char *path, const char *dir, size_t n)
{
	return !strncmp(path, dir, n) && (n == 0 || path[n] == '/');
}

static size_t dir_len(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? (size_t)(slash - path) : 0;
}

static bool global_header(const char *path)
{
	return starts_with(path, "include/") || strstr(path, "/include/");
}

/* A driver's own header @path, seen from @from: beside it, below or above its directory. */
static bool local_header(const char *path, const char *from)
{
	return ends_with(path, ".h") && !global_header(path) &&
	       (under(path, from, dir_len(from)) || under(from, path, dir_len(path)));
}

/*
 * Definition @dk's visibility from @from, among the name's @nd
 * definitions @d: @own, one of them is in @from itself; @local, the
 * indexes of those in a driver's own header seen from @from (@nlocal of
 * them), or NULL: found here.
 */
static bool def_visible_among(const struct tindex *ti, const struct tdef *d, size_t nd,
			      const struct tdef *dk, const char *from, bool own,
			      const size_t *local, size_t nlocal)
{
	const char *path = tindex_path(ti, dk->file);

	if (own)
		return !strcmp(path, from);
	if (!ends_with(path, ".h")) {
		if (dk->fn->is_static || dk->fn->is_macro)
			return false;
		/*
		 * A driver's own header that defines the name is what the call
		 * means: a function outside that header's directory is another
		 * driver's (mt76.h's mt76_poll() macro, not mt7601u's function).
		 */
		for (size_t i = 0; i < (local ? nlocal : nd); i++) {
			const char *h = tindex_path(ti, d[local ? local[i] : i].file);

			if ((local || local_header(h, from)) && !under(path, h, dir_len(h)))
				return false;
		}
		return true;
	}
	return global_header(path) || local_header(path, from);
}

/* Is one of the @nd definitions @d in @from itself? */
static bool def_in(const struct tindex *ti, const struct tdef *d, size_t nd, const char *from)
{
	for (size_t j = 0; j < nd; j++)
		if (!strcmp(tindex_path(ti, d[j].file), from))
			return true;
	return false;
}

bool tindex_def_visible(const struct tindex *ti, const struct tdef *d, size_t nd, size_t k,
			const char *from)
{
	return def_visible_among(ti, d, nd, &d[k], from, def_in(ti, d, nd, from), NULL, 0);
}

void tindex_defs_visible(const struct tindex *ti, const struct tdef *d, size_t nd,
			 const char *from, bool *visible)
{
	size_t nlocal = 0, *local = xmalloc((nd + 1) * sizeof(*local));
	bool own = def_in(ti, d, nd, from);

	/* the local headers found once, not once a definition */
	for (size_t j = 0; j < nd; j++)
		if (local_header(tindex_path(ti, d[j].file), from))
			local[nlocal++] = j;
	for (size_t k = 0; k < nd; k++)
		visible[k] = def_visible_among(ti, d, nd, &d[k], from, own, local, nlocal);
	free(local);
}

const char *tindex_macros(const struct tindex *ti)
{
	return ti->macros;
}

void tindex_set_macros(struct tindex *ti, char *table)
{
	free(ti->macros);
	ti->macros = table;
}

const char *tindex_root(const struct tindex *ti)
{
	return ti->root;
}

/* @file's slot of the kept texts, read when not kept; NULL when unreadable. */
static struct ttext *file_ttext(struct tindex *ti, unsigned file)
{
	struct ttext *t = NULL;

	if (file >= ti->nfiles)
		return NULL;
	if (ti->text_slots < ti->nfiles) {	/* the index grew since */
		ti->text_slot = xrealloc(ti->text_slot, ti->nfiles * sizeof(*ti->text_slot));
		memset(ti->text_slot + ti->text_slots, 0,
		       (ti->nfiles - ti->text_slots) * sizeof(*ti->text_slot));
		ti->text_slots = ti->nfiles;
	}
	if (ti->text_slot[file])
		t = &ti->texts[ti->text_slot[file] - 1];
	if (!t) {
		char *path = path_join(ti->root, tindex_path(ti, file));
		char *text = read_file(path, NULL);

		free(path);
		if (!text)
			return NULL;
		t = &ti->texts[0];
		for (size_t i = 0; i < TEXTS_KEPT && t->text; i++)
			if (!ti->texts[i].text || ti->texts[i].used < t->used)
				t = &ti->texts[i];
		if (t->text)
			ti->text_slot[t->file] = 0;
		free(t->text);
		free(t->code);
		free(t->starts);
		memset(t, 0, sizeof(*t));
		t->file = file;
		t->text = text;
		t->len = strlen(text);
		ti->text_slot[file] = (unsigned)(t - ti->texts) + 1;
	}
	t->used = ++ti->texts_calls;
	return t;
}

/* Where @t's lines begin, found on first use. */
static void find_line_starts(struct ttext *t)
{
	size_t alloc = 0;

	if (t->starts)
		return;
	ALLOC_GROW(t->starts, t->nstarts, alloc);
	t->starts[t->nstarts++] = 0;
	for (const char *p = t->text; (p = memchr(p, '\n', t->len - (size_t)(p - t->text))); p++) {
		ALLOC_GROW(t->starts, t->nstarts, alloc);
		t->starts[t->nstarts++] = (size_t)(p - t->text) + 1;
	}
}

const char *tindex_file_text(struct tindex *ti, unsigned file)
{
	struct ttext *t = file_ttext(ti, file);

	return t ? t->text : NULL;
}

const char *tindex_file_code(struct tindex *ti, unsigned file)
{
	struct ttext *t = file_ttext(ti, file);

	if (t && !t->code)
		t->code = c_text_blanked(t->text, t->len);
	return t ? t->code : NULL;
}

/* Where line @line (from 1) of @t begins: its end when it has fewer lines. */
static size_t line_start(const struct ttext *t, long line)
{
	if (line <= 1)
		return 0;
	return (size_t)line <= t->nstarts ? t->starts[line - 1] : t->len;
}

const char *tindex_file_lines(struct tindex *ti, unsigned file, int from, int to, size_t *len)
{
	struct ttext *t = file_ttext(ti, file);

	if (!t)
		return NULL;
	find_line_starts(t);
	size_t a = line_start(t, from), b = line_start(t, (long)to + 1);

	*len = to < from || to < 1 || b < a ? 0 : b - a;
	return t->text + a;
}

size_t tindex_nfiles(const struct tindex *ti)
{
	return ti->nfiles;
}

const char *tindex_path(const struct tindex *ti, size_t file)
{
	return file < ti->nfiles ? ti->files[file].path : NULL;
}

long tindex_file_id(const struct tindex *ti, const char *path)
{
	return st_find(&ti->paths, path);
}

/* The derived id of @name, or -1. */
static long name_id(const struct tindex *ti, const char *name)
{
	long id = st_find(&ti->names, name);

	return id >= 0 && (size_t)id < ti->nderived ? id : -1;
}

const unsigned *tindex_callers_files(const struct tindex *ti, const char *name, size_t *n)
{
	long id = name_id(ti, name);

	*n = id < 0 ? 0 : ti->call_off[id + 1] - ti->call_off[id];
	return id < 0 ? ti->call_v : ti->call_v + ti->call_off[id];
}

const unsigned *tindex_refs_files(const struct tindex *ti, const char *name, size_t *n)
{
	long id = name_id(ti, name);

	*n = id < 0 ? 0 : ti->ref_off[id + 1] - ti->ref_off[id];
	return id < 0 ? ti->ref_v : ti->ref_v + ti->ref_off[id];
}

const struct tdef *tindex_defs(const struct tindex *ti, const char *name, size_t *n)
{
	long id = name_id(ti, name);

	*n = id < 0 ? 0 : ti->def_off[id + 1] - ti->def_off[id];
	return id < 0 ? ti->def_v : ti->def_v + ti->def_off[id];
}

bool tindex_is_exported(const struct tindex *ti, const char *name)
{
	long id = name_id(ti, name);

	return id >= 0 && ti->exported[id];
}

bool tindex_is_referenced(const struct tindex *ti, const char *name)
{
	size_t n;

	tindex_refs_files(ti, name, &n);
	return n > 0;
}

const struct cfunc *tindex_funcs(const struct tindex *ti, size_t file, size_t *n)
{
	*n = file < ti->nfiles && !ti->files[file].deleted ? ti->files[file].nfuncs : 0;
	return *n ? ti->files[file].funcs : NULL;
}

size_t tindex_file_ncallees(const struct tindex *ti, size_t file)
{
	return file < ti->nfiles && !ti->files[file].deleted ? ti->files[file].ncalls : 0;
}

const char *tindex_file_callee(const struct tindex *ti, size_t file, size_t k)
{
	return ti->names.v[ti->files[file].calls[k]];
}

const unsigned *tindex_file_call_order(const struct tindex *ti, size_t file, size_t *n)
{
	*n = file < ti->nfiles && !ti->files[file].deleted ? ti->files[file].ncall_order : 0;
	return *n ? ti->files[file].call_order : NULL;
}

void tindex_set_store(struct tindex *ti, struct cfstore *store)
{
	ti->store = store;
}

const struct cfile *tindex_file(struct tindex *ti, size_t file)
{
	if (file >= ti->nfiles)
		return NULL;
	struct tfile *f = &ti->files[file];

	if (!f->cache) {
		char stamp[FILE_STAMP];
		struct stat st;
		size_t len;
		char *text;

		f->cache = xcalloc(1, sizeof(*f->cache));
		if (f->deleted)
			return f->cache;
		/* the stamp before the read: a file changed while read is scanned again next time */
		char *full = ti->store ? path_join(ti->root, f->path) : NULL;
		bool stamped = full && file_stamp(full, stamp);

		free(full);
		if (stamped && cfstore_get(ti->store, f->path, stamp, f->cache))
			return f->cache;
		if ((text = slurp(ti->root, f->path, &len, &st))) {
			cindex_scan(text, len, f->cache);
			free(text);
			if (stamped)
				cfstore_put(ti->store, f->path, stamp, f->cache);
		}
	}
	return f->cache;
}

void tindex_get_stats(const struct tindex *ti, struct tindex_stats *st)
{
	memset(st, 0, sizeof(*st));
	for (size_t i = 0; i < ti->nfiles; i++) {
		const struct tfile *f = &ti->files[i];

		if (f->deleted)
			continue;
		st->files++;
		st->bytes += (size_t)f->size;
		st->call_entries += f->ncalls;
		for (unsigned k = 0; k < f->nfuncs; k++) {
			st->funcs += !f->funcs[k].is_macro;
			st->macros += f->funcs[k].is_macro;
		}
	}
	st->names = ti->names.n;
	for (size_t i = 0; i < ti->nderived; i++)
		st->call_names += ti->call_off[i + 1] > ti->call_off[i];
}

/* What a guard's lock call does: the model's primitive, else the body of
 * the tree's function of that name (a wrapper: its lock stays held). */
static struct rcu_effect lock_call_effect(const struct tindex *ti, const char *name)
{
	struct rcu_effect e = rcu_model_call(name, strlen(name));
	size_t n;
	const struct tdef *d;

	/* spin_lock_irqsave() by its own row (irqs off), not spin_lock's prefix */
	if (rcu_model_primitive(name, &e) || e.flavors || e.sleeplock)
		return e;
	d = tindex_defs(ti, name, &n);
	for (size_t i = 0; i < n; i++) {
		e.flavors |= d[i].fn->body_flavors;
		e.sleeplock |= d[i].fn->body_sleeplock;
	}
	return e;
}

/* @text with the whole word @word replaced by "@" once; NULL when it has none. */
static char *over_param(const char *text, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = strstr(text, word); p; p = strstr(p + 1, word))
		if ((p == text || !is_ident_char(p[-1])) && !is_ident_char(p[n]))
			return str_printf("%.*s@%s", (int)(p - text), text, p + n);
	return NULL;
}

/*
 * What the tree's lock wrapper @name holds, over its first parameter:
 * "&@->mutex" for device_lock(struct device *dev) { mutex_lock(&dev->mutex); },
 * read from its definition (the first call of a lock primitive in its
 * body); "@" when that cannot be told.
 */
static char *wrapper_held(const struct tindex *ti, const char *name)
{
	size_t n, len;
	const struct tdef *d = tindex_defs(ti, name, &n);
	char *out = NULL;

	for (size_t i = 0; i < n && !out; i++) {
		char *path = path_join(ti->root, tindex_path(ti, d[i].file));
		char *text = d[i].fn->is_macro ? NULL : read_file(path, &len);
		const char *p = text;

		free(path);
		for (int line = 1; p && *p && line < d[i].fn->line; p++)
			line += *p == '\n';
		const char *open = p ? strchr(p, '(') : NULL, *close = open ? strpbrk(open, ",)") : NULL;
		const char *body = close ? strchr(close, '{') : NULL;
		const char *pe = close, *pb;

		while (pe && pe > open && !is_ident_char(pe[-1]))
			pe--;
		for (pb = pe; pb && pb > open && is_ident_char(pb[-1]); pb--)
			;
		if (!body || pe <= pb) {
			free(text);
			continue;
		}
		char *param = xstrndup(pb, (size_t)(pe - pb));

		/* the first call of a lock primitive, in the body's first lines */
		for (const char *q = body; *q && *q != '}' && q < body + 2000 && !out; q++) {
			if (!is_ident_char(*q) || (q > body && is_ident_char(q[-1])))
				continue;
			const char *e = q;
			struct rcu_effect eff;

			while (is_ident_char(*e))
				e++;
			char *callee = xstrndup(q, (size_t)(e - q));

			if (*e == '(' && rcu_model_primitive(callee, &eff) && (eff.flavors || eff.sleeplock)) {
				char *arg = xstrndup(e + 1, strcspn(e + 1, ",)"));

				out = over_param(arg, param);
				free(arg);
			}
			free(callee);
			q = e - 1;
		}
		free(param);
		free(text);
	}
	return out ? out : str_dup("@");
}

/* "rcu,preempt", or "-": the words of the guard table for @e. */
static void effect_words(struct rcu_effect e, struct strbuf *out)
{
	const char *words[] = {
		e.flavors & RCU_FL_RCU ? "rcu" : NULL,
		e.flavors & RCU_FL_SRCU ? "srcu" : NULL,
		e.flavors & RCU_FL_BH ? "bh" : NULL,
		e.flavors & RCU_FL_SCHED ? "preempt" : NULL,
		e.irqs ? "irq" : NULL,
		e.sleeplock ? "sleeps" : NULL,
	};
	const char *sep = "";

	for (size_t w = 0; w < sizeof(words) / sizeof(*words); w++)
		if (words[w]) {
			sb_printf(out, "%s%s", sep, words[w]);
			sep = ",";
		}
	if (!*sep)
		sb_add(out, "-", 1);
}

/* A class the tree defines: its row's name ids. */
struct guard_def {
	unsigned cls, lock, held, base;
};

/* The definition of class @cls among @defs, or NULL. */
static const struct guard_def *guard_find(const struct guard_def *defs, size_t n, unsigned cls)
{
	for (size_t i = 0; i < n; i++)
		if (defs[i].cls == cls)
			return &defs[i];
	return NULL;
}

/*
 * What holding a guard of @d does and what it holds: its lock call's
 * effect; a _COND or EXTEND_ variant has its base class's too (the base
 * the tree defines, else the model's), and the base's argument when its
 * own names none. @depth bounds a chain of variants.
 */
static struct rcu_effect guard_effect(const struct tindex *ti, const struct guard_def *defs,
				      size_t n, const struct guard_def *d, const char **held,
				      int depth)
{
	struct rcu_effect e = lock_call_effect(ti, ti->names.v[d->lock]);
	const char *base = ti->names.v[d->base];

	*held = ti->names.v[d->held];
	if (strcmp(base, "-") && depth < 4) {
		const struct guard_def *b = guard_find(defs, n, d->base);
		const char *bheld = "-";
		struct rcu_effect be = b ? guard_effect(ti, defs, n, b, &bheld, depth + 1)
					 : rcu_model_guard(base, strlen(base));

		e.flavors |= be.flavors;
		e.sleeplock |= be.sleeplock;
		e.irqs |= be.irqs;
		if (!strcmp(*held, "-") && (b || be.flavors || be.sleeplock))
			*held = b ? bheld : "@";
	}
	return e;
}

void tindex_guard_table(const struct tindex *ti, struct strbuf *out)
{
	struct guard_def *defs = NULL;
	size_t n = 0;

	for (size_t i = 0; i < ti->nfiles; i++) {
		const struct tfile *f = &ti->files[i];

		defs = xrealloc(defs, (n + f->nguards / GUARD_FIELDS + 1) * sizeof(*defs));
		for (unsigned g = 0; g + GUARD_FIELDS <= f->nguards; g += GUARD_FIELDS)
			defs[n++] = (struct guard_def){ f->guards[g], f->guards[g + 1],
							f->guards[g + 2], f->guards[g + 3] };
	}
	for (size_t i = 0; i < n; i++) {
		const char *held, *lock = ti->names.v[defs[i].lock];
		struct rcu_effect e = guard_effect(ti, defs, n, &defs[i], &held, 0), prim;
		/* the lock call a wrapper of the tree's: what it locks of its argument */
		char *wrapped = !strcmp(held, "@") && !rcu_model_primitive(lock, &prim) &&
				(e.flavors || e.sleeplock) ? wrapper_held(ti, lock) : NULL;

		sb_printf(out, "%s\t", ti->names.v[defs[i].cls]);
		effect_words(e, out);
		sb_printf(out, "\t%s\n", wrapped ? wrapped : held);
		free(wrapped);
	}
	free(defs);
}

/* ---- update sites ---- */

static const char *dash_null(const struct tindex *ti, unsigned id)
{
	const char *s = ti->names.v[id];

	return strcmp(s, "-") ? s : NULL;
}

/* Appends update site @v (UPDATE_FIELDS name ids) of file @f to @out. */
static void push_update(const struct tindex *ti, size_t f, const unsigned *v,
			struct tupdate_list *out)
{
	ALLOC_GROW(out->v, out->n, out->alloc);
	out->v[out->n++] = (struct tupdate){
		.file = (unsigned)f,
		.func = ti->names.v[v[0]],
		.prim = ti->names.v[v[1]],
		.object = dash_null(ti, v[2]),
		.node = dash_null(ti, v[3]),
		.held = dash_null(ti, v[4]),
		.gp = dash_null(ti, v[5]),
		.line = atoi(ti->names.v[v[6]]),
		.gps = dash_null(ti, v[7]),
	};
}

void tindex_updates(const struct tindex *ti, const char *key, struct tupdate_list *out)
{
	long id = st_find(&ti->names, key);

	if (id < 0)
		return;
	for (size_t f = 0; f < ti->nfiles; f++) {
		const struct tfile *tf = &ti->files[f];

		for (unsigned i = 0; i + UPDATE_FIELDS <= tf->nupdates; i += UPDATE_FIELDS) {
			const unsigned *v = &tf->updates[i];

			if (v[2] != (unsigned)id && v[3] != (unsigned)id)
				continue;
			push_update(ti, f, v, out);
		}
	}
}

void tindex_all_updates(const struct tindex *ti, struct tupdate_list *out)
{
	for (size_t f = 0; f < ti->nfiles; f++) {
		const struct tfile *tf = &ti->files[f];

		for (unsigned i = 0; i + UPDATE_FIELDS <= tf->nupdates; i += UPDATE_FIELDS) {
			const unsigned *v = &tf->updates[i];

			push_update(ti, f, v, out);
		}
	}
}

void tindex_all_reads(const struct tindex *ti, struct tread_list *out)
{
	for (size_t f = 0; f < ti->nfiles; f++) {
		const struct tfile *tf = &ti->files[f];

		for (unsigned i = 0; i + READ_FIELDS <= tf->nreads; i += READ_FIELDS) {
			const unsigned *v = &tf->reads[i];

			ALLOC_GROW(out->v, out->n, out->alloc);
			out->v[out->n++] = (struct tread){
				.file = (unsigned)f,
				.func = ti->names.v[v[0]],
				.prim = ti->names.v[v[1]],
				.object = dash_null(ti, v[2]),
				.node = dash_null(ti, v[3]),
				.flavors = ti->names.v[v[4]],
				.line = atoi(ti->names.v[v[5]]),
			};
		}
	}
}
/* One declaration of @key's type: the first sets it, a different one makes it "" (ambiguous). */
static void member_type_add(struct strmap *m, const char *key, const char *type)
{
	void **slot = strmap_slot(m, key);

	if (!*slot)
		*slot = (void *)type;
	else if (strcmp(*slot, type))
		*slot = (void *)"";
}

static void build_member_types(struct tindex *ti)
{
	ti->member_types_built = true;
	for (size_t i = 0; i < ti->nfiles; i++) {
		const struct tfile *tf = &ti->files[i];

		if (tf->deleted || !tindex_kernel_file(tf->path))
			continue;
		for (unsigned k = 0; k + MEMBER_FIELDS <= tf->nmembers; k += MEMBER_FIELDS) {
			const char *st = ti->names.v[tf->members[k]];
			const char *field = ti->names.v[tf->members[k + 1]];
			const char *type = ti->names.v[tf->members[k + 2]];

			if (*st) {
				char *key = str_printf("%s.%s", st, field);

				member_type_add(&ti->member_types, key, type);
				free(key);
			}
			member_type_add(&ti->member_types, field, type);
		}
	}
}

const char *tindex_call_type(struct tindex *ti, const char *type)
{
	const char *arrow = type ? strstr(type, "->") : NULL;
	const char *t = NULL;

	if (!arrow)
		return type;
	if (!ti->member_types_built)
		build_member_types(ti);
	if (arrow > type) {
		char *key = str_printf("%.*s.%s", (int)(arrow - type), type, arrow + 2);

		t = strmap_get(&ti->member_types, key);
		free(key);
	}
	if (!t)
		t = strmap_get(&ti->member_types, arrow + 2);
	return t && *t ? t : NULL;
}
