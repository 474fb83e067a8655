// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck cache: what the audit's result cache (audit/rcache.h) holds,
 * and clearing it. It is never pruned by itself: each rules' version has
 * its own directory, and --prune drops the others.
 */
#include <stdio.h>
#include <stdlib.h>
#include "audit/rcache.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "lib/util.h"

struct cache_args {
	bool stats, clear, prune;
};

static struct cache_args args;

static const struct cli_option options[] = {
	{ .name = "stats", .kind = CLI_FLAG, .dest = &args.stats, .label = "--stats",
	  .help = "entries and size per rules' version (the default)" },
	{ .name = "clear", .kind = CLI_FLAG, .dest = &args.clear, .label = "--clear",
	  .help = "remove every entry: the next audit parses every file" },
	{ .name = "prune", .kind = CLI_FLAG, .dest = &args.prune, .label = "--prune",
	  .help = "remove the entries of other rules' versions (older\n"
		  "checkouts, other spatch versions)" },
	{ 0 }
};

CLI_VERB("cache", 13);

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck cache [--stats | --clear | --prune]\n"
		"\n"
		"The audit's result cache, in $RCUCHECK_CACHE/results/ (default\n"
		"~/.cache/rcucheck): what each rule printed for each file, keyed by the\n"
		"rules' version, the tree's tables and the file's content. 'rcucheck audit\n"
		"--no-cache' neither reads nor writes it.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0 done, 2 usage error or an entry that cannot be removed.\n");
}

int cmd_cache(int argc, char **argv)
{
	struct strlist rest = STRLIST_INIT;

	if (cli_parse(&verb, argc, argv, &rest))
		return EXIT_CLEAN;
	if (rest.n)
		fatal("cache: unexpected argument '%s' (see 'rcucheck cache --help')", rest.v[0]);
	if (args.stats + args.clear + args.prune > 1)
		fatal("cache: --stats, --clear and --prune exclude each other: pick one");
	sl_free(&rest);
	if (args.clear || args.prune) {
		if (rcache_clear(args.prune))
			return EXIT_ERROR;
		fprintf(stderr, "cache: %s\n", args.clear ? "cleared" :
			"pruned: only this checkout's rules' entries are left");
	}
	rcache_stats(stdout);
	return EXIT_CLEAN;
}
