// SPDX-License-Identifier: GPL-2.0
/*
 * test-fix-kernel: rcucheck fix on the packaged trees (6.1, 6.12), for
 * each committed series of kernel-patches/ written on one of them. No
 * kernel is built. The cases:
 *
 *   2009-tglx  the 2009 bugs put back (testcases/kernel/2009-tglx): on 6.1
 *              from the hand-written findings testcases/fix/2009-tglx.json,
 *              on 6.12 from the audit's own (fix PATH...) in guard style;
 *              each with the captured boot log of that tree;
 *   ksmbd      pristine 6.1's smb_lazy_parent_lease_break_close(), a
 *              pointer used after rcu_read_unlock(), from the audit of
 *              fs/smb/server (rcucheck fix PATH);
 *   drbd       maybe_pull_ahead() of pristine 6.1 and 6.12, net_conf used
 *              after rcu_read_unlock(), from the audit of drbd_req.c;
 *   smack      pristine 6.1's 8 Smack findings that confirm saw splat
 *              (lockdep-only: append-only lists), from their findings;
 *   tracing    event_triggers_post_call() of pristine 6.1 and 6.12, the
 *              triggers walked with no reader after tracing_mark_write()'s
 *              commit, from the audit of trace_events_trigger.c;
 *   btrfs      btrfs_init_new_device() of pristine 6.1 and 6.12, the new
 *              device freed on an error path right after list_del_rcu()
 *              (rcu-reclaim-no-gp), from the audit of volumes.c;
 *   arm_scmi   pristine 6.1's scmi_protocol_get() and _put(), idr_find()
 *              under the callers' mutexes with no reader, from the audit
 *              of driver.c (6.12 has an xarray there);
 *   atlantic   apply_txsc_cfg(), apply_rxsc_cfg() and
 *              aq_check_txsa_expiration() of pristine 6.1 and 6.12: the
 *              MACsec SAs read with rcu_dereference_bh() under
 *              nic->macsec_mutex alone from the service work, from the
 *              audit of aq_macsec.c.
 *
 * For each it checks that
 *
 *   - (2009) rcucheck audit of the injected tree reports the 3 injected
 *     accesses in the default tier, and nothing else in their files,
 *   - the series is written (cover letter + one patch per function),
 *   - it applies with git am, in order, on a fresh worktree of the tree,
 *   - checkpatch.pl --no-tree finds no error and no warning in any patch,
 *   - (2009) each fixed function equals the pristine tree's, or differs
 *     from it exactly as documented (testcases/fix/2009-tglx*.variants),
 *   - rcucheck audit of the fixed tree reports none of the fixed accesses,
 *   - the committed reference series is what the tool writes today
 *     (dates and blob ids aside),
 *   - (2009, 6.1) a syzbot-style report of the setpriority bug
 *     (testcases/splats/syzbot-2009-setpriority.log), as findings and
 *     --log, gives the same patch as its static finding.
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

/*
 * A patch file without what changes from run to run: commit ids, dates,
 * blob ids, and the id a Fixes: tag names (the injected commits' ids
 * follow the cache's base commit, made when the tree was extracted).
 */
static char *stable_patch(const char *path)
{
	char *text = read_file(path, NULL);
	struct strbuf sb = STRBUF_INIT;

	if (!text)
		return NULL;
	for (const char *l = text; *l;) {
		const char *nl = strchrnul(l, '\n');

		if (starts_with(l, "Fixes: ") && strspn(l + 7, "0123456789abcdef") == 12)
			sb_printf(&sb, "Fixes: <id>%.*s\n", (int)(nl - l - 19), l + 19);
		else if (!starts_with(l, "From ") && !starts_with(l, "Date: ") && !starts_with(l, "index "))
			sb_add(&sb, l, (size_t)(nl - l) + (*nl ? 1 : 0));
		l = *nl ? nl + 1 : nl;
	}
	free(text);
	return sb_detach(&sb);
}

