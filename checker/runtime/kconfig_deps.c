// SPDX-License-Identifier: GPL-2.0
#include "runtime/kconfig_deps.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lib/git.h"

#define MAX_DEPTH 8

char *kconfig_object_of(const char *source)
{
	size_t n = strlen(source);

	if (n < 3 || !(ends_with(source, ".c") || ends_with(source, ".S")))
		return NULL;
	char *obj = str_dup(source);

	obj[n - 1] = 'o';
	return obj;
}

static void push_unique(struct strlist *sl, const char *s)
{
	if (!sl_contains(sl, s))
		sl_push(sl, s);
}

/* A directory's Makefile (Kbuild first, as kbuild reads it), lines joined. */
static char *read_makefile(const char *src, const char *dir)
{
	static const char *const names[] = { "Kbuild", "Makefile" };

	for (size_t i = 0; i < 2; i++) {
		char *rel = *dir ? str_printf("%s/%s", dir, names[i]) : str_dup(names[i]);
		char *path = path_join(src, rel);
		char *text = read_file(path, NULL);

		free(rel);
		free(path);
		if (!text)
			continue;
		/* Backslash-newline continuations become blanks. */
		for (char *p = text; (p = strstr(p, "\\\n")); p += 2)
			p[0] = p[1] = ' ';
		return text;
	}
	return NULL;
}

static bool has_word(const char *list, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = list; (p = strstr(p, word)); p += n) {
		bool start = p == list || isspace((unsigned char)p[-1]) || p[-1] == '=';
		bool end = !p[n] || isspace((unsigned char)p[n]) || p[n] == '#';

		if (start && end)
			return true;
	}
	return false;
}

/*
 * The option a Makefile conditional builds its lines for: X of "ifeq
 * ($(CONFIG_X),y)", "ifneq ($(CONFIG_X),)", "ifdef CONFIG_X"; "" for any
 * other condition (a negated one, or not an option), which names none.
 */
static char *conditional_symbol(const char *l)
{
	const char *c = strstr(l, "CONFIG_"), *end;
	bool positive;

	if (starts_with(l, "ifdef"))
		positive = true;
	else if (starts_with(l, "ifeq"))
		positive = strstr(l, ",y)") != NULL;
	else if (starts_with(l, "ifneq"))
		positive = strstr(l, ",)") != NULL;
	else
		positive = false;
	if (!positive || !c)
		return str_dup("");
	c += strlen("CONFIG_");
	for (end = c; isalnum((unsigned char)*end) || *end == '_'; end++)
		;
	return xstrndup(c, (size_t)(end - c));
}

/*
 * The innermost conditional of @conds (kernel/time/Makefile builds
 * posix-timers.o with obj-y inside "ifeq ($(CONFIG_POSIX_TIMERS),y)"),
 * or NULL.
 */
static char *innermost_condition(const struct strlist *conds)
{
	for (size_t i = conds->n; i-- > 0;)
		if (*conds->v[i])
			return str_dup(conds->v[i]);
	return NULL;
}

/*
 * Keeps @conds, the Makefile conditionals open at line @l; true when @l
 * is one of their lines (if..., else, endif).
 */
static bool track_conditional(struct strlist *conds, const char *l)
{
	l = skip_spaces(l);
	if (starts_with(l, "ifeq") || starts_with(l, "ifneq") || starts_with(l, "ifdef") ||
	    starts_with(l, "ifndef")) {
		sl_push_owned(conds, conditional_symbol(l));
		return true;
	}
	if (starts_with(l, "else")) {
		/* The other branch: built when the option is off. */
		if (conds->n) {
			free(conds->v[conds->n - 1]);
			conds->v[conds->n - 1] = str_dup("");
		}
		return true;
	}
	if (starts_with(l, "endif")) {
		if (conds->n)
			free(conds->v[--conds->n]);
		return true;
	}
	return false;
}

/*
 * In @mk, the line "<var> += ... @word ..." (or :=, =): sets *sym to the
 * FOO of a $(CONFIG_FOO) in <var> (NULL for -y / -objs), and *owner to
 * the composite object "foo.o" for "foo-y"/"foo-objs"/"foo-$(CONFIG_X)"
 * (NULL for obj-*). False when no line names @word.
 */
