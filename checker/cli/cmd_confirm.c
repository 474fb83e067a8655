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
#include "runtime/workload.h"
#include "tree/ktree.h"
#include "lib/util.h"

#define USAGE_LINE \
	"usage: rcucheck confirm [-C KDIR | --kver V] [--log CONSOLE.log]... [--workloads] [--json] FINDINGS.json"
#define DEFAULT_TIMEOUT 300.0

struct confirm_opts {
	const char *kdir, *tarball, *work, *accel;
	struct strlist logs;
	double timeout, workload_seconds;
	bool json, workloads;
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
	{ .name = "workloads", .kind = CLI_FLAG, .dest = &opts.workloads, .label = "--workloads",
	  .help = "after the exerciser, Debian's stress-ng with the\nstressors of the findings' directories" },
	{ .name = "workload-seconds", .kind = CLI_SECONDS, .dest = &opts.workload_seconds,
	  .label = "--workload-seconds N", .help = "how long stress-ng runs (default 20)" },
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
		"exerciser, and that console is the log. The boot counts the calls of\n"
		"every finding's function and of the callers on its chain (a list in\n"
		"the initramfs, no cap): a function with no symbol (inlined) whose\n"
		"nearest measured caller on the chain never ran is unreached too.\n"
		"--workloads: after the sub-tests the guest runs Debian's stress-ng with\n"
		"the stressors of the classes of the findings' files (rcu/data/\n"
		"workload-dirs, workload-classes, as validate --workloads chooses them),\n"
		"one instance each for --workload-seconds; its bound (and 60 s to stop)\n"
		"is added to --timeout, and each workload's outcome (ran, overran,\n"
		"missing, cut short) is reported after the rows. Each finding whose\n"
		"chain passes a system call gets that call too, with the arguments of\n"
		"its row of rcu/data/syscall-calls (in a child, bounded at 10 s), and\n"
		"the guest brings its loopback interface up.\n"
		"Code that runs only with a boot parameter gets it, with or without\n"
		"--workloads: rcu/data/workload-boot (lsm=smack for security/smack/).\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0 nothing confirmed and nothing runtime only, 1 otherwise,\n"
		"2 errors (unreadable findings or log, a tree that does not build or boot).\n");
}

/*
 * The fragment that builds every file of @stat, and the symbols @extra
 * (the workloads' classes, no prefix): its path (owned).
 */
static char *findings_fragment(const char *src, const struct finding_list *stat,
			       const struct strlist *extra, const char *key)
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
	if (extra->n)
		sb_puts(&sb, "# the workloads' classes (rcu/data/workload-classes)\n");
	for (size_t i = 0; i < extra->n; i++)
		if (!sl_contains(&symbols, extra->v[i]))
			sb_printf(&sb, "CONFIG_%s=y\n", extra->v[i]);
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
 * The symbols the boot counts (@syms): of every finding's function and
 * of the callers on its chain, as the build's System.map spells them.
 * Any number: they go to the guest as a file of the initramfs.
 */
static void cover_symbols(const char *image, const struct finding_list *stat,
			  struct strlist *syms)
{
	struct strlist functions = STRLIST_INIT, absent = STRLIST_INIT;
	char *map = coverage_system_map(image);

	confirm_functions(stat, &functions);
	if (map && !coverage_symbols(map, &functions, syms, &absent))
		note("confirm: coverage asked for %zu symbols of %zu functions (the findings' and their chains' callers); %zu have none (inlined, or not built)",
		     syms->n, functions.n, absent.n);
	else
		note("confirm: no System.map beside %s: the findings' functions are not counted", image);
	free(map);
	sl_free(&functions);
	sl_free(&absent);
}

/*
 * --workloads: the stress-ng stressors of the classes of the findings'
 * files (rcu/data/workload-dirs, as validate chooses them per patch).
 */
