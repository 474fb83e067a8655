// SPDX-License-Identifier: GPL-2.0
#include "runtime/sparsecheck.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lib/proc.h"

void sparse_default_checkers(struct strlist *checkers)
{
	char *own = path_join(rcucheck_home(), "bin/sparse-rcu");
	char *sparse = which("sparse");

	if (sparse)
		sl_push_owned(checkers, sparse);
	/* rcucheck's own checker, when the checkout has built it. */
	if (is_executable(own))
		sl_push_owned(checkers, own);
	else
		free(own);
}

/* "PATH:LINE:COL: " at the start of @line: the length of PATH, or 0. */
static size_t location_prefix(const char *line, const char **rest)
{
	const char *c = strchr(line, ':'), *p;

	if (!c || c == line)
		return 0;
	p = c + 1;
	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p++ != ':')
		return 0;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p == ':')
		p++;
	*rest = skip_spaces(p);
	return (size_t)(c - line);
}

/* Path as in the tree: the source and build prefixes go. */
static char *tree_path(const char *path, size_t len, const struct kbuild *kb)
{
	const char *const roots[] = { kb->src, kb->out };

	for (size_t i = 0; i < 2; i++) {
		size_t n = strlen(roots[i]);

		if (len > n && !strncmp(path, roots[i], n) && path[n] == '/')
			return xstrndup(path + n + 1, len - n - 1);
	}
	while (len > 3 && !strncmp(path, "../", 3)) {
		path += 3;
		len -= 3;
	}
	return xstrndup(path, len);
}

static void parse_log(const char *text, const struct kbuild *kb, struct strlist *warnings)
{
	char *copy = str_dup(text), *save = NULL;
	struct strbuf cur = STRBUF_INIT;

	for (char *l = strtok_r(copy, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		const char *rest;
		size_t plen = location_prefix(l, &rest);

		if (plen && cur.len && !starts_with(rest, "warning:") &&
		    !starts_with(rest, "error:") && rest > l + plen && rest[-1] == ' ' &&
		    rest[-2] == ' ') {
			/* sparse's indented "expected ..." / "got ..." detail lines. */
			sb_printf(&cur, " | %s", rtrim(l + (rest - l)));
			continue;
		}
		if (cur.len)
			sl_push_owned(warnings, sb_detach(&cur));
		if (!plen)
			continue;
		/* gcc's own diagnostics: "[-Wfoo]" at the end, notes. */
		if (strstr(rest, " [-W") || starts_with(rest, "note:"))
			continue;
		if (!starts_with(rest, "warning:") && !starts_with(rest, "error:"))
			continue;
		char *p = tree_path(l, plen, kb);

		sb_printf(&cur, "%s: %s", p, rtrim(l + (rest - l)));
		free(p);
	}
	if (cur.len)
		sl_push_owned(warnings, sb_detach(&cur));
	sb_free(&cur);
	free(copy);
}

int sparse_run(struct kbuild *kb, const struct strlist *checkers,
	       const struct strlist *objects, const char *log,
	       struct strlist *warnings, char **why)
{
	*why = NULL;
	for (size_t c = 0; c < checkers->n; c++) {
		struct strlist args = STRLIST_INIT;
		char *clog = str_printf("%s.%zu", log, c);

		sl_push(&args, "C=2");
		sl_push_owned(&args, str_printf("CHECK=%s", checkers->v[c]));
		for (size_t i = 0; i < objects->n; i++)
			sl_push(&args, objects->v[i]);
		int ret = kbuild_make(kb, clog, (const char *const *)sl_argv(&args));

		if (ret == PROC_NOEXEC)
			fatal("cannot run make for the sparse step (log %s)", clog);
		char *text = read_file(clog, NULL);

		if (text)
			parse_log(text, kb, warnings);
		free(text);
		sl_free(&args);
		if (ret) {
			*why = kbuild_log_error(clog);
			free(clog);
			return -1;
		}
		free(clog);
	}
	return 0;
}

/*
 * What identifies a warning across a patch. rcucheck's own records
 * ("warning: [rcu-RULE] message (in FUNCTION)", design.md) are one per
 * rule, file and function: their message says what is held, which a patch
 * to a caller may change without the finding being new. sparse's own
 * warnings are compared whole (without line and column).
 */
static char *warning_key(const char *w)
{
	const char *tag = strstr(w, ": [rcu-"), *close = tag ? strchr(tag, ']') : NULL;
	const char *in = strstr(w, " (in ");

	if (!tag || !close || !in || in < close)
		return str_dup(w);
	const char *end = strchr(in, ')');

	return str_printf("%.*s %.*s", (int)(close + 1 - w), w,
			 (int)(end ? end + 1 - in : (long)strlen(in)), in);
}

void sparse_new(const struct strlist *before, const struct strlist *after,
		struct strlist *added)
{
	bool *used = xcalloc(before->n + 1, sizeof(*used));

	for (size_t i = 0; i < after->n; i++) {
		char *key = warning_key(after->v[i]);
		bool matched = false;

		for (size_t j = 0; j < before->n && !matched; j++) {
			char *old = used[j] ? NULL : warning_key(before->v[j]);

			if (old && !strcmp(old, key))
				used[j] = matched = true;
			free(old);
		}
		free(key);
		if (!matched)
			sl_push(added, after->v[i]);
	}
	free(used);
}

bool sparse_is_rcu(const char *warning)
{
	static const char *const words[] = {
		"__rcu", "address space", "rcu", "RCU", "context imbalance",
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (strstr(warning, words[i]))
			return true;
	return false;
}

bool sparse_tree_has_rcu_pointer(const char *src)
{
	char *path = path_join(src, "lib/Kconfig.debug");
	char *text = read_file(path, NULL);
	bool yes = text && strstr(text, "\nconfig SPARSE_RCU_POINTER\n");

	free(text);
	free(path);
	return yes;
}