static bool find_rule(const char *mk, const char *word, const struct strlist *prefer,
		      char **sym, char **owner)
{
	char *copy = str_dup(mk), *save = NULL;
	bool found = false, done = false;
	struct strlist conds = STRLIST_INIT;

	*sym = *owner = NULL;
	for (char *l = strtok_r(copy, "\n", &save); l && !done; l = strtok_r(NULL, "\n", &save)) {
		if (track_conditional(&conds, l))
			continue;
		char *op = strstr(l, "+=");

		if (!op)
			op = strstr(l, ":=");
		if (!op)
			op = strchr(l, '=');
		if (!op || *skip_spaces(l) == '#' || !has_word(op + (op[0] == '=' ? 1 : 2), word))
			continue;
		char *var = xstrndup(skip_spaces(l), (size_t)(op - skip_spaces(l)));
		char *c = strstr(var, "$(CONFIG_");

		rtrim(var);
		/*
		 * Several lines may name it (drivers/Makefile adds usb/ for
		 * USB, USB_SUPPORT, PCI...): any one builds it, so take one
		 * the caller already needs, else the first.
		 */
		if (found) {
			char *end = c ? strchr(c, ')') : NULL;
			char *alt = end ? xstrndup(c + 9, (size_t)(end - c - 9)) : NULL;

			if (alt && sl_contains(prefer, alt)) {
				free(*sym);
				*sym = alt;
				done = true;
			} else {
				free(alt);
			}
			free(var);
			continue;
		}
		if (c) {
			char *end = strchr(c, ')');

			if (end)
				*sym = xstrndup(c + 9, (size_t)(end - c - 9));
		} else {
			*sym = innermost_condition(&conds);
		}
		if (!starts_with(var, "obj-") && !starts_with(var, "lib-") &&
		    !starts_with(var, "core-") && !starts_with(var, "subdir-")) {
			/* foo-y, foo-objs, foo-$(CONFIG_X): a part of foo.o. */
			char *dash = strrchr(var, '-');

			if (c)
				dash = c - 1;
			if (dash && dash > var && *dash == '-')
				*owner = str_printf("%.*s.o", (int)(dash - var), var);
		}
		found = true;
		done = !*sym;	/* obj-y: nothing better to find */
		free(var);
	}
	sl_free(&conds);
	free(copy);
	return found;
}

/* Positive symbols of a Kconfig expression, of its first '||' branch. */
static void expr_symbols(const char *text, struct strlist *out)
{
	char *expr = str_dup(text), *bar = strstr(expr, "||"), *hash = strchr(expr, '#');

	if (bar)
		*bar = '\0';
	if (hash)
		*hash = '\0';
	for (char *p = expr; *p;) {
		if (!(isupper((unsigned char)*p) || *p == '_') ||
		    (p > expr && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))) {
			p++;
			continue;
		}
		char *e = p;
		bool negated = false;

		while (isalnum((unsigned char)*e) || *e == '_')
			e++;
		for (char *q = p; q > expr && (q[-1] == ' ' || q[-1] == '!' || q[-1] == '('); q--)
			negated |= q[-1] == '!';
		char *name = xstrndup(p, (size_t)(e - p));

		/* Lower-case m/y/n are values; MODULES is off in a QEMU kernel. */
		if (!negated && strcmp(name, "MODULES"))
			push_unique(out, name);
		free(name);
		p = e;
	}
	free(expr);
}

bool kconfig_defines(const char *src, const char *sym)
{
	char *pattern = str_printf("^[[:space:]]*(menu)?config %s[[:space:]]*$", sym);
	int ret = git(src, NULL, NULL, "grep", "--no-index", "-q", "-E", pattern, "--",
		      "*Kconfig*", NULL);

	free(pattern);
	return ret == 0;
}

/*
 * What @sym depends on: its "depends on" lines and the "if" blocks
 * around its definition in the Kconfig file that defines it.
 */
