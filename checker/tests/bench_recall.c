// SPDX-License-Identifier: GPL-2.0
/*
 * bench --recall: recall of "rcucheck audit" on the recall corpus
 * (testcases/kernel/recall/), per kind and per tier, each injection
 * alone in a scratch worktree of the packaged tree; then the records the
 * audit gives on the same files of the pristine tree, for the false
 * positives around them. Figures, not verdicts: nothing fails here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/bench_recall.h"
#include "tests/recall.h"
#include "lib/proc.h"

static const char *const kind_names[] = {
	"reader removed", "lock in its place", "irq/preempt/bh off instead",
	"flavor mismatch", "use after unlock, escapes", "helper, caller dropped it",
	"accessor behind a macro", "callback invoked unprotected", "lookup needing the reader",
};

struct tally {
	size_t n, dflt, lower, missed, blame;
};

static void add(struct tally *t, const struct recall_case *c)
{
	t->n++;
	t->dflt += c->verdict == RECALL_DEFAULT;
	t->lower += c->verdict == RECALL_LOWER;
	t->missed += c->verdict == RECALL_MISSED;
	t->blame += c->blame_ok;
}

static double pct(size_t a, size_t b)
{
	return b ? 100.0 * (double)a / (double)b : 0;
}

static void print_tally(const char *what, const char *name, const struct tally *t)
{
	printf("%-6s %-28s %3zu %8zu %6zu %7zu %6zu   %5.1f%% %5.1f%%\n", what, name, t->n,
	       t->dflt, t->lower, t->missed, t->blame, pct(t->dflt, t->n),
	       pct(t->dflt + t->lower, t->n));
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
	recall_run_each(&rc, &kt, "recall");

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
	printf("\n%-3s %-52s %-4s %-8s %-6s %-8s %8s\n", "#", "injection", "kind", "found",
	       "blame", "pristine", "audit_s");
	for (size_t i = 0; i < rc.n; i++) {
		const struct recall_case *c = &rc.c[i];

		printf("%-3zu %-52.52s %-4c %-8s %-6s %-8s %8.1f\n", i + 1, c->patch, c->kind,
		       recall_verdict_name(c->verdict), c->blame_ok ? "ok" : "-",
		       c->in_pristine ? "record" : "-", c->seconds);
	}

	struct tally kinds[9] = { 0 }, total = { 0 };

	for (size_t i = 0; i < rc.n; i++) {
		add(&kinds[rc.c[i].kind - 'a'], &rc.c[i]);
		add(&total, &rc.c[i]);
	}
	printf("\nfound: a record at the access (file, function, line +-3) whose chain\n"
	       "passes the blame site, or a chain step that is the blame site's call at\n"
	       "that line; default = in the default tier, lower = only with --tier=all;\n"
	       "blame = a matching record names the blame site as its function;\n"
	       "pristine = pristine 6.1 has a record at that access already (any chain)\n");
	printf("%-6s %-28s %3s %8s %6s %7s %6s   %6s %6s\n", "kind", "", "n", "default", "lower",
	       "missed", "blame", "recall", "all");
	for (int k = 0; k < 9; k++) {
		char what[4] = { (char)('a' + k), 0 };

		if (kinds[k].n)
			print_tally(what, kind_names[k], &kinds[k]);
	}
	print_tally("total", "", &total);

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
	printf("sparse-rcu + rcucheck link: not measured (needs a kernel build of every\n"
	       "subsystem the corpus touches, e.g. allmodconfig)\n");
	double audit_s = 0;

	for (size_t k = 0; k < rc.n; k++)
		audit_s += rc.c[k].seconds;
	printf("time: %.1fs in %zu injected audits, %.1fs pristine, %.1fs in all\n", audit_s, rc.n, ps,
	       now_seconds() - t0);
	json_decref(pristine);
	sl_free(&files);
	return 0;
}
