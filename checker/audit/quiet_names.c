// SPDX-License-Identifier: GPL-2.0
#include "audit/quiet_names.h"

#include <stdlib.h>
#include <string.h>
#include "audit/learned.h"
#include "tree/spatch.h"

/* One rule of the file as text: its name, its declarations, its body. */
struct smpl_rule {
	char *name, *decls, *body;
};

/* What a rule's declarations say of a name used in its body. */
enum meta_kind { META_NONE, META_SET, META_MACRO, META_RELEASER, META_BOUND, META_FREE };

struct meta {
	const char *decls;
};

static bool word_at(const char *p, const char *start, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(p, w, n) && !is_ident_char(p[n]) && (p == start || !is_ident_char(p[-1]));
}

/* The declaration statement of @name in @decls ("identifier lk = {...}"), or NULL. */
static const char *decl_of(const char *decls, const char *name, size_t len, const char **end)
{
	for (const char *s = decls; *s;) {
		const char *e = s + strcspn(s, ";"), *p = s;

		/* "KIND a, b" or "KIND a = {...}" or "KIND a : script..." or "KIND r.a" */
		while (p < e && !is_ident_char(*p))
			p++;
		while (p < e && is_ident_char(*p))	/* the kind */
			p++;
		for (const char *q = p; q < e; q++) {
			if (*q == '{' || *q == ':' || *q == '=')
				break;
			if (!strncmp(q, name, len) && !is_ident_char(q[len]) && !is_ident_char(q[-1])) {
				*end = e;
				return s;
			}
		}
		s = *e ? e + 1 : e;
	}
	return NULL;
}

static enum meta_kind meta_kind(const char *decls, const char *name, size_t len)
{
	const char *end, *d = decl_of(decls, name, len, &end);
	char *text;
	enum meta_kind k = META_FREE;

	if (!d)
		return META_NONE;
	text = xstrndup(d, (size_t)(end - d));
	if (strstr(text, "MACROS["))
		k = META_MACRO;
	else if (strstr(text, "RELEASERS"))
		k = META_RELEASER;
	else if (strchr(text, '{') && strchr(text, '='))
		k = META_SET;
	else if (strstr(text, "iterator name"))
		k = META_NONE;	/* names of iterators: literal */
	else {
		/* "expression acc_srcu.S": bound by an earlier rule */
		char *w = xstrndup(name, len);
		const char *p = text;

		while ((p = strstr(p, w)) && (is_ident_char(p[len]) || (p > text && is_ident_char(p[-1]) &&
									 p[-1] != '.')))
			p++;
		if (p && p > text && p[-1] == '.')
			k = META_BOUND;
		free(w);
	}
	free(text);
	return k;
}

unsigned quiet_macro_set(const char *key, size_t len)
{
	static const char *const keys[] = { "rcu", "bh", "sched", "deref", "list", "protected",
					    "rtnl", NULL };

	for (size_t i = 0; keys[i]; i++)
		if (strlen(keys[i]) == len && !memcmp(keys[i], key, len))
			return 1u << i;
	return 0;
}

/*
 * The MACROS[...] sets @name's declaration tests (a constraint "AM in
 * MACROS["rcu"]"); all of them (~0) when one is not a key known here.
 */
static unsigned macro_sets_of(const char *decls, const char *name, size_t len)
{
	const char *end, *d = decl_of(decls, name, len, &end);
	unsigned sets = 0;

	for (const char *p = d; p && (p = strstr(p, "MACROS[\"")) && p < end; p++) {
		const char *k = p + 8, *q = strchr(k, '"');
		unsigned bit = q && q < end ? quiet_macro_set(k, (size_t)(q - k)) : 0;

		if (!bit)
			return ~0u;
		sets |= bit;
	}
	return sets ? sets : ~0u;
}

/* The names of the set @name declares ("identifier lk = {a, b};"), into @out. */
static void set_names(const char *decls, const char *name, size_t len, struct strlist *out)
{
	const char *end, *d = decl_of(decls, name, len, &end);
	const char *p = d ? strchr(d, '{') : NULL;

	for (p = p && p < end ? p + 1 : end; p < end && *p != '}';) {
		while (p < end && *p != '}' && !is_ident_char(*p))
			p++;
		const char *w = p;

		while (p < end && is_ident_char(*p))
			p++;
		if (p > w)
			sl_push_owned(out, xstrndup(w, (size_t)(p - w)));
	}
}

static void qcalls_add(struct qcalls *l, const char *name, int min, int max)
{
	ALLOC_GROW(l->v, l->n, l->alloc);
	l->v[l->n++] = (struct qcall){ str_dup(name), min, max };
}

