// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck setup: the Debian packages, then the tree cache (the packaged
 * tree of --kver, default 6.1, extracted once and committed as the base,
 * or the scratch clone of the tree given with -C).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/commands.h"
#include "cli/options.h"
#include "tree/ktree.h"
#include "tree/npm_tools.h"
#include "tree/packages.h"
#include "lib/util.h"

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck setup [-C KDIR | --kver V] [--packages-only] [--no-packages] [--tarball FILE]\n"
		"       rcucheck setup --sarif-validator\n"
		"\n"
		"Installs the Debian packages rcucheck needs (apt-get; skips what is\n"
		"present), then prepares the tree cache: the packaged linux-source-V\n"
		"tarball (--kver V: %s; default %s) extracted into\n"
		"$RCUCHECK_CACHE/src (default ~/.cache/rcucheck) and committed as the\n"
		"base, or, with -C, a scratch clone of your tree. Each version has its\n"
		"own base, worktrees and builds. A good cache is never extracted again;\n"
		"an interrupted one is redone. The packages step also installs the\n"
		"SARIF multitool the tests validate --sarif with (npm, into\n"
		"$RCUCHECK_CACHE/npm); --sarif-validator installs it if need be and\n"
		"prints its path.\n"
		"\n"
		"Exit status: 0 ready, 2 a package that cannot be installed, not a\n"
		"kernel tree, or no room in the cache.\n", kver_known(), kver_default()->version);
}

int cmd_setup(int argc, char **argv)
{
	const char *kdir = NULL, *tarball = NULL;
	bool packages = true, tree = true, validator = false;
	struct ktree kt;
	const struct cli_option options[] = {
		{ .short_name = 'C', .kind = CLI_STRING, .dest = &kdir },
		CLI_KVER_OPTION,
		{ .name = "tarball", .kind = CLI_STRING, .dest = &tarball },
		{ .name = "packages-only", .kind = CLI_UNSET, .dest = &tree },
		{ .name = "no-packages", .kind = CLI_UNSET, .dest = &packages },
		{ .name = "sarif-validator", .kind = CLI_FLAG, .dest = &validator },
		{ 0 }
	};
	const struct cli_verb verb = { .name = "setup", .opts = options, .usage = usage };

	if (cli_parse(&verb, argc, argv, NULL))
		return EXIT_CLEAN;
	if (validator) {
		char *tool = sarif_multitool();

		if (!tool)
			return EXIT_ERROR;
		printf("%s\n", tool);
		free(tool);
		return EXIT_CLEAN;
	}
	if (packages) {
		packages_ensure();
		/* Only the tests need it: say why it is missing, go on. */
		free(sarif_multitool());
	}
	if (!tree)
		return EXIT_CLEAN;
	ktree_open(&kt, kdir, tarball);
	note("tree: %s (base commit tagged %s)", kt.repo, BASE_TAG);
	printf("%s\n", kt.repo);
	return EXIT_CLEAN;
}
