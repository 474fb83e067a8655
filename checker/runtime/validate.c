// SPDX-License-Identifier: GPL-2.0
#include "runtime/validate.h"

#include <stdlib.h>
#include <string.h>
#include "lib/json.h"
#include "runtime/sparsecheck.h"

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

bool finding_at_patch(const struct finding *f, const struct patchinfo *pi)
{
	const struct patch_file *pf = NULL;

	if (is_kasan(f)) {
		if (in_functions(pi, f->function))
			return true;
		for (size_t i = 0; i < f->chain.n; i++)
			if (in_functions(pi, f->chain.v[i]))
				return true;
		return false;
	}
	for (size_t i = 0; f->file && i < pi->nfiles && !pf; i++)
		if (!strcmp(f->file, pi->files[i].path))
			pf = &pi->files[i];
	if (!pf)
		return false;
	/* The access itself changed (inlined helpers hide its function). */
	if (f->line > 0 && (near(pf->lines, pf->nlines, f->line) ||
			    near(pf->old_lines, pf->nold, f->line)))
		return true;
	if (in_functions(pi, f->function))
		return true;
	/* A fix in a caller (setpriority() taking the read lock) owns the site. */
	for (size_t i = 0; i < f->chain.n; i++)
		if (in_functions(pi, f->chain.v[i]))
			return true;
	return false;
}

static bool same_report(const struct finding *a, const struct finding *b)
{
	return !strcmp(a->rule, b->rule) &&
	       !strcmp(a->file ? a->file : "", b->file ? b->file : "") &&
	       !strcmp(a->function ? a->function : "", b->function ? b->function : "");
}

