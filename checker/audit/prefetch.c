// SPDX-License-Identifier: GPL-2.0
#include "audit/prefetch.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * A function called from more files than this is not walked up from: a
 * search that reaches it asks all those files at once, in one round.
 */
#define PREFETCH_MAX_FILES 16

static int depth_of(const struct callsite_prefetch *pf, const char *name)
{
	return (int)(intptr_t)strmap_get(&pf->depth, name) - 1;
}

static void add(struct callsite_prefetch *pf, const char *name, int depth)
{
	void **slot = strmap_slot(&pf->depth, name);

	if (*slot)
		return;
	*slot = (void *)(intptr_t)(depth + 1);
	sl_push(&pf->queue, name);
}

void prefetch_seed(struct callsite_prefetch *pf, const char *name)
{
	add(pf, name, 0);
}

/*
 * Walks up from the names queued since the last call: every function
 * (or macro) of a kernel file that calls one, by name, below the depth
 * limit. A field call ("->F") is not followed: its callers come from the
 * stores into the field, which later rounds ask about as before.
 */
static void walk_up(struct callsite_prefetch *pf)
{
	while (pf->head < pf->queue.n) {
		const char *name = pf->queue.v[pf->head++];
		int depth = depth_of(pf, name);
		size_t nf;
		const unsigned *files;

		if (depth + 1 >= pf->max_depth)
			continue;
		files = tindex_callers_files(pf->ti, name, &nf);
		if (nf > PREFETCH_MAX_FILES)
			continue;	/* a search through it is cut anyway */
		for (size_t f = 0; f < nf; f++) {
			if (!tindex_kernel_file(tindex_path(pf->ti, files[f])))
				continue;
			const struct cfile *cf = tindex_file(pf->ti, files[f]);

			for (size_t k = 0; k < cf->ncalls; k++)
				if (cf->calls[k].caller >= 0 && !strcmp(cf->calls[k].callee, name))
					add(pf, cf->funcs[cf->calls[k].caller].name, depth + 1);
		}
	}
}

void prefetch_widen(struct callsite_prefetch *pf, const char *file, struct strlist *callees)
{
	long id = tindex_file_id(pf->ti, file);
	struct strmap have = { 0 };

	if (id < 0)
		return;
	walk_up(pf);
	for (size_t i = 0; i < callees->n; i++)
		*strmap_slot(&have, callees->v[i]) = (void *)1;
	const struct cfile *cf = tindex_file(pf->ti, (size_t)id);
	struct strmap own = { 0 };

	for (size_t k = 0; k < cf->nfuncs; k++)
		*strmap_slot(&own, cf->funcs[k].name) = (void *)1;
	for (size_t k = 0; k < cf->ncalls; k++) {
		const struct ccall *c = &cf->calls[k];
		void **slot;

		if (c->caller < 0 || cf->funcs[c->caller].is_macro ||
		    !strmap_get(&own, c->callee) ||
		    !strmap_get(&pf->depth, c->callee) || strmap_get(&have, c->callee) ||
		    !pf->asks(cf, c->caller))
			continue;
		slot = strmap_slot(&have, c->callee);
		*slot = (void *)1;
		sl_push(callees, c->callee);
	}
	strmap_free(&have, NULL);
	strmap_free(&own, NULL);
}

void prefetch_free(struct callsite_prefetch *pf)
{
	strmap_free(&pf->depth, NULL);
	sl_free(&pf->queue);
	pf->head = 0;
}
