// SPDX-License-Identifier: GPL-2.0
#include "runtime/patchinfo.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/model.h"

char *func_normalise(const char *name)
{
	char *out = str_dup(rcu_model_syscall_name(name)), *dot;

	dot = strchr(out, '.');
	if (dot)
		*dot = '\0';
	return out;
}

/* "[PATCH 2/3] signal: Fix ..." -> "signal: Fix ..." (continuation joined). */
static char *subject_of(const char *text)
{
	const char *s = strstr(text, "\nSubject: ");
	struct strbuf sb = STRBUF_INIT;

	if (!s)
		return str_dup("");
	s += 10;
	if (*s == '[') {
		const char *close = strchr(s, ']');

		if (close && !memchr(s, '\n', (size_t)(close - s)))
			s = skip_spaces(close + 1);
	}
	for (;;) {
		size_t n = strcspn(s, "\n");

		sb_add(&sb, s, n);
		s += n;
		/* RFC 2822 folding: a following line that starts with a blank. */
		if (s[0] == '\n' && (s[1] == ' ' || s[1] == '\t')) {
			s++;
			sb_putc(&sb, ' ');
			s = skip_spaces(s);
			continue;
		}
		break;
	}
	return sb_detach(&sb);
}

static void add_to(int **v, size_t *n, int line)
{
	if (*n && (*v)[*n - 1] == line)
		return;
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[(*n)++] = line;
}

static void add_line(struct patch_file *pf, int line, int old)
{
	add_to(&pf->lines, &pf->nlines, line);
	add_to(&pf->old_lines, &pf->nold, old);
}

/* The identifiers of the changed line @l (its '+' or '-' skipped). */
static void add_words(struct strlist *words, const char *l)
{
	for (const char *s = l + 1; *s;) {
		size_t n = 0;

		if (isalpha((unsigned char)*s) || *s == '_')
			while (isalnum((unsigned char)s[n]) || s[n] == '_')
				n++;
		if (!n) {
			s++;
			continue;
		}
		char *w = xstrndup(s, n);

		if (!sl_contains(words, w))
			sl_push(words, w);
		free(w);
		s += n;
	}
}

int patchinfo_read(const char *path, struct patchinfo *pi)
{
	char *text = read_file(path, NULL), *save = NULL;
	struct patch_file *cur = NULL;
	char *old = NULL;	/* the "--- a/" name, for deleted files */
	int newline = 0, oldline = 0, old_left = 0, new_left = 0;
	bool in_hunk = false;

	memset(pi, 0, sizeof(*pi));
	if (!text)
		return error("cannot read %s: %s", path, strerror(errno));
	pi->name = str_dup(strrchr(path, '/') ? strrchr(path, '/') + 1 : path);
	pi->subject = subject_of(text);
	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		if (starts_with(l, "diff --git ")) {
			in_hunk = false;
			cur = NULL;
			continue;
		}
		if (starts_with(l, "+++ ") && !in_hunk) {
			const char *name = l + 4;

			pi->files = xrealloc(pi->files, (pi->nfiles + 1) * sizeof(*pi->files));
			cur = &pi->files[pi->nfiles++];
			memset(cur, 0, sizeof(*cur));
			if (starts_with(name, "/dev/null")) {
				/* The old name was on the "--- a/" line just before. */
				cur->deleted = true;
				name = old ? old : "";
			} else if (starts_with(name, "b/")) {
				name += 2;
			}
			cur->path = rtrim(str_dup(name));
			in_hunk = false;
			continue;
		}
		if (starts_with(l, "--- ") && !in_hunk) {
			free(old);
			old = str_dup(starts_with(l + 4, "a/") ? l + 6 : l + 4);
			continue;
		}
		if (starts_with(l, "@@ ") && cur) {
			/* "@@ -a[,b] +c[,d] @@": counts say where the hunk ends. */
			const char *minus = l + 3, *plus = strchr(l, '+');
			const char *oc = strchr(minus, ','), *nc = plus ? strchr(plus, ',') : NULL;

			newline = plus ? atoi(plus + 1) : 0;
			oldline = atoi(minus + 1);
			old_left = oc && oc < plus ? atoi(oc + 1) : 1;
			new_left = nc && nc < strstr(plus, " @@") ? atoi(nc + 1) : 1;
			in_hunk = old_left || new_left;
			continue;
		}
		if (!in_hunk || !cur)
			continue;
		if (l[0] == '+' || l[0] == '-')
			add_words(&pi->changed_words, l);
		if (l[0] == '+') {
			add_line(cur, newline, oldline);
			newline++;
			new_left--;
		} else if (l[0] == '-') {
			add_line(cur, newline, oldline);
			oldline++;
			old_left--;
		} else if (l[0] == ' ' || !l[0]) {
			newline++;
			oldline++;
			old_left--;
			new_left--;
		}
		if (old_left <= 0 && new_left <= 0)
			in_hunk = false;
	}
	free(text);
	free(old);
	if (!pi->nfiles)
		return error("%s: not a patch (no diff in it)", path);
	return 0;
}

