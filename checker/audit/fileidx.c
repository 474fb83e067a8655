// SPDX-License-Identifier: GPL-2.0
/* A file's facts looked up by name (audit/fileidx.h). */
#include "audit/fileidx.h"

#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "rcu/model.h"

/* A name's calls in one file: indexes into its calls, in order. */
struct call_list {
	size_t n, alloc;
	unsigned *v;
};

struct file_lookup {
	bool built;
	struct strmap calls;	/* callee -> struct call_list */
	struct strmap funcs;	/* name -> first function's index + 1 */
	signed char *takes_any;	/* per function: -1 not yet known, 0, 1 */
};

static struct {
	unsigned long serial;
	size_t n;
	struct file_lookup *files;
} kept;

static void call_list_free(void *p)
{
	struct call_list *l = p;

	free(l->v);
	free(l);
}

/* The lookups of this index: another index (--new-since makes two) starts afresh. */
static struct file_lookup *lookup(struct tindex *ti, unsigned y)
{
	unsigned long serial = tindex_serial(ti);

	if (!kept.files || kept.serial != serial) {
		for (size_t i = 0; i < kept.n; i++) {
			strmap_free(&kept.files[i].calls, call_list_free);
			strmap_free(&kept.files[i].funcs, NULL);
			free(kept.files[i].takes_any);
		}
		free(kept.files);
		kept.serial = serial;
		kept.n = tindex_nfiles(ti);
		kept.files = xcalloc(kept.n ? kept.n : 1, sizeof(*kept.files));
	}
	if (y >= kept.n)
		return NULL;
	struct file_lookup *fl = &kept.files[y];
	const struct cfile *cf = tindex_file(ti, y);

	if (fl->built || !cf)
		return fl;
	fl->built = true;
	for (size_t k = 0; k < cf->ncalls; k++) {
		void **slot = strmap_slot(&fl->calls, cf->calls[k].callee);
		struct call_list *l = *slot;

		if (!l)
			*slot = l = xcalloc(1, sizeof(*l));
		ALLOC_GROW(l->v, l->n, l->alloc);
		l->v[l->n++] = (unsigned)k;
	}
	for (size_t f = 0; f < cf->nfuncs; f++) {
		void **slot = strmap_slot(&fl->funcs, cf->funcs[f].name);

		if (!*slot)
			*slot = (void *)(f + 1);
	}
	if (cf->nfuncs) {
		fl->takes_any = xmalloc(cf->nfuncs);
		memset(fl->takes_any, -1, cf->nfuncs);
	}
	return fl;
}

const unsigned *fileidx_calls_of(struct tindex *ti, unsigned y, const char *callee, size_t *n)
{
	struct file_lookup *fl = lookup(ti, y);
	const struct call_list *l = fl ? strmap_get(&fl->calls, callee) : NULL;

	*n = l ? l->n : 0;
	return l ? l->v : NULL;
}

const struct cfunc *fileidx_func(struct tindex *ti, unsigned y, const char *name)
{
	struct file_lookup *fl = lookup(ti, y);
	size_t at = fl ? (size_t)strmap_get(&fl->funcs, name) : 0;

	return at ? &tindex_file(ti, y)->funcs[at - 1] : NULL;
}

bool fileidx_takes_any(struct tindex *ti, unsigned y, int k, const struct strlist *wrappers)
{
	struct file_lookup *fl = lookup(ti, y);
	const struct cfile *cf = tindex_file(ti, y);

	if (!fl || !fl->takes_any || k < 0 || (size_t)k >= cf->nfuncs)
		return false;
	if (fl->takes_any[k] < 0) {
		const struct strlist *rc = rcu_model_any_reader_calls();
		bool any = body_takes_any(&cf->funcs[k]);

		/* a wrapper of the tree, or a call that returns in a reader (the ring buffer's reserve) */
		for (size_t c = 0; c < cf->ncalls && !any; c++)
			any = cf->calls[c].caller == k && (sl_contains(wrappers, cf->calls[c].callee) ||
							   sl_contains(rc, cf->calls[c].callee));
		fl->takes_any[k] = any;
	}
	return fl->takes_any[k];
}