static void kconfig_depends(const char *src, const char *sym, struct strlist *out)
{
	char *pattern = str_printf("^(menu)?config %s$", sym);
	struct strbuf res = STRBUF_INIT;

	if (git(src, NULL, &res, "grep", "--no-index", "-l", "-E", pattern, "--",
		"*Kconfig*", NULL) == 0 && res.buf) {
		char *first = xstrndup(res.buf, strcspn(res.buf, "\n"));
		char *path = path_join(src, first);
		char *text = read_file(path, NULL), *save = NULL;
		struct strlist ifs = STRLIST_INIT;
		bool in = false;

		for (char *l = text ? strtok_r(text, "\n", &save) : NULL; l;
		     l = strtok_r(NULL, "\n", &save)) {
			const char *d = skip_spaces(l);
			bool top = d == l;

			if (in && top && *l && *l != '#' && !isspace((unsigned char)*l))
				break;	/* the next entry */
			if (in && starts_with(d, "depends on "))
				expr_symbols(d + 11, out);
			if (in)
				continue;
			if (top && starts_with(l, "if "))
				sl_push(&ifs, l + 3);
			else if (top && starts_with(l, "endif") && ifs.n)
				free(ifs.v[--ifs.n]);
			else if (top && (starts_with(l, "config ") || starts_with(l, "menuconfig ")) &&
				 !strcmp(rtrim(strchr(l, ' ') + 1), sym)) {
				in = true;
				for (size_t i = 0; i < ifs.n; i++)
					expr_symbols(ifs.v[i], out);
			}
		}
		sl_free(&ifs);
		free(text);
		free(path);
		free(first);
	}
	sb_free(&res);
	free(pattern);
}

static void add_symbol(const char *src, const char *sym, struct strlist *symbols, int depth)
{
	struct strlist deps = STRLIST_INIT;

	if (sl_contains(symbols, sym) || depth > MAX_DEPTH)
		return;
	kconfig_depends(src, sym, &deps);
	for (size_t i = 0; i < deps.n; i++)
		add_symbol(src, deps.v[i], symbols, depth + 1);
	push_unique(symbols, sym);
	sl_free(&deps);
}

bool kconfig_symbols_for(const char *src, const char *source, struct strlist *symbols)
{
	char *obj = kconfig_object_of(source);
	char *dir, *slash, *word;
	bool built = true;
	struct strlist found = STRLIST_INIT;

	if (!obj)
		return false;
	dir = str_dup(obj);
	slash = strrchr(dir, '/');
	word = str_dup(slash ? slash + 1 : dir);
	if (slash)
		*slash = '\0';
	else
		*dir = '\0';

	/* The object within its directory, through composite objects. */
	for (int depth = 0; depth < MAX_DEPTH; depth++) {
		char *mk = read_makefile(src, dir), *sym, *owner;

		if (!mk && *dir) {
			/* No Makefile here: the parent names it with its subdirectory (selinux-y := ss/services.o). */
			char *ps = strrchr(dir, '/');
			char *longer = str_printf("%s/%s", ps ? ps + 1 : dir, word);

			free(word);
			word = longer;
			if (ps)
				*ps = '\0';
			else
				*dir = '\0';
			continue;
		}
		bool ok = mk && find_rule(mk, word, &found, &sym, &owner);

		if (!ok && mk && depth && ends_with(word, ".o")) {
			/* A list, not an object: mmu-$(CONFIG_MMU) := vmalloc.o ... obj-y += $(mmu-y). */
			char *ref = str_printf("$(%.*s-y)", (int)(strlen(word) - 2), word);

			free(word);
			word = ref;
			ok = find_rule(mk, word, &found, &sym, &owner);
		}
		free(mk);
		if (!ok) {
			built = false;
			break;
		}
		if (sym)
			push_unique(&found, sym);
		free(sym);
		if (!owner)
			break;
		free(word);
		word = owner;
	}
	/* Each directory within its parent: obj-$(CONFIG_USB) += usb/. */
	while (built && *dir) {
		char *parent = str_dup(dir), *ps = strrchr(parent, '/');
		char *leaf = str_printf("%s/", ps ? ps + 1 : parent);
		char *mk, *sym = NULL, *owner = NULL;

		if (ps)
			*ps = '\0';
		else
			*parent = '\0';
		mk = read_makefile(src, parent);
		/* The top level lists its directories in Kbuild/Makefile too. */
		if (mk && find_rule(mk, leaf, &found, &sym, &owner) && sym)
			push_unique(&found, sym);
		free(sym);
		free(owner);
		free(mk);
		free(leaf);
		free(dir);
		dir = parent;
	}
	for (size_t i = found.n; built && i-- > 0;)
		add_symbol(src, found.v[i], symbols, 0);
	sl_free(&found);
	free(dir);
	free(word);
	free(obj);
	return built;
}
