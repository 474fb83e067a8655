// SPDX-License-Identifier: GPL-2.0
/*
 * tindex_reader_need(): which functions need their caller's RCU reader,
 * computed from the index on demand and memoized (index/needs.h). A
 * definition is judged by its saved facts (contract, first accessor,
 * what its body takes); only a body that must be followed further is
 * re-scanned, for its calls.
 */
#include "index/needs.h"

#include <stdlib.h>
#include <string.h>
#include "index/macros.h"
#include "index/rcuwalk.h"
#include "index/readers.h"
#include "lib/strmap.h"
#include "rcu/lookups.h"
#include "rcu/model.h"

/* Deeper chains of lock-free helpers are rare, and weak evidence. */
#define NEED_DEPTH 3

static struct strmap memo;	/* "file:line:name" -> struct reader_need *, or &none */
static struct reader_need none;
static struct strmap lookup_memo;	/* rcu/data/lookups: name -> struct reader_need * */

static void need_free_one(void *v)
{
	struct reader_need *n = v;

	if (n == &none)
		return;
	free(n->cond);
	free(n->contract);
	free(n->access);
	free(n->at);
	free(n->path);
	free(n->params);
	free(n);
}

void needs_free(void)
{
	index_readers_free();
	strmap_free(&memo, need_free_one);
	memset(&memo, 0, sizeof(memo));
	strmap_free(&lookup_memo, need_free_one);
	memset(&lookup_memo, 0, sizeof(lookup_memo));
}

/* Argument @k (1-based) of the call text "name(a, b(c, d), e)", or NULL. */
static char *call_arg(const char *text, int k)
{
	const char *p = strchr(text, '('), *start;
	int depth = 0, arg = 1;

	if (!p || k < 1)
		return NULL;
	start = ++p;
	for (; *p; p++) {
		if (*p == '(' || *p == '[' || *p == '{') {
			depth++;
		} else if ((*p == ')' || *p == ']' || *p == '}') && depth) {
			depth--;
		} else if ((*p == ',' && !depth) || (*p == ')' && !depth)) {
			if (arg == k) {
				while (*start == ' ')
					start++;
				return xstrndup(start, (size_t)(p - start));
			}
			if (*p == ')')
				return NULL;
			arg++;
			start = p + 1;
		}
	}
	return NULL;
}

/* User-space programs and tools define kfree() and free() too. */
static bool kernel_file(const struct tindex *ti, unsigned file)
{
	const char *p = tindex_path(ti, file);

	return !starts_with(p, "tools/") && !starts_with(p, "samples/") &&
	       !starts_with(p, "scripts/") && !starts_with(p, "Documentation/") &&
	       !starts_with(p, "usr/");
}

static bool rcu_named(const char *name)
{
	return ends_with(name, "_rcu");
}

/* The need of the first read-side accessor @fn calls, or NULL. */
static struct reader_need *access_need_of(const struct tindex *ti, unsigned file,
					  const struct cfunc *fn)
{
	struct reader_need *n;
	const struct rcu_reader_accessor *a;

	if (!fn->access_text ||
	    !(a = rcu_model_reader_accessor(fn->access_text, strcspn(fn->access_text, "("))))
		return NULL;
	n = xcalloc(1, sizeof(*n));
	n->cond = call_arg(fn->access_text, a->cond_arg);
	/* list_for_each_entry_rcu() checks rcu_read_lock_any_held() || its condition */
	n->flavor = a->iterator ? "any" : a->flavor;
	n->access = str_dup(fn->access_text);
	n->at = str_printf("%s:%d", tindex_path(ti, file), fn->access_line);
	n->path = str_printf("%s()", fn->name);
	n->declared = n->cond || rcu_named(fn->name);
	return n;
}

/*
 * A macro's need from the tree's accessor macros (index/macros.h): its
 * own accessor, or one under another macro it calls (task_css_check() ->
 * task_css_set_check() -> rcu_dereference_check()), the condition written
 * over its parameters.
 */
static struct reader_need *macro_need_of(struct tindex *ti, unsigned file, const struct cfunc *fn)
{
	struct accessor_macro m;
	struct reader_need *n;

	static const char *const flavors[] = { "rcu", "bh", "sched", "any" };
	const char *flavor = NULL;

