// SPDX-License-Identifier: GPL-2.0
#include "runtime/validate.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lib/json.h"
#include "runtime/sparsecheck.h"
#include "runtime/splat.h"

/* Findings about the boot itself, judged by the boot step, not as splats. */
static bool is_boot_finding(const struct finding *f)
{
	return !strcmp(f->rule, "boot-incomplete") || !strcmp(f->rule, "boot-timeout") ||
	       !strcmp(f->rule, "kernel-panic");
}

static bool in_functions(const struct patchinfo *pi, const char *fn)
{
	char *norm;
	bool yes;

	if (!fn)
		return false;
	norm = func_normalise(fn);
	yes = sl_contains(&pi->functions, norm);
	free(norm);
	return yes;
}

/* Lines as near as this to a changed line are the patch's (either numbering). */
#define SITE_LINES 2

static bool near(const int *lines, size_t n, int line)
{
	for (size_t i = 0; i < n; i++)
		if (abs(lines[i] - line) <= SITE_LINES)
			return true;
	return false;
}

/* A KASAN report names no source file: its function and backtrace place it. */
static bool is_kasan(const struct finding *f)
{
	return !strcmp(f->rule, "kasan");
}

/* Is the report's function, or a caller in its backtrace, a patched one? */
static bool chain_at_patch(const struct finding *f, const struct patchinfo *pi)
{
	if (in_functions(pi, f->function))
		return true;
	for (size_t i = 0; i < f->chain.n; i++)
		if (in_functions(pi, f->chain.v[i]))
			return true;
	return false;
}

/*
 * Did the free of a use-after-free pass a patched function? Its message
 * ends "; freed by task N: a <- b" (runtime/splat.c). A fix that makes
 * the free wait for a grace period (rcucheck fix's grace plan) changes
 * the freeing function, not the reader that KASAN catches:
 * release_posix_timer() freed, __lock_timer() read
 * (testcases/kernel/validate/lifecycle-reclaim/).
 */
static bool freed_at_patch(const struct finding *f, const struct patchinfo *pi)
{
	struct strlist freed = STRLIST_INIT;
	bool yes = false;

	splat_kasan_freed(f, &freed);
	for (size_t i = 0; i < freed.n && !yes; i++)
		yes = in_functions(pi, freed.v[i]);
	sl_free(&freed);
	return yes;
}

bool finding_at_patch(const struct finding *f, const struct patchinfo *pi)
{
	const struct patch_file *pf = NULL;

	if (is_kasan(f))
		return chain_at_patch(f, pi) || freed_at_patch(f, pi);
	for (size_t i = 0; f->file && i < pi->nfiles && !pf; i++)
		if (!strcmp(f->file, pi->files[i].path))
			pf = &pi->files[i];
	/*
	 * A report placed in the callee that checks, not in the patched
	 * code: DEBUG_ATOMIC_SLEEP's at the might_sleep() of copy_to_user()
	 * (include/linux/uaccess.h), lockdep-RCU's "Illegal synchronize_rcu()"
	 * in kernel/rcu/tree.c, ODEBUG's in lib/debugobjects.c. Its
	 * backtrace passes the patched function.
	 */
	if (!pf && !f->chain.n && f->function && !strcmp(f->rule, "debug-objects"))
		/*
		 * DEBUG_OBJECTS_RCU_HEAD's one line names only the callback of
		 * the rcu_head queued twice: the patch's, if its changed lines
		 * name it (call_rcu(&pid->rcu, delayed_put_pid)).
		 */
		return sl_contains(&pi->changed_words, f->function);
	if (!pf)
		return chain_at_patch(f, pi);
	/* The access itself changed (inlined helpers hide its function). */
	if (f->line > 0 && (near(pf->lines, pf->nlines, f->line) ||
			    near(pf->old_lines, pf->nold, f->line)))
		return true;
	/* Its function, or a caller that fixes it (setpriority() taking the read lock). */
	return chain_at_patch(f, pi);
}

/*
 * The source file a report names; "" for one that names none (lockdep's
 * "Invalid wait context", a WARN without a location): the console parser
 * then places it at its own line of the log, which differs between boots.
 */
static const char *report_file(const struct finding *f)
{
	if (!f->file || (f->line == f->log_line && ends_with(f->file, ".log")))
		return "";
	return f->file;
}

