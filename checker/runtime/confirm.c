// SPDX-License-Identifier: GPL-2.0
/*
 * The static <-> runtime join of rcucheck confirm. A splat confirms a
 * static finding when lockdep reported the same access (its file:line),
 * an access in the same function (an inline accessor's splat names the
 * header's line but the caller's frame), or, for a finding whose access
 * is a call to a function that needs its caller's reader, any splat whose
 * trace runs through the finding's function or its blame site.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>
#include "runtime/confirm.h"
#include "runtime/patchinfo.h"
#include "runtime/splat.h"
#include "lib/json.h"

static const char *const class_names[NR_CONFIRM_CLASSES] = {
	[CONFIRM_CONFIRMED] = "confirmed",
	[CONFIRM_RAN_NO_SPLAT] = "ran-no-splat",
	[CONFIRM_UNREACHED] = "unreached",
	[CONFIRM_NOT_MEASURED] = "not-measured",
	[CONFIRM_RUNTIME_ONLY] = "runtime-only",
};

const char *confirm_class_name(enum confirm_class c)
{
	return class_names[c];
}

/* DEBUG_ATOMIC_SLEEP's report of a sleep inside an RCU reader. */
static bool is_sleep_in_reader(const struct finding *f)
{
	return f->rule && !strcmp(f->rule, "sleep-in-atomic") && f->message &&
	       strstr(f->message, "RCU nest depth: ") && !strstr(f->message, "RCU nest depth: 0,");
}

bool confirm_is_rcu_splat(const struct finding *f)
{
	return f->rule && (!strcmp(f->rule, "rcu-suspicious") ||
			   !strcmp(f->rule, "rcu-illegal-context-switch") || is_sleep_in_reader(f));
}

static bool same_func(const char *a, const char *b)
{
	if (!a || !b)
		return false;
	char *na = func_normalise(a), *nb = func_normalise(b);
	bool same = !strcmp(na, nb);

	free(na);
	free(nb);
	return same;
}

static bool list_has_func(const struct strlist *sl, const char *fn)
{
	for (size_t i = 0; i < sl->n; i++)
		if (same_func(sl->v[i], fn))
			return true;
	return false;
}

char *confirm_chain_function(const char *entry)
{
	const char *s = skip_spaces(entry);
	size_t n = 0;

	while (isalnum((unsigned char)s[n]) || s[n] == '_')
		n++;
	return n ? xstrndup(s, n) : NULL;
}

static void push_function(struct strlist *out, const char *fn)
{
	char *norm = func_normalise(fn);

	if (*norm && !sl_contains(out, norm))
		sl_push_owned(out, norm);
	else
		free(norm);
}

void confirm_functions(const struct finding_list *stat, struct strlist *out)
{
	for (size_t i = 0; i < stat->n; i++) {
		const struct finding *s = &stat->v[i];

		if (s->function)
			push_function(out, s->function);
		for (size_t j = 0; j < s->chain.n; j++) {
			char *fn = confirm_chain_function(s->chain.v[j]);

			if (fn)
				push_function(out, fn);
			free(fn);
		}
	}
}

void confirm_cover_from_traces(const struct finding_list *rt, struct confirm_cover *cov)
{
	for (size_t i = 0; i < rt->n; i++) {
		const struct finding *r = &rt->v[i];

		if (r->function && !list_has_func(&cov->ran, r->function))
			sl_push(&cov->ran, r->function);
		for (size_t j = 0; j < r->chain.n; j++)
			if (!list_has_func(&cov->ran, r->chain.v[j]))
				sl_push(&cov->ran, r->chain.v[j]);
	}
}

static bool is_header(const char *path)
{
	size_t len = path ? strlen(path) : 0;

	return len > 2 && !strcmp(path + len - 2, ".h");
}

/*
 * A static finding whose access is a call: the splat is down that call.
 * A sleeping call or a wait for a grace period inside a reader is one
 * too: DEBUG_ATOMIC_SLEEP reports it at the callee's might_sleep(),
 * lockdep-RCU at synchronize_rcu()'s check ("Illegal synchronize_rcu()
 * in RCU read-side critical section"), both with the reader's function
 * in the trace.
 */