	if (!tindex_accessor_macro(ti, fn->name, tindex_path(ti, file), &m))
		return NULL;
	for (size_t k = 0; k < sizeof(flavors) / sizeof(flavors[0]); k++)
		if (!strcmp(m.flavor, flavors[k]))
			flavor = flavors[k];
	if (!flavor || !strcmp(m.kind, "protected")) {
		/* an SRCU accessor names its srcu_struct; a protected one needs no reader */
		accessor_macro_free(&m);
		return NULL;
	}
	n = xcalloc(1, sizeof(*n));
	n->cond = strcmp(m.cond, "-") ? str_dup(m.cond) : NULL;
	n->flavor = !strcmp(m.kind, "iterator") ? "any" : flavor;
	n->access = strcmp(m.via, "-") ? str_printf("%s via %s", m.accessor, m.via) :
					  str_dup(m.accessor);
	n->at = str_printf("%s:%d", tindex_path(ti, file), fn->line);
	n->path = str_printf("%s()", fn->name);
	n->declared = n->cond != NULL;
	n->params = strcmp(m.params, "-") ? str_dup(m.params) : NULL;
	accessor_macro_free(&m);
	return n;
}

/* @fn's contract as its need (rcu, no condition: the audit reads the contract's locks). */
static struct reader_need *contract_need(const struct tindex *ti, unsigned file,
					 const struct cfunc *fn)
{
	struct reader_need *n = xcalloc(1, sizeof(*n));

	n->flavor = "rcu";
	n->contract = str_dup(fn->contract_text ? fn->contract_text : "");
	n->access = str_dup(n->contract);
	n->at = str_printf("%s:%d", tindex_path(ti, file), fn->line);
	n->path = str_printf("%s()", fn->name);
	n->declared = true;
	return n;
}

static const struct reader_need *def_need(struct tindex *ti, unsigned file,
					  const struct cfunc *fn, int depth);

/*
 * The need of a call from @file of the definitions @d: a static function
 * of @file hides the others; else every kernel definition (arch and
 * config variants, header inlines) must need the reader, or the call may
 * not. @macros: a macro counts by its own accessor.
 */
static const struct reader_need *resolve(struct tindex *ti, unsigned file,
					 const struct tdef *d, size_t nd, int depth)
{
	const struct reader_need *found = NULL;
	bool own = false;

	for (size_t j = 0; j < nd; j++)
		if (d[j].file == file && d[j].fn->is_static)
			own = true;
	for (size_t j = 0; j < nd; j++) {
		const struct reader_need *m;

		if (own ? d[j].file != file || !d[j].fn->is_static :
			  (d[j].fn->is_static && !ends_with(tindex_path(ti, d[j].file), ".h")) ||
			  !kernel_file(ti, d[j].file))
			continue;
		/* a macro at the top is the rules' (its expansion is in the caller) */
		if (!depth && d[j].fn->is_macro)
			continue;
		m = def_need(ti, d[j].file, d[j].fn, depth);
		if (!m)
			return NULL;
		if (!found)
			found = m;
	}
	return found;
}

/*
 * Is call @c of @fn (in @file) made only in the VFS's RCU-walk, whose
 * reader path_init() took (check_acl()'s get_cached_acl_rcu() under
 * "if (mask & MAY_NOT_BLOCK)")? Then @fn needs no reader for it.
 */
static bool call_in_rcu_walk(const struct tindex *ti, unsigned file, const struct cfunc *fn,
			     const struct ccall *c)
{
	char *path = path_join(tindex_root(ti), tindex_path(ti, file));
	char *text = read_file(path, NULL);
	struct strbuf sb = STRBUF_INIT;
	int line = 1;
	bool walk;

	free(path);
	if (!text)
		return false;
	for (const char *p = text; *p && line <= c->line; p++) {
		if (line >= fn->line)
			sb_putc(&sb, *p);
		line += *p == '\n';
	}
	walk = sb.buf && text_call_in_rcu_walk(sb.buf, c->callee);
	sb_free(&sb);
	free(text);
	return walk;
}

