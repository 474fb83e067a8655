// SPDX-License-Identifier: GPL-2.0
/*
 * test-fix-kernel: rcucheck fix on the packaged 6.1 tree with the 2009
 * bugs put back (testcases/kernel/2009-tglx), from the hand-written
 * findings testcases/fix/2009-tglx.json and the captured boot log of that
 * tree. No kernel is built: it checks that
 *
 *   - the series is written (cover letter + one patch per function),
 *   - it applies with git am, in order, on a fresh worktree of the
 *     injected tree,
 *   - checkpatch.pl --no-tree finds no error and no warning in any patch,
 *   - each fixed function equals pristine 6.1's, or differs from it
 *     exactly as documented (testcases/fix/2009-tglx.variants),
 *   - rcucheck audit of the fixed tree reports none of the injected
 *     accesses,
 *   - the committed reference series kernel-patches/2009-tglx-6.1/ is
 *     what the tool writes today (dates and blob ids aside).
 *
 * Prints the time of each step; ends "N passed, N failed".
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lib/json.h"
#include "fix/parse.h"
#include "tree/ktree.h"
#include "lib/proc.h"
#include "tests/testkit.h"
#include "lib/util.h"


/* The text of function @name in @file of tree @root, NULL when not found. */
static char *function_text(const char *root, const char *file, const char *name)
{
	char *path = path_join(root, file);
	char *text = read_file(path, NULL);
	struct csrc src;
	struct cfunction fn;
	char *r = NULL;

	free(path);
	if (!text)
		return NULL;
	csrc_scan(&src, text, strlen(text));
	if (cfunction_find(&src, name, &fn) == 0) {
		size_t a = src.t[fn.head].off, b = src.t[fn.rbrace].end;

		r = str_printf("%.*s\n", (int)(b - a), text + a);
		cfunction_free(&fn);
	}
	csrc_free(&src);
	free(text);
	return r;
}

static char *tmpfile_with(const char *dir, const char *name, const char *text)
{
	char *p = path_join(dir, name);

	if (write_file(p, text, strlen(text)))
		fatal("cannot write %s", p);
	return p;
}

/* diff -u of two texts, labels pristine/fixed. */
static char *diff_texts(const char *dir, const char *a, const char *b)
{
	char *pa = tmpfile_with(dir, "pristine", a), *pb = tmpfile_with(dir, "fixed", b);
	char *const argv[] = { "diff", "-u", "--label", "pristine", "--label", "fixed", pa, pb, NULL };
	struct strbuf out = STRBUF_INIT;

	proc_capture(argv, NULL, &out);
	free(pa);
	free(pb);
	return sb_detach(&out);
}

/* The expected variant of @fn: the block after "== fn" up to the next "== ". */
static char *expected_variant(const char *variants, const char *fn)
{
	char *key = str_printf("== %s\n", fn);
	const char *s = strstr(variants, key);
	char *r = NULL;

	if (s) {
		s = strchr(s, '\n') + 1;
		/* comment lines ("# ...") say why, they are not part of the diff */
		struct strbuf sb = STRBUF_INIT;

		while (*s && !starts_with(s, "== ")) {
			const char *nl = strchrnul(s, '\n');

			if (*s != '#')
				sb_add(&sb, s, (size_t)(nl - s) + (*nl ? 1 : 0));
			s = *nl ? nl + 1 : nl;
		}
		r = sb_detach(&sb);
	}
	free(key);
	return r;
}

/* A patch file without what changes from run to run: commit ids, dates, blob ids. */
static char *stable_patch(const char *path)
{
	char *text = read_file(path, NULL);
	struct strbuf sb = STRBUF_INIT;

	if (!text)
		return NULL;
	for (const char *l = text; *l;) {
		const char *nl = strchrnul(l, '\n');

		if (!starts_with(l, "From ") && !starts_with(l, "Date: ") && !starts_with(l, "index "))
			sb_add(&sb, l, (size_t)(nl - l) + (*nl ? 1 : 0));
		l = *nl ? nl + 1 : nl;
	}
	free(text);
	return sb_detach(&sb);
}

static int run(const char *const *argv, struct strbuf *out, double *secs)
{
	struct proc_opts o = { .capture = true };
	double t = now_seconds();
	int ret;

	sb_reset(out);
	ret = proc_run((char *const *)argv, &o, out);
	*secs = now_seconds() - t;
	return ret;
}

