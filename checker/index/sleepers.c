// SPDX-License-Identifier: GPL-2.0
/*
 * tindex_call_sleeps(): a call sleeps when the RCU model says so (with
 * its gfp_t argument when it has one), or when it calls a function of
 * the tree that calls a sleeper unconditionally on some path, to
 * SLEEP_DEPTH calls deep. Only what sleeps for sure is followed into
 * callers: a conditional sleeper (might_sleep_if()) or an allocation
 * whose flags are a parameter makes nothing above it a sleeper, nor
 * does a call made to drop its caller's section around its sleep
 * ("sleep-yields": cond_resched_lock(), wait_event_lock_irq()). Only
 * definitions the checked build can have count: none under another
 * architecture's arch/DIR/, none in a file kbuild builds only under a
 * configuration of "sleep-configs" (PREEMPT_RT's rt_read_lock(), whose
 * sleeping lock is legal in RT's preemptible readers) (index/kbuild.h).
 */
#include "index/sleepers.h"

#include <stdlib.h>
#include <string.h>
#include "index/callguard.h"
#include "index/kbuild.h"
#include "lib/strmap.h"
#include "rcu/model.h"

/*
 * A function's answer: it sleeps when one of its alternatives' guards
 * holds (none: always), each a sleeping call of its body under the
 * tests of its parameters around that call (index/callguard.h).
 */
struct sleep_alt {
	enum rcu_sleep_kind kind;
	char *path, *at;
	struct guard guard;	/* over the function's parameters; empty: unconditional */
};

struct def_sleep {
	struct sleep_alt *alt;
	size_t n, alloc;
	struct strlist params;	/* the function's, for the guards' text */
};

#define SLEEP_MAX_ALTS 16

static struct strmap memo;	/* "file:line:name:depth" -> struct def_sleep *, or &none */
static struct def_sleep none;
static struct strmap unbuilt;	/* path -> &none when the checked build lacks it, else &memo */

static void def_free(void *p)
{
	struct def_sleep *d = p;

	if (d == &none)
		return;
	for (size_t i = 0; i < d->n; i++) {
		free(d->alt[i].path);
		free(d->alt[i].at);
		guard_free(&d->alt[i].guard);
	}
	free(d->alt);
	sl_free(&d->params);
	free(d);
}

void sleepers_free(void)
{
	strmap_free(&memo, def_free);
	memset(&memo, 0, sizeof(memo));
	strmap_free(&unbuilt, NULL);
	memset(&unbuilt, 0, sizeof(unbuilt));
	kbuild_free();
}

void sleep_verdict_free(struct sleep_verdict *v)
{
	free(v->path);
	free(v->at);
	v->path = v->at = NULL;
}

/*
 * The text of @file from its line @line on, with *@base the lines before
 * it (@line - 1), when the file has that line; else its whole text (*@base
 * 0). What counts lines from its text's start (callguard.c) then starts
 * at @line, not the file's top: those walks were a fifth of the sleep
 * rule's selection. NULL when the file cannot be read.
 */
static const char *text_from(struct tindex *ti, unsigned file, int line, int *base)
{
	size_t len;
	const char *p = tindex_file_lines(ti, file, line, line, &len);

	if (p && len) {
		*base = line - 1;
		return p;
	}
	*base = 0;
	return tindex_file_text(ti, file);
}

/* The arguments of the call at @line:@col (its name) of @file, as written; NULL if unreadable. */
static char *call_args(struct tindex *ti, unsigned file, int line, int col)
{
	int base;
	const char *p = text_from(ti, file, line, &base);

	if (!p)
		return NULL;

	for (int l = 1; *p && l < line - base; p++)
		l += *p == '\n';
	p += col - 1;
	p = strchr(p, '(');
	if (!p)
		return NULL;
	const char *start = ++p;
	int depth = 1;

	for (; *p && depth; p++)
		depth += (*p == '(') - (*p == ')');
	return depth ? NULL : xstrndup(start, (size_t)(p - 1 - start));
}