/* The oracle of a report: KASAN's, or lockdep-RCU's (and the rest of lockdep's). */
static const char *oracle_of(const struct finding *f)
{
	return is_kasan(f) ? "KASAN" : "lockdep-RCU";
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
		char *site = str_printf("%s:%d %s", f->file, f->line,
				       f->function ? f->function : "?");

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

void validate_runtime(struct patch_verdict *v, const struct finding_list *pre,
		      const struct finding_list *post, const struct subtest_map *map,
		      const struct strlist *skipped)
{
	const char *seen_in = NULL;
	struct strbuf reach = STRBUF_INIT, unrun = STRBUF_INIT;

	v->oracle = NULL;
	free(v->oracle_report);
	v->oracle_report = NULL;
	v->before = count_sites(pre, v, &v->sites, &seen_in);
	v->after = count_sites(post, v, &v->sites, &seen_in);
	for (size_t i = 0; post && i < post->n; i++) {
		const struct finding *f = &post->v[i];
		bool old = false;

		if (is_boot_finding(f) || finding_at_patch(f, &v->pi))
			continue;
		for (size_t j = 0; pre && j < pre->n && !old; j++)
			old = same_report(f, &pre->v[j]);
		if (!old)
			sl_push_owned(&v->new_elsewhere,
				      str_printf("%s:%d [%s] %s%s%s", f->file ? f->file : "?", f->line,
						f->rule, f->message ? f->message : "",
						f->function ? " in " : "", f->function ? f->function : ""));
	}
	free(v->exercised);
	free(v->not_run);
	v->exercised = v->not_run = NULL;
	if (subtests_reaching(map, &v->pi.functions, skipped, &reach, &unrun))
		v->exercised = sb_detach(&reach);
	else if (seen_in)
		v->exercised = str_dup(seen_in);	/* a splat there proves it ran */
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
	} else if (!v->exercised && !v->after && v->not_run) {
		ok = OUTCOME_UNPROVEN;
		runtime = str_printf("no runtime trigger: the sub-test that reaches the patched functions did not run: %s",
				     v->not_run);
	} else if (!v->exercised && !v->after) {
		ok = OUTCOME_UNPROVEN;
		runtime = str_dup("no runtime trigger: no exerciser sub-test reaches the patched functions");
	} else if (v->before && !v->after) {
		runtime = str_dup("splat before, none after");
	} else if (!v->after) {
		runtime = str_dup("exercised, no splat before or after");
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

static const char *outcome_word(enum outcome o)
{
	return o == OUTCOME_PASS ? "PASS" : o == OUTCOME_FAIL ? "FAIL" : "UNPROVEN";
}

char *validate_summary(struct patch_verdict *v, size_t n)
{
	size_t pass = 0, proven = 0, fail = 0, untriggered = 0, unbuilt = 0;

	for (size_t i = 0; i < n; i++) {
		if (v[i].outcome == OUTCOME_PASS) {
			pass++;
			proven += v[i].before > 0;
		} else if (v[i].outcome == OUTCOME_FAIL) {
			fail++;
		} else if (v[i].not_built) {
			unbuilt++;
		} else {
			untriggered++;
		}
	}
	return str_printf("%zu patch%s: %zu passed (%zu with a splat before and none after), "
			 "%zu unproven (%zu no runtime trigger, %zu not built), %zu failed",
			 n, n == 1 ? "" : "es", pass, proven, untriggered + unbuilt, untriggered,
			 unbuilt, fail);
}

void validate_print_text(FILE *out, struct patch_verdict *v, size_t n, const char *title)
{
	fprintf(out, "%s\n", title);
	fprintf(out, "%-2s %-40s %-7s %-6s %-9s %-5s %-7s %-24s %s\n", "#", "patch", "applies",
		"sparse", "builds", "boots", "splats", "exercised", "verdict");
	for (size_t i = 0; i < n; i++) {
		char splats[32], name[41], ex[25];
		const char *builds = v[i].not_built && v[i].builds == STEP_OK ? "not built" :
				     step_word(v[i].builds, "yes");

		snprintf(name, sizeof(name), "%s", v[i].pi.name);
		if (v[i].boots == STEP_OK)
			snprintf(splats, sizeof(splats), "%d->%d", v[i].before, v[i].after);
		else
			snprintf(splats, sizeof(splats), "-");
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
		fprintf(out, "%-2zu %-40s %-7s %-6s %-9s %-5s %-7s %-24s %s\n", i + 1, name,
			step_word(v[i].applies, "yes"), step_word(v[i].sparse, "ok"), builds,
			step_word(v[i].boots, "yes"), splats, ex, outcome_word(v[i].outcome));
		fprintf(out, "   %s: %s\n", outcome_word(v[i].outcome), v[i].why);
		if (v[i].oracle)
			fprintf(out, "   oracle: %s: %s\n", v[i].oracle, v[i].oracle_report);
		else if (v[i].wl.kasan && v[i].boots == STEP_OK)
			fprintf(out, "   oracle: KASAN (a use after unlock): no report at its site\n");
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
	json_object_set_new(o, "not_run", jsonl_str(v->not_run));
	/* Which report judged the site; the oracle planned for it when none did. */
	json_object_set_new(o, "oracle", jsonl_str(v->oracle));
	json_object_set_new(o, "oracle_report", jsonl_str(v->oracle_report));
	json_object_set_new(o, "oracle_planned", json_string(v->wl.kasan ? "KASAN" : "lockdep-RCU"));
	json_object_set_new(o, "verdict", json_string(v->outcome == OUTCOME_PASS ? "pass" :
						      v->outcome == OUTCOME_FAIL ? "fail" :
						      "unproven"));
	json_object_set_new(o, "why", jsonl_str(v->why));
	json_object_set_new(o, "seconds", jsonl_tenths(v->seconds));
	return o;
}

void validate_print_json(FILE *out, struct patch_verdict *v, size_t n, double seconds,
			 const char *sparse)
{
	size_t fail = 0, pass = 0;

	for (size_t i = 0; i < n; i++) {
		jsonl_print(out, verdict_json(&v[i]));
		fail += v[i].outcome == OUTCOME_FAIL;
		pass += v[i].outcome == OUTCOME_PASS;
	}
	char *sum = validate_summary(v, n);
	json_t *o = json_object();

	json_object_set_new(o, "summary", jsonl_str(sum));
	json_object_set_new(o, "patches", json_integer((json_int_t)n));
	json_object_set_new(o, "passed", json_integer((json_int_t)pass));
	json_object_set_new(o, "failed", json_integer((json_int_t)fail));
	json_object_set_new(o, "unproven", json_integer((json_int_t)(n - pass - fail)));
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
	free(v->why);
}