static bool access_is_call(const struct finding *s)
{
	return s->rule && (!strcmp(s->rule, "rcu-callee") || !strcmp(s->rule, "rcu-sleep-in-reader") ||
			   !strcmp(s->rule, "rcu-sync-in-reader"));
}

/*
 * Can splat @r, down the call of @s, be @s's? A sleep or a wait for a
 * grace period in a reader is judged by a report of that: a context
 * switch in a reader, DEBUG_ATOMIC_SLEEP's with an RCU nest depth,
 * "Illegal synchronize_rcu()". Another kind (an RCU list walked outside
 * a reader) in a callee's backtrace says only that the path ran: Smack
 * on, every kernel thread's first path lookup splats in
 * smk_access_entry() with kthread() at the bottom of its trace, which
 * does not confirm kthread()'s sleep in a reader.
 */
static bool fits_call(const struct finding *s, const struct finding *r)
{
	if (!strcmp(s->rule, "rcu-callee"))
		return true;
	return !strcmp(r->rule, "rcu-illegal-context-switch") || is_sleep_in_reader(r) ||
	       (r->message && strstr(r->message, "Illegal synchronize"));
}

/*
 * Did KASAN's report @r find a use after free of an object that @s's
 * function freed with no grace period (rule rcu-reclaim-no-gp)? The
 * reader KASAN catches is elsewhere; the free's stack names the finding's
 * function (release_posix_timer(): testcases/confirm/confirm-reclaim.t).
 */
static bool freed_by_finding(const struct finding *s, const struct finding *r)
{
	struct strlist freed = STRLIST_INIT;
	bool yes;

	if (!s->rule || strcmp(s->rule, "rcu-reclaim-no-gp") || !r->message ||
	    !strstr(r->message, "use-after-free"))
		return false;
	splat_kasan_freed(r, &freed);
	yes = list_has_func(&freed, s->function);
	sl_free(&freed);
	return yes;
}

/* Why @r confirms @s (owned), or NULL when it does not. */
static char *confirms(const struct finding *s, const struct finding *r)
{
	if (freed_by_finding(s, r))
		return str_printf("KASAN use-after-free in %s(), freed by %s()",
				  r->function ? r->function : "?", s->function);
	if (!confirm_is_rcu_splat(r) || !r->file || !s->file)
		return NULL;
	if (!strcmp(r->file, s->file) && r->line == s->line)
		return str_printf("splat at %s:%d", r->file, r->line);
	if (same_func(r->function, s->function) &&
	    (!strcmp(r->file, s->file) || is_header(r->file)))
		return str_printf("splat at %s:%d in %s()", r->file, r->line, r->function);
	if (access_is_call(s) && fits_call(s, r) && (list_has_func(&r->chain, s->function) ||
						     list_has_func(&r->chain, s->blame)))
		return str_printf("splat at %s:%d in %s(), called from %s()", r->file, r->line,
				  r->function ? r->function : "?",
				  s->blame ? s->blame : s->function);
	return NULL;
}

static struct confirm_row *row_new(struct confirm_result *res)
{
	if (res->n == res->alloc) {
		res->alloc = res->alloc ? 2 * res->alloc : 16;
		res->v = xrealloc(res->v, res->alloc * sizeof(*res->v));
	}
	struct confirm_row *row = &res->v[res->n++];

	memset(row, 0, sizeof(*row));
	return row;
}

/*
 * The splat at the access of @s's callee, or NULL: an rcu-callee
 * finding names it ("it needs its caller's reader: a() -> b() at
 * FILE:LINE: ..."). lockdep-RCU warns once a site a boot, so once that
 * site splatted on another path, this one cannot splat there again.
 */