/* The function a C line that opens a definition names, or NULL. */
static char *definition_name(const char *line)
{
	const char *paren, *end, *start;

	if (!(isalpha((unsigned char)line[0]) || line[0] == '_'))
		return NULL;
	paren = strchr(line, '(');
	if (!paren || strchr(line, ';') || strchr(line, '='))
		return NULL;
	if (starts_with(line, "SYSCALL_DEFINE") || starts_with(line, "COMPAT_SYSCALL_DEFINE")) {
		start = skip_spaces(paren + 1);
		end = start + strcspn(start, ", )");
		return end > start ? xstrndup(start, (size_t)(end - start)) : NULL;
	}
	end = paren;
	while (end > line && end[-1] == ' ')
		end--;
	start = end;
	while (start > line && (isalnum((unsigned char)start[-1]) || start[-1] == '_'))
		start--;
	if (start == end)
		return NULL;
	char *name = xstrndup(start, (size_t)(end - start));

	/* Macros that open a line but are not definitions. */
	if (!strcmp(name, "if") || !strcmp(name, "for") || !strcmp(name, "while") ||
	    !strcmp(name, "switch") || !strcmp(name, "return") ||
	    starts_with(name, "EXPORT_SYMBOL") || starts_with(name, "__setup") ||
	    !strcmp(name, "module_init") || !strcmp(name, "late_initcall")) {
		free(name);
		return NULL;
	}
	return name;
}

/* The functions around @pi's changed lines (@old: in the old numbering) in @worktree, into @out. */
static void functions_at(const struct patchinfo *pi, const char *worktree, bool old,
			 struct strlist *out)
{
	for (size_t f = 0; f < pi->nfiles; f++) {
		const struct patch_file *pf = &pi->files[f];
		const int *at = old ? pf->old_lines : pf->lines;
		size_t nat = old ? pf->nold : pf->nlines;

		if (pf->deleted || !(ends_with(pf->path, ".c") || ends_with(pf->path, ".h")))
			continue;
		char *path = path_join(worktree, pf->path);
		char *text = read_file(path, NULL);
		char **lines = NULL;
		size_t n = 0;

		for (char *p = text; p && *p;) {
			lines = xrealloc(lines, (n + 1) * sizeof(*lines));
			lines[n++] = p;
			p += strcspn(p, "\n");
			if (*p)
				*p++ = '\0';
		}
		for (size_t i = 0; i < nat; i++) {
			/* Upwards from the changed line to the definition that opens it. */
			for (long k = (long)at[i] - 1; k >= 0; k--) {
				if ((size_t)k >= n)
					continue;
				if (lines[k][0] == '}' && k < (long)at[i] - 1)
					break;	/* between functions */
				char *name = definition_name(lines[k]);

				if (!name)
					continue;
				char *norm = func_normalise(name);

				if (!sl_contains(out, norm))
					sl_push(out, norm);
				free(norm);
				free(name);
				break;
			}
		}
		free(lines);
		free(text);
		free(path);
	}
}

void patchinfo_functions(struct patchinfo *pi, const char *worktree)
{
	functions_at(pi, worktree, false, &pi->functions);
}

void patchinfo_functions_before(const struct patchinfo *pi, const char *worktree,
				struct strlist *out)
{
	functions_at(pi, worktree, true, out);
}

void patchinfo_free(struct patchinfo *pi)
{
	for (size_t i = 0; i < pi->nfiles; i++) {
		free(pi->files[i].path);
		free(pi->files[i].lines);
		free(pi->files[i].old_lines);
	}
	free(pi->files);
	free(pi->name);
	free(pi->subject);
	sl_free(&pi->functions);
	sl_free(&pi->changed_words);
	memset(pi, 0, sizeof(*pi));
}
