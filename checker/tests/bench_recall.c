// SPDX-License-Identifier: GPL-2.0
/*
 * bench --recall: recall of "rcucheck audit" and of sparse-rcu +
 * "rcucheck link" (tests/recall_link.h) on the recall corpus
 * (testcases/kernel/recall/), per kind and per tier, side by side, each
 * injection alone in a scratch worktree of the packaged tree; then the
 * records the audit gives on the same files of the pristine tree, for
 * the false positives around them. Figures, not verdicts: nothing fails
 * here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/bench_recall.h"
#include "tests/recall.h"
#include "tests/recall_link.h"
#include "lib/proc.h"

static const char *const kind_names[] = {
	"reader removed", "lock in its place", "irq/preempt/bh off instead",
	"flavor mismatch", "use after unlock, escapes", "helper, caller dropped it",
	"accessor behind a macro", "callback invoked unprotected", "lookup needing the reader",
};

struct tally {
	size_t n, dflt, lower, missed, blame;
};

static void add(struct tally *t, enum recall_verdict v, bool blame_ok)
{
	t->n++;
	t->dflt += v == RECALL_DEFAULT;
	t->lower += v == RECALL_LOWER;
	t->missed += v == RECALL_MISSED;
	t->blame += blame_ok;
}

static double pct(size_t a, size_t b)
{
	return b ? 100.0 * (double)a / (double)b : 0;
}

static void print_side(const struct tally *t)
{
	printf("   %4zu %4zu %4zu %4zu %5.0f%% %5.0f%%", t->dflt, t->lower, t->missed, t->blame,
	       pct(t->dflt, t->n), pct(t->dflt + t->lower, t->n));
}

/* One kind's line: the audit's figures, then sparse-rcu + link's (@sparse). */
static void print_tally(const char *what, const char *name, const struct tally *t,
			const struct tally *sparse)
{
	printf("%-5s %-27s %3zu", what, name, t->n);
	print_side(t);
	if (sparse)
		print_side(sparse);
	printf("\n");
}

