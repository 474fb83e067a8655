// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck setup: the Debian packages, then the tree cache (the packaged
 * 6.1 tree extracted once and committed as the base, or the scratch clone
 * of the tree given with -C).
 */
#include <stdio.h>
#include <string.h>
#include "cli/commands.h"
#include "tree/ktree.h"
#include "tree/packages.h"
#include "lib/util.h"

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck setup [-C KDIR] [--packages-only] [--no-packages] [--tarball FILE]\n"
		"\n"
		"Installs the Debian packages rcucheck needs (apt-get; skips what is\n"
		"present), then prepares the tree cache: the packaged linux-source-6.1\n"
		"tarball extracted into $RCUCHECK_CACHE/src (default ~/.cache/rcucheck)\n"
		"and committed as the base, or, with -C, a scratch clone of your tree.\n"
		"A good cache is never extracted again; an interrupted one is redone.\n"
		"\n"
		"Exit status: 0 ready, 2 a package that cannot be installed, not a\n"
		"kernel tree, or no room in the cache.\n");
}

int cmd_setup(int argc, char **argv)
{
	const char *kdir = NULL, *tarball = NULL;
	bool packages = true, tree = true;
	struct ktree kt;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			return EXIT_CLEAN;
		} else if (!strcmp(argv[i], "-C") && i + 1 < argc) {
			kdir = argv[++i];
		} else if (!strcmp(argv[i], "--tarball") && i + 1 < argc) {
			tarball = argv[++i];
		} else if (!strcmp(argv[i], "--packages-only")) {
			tree = false;
		} else if (!strcmp(argv[i], "--no-packages")) {
			packages = false;
		} else {
			fatal("setup: unknown option '%s' (see 'rcucheck setup --help')", argv[i]);
		}
	}
	if (packages)
		packages_ensure();
	if (!tree)
		return EXIT_CLEAN;
	ktree_open(&kt, kdir, tarball);
	note("tree: %s (base commit tagged %s)", kt.repo, BASE_TAG);
	printf("%s\n", kt.repo);
	return EXIT_CLEAN;
}
