// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck validate: boot-validates every patch of a series. In a scratch
 * worktree (the user's tree is never written), the base is built and
 * booted once; then for each patch in order: git am, sparse (make C=2) on
 * the touched objects before and after, an incremental build of the same
 * out-of-tree directory, a boot with the exerciser, and the lockdep
 * findings at the patch's sites compared with the boot before it.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include "cli/commands.h"
#include "cli/options.h"
#include "runtime/kbuild.h"
#include "runtime/kconfig_deps.h"
#include "tree/ktree.h"
#include "runtime/patchinfo.h"
#include "lib/git.h"
#include "lib/proc.h"
#include "lib/progress.h"
#include "runtime/qemu.h"
#include "runtime/sparsecheck.h"
#include "runtime/splat.h"
#include "runtime/subtests.h"
#include "runtime/validate.h"
#include "lib/util.h"

#define DEFAULT_TIMEOUT 120.0
/* Free space a build needs in the cache: a cold tinyconfig build, or a rebuild. */
#define COLD_BUILD_MB 1500
#define WARM_BUILD_MB 200

struct run {
	const char *series, *base_series;
	/* The last sparse run of the current tree state: its objects, warnings. */
	struct strlist last_objs, last_warnings;
	bool json, plan, sparse;
	struct strlist checkers;
	struct kbuild kb;
	struct boot_opts bo;
	struct subtest_map map;
	char *wt, *logdir, *image;
	struct patch_verdict *v;
	size_t n;
};

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck validate [-C KDIR | --kver V] [--work NAME] [--base-series DIR] [--json]\n"
		"                         [--timeout SECONDS] [--accel auto|tcg|kvm] [--append ARGS]\n"
		"                         [--check PROG]... [--no-sparse] [--config FRAGMENT]...\n"
		"                         [-j N] [--plan] SERIES_DIR\n"
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
		"  exercised the qemu/subtests.map sub-tests that reach them, or 'no\n"
		"            runtime trigger' (never counted as proven).\n"
		"Prints a table (or --json: one object per patch, then a summary object).\n"
		"--plan only lists each patch's files, objects and CONFIG_ symbols.\n"
		"\n"
		"Exit status: 0 no patch failed, 1 a patch failed, 2 usage or environment\n"
		"error (bad series, base does not build, full disk).\n",
		DEFAULT_TIMEOUT);
}

/* ---- before any slow step ---------------------------------------------- */

static void check_free_space(bool cold)
{
	struct statvfs st;
	const char *env = getenv("RCUCHECK_MIN_FREE_MB");
	unsigned long long need = env && *env ? strtoull(env, NULL, 10) :
				  cold ? COLD_BUILD_MB : WARM_BUILD_MB;

	if (statvfs(cache_dir(), &st))
		fatal("cannot check free space in %s: %s", cache_dir(), strerror(errno));
	unsigned long long have = (unsigned long long)st.f_bavail * st.f_frsize >> 20;

	if (have < need)
		fatal("the cache %s has %llu MiB free; validating needs about %llu MiB (%s build): free some space or set RCUCHECK_CACHE",
		    cache_dir(), have, need, cold ? "first" : "incremental");
}

/* A failure that is the disk's, not the patch's: stop with exit 2. */
static void die_if_disk_full(const char *why)
{
	if (why && (strstr(why, "No space left on device") || strstr(why, "Disk quota exceeded")))
		fatal("the cache %s is full (%s): free some space; no verdict was given", cache_dir(),
		    why);
}

/* ---- configuration ----------------------------------------------------- */

/* The symbols every touched object needs; objects no Makefile builds noted. */
static void plan_symbols(struct run *r, const char *src, struct strlist *symbols)
{
	for (size_t i = 0; i < r->n; i++) {
		struct patchinfo *pi = &r->v[i].pi;

		for (size_t f = 0; f < pi->nfiles; f++) {
			char *obj = kconfig_object_of(pi->files[f].path);
			struct strlist mine = STRLIST_INIT;

			if (!obj)
				continue;
			if (!kconfig_symbols_for(src, pi->files[f].path, &mine)) {
				/* New files come with their Makefile line; the build decides. */
				if (r->plan)
					printf("%s: %s: no Makefile line builds it in the base tree\n",
					       pi->name, pi->files[f].path);
			} else if (r->plan) {
				printf("%s: %s -> %s:", pi->name, pi->files[f].path, obj);
				for (size_t s = 0; s < mine.n; s++)
					printf(" CONFIG_%s", mine.v[s]);
				printf("%s\n", mine.n ? "" : " always built");
			}
			for (size_t s = 0; s < mine.n; s++)
				if (!sl_contains(symbols, mine.v[s]))
					sl_push(symbols, mine.v[s]);
			sl_free(&mine);
			free(obj);
		}
	}
}

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static bool config_has(const char *config_text, const char *sym)
{
	char *want = str_printf("\nCONFIG_%s=y\n", sym);
	bool yes = config_text && strstr(config_text, want);

	free(want);
	return yes;
}