/* The first line of @a that is not @b's, as "-A / +B" (static buffer). */
static const char *first_line_differing(const char *a, const char *b)
{
	static char buf[512];

	while (*a && *b) {
		size_t la = strcspn(a, "\n"), lb = strcspn(b, "\n");

		if (la != lb || memcmp(a, b, la)) {
			snprintf(buf, sizeof(buf), "-%.*s / +%.*s", (int)(lb > 200 ? 200 : lb), b,
				 (int)(la > 200 ? 200 : la), a);
			return buf;
		}
		a += la + (a[la] ? 1 : 0);
		b += lb + (b[lb] ? 1 : 0);
	}
	return *a || *b ? "one ends early" : "same";
}

static int run_in(const char *cwd, const char *const *argv, struct strbuf *out, double *secs)
{
	struct proc_opts o = { .cwd = cwd, .capture = true };
	double t = now_seconds();
	int ret;

	sb_reset(out);
	ret = proc_run((char *const *)argv, &o, out);
	*secs = now_seconds() - t;
	return ret;
}

static int run(const char *const *argv, struct strbuf *out, double *secs)
{
	return run_in(NULL, argv, out, secs);
}

/* One committed series and how it is made. Paths are relative to the checkout. */
struct fix_case {
	const char *name;
	const char *kver;		/* the packaged tree */
	const char *style;		/* a --style= option, or NULL */
	const char *base;		/* the series put on the tree first, or NULL */
	const char *findings;		/* a findings file, or NULL: the audit of @paths */
	const char *log;		/* a console log quoted in the patches, or NULL */
	const char *variants;		/* how the fixed functions differ from pristine, or NULL */
	const char *ref;		/* the committed series */
	size_t npatches;
	const char *const *paths;	/* audited after the fix (and before, without @findings) */
	const char *const *fixed;	/* "file", "function" pairs, as the variants name them */
	const char *const *gone;	/* functions the audit of the fixed tree must not report */
	bool injected;			/* the audit of the injected tree must report just @gone */
};

static const char *const tglx_paths[] = { "kernel/sys.c", "kernel/signal.c", NULL };
static const char *const tglx_fixed[] = {
	"kernel/sys.c", "setpriority", "kernel/signal.c", "kill_pid_usb_asyncio",
	"kernel/signal.c", "__sigqueue_alloc", NULL,
};
/*
 * The audit names the functions holding the accesses, not the callers
 * fixed; and setpriority() itself: the injection's read_lock(&tasklist_lock)
 * in place of the reader leaves its find_task_by_vpid() call unprotected
 * too (rcu-callee: find_task_by_pid_ns() warns unless rcu_read_lock_held()).
 */
static const char *const tglx_accesses[] = {
	"set_one_prio_perm", "kill_as_cred_perm", "__sigqueue_alloc", "setpriority", NULL,
};
static const char *const ksmbd_paths[] = { "fs/smb/server", NULL };
static const char *const ksmbd_gone[] = { "smb_lazy_parent_lease_break_close", NULL };
static const char *const drbd_paths[] = { "drivers/block/drbd/drbd_req.c", NULL };
static const char *const drbd_gone[] = { "maybe_pull_ahead", NULL };

static const char *const smack_paths[] = { "security/smack", NULL };
static const char *const smack_gone[] = {
	"smk_find_entry", "smack_inode_permission", "smk_access_entry", "smk_copy_rules",
	"smk_set_access", "smk_write_net4addr", "smk_write_cipso_auto_level",
	"smk_write_revoke_subj", NULL,
};

static const char *const tracing_paths[] = { "kernel/trace/trace_events_trigger.c", NULL };
static const char *const tracing_gone[] = { "event_triggers_post_call", NULL };
static const char *const btrfs_paths[] = { "fs/btrfs/volumes.c", NULL };
static const char *const btrfs_gone[] = { "btrfs_init_new_device", NULL };
static const char *const scmi_paths[] = { "drivers/firmware/arm_scmi/driver.c", NULL };
static const char *const scmi_gone[] = { "scmi_protocol_get", "scmi_protocol_put", NULL };
static const char *const atlantic_paths[] = {
	"drivers/net/ethernet/aquantia/atlantic/aq_macsec.c", NULL,
};
static const char *const atlantic_gone[] = {
	"apply_txsc_cfg", "apply_rxsc_cfg", "aq_check_txsa_expiration", NULL,
};