static bool same_report(const struct finding *a, const struct finding *b)
{
	return !strcmp(a->rule, b->rule) && !strcmp(report_file(a), report_file(b)) &&
	       !strcmp(a->function ? a->function : "", b->function ? b->function : "");
}

/*
 * The oracle of a report: KASAN's, DEBUG_ATOMIC_SLEEP's (a sleep in a
 * reader), DEBUG_OBJECTS' (an rcu_head queued twice), or lockdep-RCU's
 * (and the rest of lockdep's).
 */
static const char *oracle_of(const struct finding *f)
{
	if (is_kasan(f))
		return "KASAN";
	if (!strcmp(f->rule, "sleep-in-atomic"))
		return "DEBUG_ATOMIC_SLEEP";
	if (!strcmp(f->rule, "debug-objects"))
		return "DEBUG_OBJECTS";
	return "lockdep-RCU";
}

static int count_sites(const struct finding_list *fl, struct patch_verdict *v,
		       struct strlist *sites, const char **subtest)
{
	const struct patchinfo *pi = &v->pi;

	int n = 0;

	for (size_t i = 0; fl && i < fl->n; i++) {
		const struct finding *f = &fl->v[i];

		if (is_boot_finding(f) || !finding_at_patch(f, pi))
			continue;
		n++;
		/* A report with no source file is named by its rule, not its log line. */
		char *site = *report_file(f) ?
			     str_printf("%s:%d %s", f->file, f->line, f->function ? f->function : "?") :
			     str_printf("[%s] %s", f->rule, f->function ? f->function : "?");

		if (!sl_contains(sites, site))
			sl_push(sites, site);
		free(site);
		if (f->subtest && !*subtest)
			*subtest = f->subtest;
		/* The first report at the site judged it (the "before" boot's first). */
		if (!v->oracle) {
			v->oracle = oracle_of(f);
			v->oracle_report = str_printf("[%s] %s", f->rule, f->message ? f->message : "");
		}
	}
	return n;
}

/*
 * One boot's word on the patch's functions: ran if any of them ran,
 * never ran if every one of them was traced and none was called, else
 * not traceable if one of them is not (inlined, notrace: it may be the
 * one that ran), else not measured.
 */
static void patch_cover(struct patch_verdict *v, const struct coverage *c, struct patch_cover *pc)
{
	size_t zero = 0, untraceable = 0;

	pc->state = COVER_UNKNOWN;
	pc->by_splat = false;
	for (size_t i = 0; c && i < v->pi.functions.n; i++) {
		struct fn_cover fc;

		coverage_of(c, v->pi.functions.v[i], &fc);
		if (fc.state == COVER_RAN) {
			pc->state = COVER_RAN;
			pc->hits += fc.hits;
			for (size_t s = 0; s < fc.ran_in.n; s++)
				if (!sl_contains(&pc->ran_in, fc.ran_in.v[s]))
					sl_push(&pc->ran_in, fc.ran_in.v[s]);
		}
		zero += fc.state == COVER_ZERO;
		if (fc.state == COVER_UNTRACEABLE) {
			untraceable++;
			if (!sl_contains(&v->not_traceable, fc.why))
				sl_push(&v->not_traceable, fc.why);
		}
		if (fc.state == COVER_UNKNOWN && !v->unmeasured)
			v->unmeasured = str_dup(fc.why);
		fn_cover_free(&fc);
	}
	if (pc->state == COVER_RAN || !v->pi.functions.n)
		return;
	if (zero == v->pi.functions.n)
		pc->state = COVER_ZERO;
	else if (untraceable)
		pc->state = COVER_UNTRACEABLE;
}

static char *join(const struct strlist *sl)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < sl->n; i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", sl->v[i]);
	return sb_detach(&sb);
}

static bool measured(enum cover_state st)
{
	return st == COVER_RAN || st == COVER_ZERO;
}

/*
 * @splats reports at the patch's site in a boot prove that its code ran
 * there, whatever the counts say: the step that ran it may never have
 * ended (a wait for a grace period inside its own reader deadlocks the
 * guest, killed at the timeout: no "hits" marker for that step, so the
 * function looks traced and never called). Ran, in @subtest, its calls
 * not counted.
 */