/*
 * Configures r->kb: qemu/rcu.config, --config fragments, and a fragment of
 * @symbols (those that olddefconfig refuses are dropped and reported in
 * the verdicts of the patches that needed them). The build directory is
 * one per tree, work name and set of extra symbols, kept in the cache.
 */
static void configure(struct run *r, const char *key, struct strlist *symbols)
{
	for (int attempt = 0; attempt < 2; attempt++) {
		struct strbuf frag = STRBUF_INIT;
		struct kbuild kb = r->kb;
		char *dir, *fragpath = NULL;

		for (size_t i = 0; i < symbols->n; i++)
			sb_printf(&frag, "CONFIG_%s=y\n", symbols->v[i]);
		kb.fragments = (struct strlist)STRLIST_INIT;
		for (size_t i = 0; i < r->kb.fragments.n; i++)
			sl_push(&kb.fragments, r->kb.fragments.v[i]);
		if (frag.len) {
			char *name = str_printf("%s-cfg%08x", key, hash_str(frag.buf));

			dir = cache_path("build", name, true);
			fragpath = str_printf("%s.fragment", dir);
			if (write_file(fragpath, frag.buf, frag.len))
				fatal("cannot write %s: %s", fragpath, strerror(errno));
			sl_push(&kb.fragments, fragpath);
			note("validate: enabling %.*s for the touched objects (build dir %s)",
			     (int)frag.len - 1, frag.buf, dir);
			free(name);
		} else {
			dir = cache_path("build", key, true);
		}
		kb.out = dir;
		char *image = path_join(dir, "arch/x86/boot/bzImage");

		check_free_space(!is_file(image));
		free(image);
		if (!kbuild_configure(&kb)) {
			sl_free(&r->kb.fragments);
			r->kb = kb;
			free(fragpath);
			sb_free(&frag);
			return;
		}
		if (!symbols->n || attempt)
			fatal("cannot configure the kernel in %s (see the error above)", dir);
		/* Keep what took; the patches that needed the rest are "not built". */
		char *config_path = path_join(dir, ".config");
		char *config = read_file(config_path, NULL);
		struct strlist kept = STRLIST_INIT;

		for (size_t i = 0; i < symbols->n; i++) {
			if (config_has(config, symbols->v[i])) {
				sl_push(&kept, symbols->v[i]);
				continue;
			}
			for (size_t p = 0; p < r->n; p++) {
				struct patch_verdict *v = &r->v[p];
				struct strlist mine = STRLIST_INIT;

				for (size_t f = 0; f < v->pi.nfiles && !v->not_built; f++) {
					sl_free(&mine);
					if (kconfig_symbols_for(r->wt, v->pi.files[f].path, &mine) &&
					    sl_contains(&mine, symbols->v[i]))
						v->not_built = str_printf("CONFIG_%s (for %s) cannot be enabled in this tree",
									 symbols->v[i], v->pi.files[f].path);
				}
				sl_free(&mine);
			}
			note("validate: CONFIG_%s cannot be enabled; the patches that need it are 'not built'",
			     symbols->v[i]);
		}
		sl_free(symbols);
		*symbols = kept;
		free(config);
		free(config_path);
		sl_free(&kb.fragments);
		free(fragpath);
		free(dir);
		sb_free(&frag);
	}
}

/* ---- steps ------------------------------------------------------------- */

static enum step build(struct run *r, char **why)
{
	char *log = path_join(r->kb.out, "rcucheck-build.log");

