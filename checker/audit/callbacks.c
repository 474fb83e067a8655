// SPDX-License-Identifier: GPL-2.0
#include "audit/callbacks.h"

#include "audit/fileidx.h"
#include "audit/registered.h"
#include "audit/stopreader.h"
#include "lib/strmap.h"
#include "rcu/model.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does a call of "->F" in file @y name @call? Its text, from the index's arena. */
static const char *call_name_in(struct tindex *ti, unsigned y, const char *call)
{
	size_t n;
	const unsigned *ks = fileidx_calls_of(ti, y, call, &n);

	return n ? tindex_file(ti, y)->calls[ks[0]].callee : NULL;
}

/* User-space programs, samples and docs call no kernel field. */
static bool is_kernel_file(const char *path)
{
	return !starts_with(path, "tools/") && !starts_with(path, "samples/") &&
	       !starts_with(path, "Documentation/") && !starts_with(path, "scripts/");
}

/* Does file @y call @call through a base of struct @type? */
static bool typed_call_in(struct tindex *ti, unsigned y, const char *call, const char *type)
{
	const struct cfile *cf = tindex_file(ti, y);
	size_t n;
	const unsigned *ks = fileidx_calls_of(ti, y, call, &n);

	for (size_t m = 0; m < n; m++)
		if (callback_typed(ti, &cf->calls[ks[m]], type))
			return true;
	return false;
}

/*
 * Is the store @st part of an ops table whose invoker brackets the other
 * callbacks in a reader (seq_operations: ->start takes it, ->stop drops
 * it, ->next and ->show run inside)? Its calls through the table are not
 * unprotected calls. Either a callback is annotated as releasing the
 * reader (__releases(RCU)), or one ends a reader it did not enter and
 * another begins one it does not end: both halves, because a callback
 * that only ends one may be the bug itself (a callback whose
 * rcu_read_lock() was lost, the recall corpus's veth_xmit()), and that
 * must not hide the table's other callbacks.
 */
static bool bracketed_store_walk(struct tindex *ti, unsigned y, const struct cstore *st,
				 callback_releases_fn releases);

/*
 * Memoized per table: every callback of a table asks about the same table,
 * and each answer walks the callees of all of its callbacks (a warm
 * whole-tree audit spent most of its ten CPU minutes here on 6.1's
 * dcbnl_rtnl_ops-sized tables). The answer depends on the file, the
 * table (its stores' agg, a number per file) and @releases only.
 */
static bool bracketed_store(struct tindex *ti, unsigned y, const struct cstore *st,
			    callback_releases_fn releases)
{
	static struct strmap memo;
	char key[128];

	if (!st->agg)
		return false;
	snprintf(key, sizeof(key), "%lu:%u:%u:%p", tindex_serial(ti), y, st->agg,
		 (void *)(uintptr_t)releases);
	void *kept = strmap_get(&memo, key);

	if (!kept) {
		/* the walk first, then its slot: a slot is not kept across the map's growth */
		kept = bracketed_store_walk(ti, y, st, releases) ? (void *)2 : (void *)1;
		*strmap_slot(&memo, key) = kept;
	}
	return kept == (void *)2;
}

static bool bracketed_store_walk(struct tindex *ti, unsigned y, const struct cstore *st,
				 callback_releases_fn releases)
{
	const struct cfile *cf = tindex_file(ti, y);
	bool stop = false, start = false;

	for (size_t k = 0; st->agg && cf && k < cf->nstores; k++) {
		const char *f = cf->stores[k].func;

		if (cf->stores[k].agg != st->agg)
			continue;
		if (releases && releases(ti, f))
			return true;
		if (!stop && stop_ends_foreign_reader(ti, y, f, releases))
			stop = true;
		else if (!start && start_leaves_reader_open(ti, y, f))
			start = true;
	}
	return stop && start;
}

static size_t fields_in(struct tindex *ti, unsigned y, const char *name,
			struct callback_field *out, size_t n, size_t max, callback_releases_fn releases,
			bool *unresolved)
{
	const struct cfile *cf = tindex_file(ti, y);

	for (size_t k = 0; cf && k < cf->nstores && n < max; k++) {
		const struct cstore *st = &cf->stores[k];
		char *call;
		const unsigned *files;
		size_t nf, kernel = 0;
		bool seen = false;

		if (strcmp(st->func, name) || rcu_model_callback_generic_field(st->field))
			continue;
		/* a field whose invoker the data names: its reader decides */
		const struct rcu_invoker *inv = rcu_model_callback_invoker(st->field, st->type);

		for (size_t i = 0; inv && i < n && !seen; i++)
			seen = out[i].invoker == inv;
		if (inv) {
			if (!seen)
				out[n++] = (struct callback_field){ inv->field, st->type, 0, y,
								    st->line, inv };
			continue;
		}
		if (bracketed_store(ti, y, st, releases))
			continue;
		call = str_printf("->%s", st->field);
		for (size_t i = 0; i < n && !seen; i++) {
			seen = !strcmp(out[i].call, call);
			if (seen && strcmp(out[i].type, st->type))
				out[i].type = "";
		}
		files = seen ? NULL : tindex_callers_files(ti, call, &nf);
		for (size_t f = 0; files && f < nf; f++)
			kernel += is_kernel_file(tindex_path(ti, files[f]));
		/* a common name (->read): only the calls of the store's struct */
		if (files && kernel > CALLBACK_MAX_FILES && *st->type) {
			size_t typed = 0;

			for (size_t f = 0; f < nf && typed <= CALLBACK_MAX_FILES; f++)
				typed += is_kernel_file(tindex_path(ti, files[f])) &&
					 typed_call_in(ti, files[f], call, st->type);
			if (!typed || typed > CALLBACK_MAX_FILES)
				files = NULL;
		} else if (kernel > CALLBACK_MAX_FILES) {
			files = NULL;
		}
		if (files && kernel) {
			const char *text = NULL;

			for (size_t f = 0; f < nf && !text; f++)
				text = call_name_in(ti, files[f], call);
			if (text)
				out[n++] = (struct callback_field){ text, st->type, kernel, y,
								    st->line, NULL };
		} else if (!seen && !files && kernel) {
			*unresolved = true;	/* called, but not by calls we can tie to it */
		}
		free(call);
	}
	return n;
}