static void ran_by_splat(struct patch_cover *pc, int splats, const char *subtest)
{
	if (!splats || pc->state == COVER_RAN)
		return;
	pc->state = COVER_RAN;
	pc->by_splat = true;
	pc->hits = 0;
	if (subtest && !sl_contains(&pc->ran_in, subtest))
		sl_push(&pc->ran_in, subtest);
}

void validate_runtime(struct patch_verdict *v, struct boot_view pre, struct boot_view post,
		      const struct subtest_map *map, const struct strlist *skipped)
{
	const char *seen_in = NULL, *seen_before = NULL, *seen_after = NULL;
	struct strbuf reach = STRBUF_INIT, unrun = STRBUF_INIT;

	v->oracle = NULL;
	free(v->oracle_report);
	v->oracle_report = NULL;
	v->before = count_sites(pre.fl, v, &v->sites, &seen_before);
	v->after = count_sites(post.fl, v, &v->sites, &seen_after);
	seen_in = seen_before ? seen_before : seen_after;
	for (size_t i = 0; post.fl && i < post.fl->n; i++) {
		const struct finding *f = &post.fl->v[i];
		bool old = false;

		if (is_boot_finding(f) || finding_at_patch(f, &v->pi))
			continue;
		for (size_t j = 0; pre.fl && j < pre.fl->n && !old; j++)
			old = same_report(f, &pre.fl->v[j]);
		if (!old)
			sl_push_owned(&v->new_elsewhere,
				      str_printf("%s:%d [%s] %s%s%s", f->file ? f->file : "?", f->line,
						f->rule, f->message ? f->message : "",
						f->function ? " in " : "", f->function ? f->function : ""));
	}
	patch_cover(v, pre.cov, &v->cov_before);
	patch_cover(v, post.cov, &v->cov_after);
	ran_by_splat(&v->cov_before, v->before, seen_before);
	ran_by_splat(&v->cov_after, v->after, seen_after);
	free(v->exercised);
	free(v->not_run);
	v->exercised = v->not_run = NULL;
	v->exercised_by = NULL;
	/* Where the code ran: the coverage says it best, then a splat, then the map. */
	if (v->cov_after.state == COVER_RAN || v->cov_before.state == COVER_RAN) {
		v->exercised = join(v->cov_after.state == COVER_RAN ? &v->cov_after.ran_in :
				    &v->cov_before.ran_in);
		v->exercised_by = "coverage";
	}
	if (subtests_reaching(map, &v->pi.functions, skipped, &reach, &unrun) && !v->exercised &&
	    !measured(v->cov_before.state) && !measured(v->cov_after.state)) {
		v->exercised = sb_detach(&reach);
		v->exercised_by = "map";
	} else if (seen_in && !v->exercised) {
		v->exercised = str_dup(seen_in);	/* a splat there proves it ran */
		v->exercised_by = "splat";
	}
	if (unrun.len)
		v->not_run = sb_detach(&unrun);
	sb_free(&reach);
	sb_free(&unrun);
}

static void set_why(struct patch_verdict *v, enum outcome o, char *why)
{
	v->outcome = o;
	free(v->why);
	v->why = why;
}

static void add_reason(struct strbuf *sb, char *reason)
{
	sb_printf(sb, "%s%s", sb->len ? "; " : "", reason);
	free(reason);
}

/* "3 calls in 1 setpriority-process, 2 setpriority-pgrp" */
static char *calls_in(const struct patch_cover *pc)
{
	char *where = join(&pc->ran_in);
	char *text = pc->by_splat ?
		     str_printf("ran (a splat at its site%s%s), calls not counted: the step never ended",
				*where ? " in " : "", where) :
		     str_printf("%ld call%s%s%s", pc->hits, pc->hits == 1 ? "" : "s",
				*where ? " in " : "", where);

	free(where);
	return text;
}

/* What the map says of a patch the coverage cannot judge. */
static char *by_map(const struct patch_verdict *v)
{
	if (v->exercised && v->exercised_by && !strcmp(v->exercised_by, "map"))
		return str_printf("by qemu/subtests.map, reached by %s", v->exercised);
	return str_dup("no exerciser sub-test reaches it by qemu/subtests.map");
}

/*
 * The runtime verdict of a patch that built and booted with no splat at
 * its sites after it: @ok and the reason. The coverage decides whether
 * the code ran; a splat before proves it ran then.
 */
