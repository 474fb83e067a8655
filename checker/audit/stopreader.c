// SPDX-License-Identifier: GPL-2.0
/* A ->stop that ends a reader it did not enter (audit/stopreader.h). */
#include "audit/stopreader.h"

#include <string.h>
#include "lib/util.h"
#include "rcu/model.h"

/*
 * +1 when @callee begins a reader, -1 when it ends one: the model's
 * primitives, and the rcu reader-calls with an argument and their ends
 * (rhashtable_walk_start(), rhashtable_walk_stop()); 0 otherwise.
 */
static int reader_dir(const char *callee)
{
	const struct strlist *calls, *exits;
	enum rcu_flavor fl;
	int e = rcu_model_reader_end(callee, &fl);

	if (e)
		return e;
	calls = rcu_model_rcu_reader_calls(&exits);
	if (sl_contains(calls, callee))
		return 1;
	return sl_contains(exits, callee) ? -1 : 0;
}

/*
 * How many more readers function @name of file @y ends than it begins,
 * its callees down to @depth more calls included (a callee that takes
 * and drops its own, bpf_iter_run_prog() under 6.12's
 * ipv6_route_prog_seq_show(), counts nothing); of several definitions
 * of the name in the file (#if branches), the one that ends most. A
 * callee is followed where the index can tell which definition the call
 * means (tindex_def_visible()).
 */
static int reader_ends_in(struct tindex *ti, unsigned y, const char *name, int depth,
			  callback_releases_fn releases)
{
	const struct cfile *cf = tindex_file(ti, y);
	int best = 0;
	bool any = false;

	for (size_t f = 0; cf && f < cf->nfuncs; f++) {
		int net = 0;

		if (strcmp(cf->funcs[f].name, name) || cf->funcs[f].is_macro)
			continue;
		for (size_t k = 0; k < cf->ncalls; k++) {
			const char *callee = cf->calls[k].callee;
			int e, sub = 0;
			bool seen = false;

			if (cf->calls[k].caller != (int)f || callee[0] == '-')
				continue;
			e = reader_dir(callee);
			net -= e;
			if (e || depth <= 0 || !strcmp(callee, name))
				continue;
			if (releases && releases(ti, callee)) {
				net++;
				continue;
			}
			size_t nd;
			const struct tdef *d = tindex_defs(ti, callee, &nd);

			for (size_t i = 0; i < nd; i++)
				if (tindex_def_visible(ti, d, nd, i, tindex_path(ti, y))) {
					int n = reader_ends_in(ti, d[i].file, callee, depth - 1, releases);

					sub = !seen || n > sub ? n : sub;
					seen = true;
				}
			net += sub;
		}
		best = !any || net > best ? net : best;
		any = true;
	}
	return best;
}

bool stop_ends_foreign_reader(struct tindex *ti, unsigned y, const char *name,
			      callback_releases_fn releases)
{
	return reader_ends_in(ti, y, name, STOP_READER_DEPTH, releases) > 0;
}
