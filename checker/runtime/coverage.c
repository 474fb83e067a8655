// SPDX-License-Identifier: GPL-2.0
/*
 * Coverage (see coverage.h): the exerciser's cover and hits markers read
 * back, what they say of one patched function, and the symbols and the
 * command-line word that ask a boot to count them.
 */
#include "runtime/coverage.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/patchinfo.h"

static struct cover_sym *sym_get(struct coverage *c, const char *sym, size_t len)
{
	for (size_t i = 0; i < c->n; i++)
		if (strlen(c->v[i].sym) == len && !strncmp(c->v[i].sym, sym, len))
			return &c->v[i];
	c->v = xrealloc(c->v, (c->n + 1) * sizeof(*c->v));
	memset(&c->v[c->n], 0, sizeof(c->v[c->n]));
	c->v[c->n].sym = xstrndup(sym, len);
	return &c->v[c->n++];
}

/* "A B C": each word's entry gets @traced or @untraceable set. */
static void mark_words(struct coverage *c, const char *s, bool traced)
{
	for (s = skip_spaces(s); *s; s = skip_spaces(s)) {
		size_t len = strcspn(s, " \t");
		struct cover_sym *cs = sym_get(c, s, len);

		if (traced)
			cs->traced = true;
		else
			cs->untraceable = true;
		s += len;
	}
}

/*
 * "A=3 B=1": each count added to its entry's hits (@total: set as its
 * hits), and @subtest ("N name") to the sub-tests of a non-zero one.
 */
static void counts(struct coverage *c, const char *s, const char *subtest, bool total)
{
	for (s = skip_spaces(s); *s; s = skip_spaces(s)) {
		size_t len = strcspn(s, " \t");
		const char *eq = memchr(s, '=', len);

		if (eq && eq > s) {
			struct cover_sym *cs = sym_get(c, s, (size_t)(eq - s));
			long n = strtol(eq + 1, NULL, 10);

			if (total) {
				cs->hits = n;
			} else {
				cs->hits += n;
				if (n > 0 && subtest && !sl_contains(&cs->ran_in, subtest))
					sl_push(&cs->ran_in, subtest);
			}
		}
		s += len;
	}
}

bool coverage_marker(struct coverage *c, const char *m)
{
	if (starts_with(m, "cover traced ")) {
		mark_words(c, m + strlen("cover traced "), true);
	} else if (starts_with(m, "cover untraceable ")) {
		mark_words(c, m + strlen("cover untraceable "), false);
	} else if (starts_with(m, "cover unavailable: ")) {
		free(c->unavailable);
		c->unavailable = str_dup(m + strlen("cover unavailable: "));
	} else if (starts_with(m, "cover total:")) {
		c->total_seen = true;
		counts(c, m + strlen("cover total:"), NULL, true);
	} else if (starts_with(m, "hits ")) {
		const char *colon = strchr(m, ':');

		if (!colon)
			return false;
		char *subtest = xstrndup(m + 5, (size_t)(colon - m - 5));

		counts(c, colon + 1, rtrim(subtest), false);
		free(subtest);
	} else {
		return false;
	}
	c->asked = true;
	return true;
}

void coverage_free(struct coverage *c)
{
	for (size_t i = 0; i < c->n; i++) {
		free(c->v[i].sym);
		sl_free(&c->v[i].ran_in);
	}
	free(c->v);
	free(c->unavailable);
	sl_free(&c->absent);
	memset(c, 0, sizeof(*c));
}

/* The order of a step id: sub-test "N name" by N, then workload "wN name" by N. */
static int step_rank(const char *id)
{
	return *id == 'w' ? 100000 + atoi(id + 1) : atoi(id);
}

static int by_number(const void *a, const void *b)
{
	return step_rank(*(char *const *)a) - step_rank(*(char *const *)b);
}

