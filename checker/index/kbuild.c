// SPDX-License-Identifier: GPL-2.0
/*
 * kbuild_srcarch() and kbuild_only_under(): a tree's Makefiles read as
 * kbuild reads them, for as much as the index needs. Lines are joined at
 * a trailing backslash and cut at '#'; an object is named by a word
 * "name.o" (a directory by "name/") on the right of an assignment, and
 * the left side says under what it is built: obj-y, obj-$(CONFIG_X), or
 * a composite object's NAME-y / NAME-$(CONFIG_X) / NAME-objs, which is
 * built as NAME.o is. Conditionals count only as "ifdef CONFIG_X",
 * "ifeq ($(CONFIG_X),y)" and "ifneq ($(CONFIG_X),)"; anything else
 * (ifndef, an else branch) says nothing, so a file named there is not
 * taken for built only under X.
 */
#include "index/kbuild.h"

#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "lib/util.h"

/* Depth of composite objects and parent directories followed. */
#define KBUILD_DEPTH 6
/* Nested conditionals remembered. */
#define MAX_IFS 32

static struct strmap texts;	/* directory -> its Makefile's joined text ("" none) */
static struct strmap arches;	/* root -> its SRCARCH */

static void free_text(void *p)
{
	free(p);
}

void kbuild_free(void)
{
	strmap_free(&texts, free_text);
	strmap_free(&arches, free_text);
	memset(&texts, 0, sizeof(texts));
	memset(&arches, 0, sizeof(arches));
}

/* @file's text, continuation lines joined and comments cut; "" when unreadable. */
static char *joined(const char *file)
{
	char *raw = read_file(file, NULL);
	struct strbuf sb = STRBUF_INIT;
	bool comment = false;

	if (!raw)
		return str_dup("");
	for (const char *p = raw; *p; p++) {
		if (p[0] == '\\' && p[1] == '\n') {
			sb_putc(&sb, ' ');
			p++;
		} else if (*p == '\n') {
			comment = false;
			sb_putc(&sb, '\n');
		} else if (*p == '#') {
			comment = true;
		} else if (!comment) {
			sb_putc(&sb, *p);
		}
	}
	free(raw);
	return sb.len ? sb_detach(&sb) : (sb_free(&sb), str_dup(""));
}

/* The kbuild file of directory @dir (relative; "" the top): Kbuild before Makefile. */
static const char *dir_text(const char *root, const char *dir)
{
	void **slot = strmap_slot(&texts, dir);

	if (!*slot) {
		char *base = *dir ? path_join(root, dir) : str_dup(root);
		char *kb = path_join(base, "Kbuild"), *mk = path_join(base, "Makefile");

		*slot = joined(is_file(kb) ? kb : mk);
		free(kb);
		free(mk);
		free(base);
	}
	return *slot;
}

static bool word_char(char c)
{
	return c && c != ' ' && c != '\t' && c != '\n';
}

/* The CONFIG_X of "$(CONFIG_X)" at @s, its length in *len; NULL if none. */
static const char *config_ref(const char *s, const char *end, size_t *len)
{
	const char *c = memmem(s, (size_t)(end - s), "$(CONFIG_", 9);

	if (!c)
		return NULL;
	c += 2;
	*len = 0;
	while (c + *len < end && c[*len] != ')')
		(*len)++;
	return c + *len < end ? c : NULL;
}

/* Does the conditional directive @line (after its keyword) test an accepted config being set? */
static bool cond_accepts(const char *kw, const char *rest, const char *end,
			 bool (*only)(const char *, size_t))
{
	size_t n = 0;
	const char *c;

	rest = skip_spaces(rest);
	if (!strcmp(kw, "ifdef")) {
		while (rest + n < end && word_char(rest[n]))
			n++;
		return n && only(rest, n);
	}
	c = config_ref(rest, end, &n);
	if (!c)
		return false;
	/* ifeq ($(CONFIG_X),y) / ifneq ($(CONFIG_X),) */
	const char *after = c + n + 1;

	after = skip_spaces(after);
	if (*after != ',')
		return false;
	after = skip_spaces(after + 1);
	if (!strcmp(kw, "ifeq"))
		return *after == 'y' && skip_spaces(after + 1)[0] == ')';
	return *after == ')';
}

static int only_under(const char *root, const char *dir, const char *target,
		      bool (*only)(const char *, size_t), int depth);

/*
 * Is @target ("name.o", "name/") of directory @dir built only under
 * accepted configs? 1 yes, 0 no, -1 not named.
 */