int bench_recall(const char *corpus)
{
	struct recall_corpus rc;
	struct ktree kt;
	double t0 = now_seconds();

	recall_load(&rc, corpus);
	need_tool("spatch", "coccinelle");
	proc_install_signal_handlers();
	ktree_open(&kt, NULL, NULL);
	printf("rcucheck bench --recall: %zu injections of %s into %s, each alone in a\n"
	       "scratch worktree; rcucheck audit --json --tier=all -j 2 on the access file\n"
	       "and the files the patch touches\n", rc.n, corpus, kt.name);
	fflush(stdout);
	double ta = now_seconds();

	recall_run_each(&rc, &kt, "recall");
	ta = now_seconds() - ta;

	/* The sparse side, on its own worktree and build directory. */
	struct recall_link rl;
	double ts = now_seconds();
	bool sparse = !recall_link_prepare(&rl, &rc, &kt, "recall-sparse");

	if (sparse)
		recall_link_run_each(&rl, &rc, &kt, "recall-sparse", NULL);
	ts = now_seconds() - ts;

	/* The same files in the pristine tree: what the audit says there already. */
	struct strlist files = STRLIST_INIT;

	for (size_t i = 0; i < rc.n; i++)
		for (size_t j = 0; j < rc.c[i].paths.n; j++)
			if (!sl_contains(&files, rc.c[i].paths.v[j]))
				sl_push(&files, rc.c[i].paths.v[j]);
	double ps;
	json_t *pristine = recall_audit(NULL, &files, &ps);
	size_t pd = 0, pl = 0, at = 0;
	size_t ri;
	json_t *r;

	json_array_foreach(pristine, ri, r) {
		const char *tier = json_string_value(json_object_get(r, "tier"));

		tier && !strcmp(tier, "lower") ? pl++ : pd++;
	}
	for (size_t k = 0; k < rc.n; k++) {
		rc.c[k].in_pristine = recall_at_access(&rc.c[k], pristine);
		at += rc.c[k].in_pristine;
	}
	printf("\n%-3s %-44s %-4s | %-7s %-5s %-8s %6s | %-7s %-5s %-8s %6s\n", "#", "injection",
	       "kind", "audit", "blame", "pristine", "s", "sparse", "blame", "pristine", "s");
	for (size_t i = 0; i < rc.n; i++) {
		const struct recall_case *c = &rc.c[i];

		printf("%-3zu %-44.44s %-4c | %-7s %-5s %-8s %6.1f", i + 1, c->patch, c->kind,
		       recall_verdict_name(c->verdict), c->blame_ok ? "ok" : "-",
		       c->in_pristine ? "record" : "-", c->seconds);
		if (sparse) {
			const struct recall_link_case *l = &rl.c[i];

			printf(" | %-7s %-5s %-8s %6.1f%s", recall_verdict_name(l->verdict),
			       l->blame_ok ? "ok" : "-", l->in_pristine ? "record" : "-", l->seconds,
			       l->checked ? "" : " NOT CHECKED");
		}
		printf("\n");
	}

	struct tally kinds[9] = { 0 }, total = { 0 }, skinds[9] = { 0 }, stotal = { 0 };

	for (size_t i = 0; i < rc.n; i++) {
		const struct recall_case *c = &rc.c[i];

		/* the lifecycle corpus's kinds (s, w, n) are not bench's */
		if (c->kind < 'a' || c->kind > 'i')
			fatal("bench: %s: kind '%c' is the lifecycle corpus's: bin/test-recall --lifecycle runs it",
			      c->patch, c->kind);
		add(&kinds[c->kind - 'a'], c->verdict, c->blame_ok);
		add(&total, c->verdict, c->blame_ok);
		if (sparse) {
			add(&skinds[c->kind - 'a'], rl.c[i].verdict, rl.c[i].blame_ok);
			add(&stotal, rl.c[i].verdict, rl.c[i].blame_ok);
		}
	}
	printf("\naudit: found = a record at the access (file, function, line +-3) whose\n"
	       "chain passes the blame site, or a chain step that is the blame site's call\n"
	       "at that line; blame = a matching record names the blame site as its function.\n"
	       "sparse: found = a record of sparse-rcu or of link --callers (the worktree's\n"
	       "index judging the callers above the facts) at the access, or whose chain\n"
	       "(plain names) passes the blame site, and that the pristine facts do not give\n"
	       "(same rule, file, function, access, tier, chain); blame = its chain starts\n"
	       "at the blame site. default = in the default tier, lower = only with\n"
	       "--tier=all / link --lower; pristine = the pristine tree (audit) or the\n"
	       "pristine facts (sparse) have a matching record already (for sparse: not\n"
	       "counted). Each injection's sparse records: BUILD/rcucheck-recall-N.log.jsonl\n");
	printf("%-5s %-27s %3s   %-34s%s\n", "", "", "", "rcucheck audit",
	       sparse ? "   sparse-rcu + rcucheck link" : "");
	printf("%-5s %-27s %3s", "kind", "", "n");
	for (int side = 0; side < 1 + sparse; side++)
		printf("   %4s %4s %4s %4s %6s %6s", "dflt", "low", "miss", "blam", "recall", "all");
	printf("\n");
	for (int k = 0; k < 9; k++) {
		char what[4] = { (char)('a' + k), 0 };

		if (kinds[k].n)
			print_tally(what, kind_names[k], &kinds[k], sparse ? &skinds[k] : NULL);
	}
	print_tally("total", "", &total, sparse ? &stotal : NULL);

	printf("\npristine %s, the same %zu files: %zu default-tier, %zu lower-tier records (%.1fs);"
	       " %zu of the %zu accesses have a record there already\n", kt.name, files.n, pd, pl,
	       ps, at, rc.n);
	json_array_foreach(pristine, ri, r) {
		const char *tier = json_string_value(json_object_get(r, "tier"));

		if (!tier || strcmp(tier, "lower"))
			printf("  default: %s:%lld %s\n", json_string_value(json_object_get(r, "file")),
			       (long long)json_integer_value(json_object_get(r, "line")),
			       json_string_value(json_object_get(r, "function")));
	}
	if (sparse) {
		size_t sd = 0, sl = 0, unchecked = 0;

		json_array_foreach(rl.pristine, ri, r) {
			const char *tier = json_string_value(json_object_get(r, "tier"));

			tier && !strcmp(tier, "lower") ? sl++ : sd++;
		}
		for (size_t k = 0; k < rc.n; k++)
			unchecked += !rl.c[k].checked;
		printf("sparse-rcu + link on the pristine facts of the %zu objects: %zu default-tier,"
		       " %zu lower-tier records; build %s (x86_64 defconfig + MANIFEST's symbols +"
		       " %s/sparse.config), %zu object%s without facts%s, %zu injection%s not"
		       " checked\n", rl.objects.n, sd, sl, rl.kb.out, corpus, rl.unchecked.n,
		       rl.unchecked.n == 1 ? "" : "s", rl.unchecked.n ? ":" : "", unchecked,
		       unchecked == 1 ? "" : "s");
		for (size_t k = 0; k < rl.unchecked.n; k++)
			printf("  no facts: %s\n", rl.unchecked.v[k]);
	} else {
		printf("sparse-rcu + rcucheck link: not measured (see the error above)\n");
	}
	double audit_s = 0, sparse_s = 0;

	for (size_t k = 0; k < rc.n; k++) {
		audit_s += rc.c[k].seconds;
		sparse_s += sparse ? rl.c[k].seconds : 0;
	}
	printf("time: audit %.1fs in %zu injected audits (%.1fs with the worktree resets), %.1fs"
	       " pristine\n", audit_s, rc.n, ta, ps);
	if (sparse)
		printf("time: sparse %.1fs configure + pristine pass, %.1fs in %zu injected checks +"
		       " links (%.1fs in all)\n", rl.prepare_seconds, sparse_s, rc.n, ts);
	printf("time: %.1fs in all\n", now_seconds() - t0);
	if (sparse)
		recall_link_free(&rl);
	json_decref(pristine);
	sl_free(&files);
	return 0;
}