static char *runtime_why(const struct patch_verdict *v, enum outcome *ok)
{
	const struct patch_cover *b = &v->cov_before, *a = &v->cov_after;
	char *text, *where, *map;

	if (v->before && a->state == COVER_ZERO) {
		*ok = OUTCOME_UNREACHED;
		return str_dup("splat before, none after, but the patched functions did not run after the patch: 0 calls");
	}
	if (v->before) {
		*ok = OUTCOME_PASS;
		return str_dup("splat before, none after");
	}
	if (b->state == COVER_RAN && a->state == COVER_RAN) {
		*ok = OUTCOME_RAN_CLEAN;
		char *bb = calls_in(b), *aa = calls_in(a);

		text = str_printf("ran before and after, no splat either time: before %s; after %s",
				  bb, aa);
		free(bb);
		free(aa);
		return text;
	}
	if (v->not_run && b->state != COVER_RAN && a->state != COVER_RAN) {
		*ok = OUTCOME_UNPROVEN;
		return str_printf("no runtime trigger: the sub-test that reaches the patched functions did not run: %s",
				  v->not_run);
	}
	if (b->state == COVER_ZERO && a->state == COVER_ZERO) {
		*ok = OUTCOME_UNREACHED;
		return str_dup("never ran: 0 calls of the patched functions before and after the patch");
	}
	if ((b->state == COVER_RAN && a->state == COVER_ZERO) ||
	    (b->state == COVER_ZERO && a->state == COVER_RAN)) {
		*ok = OUTCOME_UNREACHED;
		where = calls_in(b->state == COVER_RAN ? b : a);
		text = str_printf("ran only %s the patch (%s), no splat", b->state == COVER_RAN ?
				  "before" : "after", where);
		free(where);
		return text;
	}
	*ok = OUTCOME_UNPROVEN;
	map = by_map(v);
	if (b->state == COVER_UNTRACEABLE || a->state == COVER_UNTRACEABLE) {
		where = join(&v->not_traceable);
		text = str_printf("not traceable: %s; no splat before or after (%s)", where, map);
	} else {
		where = str_dup(v->unmeasured ? v->unmeasured : "coverage not measured");
		text = str_printf("%s; no splat before or after (%s)", where, map);
	}
	free(where);
	free(map);
	return text;
}

/*
 * Every failed step is named, in the table's order, and the runtime state
 * after them: a patch sparse rejects may also make a splat appear, and a
 * reader wants both.
 */
void validate_decide(struct patch_verdict *v)
{
	struct strbuf fail = STRBUF_INIT;
	char *runtime = NULL;
	enum outcome ok = OUTCOME_PASS;

	if (v->applies == STEP_NOT_RUN)
		return set_why(v, OUTCOME_FAIL, str_dup("skipped: an earlier patch stopped the run"));
	if (v->applies == STEP_FAIL)
		return set_why(v, OUTCOME_FAIL, str_printf("does not apply: %s", v->apply_why));
	if (v->sparse == STEP_FAIL)
		add_reason(&fail, v->sparse_new.n ?
			   str_printf("sparse: %zu new warning%s (%d RCU): %s", v->sparse_new.n,
				     v->sparse_new.n == 1 ? "" : "s", v->sparse_rcu_new,
				     v->sparse_new.v[0]) :
			   str_dup("sparse: the check failed"));
	if (v->builds == STEP_FAIL) {
		add_reason(&fail, str_printf("does not build: %s", v->build_why));
		return set_why(v, OUTCOME_FAIL, sb_detach(&fail));
	}
	if (v->boots == STEP_FAIL)
		add_reason(&fail, str_printf("does not boot: %s", v->boot_why));
	if (v->after && v->before)
		add_reason(&fail, str_printf("splat remains: %d before, %d after at %s", v->before,
					    v->after, v->sites.n ? v->sites.v[0] : "its site"));
	else if (v->after)
		add_reason(&fail, str_printf("splat appears at %s",
					    v->sites.n ? v->sites.v[0] : "its site"));
	if (v->new_elsewhere.n)
		add_reason(&fail, str_printf("new splat: %s", v->new_elsewhere.v[0]));

	if (v->not_built) {
		ok = OUTCOME_UNPROVEN;
		runtime = str_printf("not built: %s", v->not_built);
	} else if (v->boots != STEP_OK) {
		ok = OUTCOME_UNPROVEN;
		runtime = str_dup("not booted");
	} else if (!v->after) {
		runtime = runtime_why(v, &ok);
	}
	if (fail.len) {
		if (runtime && v->boots == STEP_OK)
			add_reason(&fail, runtime);
		else
			free(runtime);
		return set_why(v, OUTCOME_FAIL, sb_detach(&fail));
	}
	sb_free(&fail);
	set_why(v, ok, runtime);
}

