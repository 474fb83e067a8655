// SPDX-License-Identifier: GPL-2.0
#include "runtime/subtests.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/patchinfo.h"

char *subtests_default_path(void)
{
	return path_join(rcucheck_home(), "qemu/subtests.map");
}

int subtests_read(const char *path, struct subtest_map *m)
{
	char *text = read_file(path, NULL), *save = NULL;
	int lineno = 0;

	memset(m, 0, sizeof(*m));
	if (!text)
		return error("cannot read the sub-test map %s: %s", path, strerror(errno));
	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		char *colon, *end, *w, *wsave = NULL;
		struct subtest st = { 0 };

		lineno++;
		l = (char *)skip_spaces(l);
		if (*l == '#' || !*l)
			continue;
		st.nr = (int)strtol(l, &end, 10);
		colon = strchr(l, ':');
		if (st.nr <= 0 || !colon || end == l) {
			free(text);
			subtests_free(m);
			return error("%s:%d: expected 'N name: function...'", path, lineno);
		}
		*colon = '\0';
		st.name = rtrim(str_dup(skip_spaces(end)));
		for (w = strtok_r(colon + 1, " \t", &wsave); w; w = strtok_r(NULL, " \t", &wsave))
			sl_push_owned(&st.functions, func_normalise(w));
		m->v = xrealloc(m->v, (m->n + 1) * sizeof(*m->v));
		m->v[m->n++] = st;
	}
	free(text);
	return 0;
}

/* The "N name: why" marker of sub-test @st among @skipped, or NULL. */
static const char *skip_marker(const struct subtest *st, const struct strlist *skipped)
{
	char *id = str_printf("%d %s:", st->nr, st->name);
	const char *hit = NULL;

	for (size_t i = 0; skipped && i < skipped->n && !hit; i++)
		if (starts_with(skipped->v[i], id))
			hit = skipped->v[i];
	free(id);
	return hit;
}

int subtests_reaching(const struct subtest_map *m, const struct strlist *functions,
		      const struct strlist *skipped, struct strbuf *out, struct strbuf *unrun)
{
	int n = 0;

	for (size_t i = 0; i < m->n; i++) {
		bool hit = false;

		for (size_t f = 0; f < functions->n && !hit; f++)
			hit = sl_contains(&m->v[i].functions, functions->v[f]);
		if (!hit)
			continue;
		const char *why = skip_marker(&m->v[i], skipped);

		if (why) {
			sb_printf(unrun, "%s%s", unrun->len ? "; " : "", why);
			continue;
		}
		sb_printf(out, "%s%d %s", n ? ", " : "", m->v[i].nr, m->v[i].name);
		n++;
	}
	return n;
}

void subtests_free(struct subtest_map *m)
{
	for (size_t i = 0; i < m->n; i++) {
		free(m->v[i].name);
		sl_free(&m->v[i].functions);
	}
	free(m->v);
	memset(m, 0, sizeof(*m));
}