static const struct fix_case cases[] = {
	{ "2009-tglx", "6.1", NULL, "testcases/kernel/2009-tglx", "testcases/fix/2009-tglx.json",
	  "testcases/splats/injected-2009.log", "testcases/fix/2009-tglx.variants",
	  "kernel-patches/2009-tglx-6.1", 3, tglx_paths, tglx_fixed, tglx_accesses, true },
	/* neither file uses guards in 6.12: --style=guard, kernel-patches/README.md says why */
	{ "2009-tglx", "6.12", "--style=guard", "testcases/kernel/2009-tglx", NULL,
	  "testcases/splats/injected-2009-6.12.log", "testcases/fix/2009-tglx-6.12.variants",
	  "kernel-patches/2009-tglx-6.12", 3, tglx_paths, tglx_fixed, tglx_accesses, true },
	{ "ksmbd", "6.1", NULL, NULL, NULL, NULL, NULL, "kernel-patches/ksmbd-6.1", 1, ksmbd_paths,
	  NULL, ksmbd_gone, false },
	/* the same bug in both trees; one series per tree, as the tool writes each */
	{ "drbd", "6.1", NULL, NULL, NULL, NULL, NULL, "kernel-patches/drbd-6.1", 1, drbd_paths,
	  NULL, drbd_gone, false },
	{ "drbd", "6.12", NULL, NULL, NULL, NULL, NULL, "kernel-patches/drbd-6.12", 1, drbd_paths,
	  NULL, drbd_gone, false },
	/* lockdep-only, confirmed by splats: the lockless walks, two readers */
	{ "smack", "6.1", NULL, NULL, "kernel-patches/smack-6.1/findings.json", NULL, NULL,
	  "kernel-patches/smack-6.1", 8, smack_paths, NULL, smack_gone, false },
	/* a true race in both trees: the walk after the commit of a trace_marker write */
	{ "tracing", "6.1", NULL, NULL, NULL, NULL, NULL, "kernel-patches/tracing-6.1", 1,
	  tracing_paths, NULL, tracing_gone, false },
	{ "tracing", "6.12", NULL, NULL, NULL, NULL, NULL, "kernel-patches/tracing-6.12", 1,
	  tracing_paths, NULL, tracing_gone, false },
	/* the update side: synchronize_rcu() between the unlink and the free */
	{ "btrfs", "6.1", NULL, NULL, NULL, NULL, NULL, "kernel-patches/btrfs-6.1", 1, btrfs_paths,
	  NULL, btrfs_gone, false },
	{ "btrfs", "6.12", NULL, NULL, NULL, NULL, NULL, "kernel-patches/btrfs-6.12", 1,
	  btrfs_paths, NULL, btrfs_gone, false },
	{ "arm_scmi", "6.1", NULL, NULL, NULL, NULL, NULL, "kernel-patches/arm_scmi-6.1", 2,
	  scmi_paths, NULL, scmi_gone, false },
	/* a true race in both trees: an SA freed by call_rcu() under the service work */
	{ "atlantic", "6.1", NULL, NULL, NULL, NULL, NULL, "kernel-patches/atlantic-6.1", 3,
	  atlantic_paths, NULL, atlantic_gone, false },
	{ "atlantic", "6.12", NULL, NULL, NULL, NULL, NULL, "kernel-patches/atlantic-6.12", 3,
	  atlantic_paths, NULL, atlantic_gone, false },
};

/* What the steps of one case share: its paths, the series written, the worktree. */
struct fixk {
	const struct fix_case *c;
	char *series, *findings, *log, *variants_path, *ref, *rc, *run_dir, *out, *wt;
	struct ktree kt;
	struct strlist patches;
	struct strbuf o;
};

