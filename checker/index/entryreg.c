// SPDX-License-Identifier: GPL-2.0
#include "index/entryreg.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "lib/util.h"

/* The last non-blank before @p (down to @text), or '\0'. */
static const char *back_blank(const char *text, const char *p)
{
	while (p > text && isspace((unsigned char)p[-1]))
		p--;
	return p;
}

/*
 * @at is a use of the name, @end just past it: is it argument N of a call
 * of a registration, alone or with '&'? Scans back to the call's '(' over
 * balanced brackets, counting the commas at its level; @match decides on
 * the callee's name and N.
 */
static const void *registration_at(const char *text, const char *at, const char *end,
				   registration_match_fn match, const char **callee)
{
	const char *p = back_blank(text, at), *q = end;
	int depth = 0, commas = 0;

	if (p > text && p[-1] == '&')
		p = back_blank(text, p - 1);
	if (p == text || (p[-1] != ',' && p[-1] != '('))
		return NULL;
	while (*q && isspace((unsigned char)*q))
		q++;
	if (*q != ',' && *q != ')')
		return NULL;
	for (p--; p >= text; p--) {
		char c = *p;

		if (c == ')' || c == ']') {
			depth++;
		} else if (c == '(' || c == '[') {
			if (depth-- == 0)
				break;
		} else if (c == ',' && depth == 0) {
			commas++;
		} else if ((c == ';' || c == '{' || c == '}') && depth == 0) {
			return NULL;
		}
	}
	if (p < text || *p != '(')
		return NULL;
	const char *e = back_blank(text, p), *b = e;

	while (b > text && is_ident_char(b[-1]))
		b--;
	if (b == e)
		return NULL;
	*callee = b;
	return match(b, (size_t)(e - b), commas + 1);
}

/* The call at @callee, to its closing ')' (balanced), copied; NULL if unclosed. */
static char *call_text(const char *callee)
{
	const char *p = strchr(callee, '(');
	int depth = 0;

	for (; p && *p; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return str_printf("%.*s", (int)(p + 1 - callee), callee);
	}
	return NULL;
}

void registrations_in(const char *text, const char *name, registration_match_fn match,
		      registration_each_fn each, void *arg)
{
	size_t n = strlen(name);
	bool more = true;

	for (const char *p = text ? strstr(text, name) : NULL; p && more; p = strstr(p + n, name)) {
		const char *callee = NULL;

		if ((p > text && is_ident_char(p[-1])) || is_ident_char(p[n]))
			continue;
		const void *r = registration_at(text, p, p + n, match, &callee);

		if (r) {
			char *call = call_text(callee);
			int line = 1;

			for (const char *c = text; c < p; c++)
				line += *c == '\n';
			more = each(r, line, call ? call : "", arg);
			free(call);
		}
	}
}

int registration_in(const char *text, const char *name, registration_match_fn match,
		    const void **row)
{
	char *code = text ? c_text_blanked(text, strlen(text)) : NULL;
	int found = registration_in_code(code, name, match, row);

	free(code);
	return found;
}

struct first_registration {
	const void *row;
	int line;
};

static bool take_first(const void *row, int line, const char *call, void *arg)
{
	struct first_registration *f = arg;

	(void)call;
	*f = (struct first_registration){ row, line };
	return false;
}

int registration_in_code(const char *text, const char *name, registration_match_fn match,
			 const void **row)
{
	struct first_registration f = { NULL, 0 };

	registrations_in(text, name, match, take_first, &f);
	if (f.line)
		*row = f.row;
	return f.line;
}

static const void *entry_match(const char *callee, size_t len, int arg)
{
	const struct rcu_entry_reg *r = rcu_model_entry_registration(callee, len);

	return r && r->arg == arg ? r : NULL;
}

int entry_registration_in(const char *text, const char *name, const struct rcu_entry_reg **reg)
{
	const void *row = NULL;
	int line = registration_in(text, name, entry_match, &row);

	if (line)
		*reg = row;
	return line;
}

static bool entry_registration_find(struct tindex *ti, const char *name, unsigned file,
				    bool is_static, struct entry_site *out);

/*
 * entry_registration_find(), memoized per index: the answer depends on
 * the index, the name and, for a static function, its file only, and
 * every search through a function asked it again, each time reading
 * (and blanking, once the index's kept texts were gone) every file that
 * refers to the name (a warm audit of the packaged 6.1 spent 2.6 s CPU
 * of its caller search there).
 */
bool index_entry_registration(struct tindex *ti, const char *name, unsigned file,
			      bool is_static, struct entry_site *out)
{
	static struct strmap memo;
	static const struct entry_site none;
	char *key = is_static ? str_printf("%lu:s%u:%s", tindex_serial(ti), file, name)
			      : str_printf("%lu:g:%s", tindex_serial(ti), name);
	struct entry_site *kept = strmap_get(&memo, key);

	if (!kept) {
		struct entry_site site;

		kept = (struct entry_site *)&none;
		if (entry_registration_find(ti, name, file, is_static, &site)) {
			kept = xmalloc(sizeof(*kept));
			*kept = site;
		}
		/* after the work: a slot is not kept across the map's growth */
		*strmap_slot(&memo, key) = kept;
	}
	free(key);
	if (kept == &none)
		return false;
	*out = *kept;
	return true;
}

static bool entry_registration_find(struct tindex *ti, const char *name, unsigned file,
				    bool is_static, struct entry_site *out)
{
	const unsigned *files = &file;
	size_t nf = 1;

	if (!is_static)
		files = tindex_refs_files(ti, name, &nf);
	for (size_t f = 0; files && f < nf; f++) {
		const struct rcu_entry_reg *reg = NULL;
		const struct cfile *cf = tindex_file(ti, files[f]);
		int line;

		if (!tindex_kernel_file(tindex_path(ti, files[f])))
			continue;
		/* a store into a field such an invoker calls: ".doit = fn" of a struct genl_ops */
		for (size_t k = 0; cf && k < cf->nstores; k++) {
			const struct cstore *st = &cf->stores[k];

			if (!strcmp(st->func, name) && (reg = rcu_model_entry_field(st->type, st->field))) {
				*out = (struct entry_site){ reg, files[f], st->line };
				return true;
			}
		}
		const void *row = NULL;

		/* the file's text blanked once, not once a question */
		line = registration_in_code(tindex_file_code(ti, files[f]), name, entry_match, &row);
		if (line) {
			reg = row;
			*out = (struct entry_site){ reg, files[f], line };
			return true;
		}
	}
	return false;
}

const char *index_entry_prologue_func(struct tindex *ti, const struct entry_site *site)
{
	const char *pro = site->reg->prologue, *dot = pro ? strchr(pro, '.') : NULL;
	const struct cfile *cf = dot ? tindex_file(ti, site->file) : NULL;

	for (size_t k = 0; cf && k < cf->nstores; k++) {
		const struct cstore *st = &cf->stores[k];

		if (strlen(st->type) == (size_t)(dot - pro) && !strncmp(st->type, pro, dot - pro) &&
		    !strcmp(st->field, dot + 1))
			return st->func;
	}
	return NULL;
}

bool index_entry_prologue(struct tindex *ti, const struct entry_site *site)
{
	return index_entry_prologue_func(ti, site) != NULL;
}
