// SPDX-License-Identifier: GPL-2.0
/*
 * bin/test-recall (make check): the recall corpus as tests. Every
 * injection of testcases/kernel/recall/ is applied to one scratch
 * worktree of the packaged 6.1 and one "rcucheck audit --tier=all" runs
 * over the files they touch; each injection's verdict (default, lower,
 * missed; blame site named or not) is compared with the one recorded in
 * the corpus's EXPECTED. Worse than recorded fails; better passes and
 * says so, with the line to put in EXPECTED (--update rewrites it).
 *
 *   test-recall [--update] [--sparse] [--work NAME] [CORPUS]
 *   test-recall --lifecycle [--update]
 *
 * --work NAME: the scratch worktree's name (default recall-test), so that
 * runs from several checkouts at once do not wait on one worktree's lock;
 * with --sparse, NAME-sparse (default recall-sparse, bench --recall's).
 *
 * --lifecycle: every corpus of testcases/kernel/lifecycle/ (a directory
 * with a MANIFEST) in turn, whose kinds are the lifecycle rules'
 * (tests/recall.h: 's', 'w', 'n'): a record counts only when it is of
 * the kind's rule, and a negative ('n') must stay missed.
 *
 * CORPUS is testcases/kernel/recall by default; any corpus directory (one
 * of testcases/kernel/lifecycle/, say reclaim/, whose MANIFEST names the
 * rule each injection must be reported by) runs the same way in its own
 * scratch worktree. Each ends with found / lower / missed per kind.
 *
 * One audit for all (not one per injection as bench --recall does) keeps
 * it short; EXPECTED records what this form finds. It can differ from the
 * per-injection form where two injections reach the same access: the
 * audit prints one chain per access, so one of them is credited.
 *
 * --sparse: the sparse side (sparse-rcu + rcucheck link,
 * tests/recall_link.h) on the injections EXPECTED.sparse lists, each
 * alone as bench --recall runs them, in the same build directory and
 * with the same pristine facts (every file of the corpus), so the
 * verdicts are bench's; a subset, since sparse-rcu is as slow as a
 * compile and each injection is checked alone.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tests/recall.h"
#include "tests/recall_link.h"
#include "tests/testkit.h"
#include "lib/proc.h"

/* --work NAME, or NULL: the default. */
static const char *work_name;

struct expect {
	int verdict;	/* -1: not listed */
	bool blame_ok;
};

/* EXPECTED: "<patch> <default|lower|missed> <blame-ok|blame-missed>" a line. */
static void load_expected(const char *path, const struct recall_corpus *rc, struct expect *ex)
{
	size_t len;
	char *text = read_file(path, &len);
	int lineno = 0;

	for (size_t i = 0; i < rc->n; i++)
		ex[i].verdict = -1;
	if (!text)
		fatal("test-recall: cannot read %s: %s", path, strerror(errno));
	for (char *l = text, *e; l && *l; l = e ? e + 1 : NULL) {
		char patch[256], verdict[16], blame[16];

		e = strchr(l, '\n');
		if (e)
			*e = '\0';
		lineno++;
		if (!*skip_spaces(l) || *skip_spaces(l) == '#')
			continue;
		if (sscanf(l, "%255s %15s %15s", patch, verdict, blame) != 3 ||
		    recall_verdict_parse(verdict) < 0 ||
		    (strcmp(blame, "blame-ok") && strcmp(blame, "blame-missed")))
			fatal("test-recall: %s:%d: expected '<patch> <default|lower|missed> <blame-ok|blame-missed>'",
			      path, lineno);
		size_t i;

		for (i = 0; i < rc->n && strcmp(rc->c[i].patch, patch); i++)
			;
		if (i == rc->n)
			fatal("test-recall: %s:%d: %s is not in the MANIFEST", path, lineno, patch);
		ex[i].verdict = recall_verdict_parse(verdict);
		ex[i].blame_ok = !strcmp(blame, "blame-ok");
	}
	free(text);
}

static void expected_line(struct strbuf *sb, const char *patch, enum recall_verdict v,
			  bool blame_ok)
{
	sb_printf(sb, "%s %s %s\n", patch, recall_verdict_name(v),
		  blame_ok ? "blame-ok" : "blame-missed");
}

/*
 * Compares one injection's verdict with the recorded one; true when
 * better. A negative (@negative, kind 'n') is better missed.
 */