/* "6.12 2009-tglx: NAME", for the verdict lines. */
static char *vname(const struct fixk *k, const char *name)
{
	return str_printf("%s %s: %s", k->c->kver, k->c->name, name);
}

/* The --signoff of the committed reference, so the comparison does not depend on git config. */
static char *reference_signoff(const char *ref)
{
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
	return signoff;
}

/* 1. The series. */
static bool write_series(struct fixk *k)
{
	char *signoff = reference_signoff(k->ref);
	const char *fix_argv[20];
	size_t n = 0;
	double secs;

	fix_argv[n++] = k->rc;
	fix_argv[n++] = "fix";
	fix_argv[n++] = "--kver";
	fix_argv[n++] = k->c->kver;
	if (k->c->style)
		fix_argv[n++] = k->c->style;
	if (k->series) {
		fix_argv[n++] = "--series";
		fix_argv[n++] = k->series;
	}
	fix_argv[n++] = "--work";
	fix_argv[n++] = "test-fix";	/* one scratch worktree, the cases in turn */
	if (k->log) {
		fix_argv[n++] = "--log";
		fix_argv[n++] = k->log;
	}
	fix_argv[n++] = signoff;
	fix_argv[n++] = "-o";
	fix_argv[n++] = k->out;
	if (k->findings)
		fix_argv[n++] = k->findings;
	for (size_t i = 0; !k->findings && k->c->paths[i]; i++)
		fix_argv[n++] = k->c->paths[i];
	fix_argv[n] = NULL;

	int ret = run(fix_argv, &k->o, &secs);
	bool ok = ret == 0 && series_patches(k->out, &k->patches) == 0;
	char *name = vname(k, "fix writes the series");

	if (ok) {
		char *cover = path_join(k->out, "0000-cover-letter.patch");

		tk_verdict(k->patches.n == k->c->npatches && is_file(cover), name,
			   "a cover letter and %zu patches (want %zu), %.1f s", k->patches.n,
			   k->c->npatches, secs);
		free(cover);
	} else {
		tk_verdict(false, name, "exit %d: %s", ret, last_line(&k->o));
	}
	free(name);
	free(signoff);
	return ok;
}

/* 2. A fresh worktree of the tree, with the base series when there is one. */
static bool inject(struct fixk *k)
{
	int ret = 0;

	ktree_open(&k->kt, NULL, NULL);
	k->wt = ktree_worktree(&k->kt, "test-fix-am");
	if (k->series)
		ret = ktree_apply_series(k->wt, k->series);
	if (ret) {
		char *name = vname(k, "the injection series applies");

		tk_verdict(false, name, "%s", k->series);
		free(name);
	}
	return ret == 0;
}

/* 4. git am of the fix series, in order. */
static bool apply_series(struct fixk *k)
{
	double t = now_seconds();
	int ret = ktree_apply_series(k->wt, k->out);
	char *name = vname(k, k->series ? "the series applies with git am after the injection series" :
			   "the series applies with git am on the pristine tree");

	tk_verdict(ret == 0, name, "%.1f s", now_seconds() - t);
	free(name);
	return ret == 0;
}

/* 3. checkpatch. */
static void check_patches(struct fixk *k)
{
	char *checkpatch = path_join(k->kt.repo, "scripts/checkpatch.pl");
	struct strbuf why = STRBUF_INIT;
	double t = now_seconds(), secs;
	bool ok = true;

	sl_push(&k->patches, "0000-cover-letter.patch");
	for (size_t i = 0; i < k->patches.n; i++) {
		char *p = path_join(k->out, k->patches.v[i]);
		const char *cp_argv[] = { "perl", checkpatch, "--no-tree", p, NULL };
		/* in the tree, as a maintainer runs it: a Fixes: tag's commit is looked up there */
		int st = run_in(k->wt, cp_argv, &k->o, &secs);

		if (st != 0 || !strstr(k->o.buf ? k->o.buf : "", "total: 0 errors, 0 warnings")) {
			ok = false;
			sb_printf(&why, "%s: %s; ", k->patches.v[i], last_line(&k->o));
		}
		free(p);
	}
	char *name = vname(k, "checkpatch.pl --no-tree: 0 errors, 0 warnings in every patch");

	tk_verdict(ok, name, "%s%.1f s", why.buf ? why.buf : "", now_seconds() - t);
	free(name);
	sb_free(&why);
	free(checkpatch);
}