static const char *step_word(enum step s, const char *ok)
{
	switch (s) {
	case STEP_OK:
		return ok;
	case STEP_FAIL:
		return "FAIL";
	case STEP_NONE:
		return "-";
	default:
		return "skip";
	}
}

const char *validate_outcome_word(enum outcome o)
{
	switch (o) {
	case OUTCOME_PASS:
		return "PASS";
	case OUTCOME_FAIL:
		return "FAIL";
	case OUTCOME_RAN_CLEAN:
		return "RAN-CLEAN";
	case OUTCOME_UNREACHED:
		return "UNREACHED";
	default:
		return "UNPROVEN";
	}
}

/* The JSON verdict: "pass", "ran-clean", "unreached", "unproven", "fail". */
static json_t *outcome_json(enum outcome o)
{
	char word[16];
	size_t i;

	for (i = 0; validate_outcome_word(o)[i] && i < sizeof(word) - 1; i++)
		word[i] = (char)tolower((unsigned char)validate_outcome_word(o)[i]);
	word[i] = '\0';
	return json_string(word);
}

char *validate_summary(struct patch_verdict *v, size_t n)
{
	size_t pass = 0, proven = 0, fail = 0, untriggered = 0, unbuilt = 0, clean = 0, unreached = 0;

	for (size_t i = 0; i < n; i++) {
		if (v[i].outcome == OUTCOME_PASS) {
			pass++;
			proven += v[i].before > 0;
		} else if (v[i].outcome == OUTCOME_FAIL) {
			fail++;
		} else if (v[i].outcome == OUTCOME_RAN_CLEAN) {
			clean++;
		} else if (v[i].outcome == OUTCOME_UNREACHED) {
			unreached++;
		} else if (v[i].not_built) {
			unbuilt++;
		} else {
			untriggered++;
		}
	}
	return str_printf("%zu patch%s: %zu passed (%zu with a splat before and none after), "
			 "%zu ran clean, %zu unreached, "
			 "%zu unproven (%zu no runtime trigger, %zu not built), %zu failed",
			 n, n == 1 ? "" : "es", pass, proven, clean, unreached, untriggered + unbuilt,
			 untriggered, unbuilt, fail);
}

/* One side of the calls column: "3", "n/t" (not traceable), "?" (not measured). */
static const char *calls_word(const struct patch_cover *pc, char *buf, size_t len)
{
	if (pc->by_splat)
		snprintf(buf, len, "ran");
	else if (measured(pc->state))
		snprintf(buf, len, "%ld", pc->hits);
	else
		snprintf(buf, len, "%s", pc->state == COVER_UNTRACEABLE ? "n/t" : "?");
	return buf;
}

/* "   ran: before 3 calls in 1 setpriority-process; after ..." */
static void print_cover(FILE *out, const struct patch_verdict *v)
{
	const struct patch_cover *side[] = { &v->cov_before, &v->cov_after };

	if (v->boots != STEP_OK)
		return;
	fprintf(out, "   calls:");
	for (int i = 0; i < 2; i++) {
		char *text = measured(side[i]->state) ? calls_in(side[i]) :
			     str_dup(side[i]->state == COVER_UNTRACEABLE ? "not traceable" :
				     "not measured");

		fprintf(out, "%s %s %s", i ? ";" : "", i ? "after" : "before", text);
		free(text);
	}
	fprintf(out, "\n");
	for (size_t s = 0; s < v->not_traceable.n; s++)
		fprintf(out, "   not traceable: %s\n", v->not_traceable.v[s]);
}