	*why = NULL;
	free(r->image);
	r->image = kbuild_image(&r->kb);
	if (!r->image) {
		*why = kbuild_log_error(log);
		die_if_disk_full(*why);
		/* Paths as in the tree, not in the scratch worktree. */
		size_t n = strlen(r->wt);

		if (!strncmp(*why, r->wt, n) && (*why)[n] == '/')
			memmove(*why, *why + n + 1, strlen(*why + n + 1) + 1);
	}
	free(log);
	return r->image ? STEP_OK : STEP_FAIL;
}

/* Boots the current image; its findings in @fl. */
static enum step boot(struct run *r, const char *name, struct finding_list *fl, char **why)
{
	char *log = str_printf("%s/%s.log", r->logdir, name);
	struct boot_result br;
	struct boot_summary sum = { 0 };
	enum step ret = STEP_OK;

	*why = NULL;
	r->bo.kernel = r->image;
	r->bo.console = log;
	if (qemu_boot(&r->bo, &br))
		exit(EXIT_ERROR);	/* no QEMU, no image: said by qemu_boot */
	char *text = read_file(log, NULL);

	if (text)
		splat_parse(text, log, true, fl, &sum);
	if (br.end == BOOT_FAILED) {
		*why = str_dup(br.why);
		ret = STEP_FAIL;
	} else if (br.end == BOOT_TIMEOUT) {
		*why = str_printf("hung: no end after %.0f s, QEMU killed%s%s (console %s)",
				 r->bo.timeout, sum.running ? "; in sub-test " : "",
				 sum.running ? sum.running : "", log);
		ret = STEP_FAIL;
	} else if (sum.panic) {
		*why = str_printf("kernel panic (console %s)", log);
		ret = STEP_FAIL;
	} else if (!sum.done) {
		*why = str_printf("the exerciser did not finish: %d/%d sub-tests (console %s)",
				 sum.ended, sum.nr_subtests, log);
		ret = STEP_FAIL;
	}
	note("validate: boot %s: %s, %d/%d sub-tests, %zu finding%s", name,
	     ret == STEP_OK ? "ok" : *why, sum.ended, sum.nr_subtests < 0 ? 0 : sum.nr_subtests,
	     fl->n, fl->n == 1 ? "" : "s");
	free(text);
	free(log);
	boot_summary_free(&sum);
	return ret;
}

/* The objects of @pi that kbuild makes ("kernel/sys.o"). */
static void objects_of(const struct patchinfo *pi, struct strlist *objs)
{
	for (size_t f = 0; f < pi->nfiles; f++) {
		char *obj = pi->files[f].deleted ? NULL : kconfig_object_of(pi->files[f].path);

		if (obj)
			sl_push_owned(objs, obj);
	}
}

/* Was @obj compiled into this kernel? kbuild leaves dir/.name.o.cmd. */
static bool object_built(const struct run *r, const char *obj)
{
	const char *slash = strrchr(obj, '/');
	char *cmd = slash ? str_printf("%s/%.*s/.%s.cmd", r->kb.out, (int)(slash - obj), obj, slash + 1) :
			    str_printf("%s/.%s.cmd", r->kb.out, obj);
	bool yes = is_file(cmd);

	free(cmd);
	return yes;
}

static char *git_head(const char *wt)
{
	struct strbuf out = STRBUF_INIT;

	if (git(wt, NULL, &out, "rev-parse", "HEAD", NULL))
		fatal("git rev-parse HEAD in %s failed: %s", wt, last_line(&out));
	return rtrim(sb_detach(&out));
}

static bool tree_changed(const char *wt, const char *old)
{
	return git(wt, NULL, NULL, "diff", "--quiet", old, "HEAD", NULL) != 0;
}

static bool same_list(const struct strlist *a, const struct strlist *b)
{
	if (a->n != b->n)
		return false;
	for (size_t i = 0; i < a->n; i++)
		if (strcmp(a->v[i], b->v[i]))
			return false;
	return true;
}

static void sparse_step(struct run *r, struct patch_verdict *v, const struct strlist *objs,
			const struct strlist *before, size_t idx)
{
	struct strlist after = STRLIST_INIT;
	char *log = str_printf("%s/%04zu-sparse-after.log", r->logdir, idx + 1), *why;

	sl_free(&r->last_objs);
	sl_free(&r->last_warnings);
	if (sparse_run(&r->kb, &r->checkers, objs, log, &after, &why)) {
		/* The touched file does not compile: the build says it better. */
		v->sparse = STEP_NOT_RUN;
		die_if_disk_full(why);
		free(why);
	} else {
		sparse_new(before, &after, &v->sparse_new);
		for (size_t i = 0; i < v->sparse_new.n; i++)
			v->sparse_rcu_new += sparse_is_rcu(v->sparse_new.v[i]);
		v->sparse = v->sparse_new.n ? STEP_FAIL : STEP_OK;
		/* The "before" of the next patch, if it touches the same objects. */
		for (size_t i = 0; i < objs->n; i++)
			sl_push(&r->last_objs, objs->v[i]);
		r->last_warnings = after;
		after = (struct strlist)STRLIST_INIT;
	}
	sl_free(&after);
	free(log);
}

