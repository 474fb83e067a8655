// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck confirm: the static <-> runtime cross-check. Static findings
 * (rcucheck audit --json, rcucheck link --json) joined with the splats of
 * console logs of the same unpatched tree: given with --log, or made here
 * by building the tree with a config that builds the findings' files and
 * booting it with the exerciser.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/commands.h"
#include "cli/options.h"
#include "lib/json.h"
#include "runtime/build.h"
#include "runtime/confirm.h"
#include "runtime/coverage.h"
#include "runtime/kconfig_deps.h"
#include "runtime/patchinfo.h"
#include "runtime/qemu.h"
#include "runtime/splat.h"
#include "tree/ktree.h"
#include "lib/util.h"

#define USAGE_LINE \
	"usage: rcucheck confirm [-C KDIR | --kver V] [--log CONSOLE.log]... [--json] FINDINGS.json"
#define DEFAULT_TIMEOUT 300.0

struct confirm_opts {
	const char *kdir, *tarball, *work, *accel;
	struct strlist logs;
	double timeout;
	bool json;
};

static struct confirm_opts opts = {
	.work = "confirm", .accel = "auto", .timeout = DEFAULT_TIMEOUT,
};

static void add_log(const char *path, void *dest)
{
	sl_push(dest, path);
}

static const struct cli_option options[] = {
	{ .short_name = 'C', .kind = CLI_STRING, .dest = &opts.kdir, .label = "-C KDIR",
	  .help = "the tree the findings are of (default: the packaged one)" },
	CLI_KVER_OPTION,
	{ .name = "log", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = add_log, .dest = &opts.logs,
	  .label = "--log CONSOLE.log",
	  .help = "join this log's splats (repeatable); no build, no boot" },
	{ .name = "work", .kind = CLI_STRING, .dest = &opts.work, .label = "--work NAME",
	  .help = "the scratch worktree and build to use (default: confirm)" },
	{ .name = "timeout", .kind = CLI_SECONDS, .dest = &opts.timeout, .label = "--timeout S",
	  .help = "QEMU is killed after S seconds (default 300)" },
	{ .name = "accel", .kind = CLI_STRING, .dest = &opts.accel, .label = "--accel A",
	  .help = "auto, tcg or kvm" },
	{ .name = "tarball", .kind = CLI_STRING, .dest = &opts.tarball },
	{ .name = "json", .kind = CLI_FLAG, .dest = &opts.json, .label = "--json",
	  .help = "one JSON object a row, then a summary object" },
	{ 0 }
};

CLI_VERB("confirm", 22, .hint = USAGE_LINE);

static void usage(FILE *out)
{
	fprintf(out,
		USAGE_LINE "\n"
		"\n"
		"Joins static findings (rcucheck audit --json, rcucheck link --json) with the\n"
		"lockdep-RCU splats of the same, unpatched tree (and DEBUG_ATOMIC_SLEEP's\n"
		"reports with an RCU nest depth). Each static finding is\n"
		"  confirmed      a splat at its access, in its function, or (rcu-callee,\n"
		"                 rcu-sleep-in-reader, rcu-sync-in-reader) down its call\n"
		"  ran-no-splat   its function ran (a backtrace or the coverage shows it),\n"
		"                 no splat: the path that races was not taken, or it is false\n"
		"  unreached      its function was traced and never ran\n"
		"  not-measured   nothing says whether it ran\n"
		"and each splat that no static finding explains is runtime-only: a miss of\n"
		"the static checkers, printed with its backtrace as the chain.\n"
		"\n"
		"Without --log the tree is built (a scratch worktree; the config adds the\n"
		"Kconfig symbols that build the findings' files) and booted with the\n"
		"exerciser, and that console is the log.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0 nothing confirmed and nothing runtime only, 1 otherwise,\n"
		"2 errors (unreadable findings or log, a tree that does not build or boot).\n");
}

/* The fragment that builds every file of @stat: its path (owned). */
static char *findings_fragment(const char *src, const struct finding_list *stat,
			       const char *key)
{
	struct strlist symbols = STRLIST_INIT, files = STRLIST_INIT;
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < stat->n; i++) {
		const char *file = stat->v[i].file;

		if (!file || sl_contains(&files, file))
			continue;
		sl_push(&files, file);
		if (!kconfig_symbols_for(src, file, &symbols))
			note("confirm: no Makefile line builds %s; it may not be in the kernel", file);
	}
	sb_puts(&sb, "# rcucheck confirm: the symbols that build the findings' files\n");
	for (size_t i = 0; i < symbols.n; i++)
		sb_printf(&sb, "CONFIG_%s=y\n", symbols.v[i]);
	char *dir = cache_path("run", key, true);
	char *path = path_join(dir, "confirm.config");

	/* A --work name never built before has no run directory yet. */
	if (mkdir_p(dir, 0755))
		fatal("cannot create %s: %s", dir, strerror(errno));
	if (write_file(path, sb.buf, sb.len))
		fatal("cannot write %s", path);
	note("confirm: %zu files, %zu Kconfig symbols (%s)", files.n, symbols.n, path);
	free(dir);
	sb_free(&sb);
	sl_free(&symbols);
	sl_free(&files);
	return path;
}