static const struct finding *callee_site_splat(const struct finding *s,
					       const struct finding_list *rt)
{
	static const char cue[] = "it needs its caller's reader: ";
	const char *m = s->message ? strstr(s->message, cue) : NULL;
	const char *at = m ? strstr(m, " at ") : NULL;

	if (!at || strcmp(s->rule, "rcu-callee"))
		return NULL;
	at += 4;
	const char *colon = strchr(at, ':');
	int line = colon ? atoi(colon + 1) : 0;

	for (size_t i = 0; line > 0 && i < rt->n; i++) {
		const struct finding *r = &rt->v[i];

		if (confirm_is_rcu_splat(r) && r->file && r->line == line &&
		    strlen(r->file) == (size_t)(colon - at) && !strncmp(r->file, at, (size_t)(colon - at)))
			return r;
	}
	return NULL;
}

/*
 * The nearest caller on @s's chain that the boots measured (owned), with
 * whether it ran in @ran; NULL when none was.
 */
static char *chain_measured(const struct finding *s, const struct confirm_cover *cov, bool *ran)
{
	for (size_t j = 0; j < s->chain.n; j++) {
		char *fn = confirm_chain_function(s->chain.v[j]);

		if (fn && (list_has_func(&cov->ran, fn) || list_has_func(&cov->not_ran, fn))) {
			*ran = list_has_func(&cov->ran, fn);
			return fn;
		}
		free(fn);
	}
	return NULL;
}

static void judge_static(const struct finding *s, const struct finding_list *rt,
			 const struct confirm_cover *cov, bool *used, struct confirm_row *row)
{
	row->stat = s;
	for (size_t i = 0; i < rt->n; i++) {
		char *why = confirms(s, &rt->v[i]);

		if (!why)
			continue;
		used[i] = true;
		if (!row->splat) {
			row->splat = &rt->v[i];
			row->why = why;
		} else {
			free(why);
		}
	}
	bool caller_ran = false;
	char *caller = chain_measured(s, cov, &caller_ran);
	const struct finding *once;

	if (row->splat) {
		row->cls = CONFIRM_CONFIRMED;
	} else if (list_has_func(&cov->ran, s->function)) {
		row->cls = CONFIRM_RAN_NO_SPLAT;
		if (caller && !caller_ran)
			row->why = str_printf("%s() ran, no splat; not from its chain: its caller %s() traced, never ran",
					      s->function, caller);
		else if ((once = callee_site_splat(s, rt)))
			row->why = str_printf("%s() ran, no splat of its own: its callee's access %s:%d splatted on another path, and lockdep-RCU warns once a site a boot",
					      s->function, once->file, once->line);
		else
			row->why = str_printf("%s() ran, no splat", s->function);
	} else if (list_has_func(&cov->not_ran, s->function)) {
		row->cls = CONFIRM_UNREACHED;
		row->why = str_printf("%s() traced, never ran", s->function);
	} else if (caller && !caller_ran) {
		/* Every path of the chain runs through its caller: that path never ran. */
		row->cls = CONFIRM_UNREACHED;
		row->why = str_printf("%s() not measured, but its caller %s() on the chain traced, never ran",
				      s->function, caller);
	} else {
		row->cls = CONFIRM_NOT_MEASURED;
		if (caller)
			row->why = str_printf("no coverage of %s() recorded (its caller %s() on the chain ran)",
					      s->function, caller);
		else
			row->why = str_printf("no coverage of %s() recorded", s->function);
	}
	free(caller);
}

/* Was a splat at the same file:line already a runtime-only row? */
static bool seen_site(const struct confirm_result *res, const struct finding *r)
{
	for (size_t i = 0; i < res->n; i++) {
		const struct finding *o = res->v[i].splat;

		if (res->v[i].cls == CONFIRM_RUNTIME_ONLY && o->line == r->line &&
		    !strcmp(o->file, r->file))
			return true;
	}
	return false;
}

