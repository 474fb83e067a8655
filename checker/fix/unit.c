// SPDX-License-Identifier: GPL-2.0
#include "fix/unit.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lib/git.h"
#include "lib/proc.h"

int unit_open(struct fix_ctx *cx, struct unit *u, const char *path)
{
	memset(u, 0, sizeof(*u));
	u->path = path;
	u->text = fix_file_text(cx, path);
	if (!u->text)
		return -1;
	csrc_scan(&u->src, u->text, strlen(u->text));
	return 0;
}

void unit_close(struct unit *u)
{
	cfunction_free(&u->fn);
	csrc_free(&u->src);
}

/* Files of the tree that may define @name: git grep, else a walk. */
static void candidate_files(struct fix_ctx *cx, const char *name, struct strlist *out)
{
	char *dotgit = path_join(cx->root, ".git");
	struct strbuf sb = STRBUF_INIT;

	if (access(dotgit, F_OK) == 0) {
		char *pat = str_printf("%s", syscall_base(name));
		if (git(cx->root, NULL, &sb, "grep", "-l", "-w", "-F", "-e", pat, "--", "*.c",
			NULL) == 0)
			for (char *l = sb.buf, *nl; l && *l; l = nl ? nl + 1 : NULL) {
				nl = strchr(l, '\n');
				if (nl)
					*nl = '\0';
				if (*l)
					sl_push(out, l);
				if (!nl)
					break;
			}
		free(pat);
	} else {
		char *const argv[] = { "find", ".", "-maxdepth", "4", "-name", "*.c", NULL };

		if (proc_capture(argv, cx->root, &sb) == 0)
			for (char *l = sb.buf, *nl; l && *l; l = nl ? nl + 1 : NULL) {
				nl = strchr(l, '\n');
				if (nl)
					*nl = '\0';
				if (*l)
					sl_push(out, starts_with(l, "./") ? l + 2 : l);
				if (!nl)
					break;
			}
	}
	free(dotgit);
	sb_free(&sb);
}

/* Opens the definition of @name: in @prefer first, then in the tree. */
int unit_find(struct fix_ctx *cx, struct unit *u, const char *name, const char *prefer)
{
	struct strlist files = STRLIST_INIT;

	if (prefer && unit_open(cx, u, prefer) == 0) {
		if (cfunction_find(&u->src, name, &u->fn) == 0)
			return 0;
		unit_close(u);
	}
	candidate_files(cx, name, &files);
	for (size_t i = 0; i < files.n; i++) {
		if (prefer && !strcmp(files.v[i], prefer))
			continue;
		/* the path must outlive the list */
		const char *p = NULL;

		if (!fix_file_text(cx, files.v[i]))
			continue;
		for (size_t k = 0; k < cx->paths.n; k++)
			if (!strcmp(cx->paths.v[k], files.v[i]))
				p = cx->paths.v[k];
		if (unit_open(cx, u, p))
			continue;
		if (cfunction_find(&u->src, name, &u->fn) == 0) {
			sl_free(&files);
			return 0;
		}
		unit_close(u);
	}
	sl_free(&files);
	return -1;
}

/* The blanks that start the line holding byte @off. */
char *indent_at(const char *text, size_t off)
{
	size_t b = off, e;

	while (b > 0 && text[b - 1] != '\n')
		b--;
	for (e = b; text[e] == ' ' || text[e] == '\t'; e++)
		;
	return xstrndup(text + b, e - b);
}

char *strip_spaces(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	for (; s && *s; s++)
		if (!isspace((unsigned char)*s))
			sb_putc(&sb, *s);
	return sb_detach(&sb);
}

/* Is identifier token @i a name in its own right (not ->member, .member)? */
bool is_value_ident(const struct unit *u, size_t i)
{
	return u->src.t[i].kind == CT_IDENT && !(i > 0 && (tok_is(&u->src, i - 1, "->") ||
							  tok_is(&u->src, i - 1, ".")));
}

size_t arg_end(const struct unit *u, size_t from, size_t limit)
{
	size_t e = from;
	int depth = 0;

	for (; e < limit; e++) {
		if (tok_is(&u->src, e, "(") || tok_is(&u->src, e, "["))
			depth++;
		else if (tok_is(&u->src, e, ")") || tok_is(&u->src, e, "]"))
			depth--;
		else if (!depth && tok_is(&u->src, e, ","))
			break;
	}
	return e;
}