/*
 * "rcucheck_cover=SYM,..." for the boot (owned), so that the exerciser
 * counts the calls of the findings' functions; NULL when the build's
 * System.map names none of them (all inlined: those are not measured).
 */
static char *cover_word(const char *image, const struct finding_list *stat)
{
	struct strlist functions = STRLIST_INIT, syms = STRLIST_INIT, absent = STRLIST_INIT;
	char *map = coverage_system_map(image), *word = NULL;

	for (size_t i = 0; i < stat->n; i++) {
		if (!stat->v[i].function)
			continue;
		char *fn = func_normalise(stat->v[i].function);

		if (sl_contains(&functions, fn))
			free(fn);
		else
			sl_push_owned(&functions, fn);
	}
	if (map) {
		if (!coverage_symbols(map, &functions, &syms, &absent))
			word = coverage_cmdline(&syms);
		if (absent.n)
			note("confirm: %zu of %zu functions have no symbol (inlined): not measured",
			     absent.n, functions.n);
	}
	free(map);
	sl_free(&functions);
	sl_free(&syms);
	sl_free(&absent);
	return word;
}

/* Builds and boots the tree; the console log's path (owned). */
static char *build_and_boot(const struct finding_list *stat)
{
	struct ktree kt;

	ktree_open(&kt, opts.kdir, opts.tarball);
	char *key = ktree_key(&kt, opts.work);
	const char *src = opts.kdir ? opts.kdir : kt.repo;
	struct strlist fragments = STRLIST_INIT;

	sl_push_owned(&fragments, findings_fragment(src, stat, key));
	struct build_opts bo = {
		.kdir = opts.kdir, .tarball = opts.tarball, .work = opts.work,
		.fragments = &fragments,
		/* Findings in files whose options do not take are unreached, not an error. */
		.partial_config = true,
	};
	char *image = build_tree(&bo);

	if (!image)
		exit(EXIT_ERROR);	/* build_tree() said why */
	char *logs = cache_path("logs", NULL, true);
	char *console = str_printf("%s/%s.log", logs, key);
	char *cover = cover_word(image, stat);
	struct boot_opts qo = {
		.kernel = image, .console = console, .timeout = opts.timeout,
		.accel = opts.accel, .append = cover,
	};
	struct boot_result br;
	int lock = cache_lock(key);

	if (qemu_boot(&qo, &br))
		exit(EXIT_ERROR);
	cache_unlock(lock);
	if (br.end == BOOT_FAILED)
		fatal("confirm: boot: %s", br.why);
	note("confirm: booted in %.1f s%s; console %s", br.seconds,
	     br.end == BOOT_TIMEOUT ? " (TIMEOUT, QEMU killed: the splats so far count)" : "",
	     console);
	free(cover);
	free(logs);
	free(image);
	free(key);
	sl_free(&fragments);
	return console;
}

/* What the boot's coverage markers say of each static finding's function. */
static void cover_from_markers(const struct coverage *c, const struct finding_list *stat,
			       struct confirm_cover *cov)
{
	for (size_t i = 0; i < stat->n; i++) {
		const char *fn = stat->v[i].function;
		struct fn_cover fc;

		if (!fn)
			continue;
		char *norm = func_normalise(fn);

		coverage_of(c, norm, &fc);
		free(norm);
		if (fc.state == COVER_RAN && !sl_contains(&cov->ran, fn))
			sl_push(&cov->ran, fn);
		else if (fc.state == COVER_ZERO && !sl_contains(&cov->not_ran, fn))
			sl_push(&cov->not_ran, fn);
		fn_cover_free(&fc);
	}
}

static void read_log(const char *path, const struct finding_list *stat, struct finding_list *rt,
		     struct confirm_cover *cov)
{
	char *text = read_file(path, NULL);
	struct boot_summary sum;

	if (!text)
		fatal("confirm: cannot read the console log %s", path);
	splat_parse(text, path, false, rt, &sum);
	cover_from_markers(&sum.cov, stat, cov);
	boot_summary_free(&sum);
	free(text);
}

int cmd_confirm(int argc, char **argv)
{
	struct strlist operands = STRLIST_INIT;
	struct finding_list stat = { 0 }, rt = { 0 };
	struct confirm_cover cov = { 0 };
	struct confirm_result res;

	if (cli_parse(&verb, argc, argv, &operands))
		return EXIT_CLEAN;
	if (operands.n != 1)
		cli_usage_error(&verb, "one FINDINGS.json expected, %zu given", operands.n);
	if (findings_read_json(operands.v[0], &stat))
		return EXIT_ERROR;
	if (!opts.logs.n)
		sl_push_owned(&opts.logs, build_and_boot(&stat));
	for (size_t i = 0; i < opts.logs.n; i++)
		read_log(opts.logs.v[i], &stat, &rt, &cov);
	confirm_cover_from_traces(&rt, &cov);
	confirm_join(&stat, &rt, &cov, &res);
	if (opts.json)
		confirm_print_json(stdout, &res);
	else
		confirm_print_text(stdout, &res);
	int ret = res.count[CONFIRM_CONFIRMED] || res.count[CONFIRM_RUNTIME_ONLY] ?
		  EXIT_FINDINGS : EXIT_CLEAN;

	confirm_result_free(&res);
	confirm_cover_free(&cov);
	finding_list_free(&stat);
	finding_list_free(&rt);
	sl_free(&operands);
	return ret;
}