static size_t callback_fields_walk(struct tindex *ti, const char *name, unsigned file,
				   bool is_static, struct callback_field *out, size_t max,
				   callback_releases_fn releases, bool *unresolved);

/* callback_fields()'s answer kept: its fields (pointers into the index and the model). */
struct fields_kept {
	size_t n;
	bool unresolved;
	struct callback_field v[];
};

/*
 * callback_fields_walk(), memoized: the answer depends on the index, the
 * arguments and @releases (a memo of its own) only, and every search
 * through the same function asked it again, each time comparing the name
 * with every store of every file that refers to it (a warm audit of the
 * packaged 6.1 spent a third of its caller search there).
 */
size_t callback_fields(struct tindex *ti, const char *name, unsigned file, bool is_static,
		       struct callback_field *out, size_t max, callback_releases_fn releases,
		       bool *unresolved)
{
	static struct strmap memo;
	char *key = str_printf("%lu:%u:%d:%zu:%p:%s", tindex_serial(ti), file, is_static, max,
			       (void *)(uintptr_t)releases, name);
	struct fields_kept *k = strmap_get(&memo, key);

	if (!k) {
		size_t n = callback_fields_walk(ti, name, file, is_static, out, max, releases,
						unresolved);

		k = xmalloc(sizeof(*k) + n * sizeof(k->v[0]));
		k->n = n;
		k->unresolved = *unresolved;
		memcpy(k->v, out, n * sizeof(k->v[0]));
		*strmap_slot(&memo, key) = k;
	}
	free(key);
	memcpy(out, k->v, k->n * sizeof(k->v[0]));
	*unresolved = k->unresolved;
	return k->n;
}

static size_t callback_fields_walk(struct tindex *ti, const char *name, unsigned file,
				   bool is_static, struct callback_field *out, size_t max,
				   callback_releases_fn releases, bool *unresolved)
{
	const unsigned *files;
	size_t nf, n = 0;

	*unresolved = false;
	if (is_static) {
		n = fields_in(ti, file, name, out, 0, max, releases, unresolved);
		return registered_fields_in(ti, file, name, out, n, max);
	}
	files = tindex_refs_files(ti, name, &nf);
	for (size_t f = 0; f < nf && n < max; f++) {
		const struct cfile *cf = tindex_file(ti, files[f]);
		bool shadowed = false;

		/* a file with a static function of that name stores its own */
		for (size_t k = 0; cf && files[f] != file && k < cf->nfuncs && !shadowed; k++)
			shadowed = cf->funcs[k].is_static && !strcmp(cf->funcs[k].name, name);
		if (!shadowed && is_kernel_file(tindex_path(ti, files[f]))) {
			n = fields_in(ti, files[f], name, out, n, max, releases, unresolved);
			n = registered_fields_in(ti, files[f], name, out, n, max);
		}
	}
	return n;
}

bool callback_typed(struct tindex *ti, const struct ccall *c, const char *type)
{
	const char *ct = tindex_call_type(ti, c->type);

	return ct && *type && !strcmp(ct, type);
}

bool callback_type_matches(struct tindex *ti, const struct ccall *c, const char *type,
			   size_t files)
{
	const char *ct = tindex_call_type(ti, c->type);

	if (ct && *type)
		return !strcmp(ct, type);
	return files <= CALLBACK_UNTYPED_FILES;
}


static bool is_expr_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '.' || c == '>' || c == '-' || c == '[' || c == ']';
}

char *callback_call_text(const char *line, int col, const char *call)
{
	size_t field = strlen(call) - 2, at = col > 0 ? (size_t)col - 1 : 0, b = at;

	if (!line || strlen(line) < at + field || strncmp(line + at, call + 2, field))
		return str_dup(call);
	while (b > 0 && is_expr_char(line[b - 1]))
		b--;
	/* "->" alone, or a '>' of a comparison: the field by itself */
	if (b + 2 >= at)
		return str_dup(call);
	return str_printf("%.*s", (int)(at + field - b), line + b);
}
