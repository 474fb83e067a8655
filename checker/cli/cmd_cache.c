// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck cache: what the cache holds, and clearing it. The audit's
 * result cache (audit/rcache.h) is never pruned by itself: each rules'
 * version has its own directory, and --prune drops the others. The
 * scratch worktrees (tree/scratch.h) are listed with their size and last
 * use; --prune-work removes them, never one a running rcucheck holds.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "audit/rcache.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "lib/util.h"
#include "tree/cache_space.h"
#include "tree/ktree.h"
#include "tree/scratch.h"

struct cache_args {
	bool stats, clear, prune, prune_work;
	long keep;		/* -1: not given */
	double older_days;	/* -1: not given */
};

static struct cache_args args = { .keep = -1, .older_days = -1 };

static void parse_count(const char *value, void *dest)
{
	char *end;
	long n = strtol(value, &end, 10);

	if (!*value || *end || n < 0)
		fatal("cache: --keep takes a number of worktrees, not '%s'", value);
	*(long *)dest = n;
}

static void parse_days(const char *value, void *dest)
{
	char *end;
	double d = strtod(value, &end);

	if (!*value || *end || !(d >= 0))
		fatal("cache: --older-than takes a number of days, not '%s'", value);
	*(double *)dest = d;
}

static const struct cli_option options[] = {
	{ .name = "stats", .kind = CLI_FLAG, .dest = &args.stats, .label = "--stats",
	  .help = "entries and size per rules' version, the scratch\n"
		  "worktrees and the free space (the default)" },
	{ .name = "clear", .kind = CLI_FLAG, .dest = &args.clear, .label = "--clear",
	  .help = "remove every entry: the next audit parses every file" },
	{ .name = "prune", .kind = CLI_FLAG, .dest = &args.prune, .label = "--prune",
	  .help = "remove the entries of other rules' versions (older\n"
		  "checkouts, other spatch versions)" },
	{ .name = "prune-work", .kind = CLI_FLAG, .dest = &args.prune_work,
	  .label = "--prune-work [NAME...]",
	  .help = "remove the scratch worktrees (all, or those named:\n"
		  "a --work NAME, or <tree>-NAME as listed); one a\n"
		  "running rcucheck uses is skipped" },
	{ .name = "keep", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = parse_count,
	  .dest = &args.keep, .label = "--keep N",
	  .help = "with --prune-work: keep the N most recently used" },
	{ .name = "older-than", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = parse_days,
	  .dest = &args.older_days, .label = "--older-than DAYS",
	  .help = "with --prune-work: only those unused for DAYS days" },
	{ 0 }
};

CLI_VERB("cache", 25);

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck cache [--stats | --clear | --prune]\n"
		"       rcucheck cache --prune-work [--keep N] [--older-than DAYS] [NAME...]\n"
		"\n"
		"The audit's result cache, in $RCUCHECK_CACHE/results/ (default\n"
		"~/.cache/rcucheck): what each rule printed for each file, keyed by the\n"
		"rules' version, the tree's tables and the file's content. 'rcucheck audit\n"
		"--no-cache' neither reads nor writes it.\n"
		"\n"
		"The scratch worktrees in $RCUCHECK_CACHE/work/ (one per tree and --work\n"
		"NAME of build, validate, fix, demo, bench, test-recall): a kernel tree\n"
		"each (about 1.4 GB for 6.1), kept so that the next run with the same\n"
		"NAME resets it instead of checking it out, and its build directories in\n"
		"build/ (about 150 MB each). Nothing removes them but --prune-work, which\n"
		"removes a worktree with its builds; builds whose worktree is gone are\n"
		"listed and pruned by the same NAME.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0 done, 2 usage error, an unknown NAME or an entry that\n"
		"cannot be removed.\n");
}

static void human(long long bytes, char *buf, size_t len)
{
	if (bytes < 0)
		snprintf(buf, len, "?");
	else if (bytes >= 1000LL * 1000 * 1000)
		snprintf(buf, len, "%.1f GB", (double)bytes / 1e9);
	else
		snprintf(buf, len, "%.1f MB", (double)bytes / 1e6);
}