static void validate_patch(struct run *r, size_t i, struct finding_list *pre,
			   struct finding_list *post)
{
	struct patch_verdict *v = &r->v[i];
	struct strlist objs = STRLIST_INIT, before = STRLIST_INIT;
	char *path = path_join(r->series, v->pi.name), *why = NULL;
	double start = now_seconds();

	note("validate: [%zu/%zu] %s", i + 1, r->n, v->pi.name);
	objects_of(&v->pi, &objs);
	if (r->sparse && objs.n && same_list(&objs, &r->last_objs)) {
		for (size_t w = 0; w < r->last_warnings.n; w++)
			sl_push(&before, r->last_warnings.v[w]);
	} else if (r->sparse && objs.n) {
		char *log = str_printf("%s/%04zu-sparse-before.log", r->logdir, i + 1);

		/* Objects the patch creates do not exist yet: no warnings before. */
		if (sparse_run(&r->kb, &r->checkers, &objs, log, &before, &why))
			sl_free(&before);
		free(why);
		free(log);
	}
	/* From here on the tree changes: the last sparse run is stale. */
	sl_free(&r->last_objs);
	sl_free(&r->last_warnings);
	char *head = git_head(r->wt);

	if (ktree_apply_patch(r->wt, path, &v->apply_why)) {
		die_if_disk_full(v->apply_why);
		v->applies = STEP_FAIL;
		free(head);
		goto out;
	}
	/* A three-way merge can "apply" a patch whose change is already there. */
	if (!tree_changed(r->wt, head)) {
		v->apply_why = str_dup("it changes nothing: the tree already has its change");
		v->applies = STEP_FAIL;
		free(head);
		goto out;
	}
	free(head);
	v->applies = STEP_OK;
	patchinfo_functions(&v->pi, r->wt);
	v->sparse = STEP_NONE;
	if (r->sparse && objs.n)
		sparse_step(r, v, &objs, &before, i);
	v->builds = build(r, &v->build_why);
	if (v->builds != STEP_OK) {
		v->sparse = v->sparse == STEP_FAIL ? STEP_FAIL : STEP_NOT_RUN;
		goto out;
	}
	for (size_t o = 0; o < objs.n && !v->not_built; o++)
		if (!object_built(r, objs.v[o]))
			v->not_built = str_printf("%s is not part of this kernel's configuration",
						 objs.v[o]);
	char *name = str_printf("%04zu", i + 1);

	v->boots = boot(r, name, post, &v->boot_why);
	free(name);
	validate_runtime(v, pre, post, &r->map);
out:
	v->seconds = now_seconds() - start;
	validate_decide(v);
	note("validate: [%zu/%zu] %s: %s", i + 1, r->n,
	     v->outcome == OUTCOME_PASS ? "PASS" : v->outcome == OUTCOME_FAIL ? "FAIL" : "UNPROVEN",
	     v->why);
	sl_free(&objs);
	sl_free(&before);
	free(path);
}

/* ---- the verb ---------------------------------------------------------- */

/* "sparse + sparse-rcu; __rcu checked always (...)": what the report used. */
static char *sparse_description(const struct run *r, bool rcu_pointer)
{
	struct strbuf sb = STRBUF_INIT;

	if (!r->sparse)
		return str_dup("off");
	for (size_t i = 0; i < r->checkers.n; i++) {
		const char *slash = strrchr(r->checkers.v[i], '/');

		sb_printf(&sb, "%s%s", i ? " + " : "", slash ? slash + 1 : r->checkers.v[i]);
	}
	sb_printf(&sb, "; __rcu checked %s", rcu_pointer ?
		  "with CONFIG_SPARSE_RCU_POINTER=y (this tree has the option)" :
		  "always (this tree has no CONFIG_SPARSE_RCU_POINTER)");
	return sb_detach(&sb);
}