/* 6. Each fixed function against the pristine tree, as documented. */
static void compare_functions(struct fixk *k)
{
	const char *const *fixed = k->c->fixed;
	char *variants = read_file(k->variants_path, NULL);

	if (!variants)
		fatal("cannot read %s", k->variants_path);
	for (size_t i = 0; fixed[i]; i += 2) {
		char *a = function_text(k->kt.repo, fixed[i], fixed[i + 1]);
		char *b = function_text(k->wt, fixed[i], fixed[i + 1]);
		char *d = a && b ? diff_texts(k->run_dir, a, b) : NULL;
		char *want = expected_variant(variants, fixed[i + 1]);
		char *name = str_printf("%s %s: %s() after the fix vs pristine %s", k->c->kver,
					k->c->name, fixed[i + 1], k->c->kver);

		if (!d)
			tk_verdict(false, name, "function not found");
		else if (!want)
			tk_verdict(false, name, "no expected variant in %s", k->variants_path);
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
	free(variants);
}

/*
 * rcucheck audit --json of the case's paths in the worktree into @fl.
 * False, after a failed verdict @name, when it did not run.
 */
static bool audit_worktree(struct fixk *k, const char *name, struct finding_list *fl,
			   double *secs)
{
	const char *audit_argv[16] = { k->rc, "audit", "-C", k->wt, "--json" };
	size_t n = 5;
	struct strbuf json = STRBUF_INIT;
	bool ok;

	for (size_t i = 0; k->c->paths[i] && n + 1 < sizeof(audit_argv) / sizeof(audit_argv[0]); i++)
		audit_argv[n++] = k->c->paths[i];
	audit_argv[n] = NULL;
	int ret = run(audit_argv, &k->o, secs);

	/* stdout and stderr come together: the JSON lines are the findings */
	for (const char *l = k->o.buf ? k->o.buf : ""; *l;) {
		const char *nl = strchrnul(l, '\n');

		if (*l == '{')
			sb_add(&json, l, (size_t)(nl - l) + (*nl ? 1 : 0));
		l = *nl ? nl + 1 : nl;
	}
	ok = (ret == 0 || ret == 1) &&
	     findings_parse_json(json.buf ? json.buf : "", "audit", fl) == 0;
	if (!ok)
		tk_verdict(false, name, "exit %d: %s", ret, last_line(&k->o));
	sb_free(&json);
	return ok;
}

static bool is_gone(const struct fixk *k, const struct finding *f)
{
	for (size_t g = 0; f->function && k->c->gone[g]; g++)
		if (!strcmp(f->function, k->c->gone[g]))
			return true;
	return false;
}

/* 3. The audit of the injected tree: the injected accesses, default tier, nothing else. */
static void audit_injected_tree(struct fixk *k)
{
	char *name = vname(k, "rcucheck audit of the injected tree: every injected access, "
			   "default tier, nothing else");
	struct finding_list fl = { 0 };
	struct strbuf got = STRBUF_INIT;
	size_t found = 0, want = 0, other = 0;
	double secs;

	if (audit_worktree(k, name, &fl, &secs)) {
		for (const char *const *g = k->c->gone; *g; g++, want++) {
			bool hit = false;

			for (size_t i = 0; i < fl.n && !hit; i++)
				hit = fl.v[i].function && !strcmp(fl.v[i].function, *g) &&
				      fl.v[i].tier && !strcmp(fl.v[i].tier, "default");
			found += hit;
			if (!hit)
				sb_printf(&got, "no default-tier %s; ", *g);
		}
		for (size_t i = 0; i < fl.n; i++) {
			if (!is_gone(k, &fl.v[i])) {
				other++;
				sb_printf(&got, "also %s:%d %s; ", fl.v[i].file, fl.v[i].line,
					  fl.v[i].function ? fl.v[i].function : "?");
			}
		}
		tk_verdict(found == want && !other, name, "%s%zu of %zu found, %zu findings, %.1f s",
			   got.buf ? got.buf : "", found, want, fl.n, secs);
	}
	finding_list_free(&fl);
	sb_free(&got);
	free(name);
}

/* 7. The audit of the fixed tree: none of the fixed accesses. */
static void audit_fixed_tree(struct fixk *k)
{
	char *name = vname(k, "rcucheck audit of the fixed tree reports none of the fixed accesses");
	struct finding_list after = { 0 };
	struct strbuf left = STRBUF_INIT;
	double secs;

	if (audit_worktree(k, name, &after, &secs)) {
		for (size_t i = 0; i < after.n; i++)
			if (is_gone(k, &after.v[i]))
				sb_printf(&left, "%s:%d %s; ", after.v[i].file, after.v[i].line,
					  after.v[i].function);
		tk_verdict(!left.len, name, "%s%zu findings, %.1f s", left.buf ? left.buf : "",
			   after.n, secs);
	}
	finding_list_free(&after);
	sb_free(&left);
	free(name);
}

/* 8. The committed reference series is today's output. */
static void compare_reference(struct fixk *k)
{
	struct strlist refp = STRLIST_INIT;
	bool same = is_dir(k->ref) && series_patches(k->ref, &refp) == 0 &&
		    refp.n + 1 == k->patches.n;
	char *first_diff = NULL;

	for (size_t i = 0; same && i < k->patches.n; i++) {
		const char *n = i < refp.n ? refp.v[i] : "0000-cover-letter.patch";
		char *pa = path_join(k->out, n), *pb = path_join(k->ref, n);
		char *a = stable_patch(pa), *b = stable_patch(pb);

		if (!a || !b || strcmp(a, b)) {
			same = false;
			first_diff = str_printf("%s: %s", n, a && b ? first_line_differing(a, b) :
						"missing");
		}
		free(a);
		free(b);
		free(pa);
		free(pb);
	}
	char *name = vname(k, "the committed series is what rcucheck fix writes");

	tk_verdict(same, name, "%s", first_diff ? first_diff : "");
	free(name);
	sl_free(&refp);
	free(first_diff);
}

/* The findings of @in whose function is @fn, as a JSON-lines file in @dir. */
static char *findings_of(const char *dir, const char *in, const char *fn)
{
	char *text = read_file(in, NULL), *line, *save = NULL, *out;
	char *needle = str_printf("\"function\":\"%s\"", fn);
	struct strbuf sb = STRBUF_INIT;

	if (!text)
		fatal("cannot read %s", in);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (strstr(line, needle))
			sb_printf(&sb, "%s\n", line);
	out = tmpfile_with(dir, "static.json", sb.buf ? sb.buf : "");
	sb_free(&sb);
	free(needle);
	free(text);
	return out;
}

/*
 * 9. A syzbot-style report of the setpriority bug, read as findings and
 * quoted with --log, gives the patch the static finding gives.
 */
static void compare_syzbot(struct fixk *k, const char *home)
{
	char *log = path_join(home, "testcases/splats/syzbot-2009-setpriority.log");
	char *splat = path_join(k->run_dir, "test-fix-splat.json");
	char *stat = findings_of(k->run_dir, k->findings, "set_one_prio_perm");
	const char *splats_argv[] = { k->rc, "splats", "--json", "--any-log", log, NULL };
	const char *static_argv[] = { k->rc, "fix", "--series", k->series, "--work", "test-fix",
				      "--no-signoff", "--diff", stat, NULL };
	const char *splat_argv[] = { k->rc, "fix", "--series", k->series, "--work", "test-fix",
				     "--no-signoff", "--diff", "--log", log, splat, NULL };
	struct strbuf a = STRBUF_INIT;
	double secs;
	int ret = run(splats_argv, &k->o, &secs);
	bool same = false;

	if (ret == 1 && strstr(k->o.buf, "\"kernel/sys.c\"") &&
	    !write_file(splat, k->o.buf, k->o.len) &&
	    run(static_argv, &a, &secs) == 0 && a.len &&
	    run(splat_argv, &k->o, &secs) == 0)
		same = !strcmp(a.buf, k->o.buf);
	tk_verdict(same, "6.1 2009-tglx: a syzbot-style report gives the static finding's patch",
		   "%s", same ? "" : last_line(&k->o));
	unlink(splat);
	unlink(stat);
	sb_free(&a);
	free(stat);
	free(splat);
	free(log);
}

/* Every step of one case. */
static void run_case(const struct fix_case *c, const char *home)
{
	struct fixk k = { .c = c, .patches = STRLIST_INIT, .o = STRBUF_INIT };
	double start = now_seconds();

	printf("---- %s %s: rcucheck fix on linux-source-%s -> %s\n", c->kver, c->name, c->kver,
	       c->ref);
	fflush(stdout);
	kver_select(c->kver);

	k.series = c->base ? path_join(home, c->base) : NULL;
	k.findings = c->findings ? path_join(home, c->findings) : NULL;
	k.log = c->log ? path_join(home, c->log) : NULL;
	k.variants_path = c->variants ? path_join(home, c->variants) : NULL;
	k.ref = path_join(home, c->ref);
	k.rc = path_join(home, "bin/rcucheck");
	k.run_dir = cache_path("run", NULL, true);
	k.out = str_printf("%s/test-fix-%s-%s-%d", k.run_dir, c->kver, c->name, (int)getpid());
	remove_tree(k.out);

	if (write_series(&k) && inject(&k)) {
		if (c->injected)
			audit_injected_tree(&k);
		if (apply_series(&k)) {
			check_patches(&k);
			if (k.variants_path)
				compare_functions(&k);
			audit_fixed_tree(&k);
			compare_reference(&k);
			if (!strcmp(c->name, "2009-tglx") && !strcmp(c->kver, "6.1"))
				compare_syzbot(&k, home);
		}
	}
	printf("---- %s %s: %.0f s\n", c->kver, c->name, now_seconds() - start);
	remove_tree(k.out);
	sl_free(&k.patches);
	sb_free(&k.o);
	free(k.series);
	free(k.findings);
	free(k.log);
	free(k.variants_path);
	free(k.ref);
	free(k.rc);
	free(k.run_dir);
	free(k.out);
	free(k.wt);
}

int main(int argc, char **argv)
{
	const char *only = NULL, *only_case = NULL;
	double total = now_seconds();
	char suffix[32];
	size_t ran = 0;

	for (int i = 1; i < argc; i += 2) {
		if (i + 1 < argc && !strcmp(argv[i], "--kver"))
			only = argv[i + 1];
		else if (i + 1 < argc && !strcmp(argv[i], "--case"))
			only_case = argv[i + 1];
		else
			fatal("usage: test-fix-kernel [--kver V] [--case NAME] (default: every case)");
	}
	proc_install_signal_handlers();
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if ((only && strcmp(only, cases[i].kver)) ||
		    (only_case && strcmp(only_case, cases[i].name)))
			continue;
		run_case(&cases[i], rcucheck_home());
		ran++;
	}
	if (!ran)
		fatal("test-fix-kernel: no case for --kver %s --case %s", only ? only : "(any)",
		      only_case ? only_case : "(any)");
	snprintf(suffix, sizeof(suffix), " (%.0f s)", now_seconds() - total);
	return tk_summary(suffix);
}