int main(int argc, char **argv)
{
	const char *home;
	char *series, *findings, *log, *rc, *variants_path, *variants, *out, *ref;
	char *run_dir, *wt;
	struct strbuf o = STRBUF_INIT;
	struct ktree kt;
	double secs, total = now_seconds();
	int ret;
	static const struct {
		const char *file, *fn;
	} fixed[] = {
		{ "kernel/sys.c", "setpriority" },
		{ "kernel/signal.c", "kill_pid_usb_asyncio" },
		{ "kernel/signal.c", "__sigqueue_alloc" },
	};

	(void)argv;
	if (argc > 1)
		fatal("usage: test-fix-kernel (no options: it uses the packaged 6.1 tree in the cache)");
	proc_install_signal_handlers();
	home = rcucheck_home();
	series = path_join(home, "testcases/kernel/2009-tglx");
	findings = path_join(home, "testcases/fix/2009-tglx.json");
	log = path_join(home, "testcases/splats/injected-2009.log");
	variants_path = path_join(home, "testcases/fix/2009-tglx.variants");
	ref = path_join(home, "kernel-patches/2009-tglx-6.1");
	rc = path_join(home, "bin/rcucheck");
	run_dir = cache_path("run", NULL, true);
	out = str_printf("%s/test-fix-%d", run_dir, (int)getpid());
	remove_tree(out);

	/*
	 * 1. The series. Signed by whoever signed the committed reference, so
	 * that the comparison does not depend on this machine's git config.
	 */
	char *signoff = str_dup("--no-signoff");
	struct strlist refs = STRLIST_INIT;

	if (series_patches(ref, &refs) == 0) {
		char *first = path_join(ref, refs.v[0]);
		char *text = read_file(first, NULL);
		const char *sob = text ? strstr(text, "\nSigned-off-by: ") : NULL;

		if (sob) {
			free(signoff);
			signoff = str_printf("--signoff=%.*s", (int)strcspn(sob + 16, "\n"), sob + 16);
		}
		free(text);
		free(first);
	}
	sl_free(&refs);
	const char *fix_argv[] = { rc, "fix", "--series", series, "--work", "test-fix",
				   "--log", log, signoff, "-o", out, findings, NULL };

	ret = run(fix_argv, &o, &secs);
	struct strlist patches = STRLIST_INIT;

	if (ret == 0 && series_patches(out, &patches) == 0) {
		char *cover = path_join(out, "0000-cover-letter.patch");

		tk_verdict(patches.n == 3 && is_file(cover), "fix writes a cover letter and 3 patches",
			"%zu patches, %.1f s", patches.n, secs);
		free(cover);
	} else {
		tk_verdict(false, "fix writes the series", "exit %d: %s", ret, last_line(&o));
		goto done;
	}

	/* 2. git am, in order, on a fresh worktree of the injected tree. */
	double t = now_seconds();

	ktree_open(&kt, NULL, NULL);
	wt = ktree_worktree(&kt, "test-fix-am");
	ret = ktree_apply_series(wt, series);
	if (!ret)
		ret = ktree_apply_series(wt, out);
	tk_verdict(ret == 0, "the series applies with git am after the injection series",
		"%.1f s", now_seconds() - t);
	if (ret)
		goto done;

	/* 3. checkpatch. */
	char *checkpatch = path_join(kt.repo, "scripts/checkpatch.pl");
	bool cp_ok = true;
	struct strbuf why = STRBUF_INIT;

	t = now_seconds();
	sl_push(&patches, "0000-cover-letter.patch");
	for (size_t i = 0; i < patches.n; i++) {
		char *p = path_join(out, patches.v[i]);
		const char *cp_argv[] = { "perl", checkpatch, "--no-tree", p, NULL };
		int st = run(cp_argv, &o, &secs);

		if (st != 0 || !strstr(o.buf ? o.buf : "", "total: 0 errors, 0 warnings")) {
			cp_ok = false;
			sb_printf(&why, "%s: %s; ", patches.v[i], last_line(&o));
		}
		free(p);
	}
	tk_verdict(cp_ok, "checkpatch.pl --no-tree: 0 errors, 0 warnings in every patch", "%s%.1f s",
		why.buf ? why.buf : "", now_seconds() - t);

	/* 4. Each fixed function against pristine 6.1. */
	variants = read_file(variants_path, NULL);
	if (!variants)
		fatal("cannot read %s", variants_path);
	for (size_t i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++) {
		char *a = function_text(kt.repo, fixed[i].file, fixed[i].fn);
		char *b = function_text(wt, fixed[i].file, fixed[i].fn);
		char *d = a && b ? diff_texts(run_dir, a, b) : NULL;
		char *want = expected_variant(variants, fixed[i].fn);
		char *name = str_printf("%s() after the fix vs pristine 6.1", fixed[i].fn);

		if (!d)
			tk_verdict(false, name, "function not found");
		else if (!want)
			tk_verdict(false, name, "no expected variant in %s", variants_path);
		else if (strcmp(d, want))
			tk_verdict(false, name, "differs from the documented variant:\n%s", d);
		else
			tk_verdict(true, name, "%s", *d ? "the documented variant" : "identical");
		free(a);
		free(b);
		free(d);
		free(want);
		free(name);
	}

	/* 5. The audit of the fixed tree: none of the injected accesses. */
	const char *audit_argv[] = { rc, "audit", "-C", wt, "--json", "kernel/sys.c",
				     "kernel/signal.c", NULL };
	struct finding_list after = { 0 };
	static const char *const injected[] = {
		"set_one_prio_perm", "kill_as_cred_perm", "__sigqueue_alloc",
	};
	struct strbuf left = STRBUF_INIT;

	ret = run(audit_argv, &o, &secs);
	/* stdout and stderr come together: the JSON lines are the findings */
	struct strbuf json = STRBUF_INIT;

	for (const char *l = o.buf ? o.buf : ""; *l;) {
		const char *nl = strchrnul(l, '\n');

		if (*l == '{')
			sb_add(&json, l, (size_t)(nl - l) + (*nl ? 1 : 0));
		l = *nl ? nl + 1 : nl;
	}
	if ((ret == 0 || ret == 1) && findings_parse_json(json.buf ? json.buf : "", "audit", &after) == 0) {
		for (size_t i = 0; i < after.n; i++)
			for (size_t k = 0; k < sizeof(injected) / sizeof(injected[0]); k++)
				if (after.v[i].function && !strcmp(after.v[i].function, injected[k]))
					sb_printf(&left, "%s:%d %s; ", after.v[i].file, after.v[i].line,
						  injected[k]);
		tk_verdict(!left.len, "rcucheck audit of the fixed tree reports none of the injected accesses",
			"%s%zu findings in kernel/sys.c and kernel/signal.c, %.1f s",
			left.buf ? left.buf : "", after.n, secs);
	} else {
		tk_verdict(false, "rcucheck audit of the fixed tree", "exit %d: %s", ret, last_line(&o));
	}
	finding_list_free(&after);
	sb_free(&left);
	sb_free(&json);

	/* 6. The committed reference series is today's output. */
	struct strlist refp = STRLIST_INIT;
	bool same = is_dir(ref) && series_patches(ref, &refp) == 0 && refp.n + 1 == patches.n;
	char *first_diff = NULL;

	for (size_t i = 0; same && i < patches.n; i++) {
		const char *n = i < refp.n ? refp.v[i] : "0000-cover-letter.patch";
		char *pa = path_join(out, n), *pb = path_join(ref, n);
		char *a = stable_patch(pa), *b = stable_patch(pb);

		if (!a || !b || strcmp(a, b)) {
			same = false;
			first_diff = str_dup(n);
		}
		free(a);
		free(b);
		free(pa);
		free(pb);
	}
	tk_verdict(same, "kernel-patches/2009-tglx-6.1 is what rcucheck fix writes",
		"%s", first_diff ? first_diff : "");
	sl_free(&refp);
	free(first_diff);
	free(checkpatch);
	sb_free(&why);
	free(variants);
done:
	free(signoff);
	remove_tree(out);
	sl_free(&patches);
	sb_free(&o);
	char suffix[32];

	snprintf(suffix, sizeof(suffix), " (%.0f s)", now_seconds() - total);
	return tk_summary(suffix);
}