bool qcalls_match(const struct qcalls *l, const char *name, size_t len, int nargs)
{
	for (size_t i = 0; i < l->n; i++)
		if (strlen(l->v[i].name) == len && !memcmp(l->v[i].name, name, len) &&
		    nargs >= l->v[i].min && (l->v[i].max < 0 || nargs <= l->v[i].max))
			return true;
	return false;
}

static void add_ends(enum learned_kind kind, const char *name, const char *what, void *arg)
{
	(void)what;
	if (kind == LEARNED_ENDS)
		qcalls_add(arg, name, 0, -1);
}

/*
 * The calls "NAME(ARGS)" at @p (a "when !=" of @r) stands for, into @l:
 * NAME literal or a set; ARGS free metavariables or "...". Anything else
 * ends no path here (fewer ends than spatch's: never a wrong proof).
 */
static void read_kill(const struct smpl_rule *r, const char *p, struct qcalls *l)
{
	size_t n = 0;
	int count = 0, variadic = 0;
	struct strlist names = STRLIST_INIT;

	while (is_ident_char(p[n]))
		n++;
	if (!n || p[n] != '(')
		return;
	const char *a = p + n + 1, *close = strchr(a, ')');

	if (!close || memchr(a, '(', (size_t)(close - a)))
		return;
	for (const char *q = a; q < close;) {
		while (q < close && (*q == ' ' || *q == '\t' || *q == ','))
			q++;
		if (q >= close)
			break;
		const char *w = q;

		if (!strncmp(q, "...", 3)) {
			variadic = 1;
			q += 3;
			continue;
		}
		while (q < close && is_ident_char(*q))
			q++;
		if (q == w || meta_kind(r->decls, w, (size_t)(q - w)) != META_FREE)
			return;	/* a pattern or a bound metavariable */
		count++;
		while (q < close && (*q == ' ' || *q == '\t'))
			q++;
		if (q < close && *q != ',')
			return;
	}
	switch (meta_kind(r->decls, p, n)) {
	case META_SET:
		set_names(r->decls, p, n, &names);
		break;
	case META_NONE:
		sl_push_owned(&names, xstrndup(p, n));
		break;
	default:
		return;
	}
	for (size_t i = 0; i < names.n; i++)
		qcalls_add(l, names.v[i], count, variadic ? -1 : count);
	sl_free(&names);
}

/* The names used as NAME@@pos( in @r's body, as accesses into @f or starts into @start. */
static void read_uses(const struct smpl_rule *r, const char *pos, struct quiet_family *f,
		      struct qcalls *start)
{
	size_t plen = strlen(pos);

	for (const char *p = r->body; (p = strchr(p, '@')); p++) {
		if (strncmp(p + 1, pos, plen) || p[1 + plen] != '(')
			continue;
		const char *w = p;

		while (w > r->body && is_ident_char(w[-1]))
			w--;
		if (w == p)
			continue;
		size_t n = (size_t)(p - w);
		char *name = xstrndup(w, n);
		enum meta_kind k = meta_kind(r->decls, w, n);

		if (f && k == META_MACRO) {
			f->macros = true;
			f->macro_sets |= macro_sets_of(r->decls, w, n);
		}
		else if (f && k == META_NONE && !sl_contains(&f->access, name))
			sl_push(&f->access, name);
		else if (start && k == META_RELEASER)
			learned_readers_each(add_ends, start);
		else if (start && k == META_SET) {
			struct strlist names = STRLIST_INIT;

			set_names(r->decls, w, n, &names);
			for (size_t i = 0; i < names.n; i++)
				qcalls_add(start, names.v[i], 0, -1);
			sl_free(&names);
		} else if (start && k == META_NONE) {
			qcalls_add(start, name, 0, -1);
		}
		free(name);
	}
}

static struct quiet_family *family(struct quiet_rule *q, const char *name, size_t len)
{
	for (size_t i = 0; i < q->nfam; i++)
		if (strlen(q->fam[i].name) == len && !strncmp(q->fam[i].name, name, len))
			return &q->fam[i];
	q->fam = xrealloc(q->fam, (q->nfam + 1) * sizeof(*q->fam));
	q->fam[q->nfam] = (struct quiet_family){ .name = xstrndup(name, len) };
	return &q->fam[q->nfam++];
}