void validate_print_text(FILE *out, struct patch_verdict *v, size_t n, const char *title)
{
	fprintf(out, "%s\n", title);
	fprintf(out, "%-2s %-40s %-7s %-6s %-9s %-5s %-7s %-9s %-24s %s\n", "#", "patch", "applies",
		"sparse", "builds", "boots", "splats", "calls", "exercised", "verdict");
	for (size_t i = 0; i < n; i++) {
		char splats[32], name[41], ex[25], calls[32], b[12], a[12];
		const char *builds = v[i].not_built && v[i].builds == STEP_OK ? "not built" :
				     step_word(v[i].builds, "yes");

		snprintf(name, sizeof(name), "%s", v[i].pi.name);
		if (v[i].boots == STEP_OK) {
			snprintf(splats, sizeof(splats), "%d->%d", v[i].before, v[i].after);
			snprintf(calls, sizeof(calls), "%s->%s",
				 calls_word(&v[i].cov_before, b, sizeof(b)),
				 calls_word(&v[i].cov_after, a, sizeof(a)));
		} else {
			snprintf(splats, sizeof(splats), "-");
			snprintf(calls, sizeof(calls), "-");
		}
		/* The first sub-test, and how many more: the JSON has them all. */
		if (v[i].exercised) {
			size_t more = 0, len = strcspn(v[i].exercised, ",");

			for (const char *c = v[i].exercised; *c; c++)
				more += *c == ',';
			if (more)
				snprintf(ex, sizeof(ex), "%.*s +%zu", (int)(len > 19 ? 19 : len),
					 v[i].exercised, more);
			else
				snprintf(ex, sizeof(ex), "%s", v[i].exercised);
		} else {
			snprintf(ex, sizeof(ex), "%s", v[i].boots == STEP_OK ?
				 "no runtime trigger" : "-");
		}
		fprintf(out, "%-2zu %-40s %-7s %-6s %-9s %-5s %-7s %-9s %-24s %s\n", i + 1, name,
			step_word(v[i].applies, "yes"), step_word(v[i].sparse, "ok"), builds,
			step_word(v[i].boots, "yes"), splats, calls, ex,
			validate_outcome_word(v[i].outcome));
		fprintf(out, "   %s: %s\n", validate_outcome_word(v[i].outcome), v[i].why);
		print_cover(out, &v[i]);
		if (v[i].oracle)
			fprintf(out, "   oracle: %s: %s\n", v[i].oracle, v[i].oracle_report);
		else if (v[i].wl.kasan && v[i].boots == STEP_OK)
			fprintf(out, "   oracle: KASAN (a use after unlock or free): no report at its site\n");
		for (size_t s = 0; s < v[i].sites.n; s++)
			fprintf(out, "   site: %s\n", v[i].sites.v[s]);
		for (size_t s = 0; s < v[i].sparse_new.n; s++)
			fprintf(out, "   sparse: new%s: %s\n",
				sparse_is_rcu(v[i].sparse_new.v[s]) ? " RCU" : "", v[i].sparse_new.v[s]);
		for (size_t s = 0; s < v[i].new_elsewhere.n; s++)
			fprintf(out, "   new splat: %s\n", v[i].new_elsewhere.v[s]);
	}
	char *sum = validate_summary(v, n);

	fprintf(out, "summary: %s\n", sum);
	free(sum);
}

static json_t *step_json(enum step s)
{
	switch (s) {
	case STEP_OK:
		return json_string("ok");
	case STEP_FAIL:
		return json_string("fail");
	case STEP_NONE:
		return json_string("none");
	default:
		return json_null();
	}
}

/* "ran", "not run", "not traceable", "not measured"; null when not booted. */
static json_t *cover_json(const struct patch_verdict *v, const struct patch_cover *pc)
{
	static const char *const words[] = {
		[COVER_UNKNOWN] = "not measured", [COVER_UNTRACEABLE] = "not traceable",
		[COVER_ZERO] = "not run", [COVER_RAN] = "ran",
	};

	return v->boots == STEP_OK ? json_string(words[pc->state]) : json_null();
}

/* The calls counted, or null when not measured (or known to have run by a splat alone). */
static json_t *calls_json(const struct patch_verdict *v, const struct patch_cover *pc)
{
	return v->boots == STEP_OK && measured(pc->state) && !pc->by_splat ?
	       json_integer(pc->hits) : json_null();
}