/* The model's answer for a call of @name with @args: 1, -1 or 0, and the kind. */
static int model_sleeps(const char *name, const char *args, enum rcu_sleep_kind *kind)
{
	const struct rcu_sleeper *s = rcu_model_sleeper(name, strlen(name));

	if (!s)
		return 0;
	*kind = s->kind;
	if (s->kind == RCU_SLEEP_COND)
		return -1;
	if (!s->gfp)
		return 1;
	char *flags = args_nth(args, s->gfp);
	int r = flags ? rcu_model_gfp_sleeps(flags) : -1;

	free(flags);
	return r;
}

static const struct def_sleep *def_sleeps(struct tindex *ti, unsigned file,
					  const struct cfunc *fn, int depth);

/*
 * Can the checked build hold a definition in @file? Not under another
 * architecture's arch/DIR/, nor in a file built only under a config of
 * "sleep-configs".
 */
static bool built(struct tindex *ti, unsigned file)
{
	const char *path = tindex_path(ti, file);
	void **slot = strmap_slot(&unbuilt, path);

	if (!*slot)
		*slot = kbuild_other_arch(tindex_root(ti), path) ||
			kbuild_only_under(tindex_root(ti), path, rcu_model_sleep_exempt_config) ?
			(void *)&none : (void *)&memo;
	return *slot != &none;
}

/*
 * The definitions of @name seen from @file (tindex_def_visible(), as
 * param_deref.c resolves a call: its own file's before any other, never
 * another file's static, a header's only under include/ or beside
 * @file); any of them that sleeps makes the call a sleeper (a config
 * variant that sleeps is a bug in that config: request_module() is a
 * macro over __request_module() with modules, an inline stub without),
 * of those the checked build can hold (built()). A macro's calls are
 * its expansion's.
 */
static const struct def_sleep *resolve(struct tindex *ti, unsigned file, const char *name,
				       int depth)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);
	const struct def_sleep *found = NULL;
	bool *visible = xmalloc((nd + 1) * sizeof(*visible));

	tindex_defs_visible(ti, d, nd, tindex_path(ti, file), visible);
	for (size_t j = 0; j < nd; j++) {
		const struct def_sleep *s;

		if (!visible[j] || !tindex_kernel_file(tindex_path(ti, d[j].file)) ||
		    !built(ti, d[j].file))
			continue;
		s = def_sleeps(ti, d[j].file, d[j].fn, depth);
		if (s && !found)
			found = s;
	}
	free(visible);
	return found;
}

static void alt_clear(struct sleep_alt *a)
{
	free(a->path);
	free(a->at);
	guard_free(&a->guard);
}

/* Appends an alternative to @d: @path and @at are taken over, @g copied (NULL: none). */
static void alt_push(struct def_sleep *d, enum rcu_sleep_kind kind, char *path, char *at,
		     const struct guard *g)
{
	ALLOC_GROW(d->alt, d->n + 1, d->alloc);
	struct sleep_alt *a = &d->alt[d->n++];

	memset(a, 0, sizeof(*a));
	a->kind = kind;
	a->path = path;
	a->at = at;
	if (g)
		guard_copy(&a->guard, g);
}

/* @fn's parameter names into *@d (allocated when NULL); true. */
static bool fn_params(struct tindex *ti, unsigned file, const struct cfunc *fn,
		      struct def_sleep **d)
{
	int base;
	const char *text = text_from(ti, file, fn->line, &base);

	if (!*d)
		*d = xcalloc(1, sizeof(**d));
	if (text && !fn->is_macro)
		func_params(text, fn->line - base, fn->end_line - base, fn->name, &(*d)->params);
	return true;
}

/*
 * What of @fn's body sleeps, as @fn's answer: its first call that sleeps
 * whatever the values of its parameters, else each that sleeps under a
 * test of them (index/callguard.h), the test and what the callee's own
 * guards become with the call's arguments; a callee's guard on an object
 * the call's arguments do not name (not a parameter of @fn) makes no
 * alternative, as a "cond" row makes no caller a sleeper.
 */