static void read_series(struct run *r)
{
	struct strlist names = STRLIST_INIT;

	if (series_patches(r->series, &names))
		exit(EXIT_ERROR);
	r->v = xcalloc(names.n, sizeof(*r->v));
	r->n = names.n;
	for (size_t i = 0; i < names.n; i++) {
		char *path = path_join(r->series, names.v[i]);

		if (patchinfo_read(path, &r->v[i].pi))
			exit(EXIT_ERROR);
		free(path);
	}
	sl_free(&names);
}

static int plan_only(struct run *r, const char *kdir, const char *tarball)
{
	struct strlist symbols = STRLIST_INIT;
	struct ktree kt;
	const char *src = kdir;

	/* Read-only: the user's tree itself, or the cached base tree. */
	if (!src) {
		ktree_open(&kt, NULL, tarball);
		src = kt.repo;
	}
	plan_symbols(r, src, &symbols);
	printf("config:");
	for (size_t s = 0; s < symbols.n; s++)
		printf(" CONFIG_%s", symbols.v[s]);
	printf("%s\n", symbols.n ? "" : " qemu/rcu.config only");
	sl_free(&symbols);
	return EXIT_CLEAN;
}

/* --config FRAGMENT: absolute, as the build runs elsewhere. */
static void add_fragment(const char *path, void *dest)
{
	sl_push_owned(dest, xrealpath(path, "--config"));
}

/* The options into @r; the series and the base series checked. */
static void parse_args(struct run *r, int argc, char **argv, const char **kdir,
		       const char **work, const char **tarball, bool *help)
{
	struct strlist operands = STRLIST_INIT;
	const struct cli_option options[] = {
		{ .short_name = 'C', .kind = CLI_STRING, .dest = kdir },
		CLI_KVER_OPTION,
		{ .name = "work", .kind = CLI_STRING, .dest = work },
		{ .name = "base-series", .kind = CLI_STRING, .dest = &r->base_series },
		{ .name = "json", .kind = CLI_FLAG, .dest = &r->json },
		{ .name = "plan", .kind = CLI_FLAG, .dest = &r->plan },
		{ .name = "no-sparse", .kind = CLI_UNSET, .dest = &r->sparse },
		{ .name = "check", .kind = CLI_LIST, .dest = &r->checkers },
		{ .name = "timeout", .kind = CLI_SECONDS, .dest = &r->bo.timeout },
		{ .name = "accel", .kind = CLI_STRING, .dest = &r->bo.accel },
		{ .name = "append", .kind = CLI_STRING, .dest = &r->bo.append },
		{ .name = "config", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = add_fragment,
		  .dest = &r->kb.fragments },
		{ .name = "tarball", .kind = CLI_STRING, .dest = tarball },
		{ .short_name = 'j', .kind = CLI_JOBS, .dest = &r->kb.jobs },
		{ 0 }
	};
	const struct cli_verb verb = { .name = "validate", .opts = options, .usage = usage };

	*help = cli_parse(&verb, argc, argv, &operands);
	if (*help)
		return;
	if (!operands.n)
		fatal("validate: give a SERIES_DIR (see 'rcucheck validate --help')");
	if (operands.n > 1)
		fatal("validate: one SERIES_DIR only ('%s' is extra)", operands.v[1]);
	r->series = str_dup(operands.v[0]);
	sl_free(&operands);
}

/* The default fragment first, then the --config ones. */
static void default_fragment_first(struct kbuild *kb)
{
	struct strlist frags = STRLIST_INIT;

	sl_push_owned(&frags, kbuild_default_fragment());
	for (size_t i = 0; i < kb->fragments.n; i++)
		sl_push(&frags, kb->fragments.v[i]);
	sl_free(&kb->fragments);
	kb->fragments = frags;
}

/* Every patch in order; a patch that does not apply or build ends the run. */
static void validate_patches(struct run *r, struct finding_list *pre, struct finding_list *post)
{
	for (size_t i = 0; i < r->n; i++) {
		validate_patch(r, i, pre, post);
		if (r->v[i].applies != STEP_OK || r->v[i].builds != STEP_OK) {
			/* Later patches build on this one: say so and stop. */
			for (size_t j = i + 1; j < r->n; j++)
				validate_decide(&r->v[j]);
			break;
		}
		finding_list_free(pre);
		*pre = *post;
		memset(post, 0, sizeof(*post));
	}
}