void confirm_join(const struct finding_list *stat, const struct finding_list *rt,
		  const struct confirm_cover *cov, struct confirm_result *out)
{
	bool *used = xcalloc(rt->n ? rt->n : 1, sizeof(*used));

	memset(out, 0, sizeof(*out));
	for (size_t i = 0; i < stat->n; i++)
		judge_static(&stat->v[i], rt, cov, used, row_new(out));
	for (size_t i = 0; i < rt->n; i++) {
		const struct finding *r = &rt->v[i];

		if (used[i] || !confirm_is_rcu_splat(r) || !r->file || seen_site(out, r))
			continue;
		struct confirm_row *row = row_new(out);

		row->cls = CONFIRM_RUNTIME_ONLY;
		row->splat = r;
		row->why = str_printf("no static finding explains the splat at %s:%d", r->file,
				      r->line);
	}
	for (size_t i = 0; i < out->n; i++)
		out->count[out->v[i].cls]++;
	free(used);
}

static void print_site(FILE *out, const struct finding *f)
{
	fprintf(out, "%s:%d %s()", f->file, f->line, f->function ? f->function : "?");
}

void confirm_print_text(FILE *out, const struct confirm_result *res)
{
	for (size_t i = 0; i < res->n; i++) {
		const struct confirm_row *row = &res->v[i];
		const struct finding *f = row->stat ? row->stat : row->splat;

		fprintf(out, "%-13s ", confirm_class_name(row->cls));
		print_site(out, f);
		fprintf(out, " [%s]: %s\n", f->rule ? f->rule : "?", row->why);
		if (row->cls == CONFIRM_RUNTIME_ONLY)
			for (size_t j = 0; j < f->chain.n; j++)
				fprintf(out, "%16s%s\n", j ? "<- " : "at ", f->chain.v[j]);
	}
	for (size_t i = 0; i < res->workloads.n; i++) {
		char *d = wl_describe(&res->workloads.v[i]);

		fprintf(out, "workload      %s\n", d);
		free(d);
	}
	fprintf(out, "confirm: %zu confirmed, %zu ran without a splat, %zu unreached, "
		"%zu not measured; %zu runtime only\n",
		res->count[CONFIRM_CONFIRMED], res->count[CONFIRM_RAN_NO_SPLAT],
		res->count[CONFIRM_UNREACHED], res->count[CONFIRM_NOT_MEASURED],
		res->count[CONFIRM_RUNTIME_ONLY]);
}

void confirm_print_json(FILE *out, const struct confirm_result *res)
{
	for (size_t i = 0; i < res->n; i++) {
		const struct confirm_row *row = &res->v[i];
		json_t *o = json_object();

		json_object_set_new(o, "class", json_string(confirm_class_name(row->cls)));
		json_object_set_new(o, "why", jsonl_str(row->why));
		json_object_set_new(o, "finding",
				    row->stat ? finding_to_json(row->stat) : json_null());
		json_object_set_new(o, "splat",
				    row->splat ? finding_to_json(row->splat) : json_null());
		jsonl_print(out, o);
	}
	json_t *sum = json_object();

	for (int c = 0; c < NR_CONFIRM_CLASSES; c++)
		json_object_set_new(sum, class_names[c], json_integer((json_int_t)res->count[c]));
	json_t *wls = json_array();

	for (size_t i = 0; i < res->workloads.n; i++) {
		const struct wl_outcome *w = &res->workloads.v[i];
		json_t *wo = json_object();

		json_object_set_new(wo, "workload", json_string(w->id));
		json_object_set_new(wo, "outcome", json_string(wl_end_name(w->end)));
		if (w->end == WL_RAN)
			json_object_set_new(wo, "ret", json_integer(w->ret));
		if (w->why)
			json_object_set_new(wo, "why", json_string(w->why));
		json_array_append_new(wls, wo);
	}
	if (res->workloads.n)
		json_object_set_new(sum, "workloads", wls);
	else
		json_decref(wls);
	json_t *o = json_object();

	json_object_set_new(o, "summary", sum);
	jsonl_print(out, o);
}

void confirm_cover_free(struct confirm_cover *cov)
{
	sl_free(&cov->ran);
	sl_free(&cov->not_ran);
}

void confirm_result_free(struct confirm_result *res)
{
	for (size_t i = 0; i < res->n; i++)
		free(res->v[i].why);
	free(res->v);
	wl_free(&res->workloads);
	memset(res, 0, sizeof(*res));
}