void coverage_of(const struct coverage *c, const char *function, struct fn_cover *out)
{
	struct strbuf untraced = STRBUF_INIT;
	size_t syms = 0, traced = 0;

	memset(out, 0, sizeof(*out));
	if (sl_contains(&c->absent, function)) {
		out->state = COVER_UNTRACEABLE;
		out->why = str_printf("%s: no symbol in the kernel (inlined)", function);
		return;
	}
	if (!c->asked) {
		out->why = str_dup("not measured: the boot printed no coverage markers");
		return;
	}
	if (c->unavailable) {
		out->why = str_printf("not measured: %s", c->unavailable);
		return;
	}
	for (size_t i = 0; i < c->n; i++) {
		const struct cover_sym *cs = &c->v[i];
		char *norm = func_normalise(cs->sym);
		bool mine = !strcmp(norm, function);

		free(norm);
		if (!mine)
			continue;
		syms++;
		if (cs->traced)
			traced++;
		else
			sb_printf(&untraced, "%s%s", untraced.len ? ", " : "", cs->sym);
		/* A system call's wrappers (__x64_sys_, __do_sys_) each see every call. */
		if (cs->hits > out->hits)
			out->hits = cs->hits;
		for (size_t s = 0; s < cs->ran_in.n; s++)
			if (!sl_contains(&out->ran_in, cs->ran_in.v[s]))
				sl_push(&out->ran_in, cs->ran_in.v[s]);
	}
	if (out->ran_in.n > 1)
		qsort(out->ran_in.v, out->ran_in.n, sizeof(*out->ran_in.v), by_number);
	if (out->hits > 0) {
		out->state = COVER_RAN;
	} else if (!syms) {
		out->why = str_printf("not measured: no symbol of %s was asked for", function);
	} else if (traced == syms) {
		out->state = COVER_ZERO;
	} else {
		/* A symbol that cannot be traced may be the one that ran. */
		out->state = COVER_UNTRACEABLE;
		out->why = str_printf("%s: not traceable (notrace, or not in available_filter_functions)",
				      untraced.buf);
	}
	sb_free(&untraced);
}

void fn_cover_free(struct fn_cover *fc)
{
	sl_free(&fc->ran_in);
	free(fc->why);
	memset(fc, 0, sizeof(*fc));
}

char *coverage_system_map(const char *kernel)
{
	const char *at = strstr(kernel, "/arch/x86/boot/bzImage");

	if (!at)
		return NULL;
	char *dir = xstrndup(kernel, (size_t)(at - kernel));
	char *map = path_join(dir, "System.map");

	free(dir);
	return map;
}

/* A System.map line's name if it is a function's entry ("t"/"T"/"w"/"W"), else NULL. */
static const char *text_symbol(char *line)
{
	char *type = strchr(line, ' '), *name;

	if (!type || !strchr("tTwW", type[1]) || type[2] != ' ')
		return NULL;
	name = type + 3;
	/* A function's cold part is no entry of it. */
	if (strstr(name, ".cold"))
		return NULL;
	return name;
}

int coverage_symbols(const char *map, const struct strlist *functions, struct strlist *symbols,
		     struct strlist *absent)
{
	char *text = read_file(map, NULL), *save = NULL;
	struct strlist found = STRLIST_INIT;

	if (!text)
		return -1;
	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		const char *name = text_symbol(l);

		if (!name)
			continue;
		char *norm = func_normalise(name);

		if (sl_contains(functions, norm)) {
			if (!sl_contains(symbols, name))
				sl_push(symbols, name);
			if (!sl_contains(&found, norm))
				sl_push(&found, norm);
		}
		free(norm);
	}
	for (size_t i = 0; i < functions->n; i++)
		if (!sl_contains(&found, functions->v[i]) && !sl_contains(absent, functions->v[i]))
			sl_push(absent, functions->v[i]);
	sl_free(&found);
	free(text);
	return 0;
}

int coverage_write_list(const char *path, const struct strlist *symbols)
{
	struct strbuf sb = STRBUF_INIT;
	int ret = 0;

	for (size_t i = 0; i < symbols->n; i++)
		sb_printf(&sb, "%s\n", symbols->v[i]);
	if (write_file(path, sb.buf ? sb.buf : "", sb.len))
		ret = error("cannot write the coverage list %s: %s", path, strerror(errno));
	sb_free(&sb);
	return ret;
}
