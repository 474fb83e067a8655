// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck boot: boots a built kernel in QEMU with the exerciser, saves
 * the console and reports what lockdep-RCU (and the rest of the kernel)
 * said, as findings, plus the boot's verdict.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/confidence.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "tree/ktree.h"
#include "runtime/coverage.h"
#include "runtime/patchinfo.h"
#include "runtime/qemu.h"
#include "runtime/splat.h"
#include "runtime/workload.h"
#include "lib/util.h"

#define DEFAULT_TIMEOUT 180.0

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck boot [-C KDIR | --kver V] [--work NAME | --kernel BZIMAGE] [-o CONSOLE.log]\n"
		"                     [--timeout SECONDS] [--accel auto|tcg|kvm] [--append ARGS]\n"
		"                     [--cover FUNCTION,...] [--stress STRESSOR,...] [--stress-seconds N]\n"
		"                     [--syscalls NR,...] [--json]\n"
		"\n"
		"Boots the kernel that 'rcucheck build' made for NAME (default: default),\n"
		"or BZIMAGE, in QEMU with the exerciser as /init; saves the whole console\n"
		"(default: $RCUCHECK_CACHE/logs/<tree>-NAME.log) and prints the splats\n"
		"found in it, like 'rcucheck splats'. The boot is killed after --timeout\n"
		"(default %.0f s). KVM is used only when a bounded probe shows it works.\n"
		"--append adds kernel command-line words; rcucheck_tests=1,6 runs only\n"
		"those exerciser sub-tests. --stress: after them, Debian's stress-ng with\n"
		"these stressors, one instance each, for --stress-seconds (default %d), its\n"
		"libraries copied into the initramfs by what ldd says; --syscalls: each\n"
		"x86-64 system call called once with every argument 0. Both are bounded\n"
		"in the guest and add their bound to --timeout. --cover counts the calls of the FUNCTIONs\n"
		"(their symbols in the build's System.map) with ftrace in the guest and\n"
		"says, per function, how often and in which sub-tests they ran.\n"
		"\n"
		"Exit status: 0 clean boot, 1 findings/timeout/panic, 2 errors.\n",
		DEFAULT_TIMEOUT, WORKLOAD_DEFAULT_SECONDS);
}

/* --cover: the symbols of the FUNCTIONs in the build's System.map into @syms; the inlined in @absent. */
static void cover_symbols(const char *kernel, const char *list, struct strlist *functions,
			  struct strlist *syms, struct strlist *absent)
{
	char *copy = str_dup(list), *save = NULL, *map = coverage_system_map(kernel);

	for (char *f = strtok_r(copy, ",", &save); f; f = strtok_r(NULL, ",", &save))
		sl_push_owned(functions, func_normalise(f));
	if (!map || coverage_symbols(map, functions, syms, absent))
		fatal("boot: --cover needs the build's System.map (%s)", map ? map : "no build directory");
	free(map);
	free(copy);
}

/* "boot: getpriority ran: 3 calls in 4 getpriority" for each --cover function. */
static void cover_notes(struct coverage *cov, const struct strlist *functions)
{
	for (size_t i = 0; i < functions->n; i++) {
		struct fn_cover fc;
		struct strbuf where = STRBUF_INIT;

		coverage_of(cov, functions->v[i], &fc);
		for (size_t s = 0; s < fc.ran_in.n; s++)
			sb_printf(&where, "%s%s", s ? ", " : " in ", fc.ran_in.v[s]);
		if (fc.state == COVER_RAN || fc.state == COVER_ZERO)
			note("boot: %s %s: %ld call%s%s", functions->v[i],
			     fc.state == COVER_RAN ? "ran" : "did not run", fc.hits,
			     fc.hits == 1 ? "" : "s", where.len ? where.buf : "");
		else
			note("boot: %s: %s", functions->v[i], fc.why);
		sb_free(&where);
		fn_cover_free(&fc);
	}
}

static const char *end_name(const struct boot_result *br)
{
	switch (br->end) {
	case BOOT_EXITED:
		return "exited";
	case BOOT_TIMEOUT:
		return "TIMEOUT, QEMU killed";
	default:
		return "FAILED";
	}
}

