// SPDX-License-Identifier: GPL-2.0
/* A ->stop that ends a reader it did not enter (audit/stopreader.h). */
#include "audit/stopreader.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
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
 * Whether function @name of file @y ends readers it did not begin (1),
 * begins readers it does not end (-1) or neither (0), its callees down
 * to @depth more calls included, each counted by its own sign. A
 * function that both begins and ends one is balanced, whatever the
 * counts: the calls are counted in its text, not on its paths, and
 * "rcu_read_lock(); if (e) { rcu_read_unlock(); return; }
 * rcu_read_unlock();" ends twice (6.1 ext4_parse_param()'s callees made
 * every fs_context_operations table look bracketed). So a callee that
 * takes and drops its own (bpf_iter_run_prog() under 6.12's
 * ipv6_route_prog_seq_show()) counts nothing. Of several definitions of
 * the name in the file (#if branches), the one that ends most. A callee
 * is followed where the index can tell which definition the call means
 * (tindex_def_visible()).
 */
static int reader_ends_walk(struct tindex *ti, unsigned y, const char *name, int depth,
			    callback_releases_fn releases);

/*
 * reader_ends_walk()'s answers for one name of one file: per @releases
 * (the few a process passes, NULL among them) and depth, 0 while not
 * known, else the answer + 2.
 */
#define KEPT_RELEASES 4
struct ends_kept {
	signed char v[KEPT_RELEASES][STOP_READER_DEPTH + 1];
};

static struct {
	unsigned long serial;
	size_t n;
	struct strmap *files;	/* per file: name -> struct ends_kept */
	callback_releases_fn releases[KEPT_RELEASES];
	size_t nreleases;
} kept_ends;

/* @releases' column of struct ends_kept, or -1 past KEPT_RELEASES of them */
static int releases_column(callback_releases_fn releases)
{
	for (size_t k = 0; k < kept_ends.nreleases; k++)
		if (kept_ends.releases[k] == releases)
			return (int)k;
	if (kept_ends.nreleases == KEPT_RELEASES)
		return -1;
	kept_ends.releases[kept_ends.nreleases] = releases;
	return (int)kept_ends.nreleases++;
}

/* File @y's answers of this index (--new-since makes two: another one starts afresh). */
static struct strmap *kept_ends_of(struct tindex *ti, unsigned y)
{
	if (!kept_ends.files || kept_ends.serial != tindex_serial(ti)) {
		for (size_t i = 0; i < kept_ends.n; i++)
			strmap_free(&kept_ends.files[i], free);
		free(kept_ends.files);
		kept_ends.serial = tindex_serial(ti);
		kept_ends.n = tindex_nfiles(ti);
		kept_ends.files = xcalloc(kept_ends.n ? kept_ends.n : 1, sizeof(*kept_ends.files));
	}
	return y < kept_ends.n ? &kept_ends.files[y] : NULL;
}

/*
 * reader_ends_walk(), memoized: the answer depends on the index, the
 * file, the name, the depth and @releases only (a memo of its own), and
 * every ops table's check asks it again of the same callees, three calls
 * deep (a warm audit of the packaged 6.1 spent a sixth of its caller
 * search in these walks' name comparisons). Kept per file by name, no
 * key formatted: formatting and finding one key per question in one
 * map of all files was a third of these walks' CPU.
 */
static int reader_ends_in(struct tindex *ti, unsigned y, const char *name, int depth,
			  callback_releases_fn releases)
{
	struct strmap *m = kept_ends_of(ti, y);
	int col = releases_column(releases);
	struct ends_kept *k;
	int n;

	if (!m || col < 0 || depth < 0 || depth > STOP_READER_DEPTH)
		return reader_ends_walk(ti, y, name, depth, releases);
	k = strmap_get(m, name);
	if (k && k->v[col][depth])
		return k->v[col][depth] - 2;
	n = reader_ends_walk(ti, y, name, depth, releases);
	/* the walk's own calls may have grown the map: its slot only now */
	void **slot = strmap_slot(m, name);

	if (!*slot)
		*slot = xcalloc(1, sizeof(struct ends_kept));
	k = *slot;
	k->v[col][depth] = (signed char)(n + 2);
	return n;
}

static int reader_ends_walk(struct tindex *ti, unsigned y, const char *name, int depth,
			    callback_releases_fn releases)
{
	const struct cfile *cf = tindex_file(ti, y);
	int best = 0;
	bool any = false;

	for (size_t f = 0; cf && f < cf->nfuncs; f++) {
		int begins = 0, ends = 0, net;

		if (strcmp(cf->funcs[f].name, name) || cf->funcs[f].is_macro)
			continue;
		for (size_t k = 0; k < cf->ncalls; k++) {
			const char *callee = cf->calls[k].callee;
			int e, sub = 0;
			bool seen = false;
			struct rcu_effect eff;
			bool sleeps;

			if (cf->calls[k].caller != (int)f || callee[0] == '-')
				continue;
			e = reader_dir(callee);
			begins += e > 0;
			ends += e < 0;
			/*
			 * a lock or reader primitive's body is not the tree's
			 * helper (PREEMPT_RT's rt_spin_unlock() ends a reader
			 * under spin_unlock_bh())
			 */
			if (e || depth <= 0 || !strcmp(callee, name) || rcu_model_primitive(callee, &eff) ||
			    rcu_model_lock_call(callee, true, &sleeps) ||
			    rcu_model_lock_call(callee, false, &sleeps))
				continue;
			if (releases && releases(ti, callee)) {
				ends++;
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
			begins += sub < 0;
			ends += sub > 0;
		}
		net = begins && ends ? 0 : ends ? 1 : begins ? -1 : 0;
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

bool start_leaves_reader_open(struct tindex *ti, unsigned y, const char *name)
{
	return reader_ends_in(ti, y, name, STOP_READER_DEPTH, NULL) < 0;
}
