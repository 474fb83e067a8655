// SPDX-License-Identifier: GPL-2.0
/*
 * The configuration of a validate run (validate_run.h): the CONFIG_
 * symbols the touched objects need, on top of qemu/rcu.config, in a build
 * directory of their own; and room in the cache for the build.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/kconfig_deps.h"
#include "runtime/validate_run.h"
#include "tree/cache_space.h"
#include "tree/ktree.h"

/* Free space a build needs in the cache: a cold tinyconfig build, or a rebuild. */
#define COLD_BUILD_MB 1500
#define WARM_BUILD_MB 200

int validate_free_space(bool cold)
{
	return cache_need_space(cache_dir(), "validating", cold ? COLD_BUILD_MB : WARM_BUILD_MB);
}

/* Objects no Makefile builds are noted with --plan. */
void validate_plan_symbols(struct run *r, const char *src, struct strlist *symbols)
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

void validate_plan_workloads(struct run *r, const char *src)
{
	for (size_t i = 0; i < r->n; i++) {
		struct patch_verdict *v = &r->v[i];
		char *path = path_join(r->series, v->pi.name);

		workload_patch_free(&v->wl);
		workload_add_patch(&r->wp, &v->wl, src, path, &v->pi);
		if (r->plan)
			workload_print_patch(stdout, v->pi.name, &v->wl);
		free(path);
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
 * olddefconfig refused some of @symbols in @dir: keep what took; the
 * patches that needed the rest are "not built".
 */
static void drop_refused(struct run *r, const char *dir, struct strlist *symbols)
{
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
}

/*
 * The symbols of @symbols that the run's plain configuration (its build
 * directory @key, configured with the same fragments, no workloads)
 * already enables are dropped: asking for them changes no option, and a
 * directory of their own would be a cold build of the same kernel
 * (kernel/events/core.o needs CONFIG_PERF_EVENTS, which rcu.config's
 * tinyconfig already has).
 */
static void drop_enabled(struct run *r, const char *key, struct strlist *symbols)
{
	struct strlist extra = STRLIST_INIT, kept = STRLIST_INIT;
	char *dir = cache_path("build", key, false);
	struct kbuild plain = r->kb;
	char *config_path = path_join(dir, ".config");
	char *config = NULL;

	workload_fragments(&r->wp, &extra);
	plain.out = dir;
	if (!extra.n && symbols->n && kbuild_is_configured(&plain))
		config = read_file(config_path, NULL);
	for (size_t i = 0; config && i < symbols->n; i++) {
		if (config_has(config, symbols->v[i]))
			note("validate: CONFIG_%s is on in the plain configuration: the build dir %s serves",
			     symbols->v[i], dir);
		else
			sl_push(&kept, symbols->v[i]);
	}
	if (config) {
		sl_free(symbols);
		*symbols = kept;
	}
	sl_free(&extra);
	free(config);
	free(config_path);
	free(dir);
}

/*
 * Configures r->kb: qemu/rcu.config, --config fragments, and a fragment of
 * @symbols (those that olddefconfig refuses are dropped and reported in
 * the verdicts of the patches that needed them). The build directory is
 * one per tree, work name and set of extra symbols, kept in the cache.
 */
int validate_configure(struct run *r, const char *key, struct strlist *symbols)
{
	drop_enabled(r, key, symbols);
	for (int attempt = 0;; attempt++) {
		struct strbuf frag = STRBUF_INIT;
		struct kbuild kb = r->kb;
		char *dir, *fragpath = NULL, *image;
		int ret = -1;

		struct strlist extra = STRLIST_INIT;

		/* The workloads' and the oracle's fragments name the build directory too. */
		workload_fragments(&r->wp, &extra);
		for (size_t i = 0; i < extra.n; i++)
			sb_printf(&frag, "# with %s\n", extra.v[i]);
		for (size_t i = 0; i < symbols->n; i++)
			sb_printf(&frag, "CONFIG_%s=y\n", symbols->v[i]);
		kb.fragments = (struct strlist)STRLIST_INIT;
		for (size_t i = 0; i < r->kb.fragments.n; i++)
			sl_push(&kb.fragments, r->kb.fragments.v[i]);
		for (size_t i = 0; i < extra.n; i++)
			sl_push(&kb.fragments, extra.v[i]);
		sl_free(&extra);
		if (frag.len) {
			char *name = str_printf("%s-cfg%08x", key, hash_str(frag.buf));

			dir = cache_path("build", name, true);
			free(name);
			fragpath = str_printf("%s.fragment", dir);
			if (write_file(fragpath, frag.buf, frag.len)) {
				error("cannot write %s: %s", fragpath, strerror(errno));
				goto out;
			}
			sl_push(&kb.fragments, fragpath);
			note("validate: enabling %.*s for the touched objects (build dir %s)",
			     (int)frag.len - 1, frag.buf, dir);
		} else {
			dir = cache_path("build", key, true);
		}
		kb.out = dir;
		image = path_join(dir, "arch/x86/boot/bzImage");
		bool cold = !is_file(image);

		free(image);
		if (validate_free_space(cold))
			goto out;
		if (!kbuild_configure(&kb)) {
			/* r->kb owns the directory and the fragments from here on. */
			sl_free(&r->kb.fragments);
			r->kb = kb;
			kb.fragments = (struct strlist)STRLIST_INIT;
			dir = NULL;
			ret = 0;
		} else if (!symbols->n || attempt) {
			error("cannot configure the kernel in %s (see the error above)", dir);
		} else {
			drop_refused(r, dir, symbols);
			ret = 1;	/* again, without them */
		}
out:
		sl_free(&kb.fragments);
		free(fragpath);
		free(dir);
		sb_free(&frag);
		if (ret <= 0)
			return ret;
	}
}