static void print_worktrees(FILE *out)
{
	struct scratch *list;
	size_t n = scratch_list(&list, true), trees = 0;
	char *work = cache_path("work", NULL, false), size[32], bsize[32], when[32];
	long long total = 0, builds = 0, free_mb = cache_free_mb(cache_dir());

	fprintf(out, "scratch worktrees: %s (and their build directories)\n", work);
	for (size_t i = 0; i < n; i++) {
		const struct scratch *s = &list[i];
		struct tm tm;

		if (s->path)
			human(s->bytes, size, sizeof(size));
		else
			snprintf(size, sizeof(size), "-");
		human(s->build_bytes, bsize, sizeof(bsize));
		strftime(when, sizeof(when), "%Y-%m-%d %H:%M", localtime_r(&s->last_use, &tm));
		fprintf(out, "  %-24s %-20s %9s  build %9s  last used %s%s%s\n", s->name,
			s->tree ? s->tree : "(no base)", size, bsize, when,
			s->in_use ? "  (in use)" : "",
			!s->path ? "  (no worktree: build only)" :
			s->base ? "" : "  (not a git worktree)");
		trees += s->path != NULL;
		if (s->bytes > 0)
			total += s->bytes;
		if (s->build_bytes > 0)
			builds += s->build_bytes;
	}
	human(total, size, sizeof(size));
	human(builds, bsize, sizeof(bsize));
	fprintf(out, "total: %zu worktree%s, %s; builds %s\n", trees, trees == 1 ? "" : "s", size,
		bsize);
	human(free_mb * 1024 * 1024, size, sizeof(size));
	fprintf(out, "free: %s on the cache's filesystem (%s)\n", free_mb < 0 ? "?" : size,
		cache_dir());
	scratch_free(list, n);
	free(work);
}

/* A NAME on the command line: a --work name (every tree's) or <tree>-NAME as listed. */
static bool is_named(const struct scratch *s, const char *name)
{
	return !strcmp(name, s->name) || !strcmp(name, s->key);
}

static bool named(const struct scratch *s, const struct strlist *names)
{
	for (size_t i = 0; i < names->n; i++)
		if (is_named(s, names->v[i]))
			return true;
	return false;
}

/* 0, or EXIT_ERROR after an unknown name (nothing removed) or a failed removal. */
static int prune_work(const struct strlist *names)
{
	struct scratch *list;
	size_t n = scratch_list(&list, false), removed = 0, skipped = 0, kept = 0;
	time_t now = time(NULL);
	int ret = EXIT_CLEAN;

	for (size_t i = 0; i < names->n; i++) {
		size_t j = 0;

		while (j < n && !is_named(&list[j], names->v[i]))
			j++;
		if (j == n) {
			scratch_free(list, n);
			fatal("cache: --prune-work: no scratch worktree '%s' (see 'rcucheck cache')",
			      names->v[i]);
		}
	}
	/* list: most recently used first, so --keep N spares the first N. */
	for (size_t i = 0; i < n; i++) {
		const struct scratch *s = &list[i];

		if (names->n && !named(s, names))
			continue;
		if ((args.keep >= 0 && kept < (size_t)args.keep) ||
		    (args.older_days >= 0 && difftime(now, s->last_use) < args.older_days * 86400)) {
			kept++;
			continue;
		}
		int r = scratch_remove(s);

		if (r < 0)
			ret = EXIT_ERROR;
		else if (r)
			skipped++;
		else {
			fprintf(stderr, "cache: removed %s\n", s->key);
			removed++;
		}
	}
	fprintf(stderr, "cache: %zu scratch worktree%s removed, %zu kept, %zu in use\n",
		removed, removed == 1 ? "" : "s", kept, skipped);
	scratch_free(list, n);
	return ret;
}

int cmd_cache(int argc, char **argv)
{
	struct strlist rest = STRLIST_INIT;
	int ret = EXIT_CLEAN;

	if (cli_parse(&verb, argc, argv, &rest))
		return EXIT_CLEAN;
	if (rest.n && !args.prune_work)
		fatal("cache: unexpected argument '%s' (see 'rcucheck cache --help')", rest.v[0]);
	if (args.stats + args.clear + args.prune + args.prune_work > 1)
		fatal("cache: --stats, --clear, --prune and --prune-work exclude each other: pick one");
	if ((args.keep >= 0 || args.older_days >= 0) && !args.prune_work)
		fatal("cache: --keep and --older-than go with --prune-work");
	if (args.prune_work) {
		ret = prune_work(&rest);
		print_worktrees(stdout);
		sl_free(&rest);
		return ret;
	}
	sl_free(&rest);
	if (args.clear || args.prune) {
		if (rcache_clear(args.prune))
			return EXIT_ERROR;
		fprintf(stderr, "cache: %s\n", args.clear ? "cleared" :
			"pruned: only this checkout's rules' entries are left");
		rcache_stats(stdout);
		return EXIT_CLEAN;
	}
	rcache_stats(stdout);
	print_worktrees(stdout);
	return EXIT_CLEAN;
}
