// SPDX-License-Identifier: GPL-2.0
#include "index/invokers.h"

#include <stdlib.h>
#include <string.h>
#include "rcu/invokers.h"

/* Does a function named @name, or one it calls, call @field ("->F"), @depth calls down? */
static bool reaches_field(struct tindex *ti, const char *name, const char *field, int depth,
			  struct strlist *seen)
{
	const struct tdef *d;
	size_t nd;

	if (depth < 0 || sl_contains(seen, name))
		return false;
	sl_push(seen, name);
	d = tindex_defs(ti, name, &nd);
	for (size_t k = 0; k < nd; k++) {
		const struct cfile *cf = tindex_file(ti, d[k].file);
		for (size_t c = 0; cf && c < cf->ncalls; c++) {
			const struct cfunc *fn = cf->calls[c].caller >= 0 ?
						 &cf->funcs[cf->calls[c].caller] : NULL;

			if (!fn || strcmp(fn->name, name) || fn->line != d[k].fn->line)
				continue;
			if (!strcmp(cf->calls[c].callee, field))
				return true;
			if (cf->calls[c].callee[0] != '-' &&
			    reaches_field(ti, cf->calls[c].callee, field, depth - 1, seen))
				return true;
		}
	}
	return false;
}

static const char *check_row(struct tindex *ti, const struct rcu_invoker *r)
{
	long file = tindex_file_id(ti, r->file);
	const struct cfile *cf = file >= 0 ? tindex_file(ti, (size_t)file) : NULL;
	struct strlist seen = STRLIST_INIT;
	bool defined = false, takes = false, reached;
	char *field;

	if (!cf)
		return "no such file";
	/* a header may define it twice (a stub under #else): one must take the reader */
	for (size_t i = 0; i < cf->nfuncs; i++)
		if (!strcmp(cf->funcs[i].name, r->invoker) && !cf->funcs[i].is_macro) {
			defined = true;
			takes |= (cf->funcs[i].body_flavors & r->flavors) != 0;
		}
	if (!defined)
		return "the invoker is not defined there";
	if (!takes)
		return "the invoker's body does not take the reader";
	field = str_printf("->%s", r->field);
	reached = reaches_field(ti, r->invoker, field, INVOKER_DEPTH, &seen);
	free(field);
	sl_free(&seen);
	return reached ? NULL : "no call through the field below the invoker";
}

size_t index_check_invokers(struct tindex *ti, struct strbuf *out)
{
	const struct rcu_invoker *r;
	size_t bad = 0;

	for (size_t i = 0; (r = rcu_model_callback_invoker_at(i)); i++) {
		const char *why = check_row(ti, r);

		sb_printf(out, "invoker %s.%s %s %s() %s: %s\n", r->type, r->field,
			  rcu_flavors_first(r->flavors), r->invoker, r->file, why ? why : "ok");
		bad += why != NULL;
	}
	return bad;
}