static int named_only_under(const char *root, const char *dir, const char *target,
			    bool (*only)(const char *, size_t), int depth)
{
	const char *text = dir_text(root, dir);
	size_t tlen = strlen(target);
	bool stack[MAX_IFS];
	int nstack = 0, mentions = 0;
	bool all = true;

	for (const char *line = text; *line && all;) {
		const char *end = strchr(line, '\n');
		const char *s = skip_spaces(line);

		if (!end)
			end = line + strlen(line);
		char kw[8] = "";
		size_t k = 0;

		while (k < sizeof(kw) - 1 && s + k < end && s[k] >= 'a' && s[k] <= 'z')
			k++;
		memcpy(kw, s, k);
		kw[k] = '\0';
		if (!strcmp(kw, "ifdef") || !strcmp(kw, "ifeq") || !strcmp(kw, "ifneq") ||
		    !strcmp(kw, "ifndef")) {
			if (nstack < MAX_IFS)
				stack[nstack] = strcmp(kw, "ifndef") && cond_accepts(kw, s + k, end, only);
			nstack++;
		} else if (!strcmp(kw, "else")) {
			if (nstack && nstack <= MAX_IFS)
				stack[nstack - 1] = false;
		} else if (!strcmp(kw, "endif")) {
			if (nstack)
				nstack--;
		} else {
			const char *op = s;

			while (op < end && word_char(*op) && *op != '=' && *op != ':' && *op != '+' &&
			       *op != '?')
				op++;
			const char *lhs_end = op;

			op = skip_spaces(op);
			if (op < end && (*op == '=' || ((*op == ':' || *op == '+' || *op == '?') &&
							op[1] == '='))) {
				const char *rhs = op + (*op == '=' ? 1 : 2);

				for (const char *w = rhs; w < end;) {
					while (w < end && !word_char(*w))
						w++;
					size_t wl = 0;

					while (w + wl < end && word_char(w[wl]))
						wl++;
					if (wl == tlen && !memcmp(w, target, tlen)) {
						bool ok = false;
						size_t cl;
						const char *c = config_ref(s, lhs_end, &cl);

						mentions++;
						for (int i = 0; i < nstack && i < MAX_IFS; i++)
							ok |= stack[i];
						if (!ok && c)
							ok = only(c, cl);
						/* a composite object's part: built as NAME.o is */
						const char *dash = memchr(s, '-', (size_t)(lhs_end - s));

						if (!ok && dash && (dash - s != 3 || memcmp(s, "obj", 3)) &&
						    (dash - s != 3 || memcmp(s, "lib", 3))) {
							char *name = str_printf("%.*s.o", (int)(dash - s), s);

							ok = depth < KBUILD_DEPTH && strcmp(name, target) &&
							     named_only_under(root, dir, name, only, depth + 1) == 1;
							free(name);
						}
						all &= ok;
					}
					w += wl;
				}
			}
		}
		line = *end ? end + 1 : end;
	}
	if (!mentions)
		return -1;
	return all;
}

/* @target of @dir, or @dir itself in its parent's kbuild file: 1, 0, -1 as above. */
static int only_under(const char *root, const char *dir, const char *target,
		      bool (*only)(const char *, size_t), int depth)
{
	int r = named_only_under(root, dir, target, only, depth);

	if (r != 0 || !*dir || depth >= KBUILD_DEPTH)
		return r;
	/* built under other configs too, unless its directory is built only so */
	const char *slash = strrchr(dir, '/');
	char *parent = slash ? xstrndup(dir, (size_t)(slash - dir)) : str_dup("");
	char *name = str_printf("%s/", slash ? slash + 1 : dir);

	r = only_under(root, parent, name, only, depth + 1) == 1;
	free(parent);
	free(name);
	return r;
}

bool kbuild_only_under(const char *root, const char *path,
		       bool (*only)(const char *config, size_t len))
{
	const char *slash = strrchr(path, '/');
	size_t n = strlen(path);

	if (n < 3 || strcmp(path + n - 2, ".c"))
		return false;
	char *dir = slash ? xstrndup(path, (size_t)(slash - path)) : str_dup("");
	char *target = str_printf("%.*s.o", (int)(n - 2 - (slash ? (size_t)(slash + 1 - path) : 0)),
				  slash ? slash + 1 : path);
	int r = only_under(root, dir, target, only, 0);

	free(dir);
	free(target);
	return r == 1;
}

const char *kbuild_srcarch(const char *root)
{
	void **slot = strmap_slot(&arches, root);

	if (*slot)
		return *slot;
	const char *arch = getenv("ARCH");
	char *src = str_dup(arch && *arch ? arch : "x86");

	if (arch && *arch) {
		/* ifeq ($(ARCH),x86_64) ... SRCARCH := x86 ... endif */
		const char *text = dir_text(root, "");
		char *want = str_printf("ifeq ($(ARCH),%s)", arch);
		const char *at = strstr(text, want);
		const char *set = at ? strstr(at, "SRCARCH") : NULL;
		const char *endif = at ? strstr(at, "endif") : NULL;

		if (set && (!endif || set < endif)) {
			set = skip_spaces(set + 7);
			if (*set == ':')
				set++;
			if (*set == '=') {
				set = skip_spaces(set + 1);
				size_t l = 0;

				while (word_char(set[l]))
					l++;
				if (l) {
					free(src);
					src = xstrndup(set, l);
				}
			}
		}
		free(want);
	}
	*slot = src;
	return src;
}

bool kbuild_other_arch(const char *root, const char *path)
{
	const char *arch = kbuild_srcarch(root);
	size_t n = strlen(arch);

	return starts_with(path, "arch/") && !(!strncmp(path + 5, arch, n) && path[5 + n] == '/');
}
