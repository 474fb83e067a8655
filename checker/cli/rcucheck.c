// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck: finds RCU-protected accesses outside their read-side critical
 * section in Linux kernel trees, and proves fixes under lockdep-RCU.
 * This file only dispatches to the verbs (cmd_*.c).
 */
#include <stdio.h>
#include <string.h>
#include "cli/commands.h"
#include "tree/kver.h"
#include "lib/proc.h"
#include "lib/util.h"

static const struct verb {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
} verbs[] = {
	{ "setup", cmd_setup, "install the Debian packages and prepare the tree cache (6.1, or --kver)" },
	{ "build", cmd_build, "build a PROVE_RCU kernel of a tree (optionally with a series applied)" },
	{ "boot", cmd_boot, "boot a built kernel in QEMU with the exerciser and report splats" },
	{ "audit", cmd_audit, "the spatch report: RCU accesses reached unprotected through their callers" },
	{ "demo", cmd_demo, "the four jobs end to end on 6.1 with the 2009 bugs put back" },
	{ "index", cmd_index, "build or load the whole-tree call index (callers, definitions, contracts)" },
	{ "fix", cmd_fix, "write the fix patch series for findings (git format-patch, cover letter)" },
	{ "link", cmd_link, "join sparse-rcu's per-object RCU facts of a build into call chains" },
	{ "cache", cmd_cache, "the result cache and the scratch worktrees: --stats, --clear, --prune, --prune-work" },
	{ "merge", cmd_merge, "join the JSON reports of audit shards (--shard I/N) into one report" },
	{ "splats", cmd_splats, "parse a console log into findings (lockdep-RCU and other reports)" },
	{ "validate", cmd_validate, "boot-validate each patch of a series: sparse, build, boot, splats before -> after" },
	{ "confirm", cmd_confirm, "the static <-> runtime cross-check: findings joined with the splats of a boot" },
};

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck VERB [options]\n"
		"\n"
		"Finds RCU-protected accesses outside their read-side critical section\n"
		"and proves fixes by booting the kernel with lockdep-RCU (PROVE_RCU).\n"
		"\n"
		"verbs:\n");
	for (size_t i = 0; i < sizeof(verbs) / sizeof(verbs[0]); i++)
		fprintf(out, "  %-8s %s\n", verbs[i].name, verbs[i].summary);
	fprintf(out,
		"\n"
		"Common options: -C KDIR (a kernel tree; default: the packaged 6.1 tree\n"
		"in the cache), --kver V (the packaged tree of version V: %s),\n"
		"--json (JSON lines on stdout), -o PATH (output).\n"
		"'rcucheck VERB --help' describes one verb.\n"
		"\n"
		"Environment: RCUCHECK_CACHE (default ~/.cache/rcucheck).\n"
		"\n"
		"Exit status: 0 clean, 1 findings or failed verdicts, 2 usage or\n"
		"environment error.\n", kver_known());
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_ERROR;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
	    !strcmp(argv[1], "help")) {
		usage(stdout);
		return EXIT_CLEAN;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("rcucheck %s\n", RCUCHECK_VERSION);
		return EXIT_CLEAN;
	}
	for (size_t i = 0; i < sizeof(verbs) / sizeof(verbs[0]); i++) {
		if (strcmp(argv[1], verbs[i].name))
			continue;
		proc_install_signal_handlers();
		return verbs[i].fn(argc - 1, argv + 1);
	}
	fatal("unknown verb '%s' (see 'rcucheck --help')", argv[1]);
}
