// SPDX-License-Identifier: GPL-2.0
/*
 * verdict: rcucheck validate's judgement of one patch, from two captured
 * console logs instead of a build and two boots (testcases/validate/
 * verdict.t):
 *
 *   bin/verdict [--text] [--file PATH] BEFORE.log AFTER.log FUNCTION...
 *
 * The patch changes PATH (default kernel/sys.c) in the FUNCTIONs
 * (normalised names, as validate finds them: "setpriority" for
 * SYSCALL_DEFINE3(setpriority, ...)); it applied, built and booted. The
 * splats, coverage markers and skipped sub-tests of the two logs are
 * judged by the engine validate uses (validate_runtime(),
 * validate_decide()) and printed as validate prints them: JSON lines, or
 * the table with --text.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/splat.h"
#include "runtime/subtests.h"
#include "runtime/validate.h"
#include "lib/util.h"

struct boot {
	struct finding_list fl;
	struct boot_summary sum;
};

static void read_boot(const char *path, struct boot *b, struct strlist *skipped)
{
	char *text = read_file(path, NULL);

	if (!text)
		fatal("cannot read %s", path);
	splat_parse(text, path, true, &b->fl, &b->sum);
	for (size_t i = 0; i < b->sum.skipped.n; i++)
		if (!sl_contains(skipped, b->sum.skipped.v[i]))
			sl_push(skipped, b->sum.skipped.v[i]);
	free(text);
}

int main(int argc, char **argv)
{
	const char *file = "kernel/sys.c";
	bool text = false;
	struct boot pre = { 0 }, post = { 0 };
	struct strlist skipped = STRLIST_INIT;
	struct subtest_map map = { 0 };
	struct patch_verdict v = { 0 };
	int i = 1;
	char *map_path;

	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "--text"))
			text = true;
		else if (!strcmp(argv[i], "--file") && i + 1 < argc)
			file = argv[++i];
		else
			break;
	}
	if (argc - i < 3)
		fatal("usage: verdict [--text] [--file PATH] BEFORE.log AFTER.log FUNCTION...");
	read_boot(argv[i], &pre, &skipped);
	read_boot(argv[i + 1], &post, &skipped);
	map_path = subtests_default_path();
	if (subtests_read(map_path, &map))
		return 2;
	free(map_path);

	v.pi.name = str_dup("0001-the-patch.patch");
	v.pi.subject = str_dup("the patch");
	v.pi.files = xcalloc(1, sizeof(*v.pi.files));
	v.pi.nfiles = 1;
	v.pi.files[0].path = str_dup(file);
	for (int f = i + 2; f < argc; f++)
		sl_push(&v.pi.functions, argv[f]);
	v.applies = v.builds = v.boots = STEP_OK;
	v.sparse = STEP_NONE;
	validate_runtime(&v, (struct boot_view){ &pre.fl, &pre.sum.cov },
			 (struct boot_view){ &post.fl, &post.sum.cov }, &map, &skipped);
	validate_decide(&v);
	if (text)
		validate_print_text(stdout, &v, 1, "verdict");
	else
		validate_print_json(stdout, &v, 1, 0, "off");

	patch_verdict_free(&v);
	finding_list_free(&pre.fl);
	finding_list_free(&post.fl);
	boot_summary_free(&pre.sum);
	boot_summary_free(&post.sum);
	subtests_free(&map);
	sl_free(&skipped);
	return 0;
}
