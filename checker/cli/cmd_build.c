// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck build: a PROVE_RCU kernel of a tree, in a scratch worktree of
 * the cache, optionally with a patch series applied first. The user's
 * tree is never written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/commands.h"
#include "cli/options.h"
#include "runtime/kbuild.h"
#include "tree/ktree.h"
#include "lib/progress.h"
#include "lib/util.h"

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck build [-C KDIR | --kver V] [--work NAME] [--series DIR] [--config FRAGMENT]... [-j N]\n"
		"\n"
		"Builds bzImage of KDIR (default: the packaged 6.1 tree in the cache) with\n"
		"tinyconfig + qemu/rcu.config (PREEMPT, PROVE_LOCKING, PROVE_RCU, ...)\n"
		"plus any --config fragment. The build happens in a scratch worktree\n"
		"$RCUCHECK_CACHE/work/<tree>-NAME reset to the base commit, with the\n"
		"*.patch files of --series applied by git am, and an out-of-tree build\n"
		"directory $RCUCHECK_CACHE/build/<tree>-NAME that is kept, so the next\n"
		"build of the same NAME (default: default) rebuilds only what changed.\n"
		"Prints the image's path on stdout.\n"
		"\n"
		"Exit status: 0 built, 2 a series that does not apply, a kernel that\n"
		"does not build (the compiler's first error is printed), a bad option.\n");
}

/* --config FRAGMENT: absolute, as the build runs elsewhere. */
static void add_fragment(const char *path, void *dest)
{
	sl_push_owned(dest, xrealpath(path, "--config"));
}

int cmd_build(int argc, char **argv)
{
	const char *kdir = NULL, *work = "default", *series = NULL, *tarball = NULL;
	struct kbuild kb = { .jobs = 0 };
	struct ktree kt;
	char *key, *wt, *image;
	double start = now_seconds();
	char dur[32];

	const struct cli_option options[] = {
		{ .short_name = 'C', .kind = CLI_STRING, .dest = &kdir },
		CLI_KVER_OPTION,
		{ .name = "work", .kind = CLI_STRING, .dest = &work },
		{ .name = "series", .kind = CLI_STRING, .dest = &series },
		{ .name = "config", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = add_fragment,
		  .dest = &kb.fragments },
		{ .name = "tarball", .kind = CLI_STRING, .dest = &tarball },
		{ .short_name = 'j', .kind = CLI_JOBS, .dest = &kb.jobs },
		{ 0 }
	};
	const struct cli_verb verb = { .name = "build", .opts = options, .usage = usage };

	if (cli_parse(&verb, argc, argv, NULL))
		return EXIT_CLEAN;
	if (series) {
		struct strlist patches = STRLIST_INIT;

		/* Bad input is refused before any slow step. */
		if (series_patches(series, &patches))
			return EXIT_ERROR;
		sl_free(&patches);
	}
	if (kb.fragments.n) {
		/* Extra fragments come on top of the default one. */
		struct strlist all = STRLIST_INIT;

		sl_push_owned(&all, kbuild_default_fragment());
		for (size_t i = 0; i < kb.fragments.n; i++)
			sl_push(&all, kb.fragments.v[i]);
		sl_free(&kb.fragments);
		kb.fragments = all;
	}

	ktree_open(&kt, kdir, tarball);
	key = ktree_key(&kt, work);
	cache_lock(key);
	wt = ktree_worktree(&kt, work);
	if (series && ktree_apply_series(wt, series))
		return EXIT_ERROR;
	kb.src = wt;
	char *out = cache_path("build", key, true);

	kb.out = out;
	if (kbuild_configure(&kb))
		return EXIT_ERROR;
	image = kbuild_image(&kb);
	if (!image)
		return EXIT_ERROR;
	note("built %s in %s%s%s", image, format_duration(now_seconds() - start, dur, sizeof(dur)),
	     series ? " with " : "", series ? series : "");
	printf("%s\n", image);
	free(image);
	free(out);
	free(wt);
	free(key);
	return EXIT_CLEAN;
}
