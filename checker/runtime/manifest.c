// SPDX-License-Identifier: GPL-2.0
#include "runtime/manifest.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

/* Next whitespace-separated word of *p, or NULL. */
static char *word(char **p)
{
	char *s = (char *)skip_spaces(*p), *e;

	if (!*s)
		return NULL;
	e = s + strcspn(s, " \t");
	*p = *e ? e + 1 : e;
	return xstrndup(s, (size_t)(e - s));
}

int manifest_read(const char *path, struct manifest *m)
{
	char *text = read_file(path, NULL), *save = NULL;
	int lineno = 0, ret = 0;

	memset(m, 0, sizeof(*m));
	if (!text)
		return error("cannot read manifest %s: %s", path, strerror(errno));
	for (char *l = strtok_r(text, "\n", &save); l && !ret;
	     l = strtok_r(NULL, "\n", &save)) {
		struct injected in = { 0 };
		char *p = l, *num, *end;

		lineno++;
		if (*skip_spaces(l) == '#' || !*skip_spaces(l))
			continue;
		in.patch = word(&p);
		in.file = word(&p);
		num = word(&p);
		in.function = word(&p);
		in.access = word(&p);
		in.held = word(&p);
		in.trigger = str_dup(rtrim((char *)skip_spaces(p)));
		in.line = num ? (int)strtol(num, &end, 10) : 0;
		if (!in.held || !*in.trigger || in.line <= 0) {
			ret = error("%s:%d: expected 'patch file line function access held trigger'",
				    path, lineno);
		} else if (!starts_with(in.trigger, "none:")) {
			in.subtest = (int)strtol(in.trigger, &end, 10);
			if (in.subtest <= 0)
				ret = error("%s:%d: trigger is 'N name' or 'none: reason'",
					    path, lineno);
		}
		free(num);
		m->v = xrealloc(m->v, (m->n + 1) * sizeof(*m->v));
		m->v[m->n++] = in;
	}
	free(text);
	if (!ret && !m->n)
		ret = error("manifest %s lists no injected access", path);
	return ret;
}

void manifest_free(struct manifest *m)
{
	for (size_t i = 0; i < m->n; i++) {
		struct injected *in = &m->v[i];

		free(in->patch);
		free(in->file);
		free(in->function);
		free(in->access);
		free(in->held);
		free(in->trigger);
	}
	free(m->v);
	memset(m, 0, sizeof(*m));
}
