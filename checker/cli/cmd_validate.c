// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck validate: boot-validates every patch of a series. In a scratch
 * worktree (the user's tree is never written), the base is built and
 * booted once; then for each patch in order: git am, sparse (make C=2) on
 * the touched objects before and after, an incremental build of the same
 * out-of-tree directory, a boot with the exerciser, and the lockdep
 * findings at the patch's sites compared with the boot before it.
 */
#include <stdio.h>
#include <stdlib.h>
#include "cli/commands.h"
#include "cli/options.h"
#include "runtime/validate_series.h"
#include "runtime/workload.h"
#include "lib/util.h"

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck validate [-C KDIR | --kver V] [--work NAME] [--base-series DIR] [--json]\n"
		"                         [--timeout SECONDS] [--accel auto|tcg|kvm] [--append ARGS]\n"
		"                         [--check PROG]... [--no-sparse] [--config FRAGMENT]...\n"
		"                         [--workloads] [--workload-seconds N] [-j N] [--plan] SERIES_DIR\n"
		"\n"
		"Boot-validates each *.patch of SERIES_DIR in order, in a scratch worktree\n"
		"$RCUCHECK_CACHE/work/<tree>-NAME (default NAME: validate) of KDIR (default:\n"
		"the packaged 6.1 tree) with --base-series applied first. The base is built\n"
		"and booted; then for every patch:\n"
		"  applies   git am, or the run stops there;\n"
		"  sparse    make C=2 on the touched objects before and after, with Debian's\n"
		"            sparse and bin/sparse-rcu when built (or each --check PROG):\n"
		"            no new warnings (compared without line numbers);\n"
		"  builds    tinyconfig + qemu/rcu.config + the CONFIG_ symbols the touched\n"
		"            objects need (from their Makefile and Kconfig), incrementally;\n"
		"            a symbol that cannot be enabled makes the patch 'not built';\n"
		"  boots     QEMU with the exerciser (killed after --timeout, default %.0f s);\n"
		"  splats    lockdep findings at the patch's functions, before -> after;\n"
		"  calls     the patched functions' calls before -> after, counted in the\n"
		"            guest by ftrace's function tracer ('n/t': not traceable,\n"
		"            inlined or notrace; '?': not measured; 'ran': only a splat\n"
		"            at its site says it ran, in a step that never ended);\n"
		"  exercised the sub-tests that called them (else those qemu/subtests.map\n"
		"            says reach them); a sub-test the exerciser skipped in this\n"
		"            guest (no USB) counts as not run.\n"
		"Verdicts: PASS (ran, splat before, none after), RAN-CLEAN (ran before and\n"
		"after, no splat either time), UNREACHED (traced, never called), UNPROVEN\n"
		"(could not run: not built, not booted, skipped, not traceable), FAIL.\n"
		"Prints a table (or --json: one object per patch, then a summary object).\n"
		"--workloads: after the exerciser the guest also runs Debian's stress-ng,\n"
		"the stressors of the classes of the touched files (checker/rcu/data/\n"
		"workload-dirs, workload-classes) for --workload-seconds (default %d), and\n"
		"calls once each system call a patch's call chain starts from; the kernel\n"
		"gets qemu/workload.config and the classes' symbols. A patch whose message\n"
		"says its pointer is used after rcu_read_unlock() (rcu-use-after-unlock,\n"
		"an escape) is judged by KASAN: qemu/kasan.config and\n"
		"rcutree.rcu_unlock_delay= are added whatever the options; the verdict\n"
		"names the oracle (lockdep-RCU or KASAN).\n"
		"--plan only lists each patch's files, objects, CONFIG_ symbols, workloads\n"
		"and oracle, and the run's stress-ng command, fragments and boot words.\n"
		"\n"
		"Exit status: 0 no patch failed (RAN-CLEAN, UNREACHED and UNPROVEN are no\n"
		"failures), 1 a patch failed, 2 usage or environment\n"
		"error (bad series, base does not build, full disk).\n",
		VALIDATE_DEFAULT_TIMEOUT, WORKLOAD_DEFAULT_SECONDS);
}

/* --config FRAGMENT: absolute, as the build runs elsewhere. */
static void add_fragment(const char *path, void *dest)
{
	sl_push_owned(dest, xrealpath(path, "--config"));
}

/* The options into @o and the lists it points to. */
static void parse_args(struct validate_opts *o, struct strlist *checkers,
		       struct strlist *fragments, int argc, char **argv, bool *json, bool *plan,
		       bool *help)
{
	double seconds = 0;
	struct strlist operands = STRLIST_INIT;
	const struct cli_option options[] = {
		{ .short_name = 'C', .kind = CLI_STRING, .dest = &o->kdir },
		CLI_KVER_OPTION,
		{ .name = "work", .kind = CLI_STRING, .dest = &o->work },
		{ .name = "base-series", .kind = CLI_STRING, .dest = &o->base_series },
		{ .name = "json", .kind = CLI_FLAG, .dest = json },
		{ .name = "plan", .kind = CLI_FLAG, .dest = plan },
		{ .name = "no-sparse", .kind = CLI_UNSET, .dest = &o->sparse },
		{ .name = "check", .kind = CLI_LIST, .dest = checkers },
		{ .name = "timeout", .kind = CLI_SECONDS, .dest = &o->boot.timeout },
		{ .name = "accel", .kind = CLI_STRING, .dest = &o->boot.accel },
		{ .name = "append", .kind = CLI_STRING, .dest = &o->boot.append },
		{ .name = "config", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = add_fragment,
		  .dest = fragments },
		{ .name = "tarball", .kind = CLI_STRING, .dest = &o->tarball },
		{ .short_name = 'j', .kind = CLI_JOBS, .dest = &o->jobs },
		{ .name = "workloads", .kind = CLI_FLAG, .dest = &o->workloads },
		{ .name = "workload-seconds", .kind = CLI_SECONDS, .dest = &seconds },
		{ 0 }
	};
	const struct cli_verb verb = { .name = "validate", .opts = options, .usage = usage };

	*help = cli_parse(&verb, argc, argv, &operands);
	if (*help)
		return;
	o->workload_seconds = (int)(seconds + 0.5);
	if (!operands.n)
		fatal("validate: give a SERIES_DIR (see 'rcucheck validate --help')");
	if (operands.n > 1)
		fatal("validate: one SERIES_DIR only ('%s' is extra)", operands.v[1]);
	o->series = str_dup(operands.v[0]);
	sl_free(&operands);
}

int cmd_validate(int argc, char **argv)
{
	struct strlist checkers = STRLIST_INIT, fragments = STRLIST_INIT;
	struct validate_opts o = VALIDATE_OPTS_INIT;
	struct validate_result res;
	bool help, json = false, plan = false;
	int ret;

	o.checkers = &checkers;
	o.fragments = &fragments;
	parse_args(&o, &checkers, &fragments, argc, argv, &json, &plan, &help);
	if (help)
		return EXIT_CLEAN;
	if (plan)
		ret = validate_plan(&o) ? EXIT_ERROR : EXIT_CLEAN;
	else if (validate_series(&o, &res))
		ret = EXIT_ERROR;
	else
		ret = validate_result_print(&res, json);
	if (!plan)
		validate_result_free(&res);
	sl_free(&checkers);
	sl_free(&fragments);
	free((char *)o.series);
	return ret;
}