static bool compare(const char *patch, const struct expect *ex, enum recall_verdict v,
		    bool blame_ok, bool negative)
{
	if (ex->verdict < 0) {
		tk_verdict(false, patch, "not in EXPECTED (found: %s)", recall_verdict_name(v));
		return false;
	}
	bool worse = negative ? (int)v > ex->verdict :
		     (int)v < ex->verdict || (ex->blame_ok && !blame_ok);
	bool improved = negative ? (int)v < ex->verdict :
			(int)v > ex->verdict || (!ex->blame_ok && blame_ok);

	tk_verdict(!worse, patch, "%s%s (recorded: %s%s)%s", recall_verdict_name(v),
		   blame_ok ? ", blame ok" : "", recall_verdict_name((enum recall_verdict)ex->verdict),
		   ex->blame_ok ? ", blame ok" : "",
		   improved && !worse ? ": better than recorded, update EXPECTED" : "");
	return improved && !worse;
}

/*
 * The sparse side on EXPECTED.sparse's injections; --update keeps the
 * list and rewrites the verdicts.
 */
static int test_sparse(struct recall_corpus *rc, const char *exp_path, bool update)
{
	struct expect *ex = xcalloc(rc->n, sizeof(*ex));
	struct recall_link rl;
	struct ktree kt;

	bool *listed = xcalloc(rc->n, sizeof(*listed));
	size_t nlisted = 0;

	load_expected(exp_path, rc, ex);
	for (size_t i = 0; i < rc->n; i++)
		nlisted += listed[i] = ex[i].verdict >= 0;
	if (!nlisted)
		fatal("test-recall: %s lists no injection", exp_path);
	proc_install_signal_handlers();
	ktree_open(&kt, NULL, NULL);
	double t0 = now_seconds();
	/* bench --recall's worktree, unless --work names one: it may be running */
	char *work = work_name ? str_printf("%s-sparse", work_name) : str_dup("recall-sparse");
	int ret = recall_link_prepare(&rl, rc, &kt, work);

	tk_verdict(ret == 0 && !rl.unchecked.n, "recall sparse: configured, pristine files checked",
		   "%zu objects, %zu without facts, %.1fs", rl.objects.n, rl.unchecked.n,
		   rl.prepare_seconds);
	if (ret) {
		free(work);
		return tk_summary("");
	}
	recall_link_run_each(&rl, rc, &kt, work, listed);
	free(work);

	struct strbuf now = STRBUF_INIT;
	size_t better = 0;

	sb_puts(&now, "# The injections bin/test-recall --sparse runs (a subset: each needs its\n"
		"# objects compiled), and what sparse-rcu + rcucheck link find of each, alone:\n"
		"# <patch> <default|lower|missed> <blame-ok|blame-missed>\n"
		"# Written by 'bin/test-recall --sparse --update', which keeps the list.\n");
	for (size_t i = 0; i < rc->n; i++) {
		const struct recall_link_case *l = &rl.c[i];

		if (!listed[i])
			continue;
		expected_line(&now, rc->c[i].patch, l->verdict, l->blame_ok);
		if (!update)
			better += compare(rc->c[i].patch, &ex[i], l->checked ? l->verdict : RECALL_MISSED,
					  l->blame_ok, recall_negative(rc->c[i].kind));
	}
	printf("     sparse side: %.1fs\n", now_seconds() - t0);
	if (update) {
		if (write_file_atomic(exp_path, now.buf, now.len))
			fatal("test-recall: cannot write %s: %s", exp_path, strerror(errno));
		printf("wrote %s\n", exp_path);
	} else if (better) {
		printf("%zu injection(s) found better than EXPECTED.sparse records;"
		       " 'bin/test-recall --sparse --update' writes:\n%s", better, now.buf);
	}
	sb_free(&now);
	recall_link_free(&rl);
	free(listed);
	free(ex);
	return update ? 0 : tk_summary("");
}

/* Per kind of the MANIFEST: found in the default tier, lower, missed. */
static void print_kinds(const struct recall_corpus *rc)
{
	for (int k = 0; k < 128; k++) {
		size_t n[3] = { 0 }, total = 0;

		for (size_t i = 0; i < rc->n; i++)
			if (rc->c[i].kind == k) {
				n[rc->c[i].verdict]++;
				total++;
			}
		if (total)
			printf("     kind %c: %zu of %zu found in the default tier, %zu lower, %zu missed\n",
			       k, n[RECALL_DEFAULT], total, n[RECALL_LOWER], n[RECALL_MISSED]);
	}
}

static int test_corpus(char *dir, bool update, bool sparse);