/* @m's condition, a macro's, with the arguments of call @c of @file in its parameters. */
static char *cond_at_call(struct tindex *ti, unsigned file, const struct ccall *c,
			  const struct reader_need *m)
{
	const char *text = tindex_file_text(ti, file), *p = text;

	for (int line = 1; p && *p && line < c->line; p++)
		line += *p == '\n';
	if (!p || c->col < 1)
		return NULL;
	for (int col = 1; *p && *p != '\n' && col < c->col; col++)
		p++;
	return macro_cond_for_call(m->cond, m->params, p, c->callee);
}

static needs_macro_arg_cover macro_arg_cover;

void needs_set_macro_arg_cover(needs_macro_arg_cover cover)
{
	macro_arg_cover = cover;
}

/* The calls of @fn's body that need the reader: the first one's need, or NULL. */
static struct reader_need *called_need(struct tindex *ti, unsigned file,
				       const struct cfunc *fn, int depth)
{
	const struct cfile *cf = tindex_file(ti, file);
	int k = -1;

	for (size_t i = 0; i < cf->nfuncs && k < 0; i++)
		if (cf->funcs[i].line == fn->line && !strcmp(cf->funcs[i].name, fn->name))
			k = (int)i;
	/*
	 * A lock the model does not know (xas_lock_irqsave(), lock_sock())
	 * may be what the callee's condition names: not judged from here.
	 */
	const struct strlist *exits, *readers = rcu_model_rcu_reader_calls(&exits);

	/* rhashtable_walk_start() returns holding the reader: the calls after it are inside */
	for (size_t i = 0; k >= 0 && i < cf->ncalls; i++)
		if (cf->calls[i].caller == k && (strstr(cf->calls[i].callee, "lock") ||
						 sl_contains(readers, cf->calls[i].callee)))
			return NULL;
	for (size_t i = 0; k >= 0 && i < cf->ncalls; i++) {
		const struct ccall *c = &cf->calls[i];
		size_t nd;
		const struct tdef *d;

		if (c->caller != k || !strcmp(c->callee, fn->name) ||
		    rcu_model_reader_accessor(c->callee, strlen(c->callee)))
			continue;
		d = tindex_defs(ti, c->callee, &nd);
		const struct reader_need *m = resolve(ti, file, d, nd, depth + 1);

		if (m && !call_in_rcu_walk(ti, file, fn, c) &&
		    !(macro_arg_cover && macro_arg_cover(ti, file, fn, c, m->flavor))) {
			struct reader_need *n = xcalloc(1, sizeof(*n));

			n->flavor = m->flavor;
			/* a macro's condition over this call's arguments ("(__c)" -> "(false)") */
			n->cond = m->cond && m->params ? cond_at_call(ti, file, c, m) : NULL;
			if (!n->cond)
				n->cond = m->cond ? str_dup(m->cond) : NULL;
			n->contract = m->contract ? str_dup(m->contract) : NULL;
			n->access = str_dup(m->access);
			n->at = str_dup(m->at);
			n->path = str_printf("%s() -> %s", fn->name, m->path);
			n->declared = rcu_named(fn->name);
			return n;
		}
	}
	return NULL;
}

/* Does @fn's body call one of the tree's read-side wrappers (index/readers.h)? */
static bool calls_reader_wrapper(struct tindex *ti, unsigned file, const struct cfunc *fn)
{
	const struct cfile *cf = tindex_file(ti, file);

	for (size_t i = 0; i < cf->nfuncs; i++) {
		if (cf->funcs[i].line != fn->line || strcmp(cf->funcs[i].name, fn->name))
			continue;
		for (size_t c = 0; c < cf->ncalls; c++)
			if (cf->calls[c].caller == (int)i &&
			    index_is_reader_wrapper(ti, cf->calls[c].callee))
				return true;
	}
	return false;
}