static struct def_sleep *body_sleeps(struct tindex *ti, unsigned file, const struct cfunc *fn,
				     int depth)
{
	const struct cfile *cf = tindex_file(ti, file);
	int k = -1;

	for (size_t i = 0; i < cf->nfuncs && k < 0; i++)
		if (cf->funcs[i].line == fn->line && !strcmp(cf->funcs[i].name, fn->name))
			k = (int)i;
	/*
	 * A body that releases a lock that does not sleep (__lock_sock(),
	 * __release_sock(): spin_unlock_bh() of its caller's lock, schedule(),
	 * then the lock again) manages its caller's section itself: not a
	 * sleeper for that caller.
	 */
	for (size_t i = 0; k >= 0 && i < cf->ncalls; i++) {
		bool sleeplock = false;

		if (cf->calls[i].caller == k &&
		    rcu_model_lock_call(cf->calls[i].callee, true, &sleeplock) && !sleeplock)
			return NULL;
	}
	/*
	 * So does a body whose first reader call ends a reader: it ends its
	 * caller's around its sleep (hung_task.c's rcu_lock_break():
	 * rcu_read_unlock(), cond_resched(), rcu_read_lock()), as
	 * cond_resched_rcu() does.
	 */
	for (size_t i = 0; k >= 0 && i < cf->ncalls; i++) {
		enum rcu_flavor fl;
		int r;

		if (cf->calls[i].caller != k ||
		    !(r = rcu_model_reader_end(cf->calls[i].callee, &fl)))
			continue;
		if (r < 0)
			return NULL;
		break;
	}
	struct def_sleep *d = NULL;
	bool params = false;

	for (size_t i = 0; k >= 0 && i < cf->ncalls; i++) {
		const struct ccall *c = &cf->calls[i];
		enum rcu_sleep_kind kind = RCU_SLEEP;
		const struct rcu_sleeper *s;
		struct def_sleep found = { 0 };

		/* a call made for its caller's section yields what its caller holds */
		if (c->caller != k || c->callee[0] == '-' || !strcmp(c->callee, fn->name) ||
		    rcu_model_sleep_yield(c->callee))
			continue;
		s = rcu_model_sleeper(c->callee, strlen(c->callee));
		if (s) {
			char *args = s->gfp ? call_args(ti, file, c->line, c->col) : NULL;
			int r = model_sleeps(c->callee, args, &kind);

			free(args);
			if (r != 1)
				continue;
			alt_push(&found, kind, str_printf("%s() -> %s()", fn->name, c->callee),
				 str_printf("%s:%d", tindex_path(ti, file), c->line), NULL);
		} else {
			const struct def_sleep *m = resolve(ti, file, c->callee, depth + 1);

			if (!m)
				continue;
			/* the callee's guards, as this call's arguments make them */
			char *args = NULL;

			for (size_t j = 0; j < m->n; j++) {
				const struct sleep_alt *ma = &m->alt[j];
				struct guard g = { 0 };
				enum guard_value v = GUARD_VAL_YES;

				if (ma->guard.n) {
					if (!args)
						args = call_args(ti, file, c->line, c->col);
					if (!params)
						params = fn_params(ti, file, fn, &d);
					v = guard_eval(&ma->guard, args, d ? &d->params : NULL, &g);
				}
				/* on an object this text does not settle: not followed, as a "cond" row */
				if (v == GUARD_VAL_NO || v == GUARD_VAL_OBJECT)
					continue;
				alt_push(&found, ma->kind, str_printf("%s() -> %s", fn->name, ma->path),
					 str_dup(ma->at), &g);
				guard_free(&g);
			}
			free(args);
		}
		if (!found.n)
			continue;
		/* and the tests of this function's parameters around the call */
		struct guard cg = { 0 };

		if (!params)
			params = fn_params(ti, file, fn, &d);
		if (d && d->params.n) {
			int base;
			const char *text = text_from(ti, file, fn->line, &base);

			if (text)
				call_guard(text, fn->line - base, fn->end_line - base, fn->name,
					   c->line - base, c->col, &d->params, &cg);
		}
		for (size_t j = 0; j < found.n; j++) {
			struct sleep_alt *fa = &found.alt[j];

			guard_and(&fa->guard, &cg);
			if (!fa->guard.n) {
				/* unconditional: the function's answer */
				if (!d)
					d = xcalloc(1, sizeof(*d));
				for (size_t x = 0; x < d->n; x++)
					alt_clear(&d->alt[x]);
				d->n = 0;
				alt_push(d, fa->kind, fa->path, fa->at, NULL);
				fa->path = fa->at = NULL;
				break;
			}
			if (!d)
				d = xcalloc(1, sizeof(*d));
			if (d->n < SLEEP_MAX_ALTS) {
				alt_push(d, fa->kind, fa->path, fa->at, &fa->guard);
				fa->path = fa->at = NULL;
			}
		}
		guard_free(&cg);
		for (size_t j = 0; j < found.n; j++)
			alt_clear(&found.alt[j]);
		free(found.alt);
		if (d && d->n && !d->alt[0].guard.n)
			break;
	}
	if (d && !d->n) {
		def_free(d);
		d = NULL;
	}
	return d;
}

