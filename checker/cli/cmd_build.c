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
#include "runtime/build.h"
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
	struct strlist fragments = STRLIST_INIT;
	struct build_opts o = { .work = "default", .fragments = &fragments };
	char *image;

	const struct cli_option options[] = {
		{ .short_name = 'C', .kind = CLI_STRING, .dest = &o.kdir },
		CLI_KVER_OPTION,
		{ .name = "work", .kind = CLI_STRING, .dest = &o.work },
		{ .name = "series", .kind = CLI_STRING, .dest = &o.series },
		{ .name = "config", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = add_fragment,
		  .dest = &fragments },
		{ .name = "tarball", .kind = CLI_STRING, .dest = &o.tarball },
		{ .short_name = 'j', .kind = CLI_JOBS, .dest = &o.jobs },
		{ 0 }
	};
	const struct cli_verb verb = { .name = "build", .opts = options, .usage = usage };

	if (cli_parse(&verb, argc, argv, NULL))
		return EXIT_CLEAN;
	image = build_tree(&o);
	sl_free(&fragments);
	if (!image)
		return EXIT_ERROR;
	printf("%s\n", image);
	free(image);
	return EXIT_CLEAN;
}