static json_t *verdict_json(const struct patch_verdict *v)
{
	json_t *o = json_object();

	json_object_set_new(o, "patch", jsonl_str(v->pi.name));
	json_object_set_new(o, "subject", jsonl_str(v->pi.subject));
	json_object_set_new(o, "applies", step_json(v->applies));
	json_object_set_new(o, "sparse", step_json(v->sparse));
	json_object_set_new(o, "sparse_rcu_new", json_integer(v->sparse_rcu_new));
	json_object_set_new(o, "sparse_new", jsonl_strlist(&v->sparse_new));
	json_object_set_new(o, "builds", step_json(v->builds));
	json_object_set_new(o, "not_built", jsonl_str(v->not_built));
	json_object_set_new(o, "boots", step_json(v->boots));
	json_object_set_new(o, "splats_before", json_integer(v->before));
	json_object_set_new(o, "splats_after", json_integer(v->after));
	json_object_set_new(o, "sites", jsonl_strlist(&v->sites));
	json_object_set_new(o, "new_elsewhere", jsonl_strlist(&v->new_elsewhere));
	json_object_set_new(o, "functions", jsonl_strlist(&v->pi.functions));
	json_object_set_new(o, "exercised", jsonl_str(v->exercised));
	json_object_set_new(o, "exercised_by", jsonl_str(v->exercised_by));
	json_object_set_new(o, "not_run", jsonl_str(v->not_run));
	json_object_set_new(o, "ran_before", cover_json(v, &v->cov_before));
	json_object_set_new(o, "ran_after", cover_json(v, &v->cov_after));
	json_object_set_new(o, "calls_before", calls_json(v, &v->cov_before));
	json_object_set_new(o, "calls_after", calls_json(v, &v->cov_after));
	json_object_set_new(o, "ran_in_before", jsonl_strlist(&v->cov_before.ran_in));
	json_object_set_new(o, "ran_in_after", jsonl_strlist(&v->cov_after.ran_in));
	json_object_set_new(o, "not_traceable", jsonl_strlist(&v->not_traceable));
	/* Which report judged the site; the oracle planned for it when none did. */
	json_object_set_new(o, "oracle", jsonl_str(v->oracle));
	json_object_set_new(o, "oracle_report", jsonl_str(v->oracle_report));
	json_object_set_new(o, "oracle_planned", json_string(v->wl.kasan ? "KASAN" : "lockdep-RCU"));
	json_object_set_new(o, "verdict", outcome_json(v->outcome));
	json_object_set_new(o, "why", jsonl_str(v->why));
	json_object_set_new(o, "seconds", jsonl_tenths(v->seconds));
	return o;
}

void validate_print_json(FILE *out, struct patch_verdict *v, size_t n, double seconds,
			 const char *sparse)
{
	size_t fail = 0, pass = 0, clean = 0, unreached = 0;

	for (size_t i = 0; i < n; i++) {
		jsonl_print(out, verdict_json(&v[i]));
		fail += v[i].outcome == OUTCOME_FAIL;
		pass += v[i].outcome == OUTCOME_PASS;
		clean += v[i].outcome == OUTCOME_RAN_CLEAN;
		unreached += v[i].outcome == OUTCOME_UNREACHED;
	}
	char *sum = validate_summary(v, n);
	json_t *o = json_object();

	json_object_set_new(o, "summary", jsonl_str(sum));
	json_object_set_new(o, "patches", json_integer((json_int_t)n));
	json_object_set_new(o, "passed", json_integer((json_int_t)pass));
	json_object_set_new(o, "failed", json_integer((json_int_t)fail));
	json_object_set_new(o, "ran_clean", json_integer((json_int_t)clean));
	json_object_set_new(o, "unreached", json_integer((json_int_t)unreached));
	json_object_set_new(o, "unproven",
			    json_integer((json_int_t)(n - pass - fail - clean - unreached)));
	json_object_set_new(o, "seconds", jsonl_tenths(seconds));
	json_object_set_new(o, "sparse", jsonl_str(sparse));
	jsonl_print(out, o);
	free(sum);
}

void patch_verdict_free(struct patch_verdict *v)
{
	patchinfo_free(&v->pi);
	free(v->apply_why);
	free(v->build_why);
	free(v->boot_why);
	sl_free(&v->sparse_new);
	free(v->not_built);
	sl_free(&v->sites);
	sl_free(&v->new_elsewhere);
	free(v->exercised);
	free(v->not_run);
	free(v->oracle_report);
	workload_patch_free(&v->wl);
	sl_free(&v->cov_before.ran_in);
	sl_free(&v->cov_after.ran_in);
	sl_free(&v->not_traceable);
	free(v->unmeasured);
	free(v->why);
}