/*
 * @fn's answer with SLEEP_DEPTH - @depth calls below it to look through:
 * kept by function and depth, so that the answer to a question never
 * depends on the questions asked before it (a "no" kept from a visit at
 * the depth limit once hid a sleeper two calls down from a shallower
 * caller, and the sleep rule's selection, asked first, decided what its
 * judging found). Each visit goes one call deeper, so no visit waits on
 * itself.
 */
static const struct def_sleep *def_sleeps(struct tindex *ti, unsigned file,
					  const struct cfunc *fn, int depth)
{
	char *key;
	void **slot;
	struct def_sleep *d;

	if (depth > SLEEP_DEPTH)
		return NULL;
	key = str_printf("%u:%d:%s:%d", file, fn->line, fn->name, depth);
	slot = strmap_slot(&memo, key);
	if (*slot) {
		free(key);
		return *slot == &none ? NULL : *slot;
	}
	d = body_sleeps(ti, file, fn, depth);
	/* the table may have grown: look the slot up */
	slot = strmap_slot(&memo, key);
	free(key);
	*slot = d ? (void *)d : (void *)&none;
	return d;
}

void tindex_call_sleeps(struct tindex *ti, unsigned file, const char *name, const char *args,
			struct sleep_verdict *v)
{
	memset(v, 0, sizeof(*v));
	v->yield = rcu_model_sleep_yield(name);
	v->sleeps = model_sleeps(name, args, &v->kind);
	if (v->sleeps || rcu_model_sleeper(name, strlen(name))) {
		if (v->sleeps)
			v->path = str_printf("%s()", name);
		return;
	}
	const struct def_sleep *d = resolve(ti, file, name, 1);
	const struct sleep_alt *sure = NULL, *may = NULL;
	char *cond = NULL;

	for (size_t i = 0; d && i < d->n && !sure; i++) {
		struct guard g;
		enum guard_value gv = guard_eval(&d->alt[i].guard, args, NULL, &g);

		guard_free(&g);
		if (gv == GUARD_VAL_OBJECT && !may) {
			may = &d->alt[i];
			cond = guard_text(&may->guard, &d->params);
		} else if (gv == GUARD_VAL_YES || gv == GUARD_VAL_CALLER) {
			sure = &d->alt[i];
		}
	}
	if (!sure && !may)
		return;
	v->sleeps = sure ? 1 : -1;
	v->kind = sure ? sure->kind : may->kind;
	v->path = sure ? str_dup(sure->path) : str_printf("%s, only when %s", may->path, cond);
	v->at = str_dup(sure ? sure->at : may->at);
	free(cond);
}