/* The table (or JSON); EXIT_FINDINGS when a patch failed. */
static int print_verdicts(struct run *r, const char *tree_name, double start,
			  const char *sparse_mode)
{
	char dur[32];
	int ret = EXIT_CLEAN;
	char *title = str_printf("rcucheck validate: %s on %s%s%s (%s)\nsparse: %s", r->series,
				tree_name, r->base_series ? " + " : "",
				r->base_series ? r->base_series : "",
				format_duration(now_seconds() - start, dur, sizeof(dur)), sparse_mode);

	if (r->json)
		validate_print_json(stdout, r->v, r->n, now_seconds() - start, sparse_mode);
	else
		validate_print_text(stdout, r->v, r->n, title);
	for (size_t i = 0; i < r->n; i++) {
		if (r->v[i].outcome == OUTCOME_FAIL)
			ret = EXIT_FINDINGS;
		patch_verdict_free(&r->v[i]);
	}
	free(title);
	return ret;
}

int cmd_validate(int argc, char **argv)
{
	const char *kdir = NULL, *work = "validate", *tarball = NULL;
	struct run r = { .sparse = true, .bo = { .timeout = DEFAULT_TIMEOUT, .accel = "auto" } };
	struct finding_list pre = { 0 }, post = { 0 };
	struct strlist symbols = STRLIST_INIT;
	struct ktree kt;
	double start = now_seconds();
	char dur[32], *why;
	bool help;

	parse_args(&r, argc, argv, &kdir, &work, &tarball, &help);
	if (help)
		return EXIT_CLEAN;
	/* Bad input is refused before any slow step. */
	read_series(&r);
	if (r.base_series) {
		struct strlist base = STRLIST_INIT;

		if (series_patches(r.base_series, &base))
			return EXIT_ERROR;
		sl_free(&base);
	}
	if (r.plan)
		return plan_only(&r, kdir, tarball);
	char *map = subtests_default_path();

	if (subtests_read(map, &r.map))
		return EXIT_ERROR;
	free(map);
	if (r.sparse && !r.checkers.n)
		sparse_default_checkers(&r.checkers);
	if (r.sparse && !r.checkers.n) {
		warn("sparse not found: the sparse step is skipped (install Debian's sparse: run 'make setup')");
		r.sparse = false;
	}
	check_free_space(false);
	default_fragment_first(&r.kb);

	ktree_open(&kt, kdir, tarball);
	char *key = ktree_key(&kt, work);

	cache_lock(key);
	r.wt = ktree_worktree(&kt, work);
	r.logdir = cache_path("logs", key, true);
	if (mkdir_p(r.logdir, 0755))
		fatal("cannot create %s: %s", r.logdir, strerror(errno));
	if (r.base_series && ktree_apply_series(r.wt, r.base_series))
		return EXIT_ERROR;
	r.kb.src = r.wt;
	plan_symbols(&r, r.wt, &symbols);
	if (r.sparse && sparse_tree_has_rcu_pointer(r.wt))
		sl_push(&symbols, "SPARSE_RCU_POINTER");
	configure(&r, key, &symbols);
	char *sparse_mode = sparse_description(&r, sl_contains(&symbols, "SPARSE_RCU_POINTER"));

	note("validate: %zu patch%s of %s; sparse: %s; build dir %s", r.n, r.n == 1 ? "" : "es",
	     r.series, sparse_mode, r.kb.out);

	/* The base: built and booted once, the "before" of the first patch. */
	note("validate: building the base%s%s", r.base_series ? " with " : "",
	     r.base_series ? r.base_series : "");
	if (build(&r, &why) != STEP_OK)
		fatal("the base tree does not build: %s", why);
	enum step base_boot = boot(&r, "base", &pre, &why);

	if (base_boot != STEP_OK)
		warn("the base does not boot cleanly: %s", why);
	free(why);
	validate_patches(&r, &pre, &post);

	int ret = print_verdicts(&r, kt.name, start, sparse_mode);

	note("validate: done in %s", format_duration(now_seconds() - start, dur, sizeof(dur)));
	free(sparse_mode);
	free(r.v);
	finding_list_free(&pre);
	finding_list_free(&post);
	subtests_free(&r.map);
	sl_free(&r.checkers);
	sl_free(&symbols);
	free(r.wt);
	free(r.logdir);
	free(r.image);
	free(key);
	return ret;
}