int cmd_boot(int argc, char **argv)
{
	const char *kdir = NULL, *work = "default", *kernel = NULL, *console = NULL;
	const char *tarball = NULL, *cover = NULL;
	struct strlist cover_fns = STRLIST_INIT, cover_syms = STRLIST_INIT, absent = STRLIST_INIT;
	struct boot_opts bo = { .timeout = DEFAULT_TIMEOUT, .accel = "auto" };
	struct boot_result br;
	struct finding_list fl = { 0 };
	struct boot_summary sum = { 0 };
	bool json = false;
	char *owned_kernel = NULL, *owned_console = NULL;
	const char *stress = NULL, *syscalls = NULL;
	double stress_seconds = WORKLOAD_DEFAULT_SECONDS;
	struct workload_plan wp = { .enabled = true };
	struct strlist files = STRLIST_INIT;
	char *words, *append = NULL;

	const struct cli_option options[] = {
		{ .short_name = 'C', .kind = CLI_STRING, .dest = &kdir },
		CLI_KVER_OPTION,
		{ .name = "work", .kind = CLI_STRING, .dest = &work },
		{ .name = "kernel", .kind = CLI_STRING, .dest = &kernel },
		{ .short_name = 'o', .kind = CLI_STRING, .dest = &console },
		{ .name = "timeout", .kind = CLI_SECONDS, .dest = &bo.timeout },
		{ .name = "accel", .kind = CLI_STRING, .dest = &bo.accel },
		{ .name = "append", .kind = CLI_STRING, .dest = &bo.append },
		{ .name = "cover", .kind = CLI_STRING, .dest = &cover },
		{ .name = "tarball", .kind = CLI_STRING, .dest = &tarball },
		{ .name = "json", .kind = CLI_FLAG, .dest = &json },
		{ .name = "stress", .kind = CLI_STRING, .dest = &stress },
		{ .name = "stress-seconds", .kind = CLI_SECONDS, .dest = &stress_seconds },
		{ .name = "syscalls", .kind = CLI_STRING, .dest = &syscalls },
		{ 0 }
	};
	const struct cli_verb verb = { .name = "boot", .opts = options, .usage = usage };

	if (cli_parse(&verb, argc, argv, NULL))
		return EXIT_CLEAN;
	if (!kernel || !console) {
		struct ktree kt;

		ktree_pick_version_of_build(kdir, work);
		ktree_open(&kt, kdir, tarball);
		char *key = ktree_key(&kt, work);

		/* Not while a build rewrites the image, nor two boots on one log. */
		cache_lock(key);
		if (!kernel) {
			char *out = cache_path("build", key, false);

			kernel = owned_kernel = path_join(out, "arch/x86/boot/bzImage");
			free(out);
		}
		if (!console) {
			char *logs = cache_path("logs", NULL, true);

			console = owned_console = str_printf("%s/%s.log", logs, key);
			free(logs);
		}
		free(key);
	}
	/* The workloads: stress-ng and its libraries, the exerciser's words. */
	if (workload_plan_lists(&wp, stress, syscalls, (int)(stress_seconds + 0.5)))
		return EXIT_ERROR;
	if (workload_files(&wp, &files))
		return EXIT_ERROR;
	words = workload_append(&wp);
	if (*words) {
		append = bo.append ? str_printf("%s %s", bo.append, words) : str_dup(words);
		bo.append = append;
		bo.timeout += workload_boot_seconds(&wp);
	}
	free(words);
	if (files.n) {
		bo.files = &files;
		bo.memory_mb = WORKLOAD_MEMORY_MB;
	}
	bo.kernel = kernel;
	bo.console = console;
	if (cover) {
		cover_symbols(kernel, cover, &cover_fns, &cover_syms, &absent);
		bo.cover = &cover_syms;
	}
	if (qemu_boot(&bo, &br))
		return EXIT_ERROR;
	if (br.end == BOOT_FAILED)
		fatal("boot: %s", br.why);

	char *text = read_file(console, NULL);

	if (!text)
		fatal("cannot read the console log %s", console);
	splat_parse(text, console, true, &fl, &sum);
	sum.cov.absent = absent;
	if (br.end == BOOT_TIMEOUT) {
		struct finding *f = finding_new(&fl);

		f->tool = str_dup("qemu");
		f->rule = str_dup("boot-timeout");
		f->severity = str_dup("error");
		f->file = str_dup(console);
		for (const char *c = text; *c; c++)
			f->line += *c == '\n';
		f->confidence = str_dup(rcu_confidence_name(RCU_CONF_CERTAIN));
		f->message = str_printf("no end after %.0f s: QEMU killed%s%s", bo.timeout,
				       sum.running ? "; running sub-test " : "",
				       sum.running ? sum.running : "");
	}
	for (size_t i = 0; i < fl.n; i++) {
		if (json)
			finding_print_json(stdout, &fl.v[i]);
		else
			finding_print_text(stdout, &fl.v[i]);
	}
	note("boot: %s after %.1f s (%s); exerciser %d/%d sub-tests%s; %zu finding%s; console: %s",
	     end_name(&br), br.seconds, br.accel, sum.ended,
	     sum.nr_subtests < 0 ? 0 : sum.nr_subtests, sum.done ? ", done" : ", NOT done",
	     fl.n, fl.n == 1 ? "" : "s", console);
	for (size_t i = 0; i < sum.skipped.n; i++)
		note("boot: sub-test %s", sum.skipped.v[i]);
	cover_notes(&sum.cov, &cover_fns);
	int ret = fl.n ? EXIT_FINDINGS : EXIT_CLEAN;

	free(text);
	finding_list_free(&fl);
	boot_summary_free(&sum);
	free(owned_kernel);
	free(append);
	sl_free(&files);
	workload_plan_free(&wp);
	free(owned_console);
	sl_free(&cover_syms);
	sl_free(&cover_fns);
	return ret;
}