static void findings_workloads(const char *src, const struct finding_list *stat,
			       struct workload_plan *wp)
{
	struct strlist classes = STRLIST_INIT, calls = STRLIST_INIT;
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < stat->n; i++)
		if (stat->v[i].file)
			workload_add_boot_words(wp, stat->v[i].file);
	if (wp->boot.n) {
		char *words = workload_append(wp);

		note("confirm: the findings' files need '%s' on the kernel command line (rcu/data/workload-boot)",
		     words);
		free(words);
	}
	if (!opts.workloads)
		return;
	wp->enabled = true;
	wp->seconds = opts.workload_seconds > 0 ? (int)(opts.workload_seconds + 0.5) :
		      WORKLOAD_DEFAULT_SECONDS;
	for (size_t i = 0; i < stat->n; i++) {
		const char *class = stat->v[i].file ? workload_add_file(wp, stat->v[i].file) : NULL;

		if (class && !sl_contains(&classes, class))
			sl_push(&classes, class);
	}
	for (size_t i = 0; i < classes.n; i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", classes.v[i]);
	if (wp->stressors.n)
		note("confirm: workloads: classes %s: stress-ng with %zu stressors for %d s",
		     sb.buf, wp->stressors.n, wp->seconds);
	else
		note("confirm: workloads: no class for the findings' files (rcu/data/workload-dirs): no stress-ng");
	for (size_t i = 0; i < stat->n; i++) {
		const char *sys = workload_add_chain(wp, src, stat->v[i].function, &stat->v[i].chain);

		if (sys && !sl_contains(&calls, sys))
			sl_push(&calls, sys);
	}
	sb_reset(&sb);
	for (size_t i = 0; i < calls.n; i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", calls.v[i]);
	note("confirm: workloads: %zu targeted system calls (rcu/data/syscall-calls)%s%s",
	     wp->calls.n, calls.n ? ": " : "", calls.n ? sb.buf : "");
	sb_free(&sb);
	sl_free(&classes);
	sl_free(&calls);
}

/* The boot's extra words, files, memory and time for the plan @wp. */
static char *workload_boot(const struct workload_plan *wp, struct boot_opts *qo,
			   struct strlist *files)
{
	char *words;

	if (workload_files(wp, files))
		exit(EXIT_ERROR);	/* said why: no stress-ng */
	if (files->n) {
		qo->files = files;
		qo->memory_mb = WORKLOAD_MEMORY_MB;
	}
	if (wp->enabled && wp->calls.n)
		qo->calls = &wp->calls;
	words = workload_append(wp);
	if (*words) {
		qo->timeout += workload_boot_seconds(wp);
		note("confirm: workloads: %s (the boot's bound is now %.0f s)", words, qo->timeout);
	}
	return words;
}

/* Builds and boots the tree; the console log's path (owned). */
static char *build_and_boot(const struct finding_list *stat)
{
	struct ktree kt;

	ktree_open(&kt, opts.kdir, opts.tarball);
	char *key = ktree_key(&kt, opts.work);
	const char *src = opts.kdir ? opts.kdir : kt.repo;
	struct strlist fragments = STRLIST_INIT, files = STRLIST_INIT;
	struct workload_plan wp = { 0 };

	findings_workloads(src, stat, &wp);
	sl_push_owned(&fragments, findings_fragment(src, stat, &wp.symbols, key));
	workload_fragments(&wp, &fragments);
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
	struct strlist cover = STRLIST_INIT;
	struct boot_opts qo = {
		.kernel = image, .console = console, .timeout = opts.timeout,
		.accel = opts.accel, .cover = &cover,
	};
	char *words = workload_boot(&wp, &qo, &files);
	struct boot_result br;
	int lock;

	cover_symbols(image, stat, &cover);
	qo.append = *words ? words : NULL;
	lock = cache_lock(key);

	if (qemu_boot(&qo, &br))
		exit(EXIT_ERROR);
	cache_unlock(lock);
	if (br.end == BOOT_FAILED)
		fatal("confirm: boot: %s", br.why);
	note("confirm: booted in %.1f s%s; console %s", br.seconds,
	     br.end == BOOT_TIMEOUT ? " (TIMEOUT, QEMU killed: the splats so far count)" : "",
	     console);
	sl_free(&cover);
	free(words);
	workload_plan_free(&wp);
	sl_free(&files);
	free(logs);
	free(image);
	free(key);
	sl_free(&fragments);
	return console;
}

/*
 * What the boot's coverage markers say of each static finding's function
 * and of the callers on its chain.
 */
static void cover_from_markers(const struct coverage *c, const struct finding_list *stat,
			       struct confirm_cover *cov)
{
	struct strlist functions = STRLIST_INIT;

	confirm_functions(stat, &functions);
	for (size_t i = 0; i < functions.n; i++) {
		const char *fn = functions.v[i];
		struct fn_cover fc;

		coverage_of(c, fn, &fc);
		if (fc.state == COVER_RAN && !sl_contains(&cov->ran, fn))
			sl_push(&cov->ran, fn);
		else if (fc.state == COVER_ZERO && !sl_contains(&cov->not_ran, fn))
			sl_push(&cov->not_ran, fn);
		fn_cover_free(&fc);
	}
	sl_free(&functions);
}

static void read_log(const char *path, const struct finding_list *stat, struct finding_list *rt,
		     struct confirm_cover *cov, struct wl_outcomes *wl)
{
	char *text = read_file(path, NULL);
	struct boot_summary sum;

	if (!text)
		fatal("confirm: cannot read the console log %s", path);
	splat_parse(text, path, false, rt, &sum);
	cover_from_markers(&sum.cov, stat, cov);
	wl_move(wl, &sum.workloads);
	boot_summary_free(&sum);
	free(text);
}

int cmd_confirm(int argc, char **argv)
{
	struct strlist operands = STRLIST_INIT;
	struct finding_list stat = { 0 }, rt = { 0 };
	struct confirm_cover cov = { 0 };
	struct confirm_result res;
	struct wl_outcomes wl = { 0 };

	if (cli_parse(&verb, argc, argv, &operands))
		return EXIT_CLEAN;
	if (operands.n != 1)
		cli_usage_error(&verb, "one FINDINGS.json expected, %zu given", operands.n);
	if (opts.logs.n && (opts.workloads || opts.workload_seconds > 0))
		cli_usage_error(&verb, "--workloads runs in the boot confirm makes: not with --log");
	if (findings_read_json(operands.v[0], &stat))
		return EXIT_ERROR;
	if (!opts.logs.n)
		sl_push_owned(&opts.logs, build_and_boot(&stat));
	for (size_t i = 0; i < opts.logs.n; i++)
		read_log(opts.logs.v[i], &stat, &rt, &cov, &wl);
	confirm_cover_from_traces(&rt, &cov);
	confirm_join(&stat, &rt, &cov, &res);
	res.workloads = wl;
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