int main(int argc, char **argv)
{
	bool update = false, sparse = false, lifecycle = false;
	const char *corpus = NULL;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--update"))
			update = true;
		else if (!strcmp(argv[i], "--sparse"))
			sparse = true;
		else if (!strcmp(argv[i], "--lifecycle"))
			lifecycle = true;
		else if (!strcmp(argv[i], "--work") && i + 1 < argc)
			work_name = argv[++i];
		else if (argv[i][0] == '-')
			fatal("test-recall: unknown option '%s'", argv[i]);
		else if (!corpus)
			corpus = argv[i];
		else
			fatal("test-recall: one CORPUS directory at most");
	}
	if (lifecycle && (corpus || sparse))
		fatal("test-recall: --lifecycle runs the corpora of testcases/kernel/lifecycle/, alone");
	if (!lifecycle)
		return test_corpus(corpus ? str_dup(corpus) :
				   str_printf("%s/testcases/kernel/recall", rcucheck_home()),
				   update, sparse);
	/* Each corpus of the lifecycle rules (issue 17) is a directory with a MANIFEST. */
	char *top = str_printf("%s/testcases/kernel/lifecycle", rcucheck_home());
	DIR *d = opendir(top);
	struct strlist dirs = STRLIST_INIT;
	int ret = 0;

	if (!d)
		fatal("test-recall: cannot read %s: %s", top, strerror(errno));
	for (struct dirent *e; (e = readdir(d));) {
		char *sub = path_join(top, e->d_name), *mf = path_join(sub, "MANIFEST");

		if (e->d_name[0] != '.' && access(mf, R_OK) == 0)
			sl_push(&dirs, sub);
		free(mf);
		free(sub);
	}
	closedir(d);
	if (!dirs.n)
		fatal("test-recall: no corpus (a directory with a MANIFEST) under %s", top);
	sl_sort(&dirs);
	for (size_t i = 0; i < dirs.n; i++) {
		printf("corpus %s\n", dirs.v[i]);
		ret |= test_corpus(str_dup(dirs.v[i]), update, false);
	}
	sl_free(&dirs);
	free(top);
	return ret;
}

static int test_corpus(char *dir, bool update, bool sparse)
{
	char *exp_path = path_join(dir, "EXPECTED");
	struct recall_corpus rc;
	struct ktree kt;
	double secs = 0;

	recall_load(&rc, dir);
	if (sparse) {
		char *sp = path_join(dir, "EXPECTED.sparse");
		int r = test_sparse(&rc, sp, update);

		free(sp);
		free(exp_path);
		free(dir);
		return r;
	}
	struct expect *ex = xcalloc(rc.n, sizeof(*ex));

	if (!update)
		load_expected(exp_path, &rc, ex);
	need_tool("spatch", "coccinelle");
	proc_install_signal_handlers();
	ktree_open(&kt, NULL, NULL);
	/* a worktree of its own per corpus: "lifecycle-sleep" for lifecycle/sleep */
	char *work = strstr(dir, "/lifecycle/") ?
		     str_printf("lifecycle-%s", strrchr(dir, '/') + 1) :
		     str_dup(work_name ? work_name : "recall-test");
	int ret = recall_run_together(&rc, &kt, work, &secs);

	free(work);

	tk_verdict(ret == 0, "recall: the corpus applies to the base together", "%zu patches", rc.n);
	if (ret)
		return tk_summary("");
	printf("     one audit over all: %.1fs\n", secs);

	struct strbuf now = STRBUF_INIT;
	size_t better = 0;

	sb_puts(&now, "# What the current checker finds of each injection, all applied together\n"
		"# (bin/test-recall): <patch> <default|lower|missed> <blame-ok|blame-missed>\n"
		"# Written by 'bin/test-recall --update'; bench --recall runs each alone.\n");
	for (size_t i = 0; i < rc.n; i++) {
		const struct recall_case *c = &rc.c[i];

		expected_line(&now, c->patch, c->verdict, c->blame_ok);
		if (!update)
			better += compare(c->patch, &ex[i], c->verdict, c->blame_ok,
					  recall_negative(c->kind));
	}
	print_kinds(&rc);
	if (update) {
		if (write_file_atomic(exp_path, now.buf, now.len))
			fatal("test-recall: cannot write %s: %s", exp_path, strerror(errno));
		printf("wrote %s\n", exp_path);
	} else if (better) {
		printf("%zu injection(s) found better than EXPECTED records;"
		       " 'bin/test-recall --update' writes:\n%s", better, now.buf);
	}
	sb_free(&now);
	free(ex);
	free(exp_path);
	free(dir);
	return update ? 0 : tk_summary("");
}