static const struct reader_need *def_need(struct tindex *ti, unsigned file,
					  const struct cfunc *fn, int depth)
{
	char *key;
	void **slot;
	struct reader_need *n = NULL;

	if (depth > NEED_DEPTH)
		return NULL;
	key = str_printf("%u:%d:%s", file, fn->line, fn->name);
	slot = strmap_slot(&memo, key);
	free(key);
	if (*slot)
		return *slot == &none ? NULL : *slot;
	*slot = &none;		/* recursion: not (yet) */
	if (fn->is_macro) {
		/*
		 * a macro by its accessor, its own or under the macros it
		 * expands to (its "calls" are its arguments' too)
		 */
		if (!body_takes_any(fn))	/* task_cred_xxx() takes its own reader */
			n = macro_need_of(ti, file, fn);
		if (!n && !body_takes_any(fn))
			n = access_need_of(ti, file, fn);
	} else if (fn->contract == CONTRACT_LOCKDEP || fn->contract == CONTRACT_ANNOTATION) {
		n = contract_need(ti, file, fn);
	} else if (fn->contract == CONTRACT_COMMENT) {
		/*
		 * A comment alone also speaks of other functions' readers
		 * (call_rcu(), hlist_add_head_rcu()): it counts when the body
		 * does read RCU-protected data, itself or through its calls.
		 */
		n = access_need_of(ti, file, fn);
		if (!n)
			n = called_need(ti, file, fn, depth);
		if (n) {
			/*
			 * "The caller must hold RCU lock" over a list walk
			 * (dev_get_by_index_rcu()'s hlist_for_each_entry_rcu()):
			 * what lockdep checks is the walk's
			 * rcu_read_lock_any_held(), which a bh or sched reader
			 * meets, and since the flavors' consolidation any of
			 * them holds off the grace period the comment means.
			 */
			bool any = !strcmp(n->flavor, "any");

			need_free_one(n);
			n = contract_need(ti, file, fn);
			if (any)
				n->flavor = "any";
		}
	} else if (!body_takes_any(fn)) {
		n = access_need_of(ti, file, fn);
		if (!n && !fn->access_text)
			n = called_need(ti, file, fn, depth);
		/* tomoyo_check_profile() takes its reader through tomoyo_read_lock() */
		if (n && calls_reader_wrapper(ti, file, fn)) {
			need_free_one(n);
			n = NULL;
		}
	}
	/* the table may have grown: look the slot up again */
	slot = strmap_slot(&memo, key = str_printf("%u:%d:%s", file, fn->line, fn->name));
	free(key);
	*slot = n ? n : &none;
	return n;
}

/*
 * A lookup of the model's "lookups" (radix_tree_lookup()): what its row
 * says, whatever the tree defines, and only for a direct call (a wrapper
 * is not learned needy through it: called_need() never asks).
 */
static const struct reader_need *lookup_need(const char *name)
{
	const struct rcu_lookup *l = rcu_model_lookup(name);
	void **slot;

	if (!l)
		return NULL;
	slot = strmap_slot(&lookup_memo, name);
	if (!*slot) {
		struct reader_need *n = xcalloc(1, sizeof(*n));

		n->flavor = l->flavor;
		n->access = str_printf("%s() leaves the reader to its caller", name);
		n->at = str_dup("rcu/data/lookups");
		n->path = str_printf("%s()", name);
		n->declared = true;
		n->lock_instead = l->lock_instead;
		*slot = n;
	}
	return *slot;
}

const struct reader_need *tindex_reader_need(struct tindex *ti, unsigned file,
					     const char *name)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);
	const struct reader_need *n = resolve(ti, file, d, nd, 0);

	/* what the tree says of its own lookup wins */
	return n ? n : lookup_need(name);
}

void tindex_needs_table(struct tindex *ti, const char *under, struct strbuf *out)
{
	size_t ul = strlen(under);

	for (size_t i = 0; i < tindex_nfiles(ti); i++) {
		size_t nd;
		const char *path = tindex_path(ti, i);

		if (strncmp(path, under, ul) || (ul && under[ul - 1] != '/' && path[ul] != '/' && path[ul]))
			continue;
		const struct cfile *cf = tindex_file(ti, i);

		for (size_t k = 0; k < cf->nfuncs; k++) {
			const struct tdef *d = tindex_defs(ti, cf->funcs[k].name, &nd);

			for (size_t j = 0; j < nd; j++) {
				const struct reader_need *n;

				if (d[j].file != i || d[j].fn->line != cf->funcs[k].line ||
				    !(n = def_need(ti, d[j].file, d[j].fn, 0)))
					continue;
				sb_printf(out, "%s\t%s\t%s\t%s\t%s\n", cf->funcs[k].name,
					  n->flavor, n->at, n->path, n->access);
			}
		}
	}
}