/* Rule @r of the file into @q, when it is an un_ rule. */
static void read_un_rule(struct quiet_rule *q, const struct smpl_rule *r)
{
	const char *x = r->name + 3, *after = strstr(x, "_after");
	struct quiet_family *f = family(q, x, after ? (size_t)(after - x) : strlen(x));
	struct quiet_path path = { .entry = !after };

	read_uses(r, "p", f, NULL);
	if (after)
		read_uses(r, "q", NULL, &path.start);
	for (const char *p = r->body; (p = strstr(p, "when != ")); p++)
		read_kill(r, p + 8, &path.kill);
	f->path = xrealloc(f->path, (f->npath + 1) * sizeof(*f->path));
	f->path[f->npath++] = path;
}

/* The accessors of rule "acc": NAME(es) or NAME@p(es). */
static void read_acc(const struct smpl_rule *r, struct strlist *out)
{
	for (const char *p = r->body; (p = strstr(p, "(es)")); p++) {
		const char *e = p, *w;

		if (e > r->body && e[-2] == '@' && e[-1] == 'p')
			e -= 2;
		for (w = e; w > r->body && is_ident_char(w[-1]); w--)
			;
		if (w < e && meta_kind(r->decls, w, (size_t)(e - w)) == META_NONE &&
		    !word_at(w, r->body, "es"))
			sl_push_owned(out, xstrndup(w, (size_t)(e - w)));
	}
}

/* The rules of @text, split at their headers "@name ...@" and their "@@". */
static size_t split_rules(const char *text, struct smpl_rule **out)
{
	size_t n = 0, alloc = 0;
	const char *decls = NULL, *body = NULL, *name = NULL;

	for (const char *line = text;; line = strchr(line, '\n') + 1) {
		bool end = !*line, header = line[0] == '@' && is_ident_char(line[1]);

		if ((end || header) && name) {	/* the rule before ends here */
			ALLOC_GROW(*out, n, alloc);
			(*out)[n++] = (struct smpl_rule){
				xstrndup(name, strcspn(name, " @\n")),
				xstrndup(decls, (size_t)((body ? body : line) - decls)),
				body ? xstrndup(body, (size_t)(line - body)) : str_dup(""),
			};
			name = NULL;
		}
		if (header) {
			name = line + 1;
			decls = strchr(line, '\n') ? strchr(line, '\n') + 1 : line + strlen(line);
			body = NULL;
		} else if (line[0] == '@' && line[1] == '@' && name) {
			body = line;	/* "@@" itself is no name: read_uses() skips it */
		}
		if (end || !strchr(line, '\n'))
			break;
	}
	return n;
}

static struct quiet_rule *load(const char *name)
{
	char *path = cocci_rule(name), *text = path ? read_file(path, NULL) : NULL;
	struct smpl_rule *r = NULL;
	struct quiet_rule *q = xcalloc(1, sizeof(*q));
	struct strlist acc = STRLIST_INIT;
	size_t n;

	free(path);
	if (!text)
		return q;
	n = split_rules(text, &r);
	for (size_t i = 0; i < n; i++) {
		if (starts_with(r[i].name, "un_"))
			read_un_rule(q, &r[i]);
		else if (!strcmp(r[i].name, "acc"))
			read_acc(&r[i], &acc);
	}
	for (size_t i = 0; i < acc.n; i++) {
		bool followed = false;

		for (size_t f = 0; f < q->nfam && !followed; f++)
			followed = sl_contains(&q->fam[f].access, acc.v[i]);
		if (!followed && !sl_contains(&q->always, acc.v[i]))
			sl_push(&q->always, acc.v[i]);
	}
	for (size_t i = 0; i < n; i++) {
		free(r[i].name);
		free(r[i].decls);
		free(r[i].body);
	}
	free(r);
	sl_free(&acc);
	free(text);
	return q;
}

/*
 * The rules whose only facts are of accesses their un_ rules reach: the
 * verdicts of rcu_dereference.cocci and of rcu_list.cocci's rcu and bh
 * flavors print nothing for an access no un_ rule reached (its srcu and
 * lockdep-only iterators, printed anyway, are its "always" accessors).
 * rcu_dereference_protected.cocci and the lifetime rules ask other
 * questions.
 */
static const char *const quiet_rules[] = { "rcu_dereference.cocci", "rcu_list.cocci", NULL };

const struct quiet_rule *quiet_rule(const char *name)
{
	static struct strmap rules;
	void **slot;
	size_t k = 0;

	while (quiet_rules[k] && strcmp(quiet_rules[k], name))
		k++;
	if (!quiet_rules[k])
		return NULL;
	slot = strmap_slot(&rules, name);
	if (!*slot)
		*slot = load(name);
	return ((struct quiet_rule *)*slot)->nfam ? *slot : NULL;
}
