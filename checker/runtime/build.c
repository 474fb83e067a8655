// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck build's engine (build.h): worktree, series, configuration and
 * bzImage, in that order.
 */
#include <stdlib.h>
#include "runtime/build.h"
#include "runtime/kbuild.h"
#include "tree/ktree.h"
#include "lib/progress.h"

/* The series is checked before any slow step; the worktree is locked meanwhile. */
static char *build_in_worktree(const struct build_opts *o, struct ktree *kt, const char *key,
			       struct kbuild *kb)
{
	char *wt = ktree_worktree(kt, o->work), *out, *image = NULL;

	if (o->series && ktree_apply_series(wt, o->series)) {
		free(wt);
		return NULL;
	}
	out = cache_path("build", key, true);
	kb->src = wt;
	kb->out = out;
	if (!kbuild_configure(kb))
		image = kbuild_image(kb);
	free(out);
	free(wt);
	return image;
}

char *build_tree(const struct build_opts *o)
{
	struct kbuild kb = { .jobs = o->jobs, .partial_ok = o->partial_config };
	struct ktree kt;
	double start = now_seconds();
	char dur[32], *key, *image;

	if (o->series) {
		struct strlist patches = STRLIST_INIT;

		/* Bad input is refused before any slow step. */
		if (series_patches(o->series, &patches))
			return NULL;
		sl_free(&patches);
	}
	if (o->fragments && o->fragments->n) {
		/* Extra fragments come on top of the default one. */
		sl_push_owned(&kb.fragments, kbuild_default_fragment());
		for (size_t i = 0; i < o->fragments->n; i++)
			sl_push(&kb.fragments, o->fragments->v[i]);
	}
	ktree_open(&kt, o->kdir, o->tarball);
	key = ktree_key(&kt, o->work);
	int lock = cache_lock(key);

	image = build_in_worktree(o, &kt, key, &kb);
	/* ktree_worktree() counted the lock once more: both go. */
	cache_unlock(lock);
	cache_unlock(lock);
	if (image)
		note("built %s in %s%s%s", image,
		     format_duration(now_seconds() - start, dur, sizeof(dur)),
		     o->series ? " with " : "", o->series ? o->series : "");
	sl_free(&kb.fragments);
	free(key);
	return image;
}
