// SPDX-License-Identifier: GPL-2.0
#include "audit/guard_scopes.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "audit/ccalls.h"
#include "audit/ctoks.h"
#include "lib/util.h"
#include "rcu/flavor.h"
#include "rcu/model.h"

/* ---- what a class does: _guard_rows(), GUARD_HELD ---- */

/* A class the tree defines ($RCUCHECK_GUARDS), matched by its whole name. */
struct guard_row {
	char *name;
	unsigned eff;
	char *held;		/* what it holds over its argument "@" */
};

static struct {
	char *learned;		/* the $RCUCHECK_GUARDS the rows were read with */
	bool loaded;
	struct guard_row *v;
	size_t n;
} rows;

static unsigned effect_words(const char *words)
{
	static const char *const names[] = { "rcu", "srcu", "bh", "preempt", "irq", "sleeps" };
	unsigned eff = 0;

	for (const char *w = words; *w;) {
		size_t len = strcspn(w, ",");

		for (size_t k = 0; k < sizeof(names) / sizeof(*names); k++)
			if (strlen(names[k]) == len && !strncmp(names[k], w, len))
				eff |= 1u << k;
		w += len + (w[len] == ',');
	}
	return eff;
}

/* "CLASS EFFECTS [HELD]" rows of the file the audit exported, whitespace between, as _learned_guards(). */
static void read_learned(const char *path)
{
	size_t len;
	char *data = read_file(path, &len), *save = NULL;

	if (!data)
		return;
	for (char *line = strtok_r(data, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *c[4] = { 0 }, *s2 = NULL;
		int n = 0;

		for (char *w = strtok_r(line, " \t\r\v\f", &s2); w; w = strtok_r(NULL, " \t\r\v\f", &s2))
			c[n < 4 ? n : 3] = w, n++;
		if ((n == 2 || n == 3) && c[0][0] != '#') {
			rows.v = xrealloc(rows.v, (rows.n + 1) * sizeof(*rows.v));
			rows.v[rows.n++] = (struct guard_row){ str_dup(c[0]), effect_words(c[1]),
							       str_dup(n == 3 ? c[2] : "@") };
		}
	}
	free(data);
}

static void load_rows(void)
{
	const char *learned = getenv("RCUCHECK_GUARDS");

	if (rows.loaded && !strcmp(rows.learned ? rows.learned : "", learned ? learned : ""))
		return;
	for (size_t i = 0; i < rows.n; i++) {
		free(rows.v[i].name);
		free(rows.v[i].held);
	}
	free(rows.learned);
	rows.n = 0;
	rows.learned = learned ? str_dup(learned) : NULL;
	rows.loaded = true;
	if (learned && is_file(learned))
		read_learned(learned);
}

/*
 * guard_effects(): the tree's class of that name first, then the model's
 * ("readers" guard rows, "lock-guards": rcu_model_guard(), which reads
 * them for the index too), as the effect words say them.
 */
static unsigned class_effects(const char *cls)
{
	struct rcu_effect e;

	for (size_t i = 0; i < rows.n; i++)
		if (!strcmp(cls, rows.v[i].name))
			return rows.v[i].eff;
	e = rcu_model_guard(cls, strlen(cls));
	return (e.flavors & RCU_FL_RCU ? GE_RCU : 0) | (e.flavors & RCU_FL_SRCU ? GE_SRCU : 0) |
	       (e.flavors & RCU_FL_BH ? GE_BH : 0) | (e.flavors & RCU_FL_SCHED ? GE_PREEMPT : 0) |
	       (e.irqs ? GE_IRQ : 0) | (e.sleeplock ? GE_SLEEPS : 0);
}

/* GUARD_HELD: what the tree's class holds over "@" (its first row), or NULL. */
static const char *class_held(const char *cls)
{
	for (size_t i = 0; i < rows.n; i++)
		if (!strcmp(rows.v[i].name, cls))
			return rows.v[i].held;
	return NULL;
}

/* ---- text: tidy(), norm(), wrap() ---- */

/* Does an lvalue of SIMPLE ("x", "x->a.b[i]") start at @s? Its end, or NULL. */
static const char *simple_end(const char *s)
{
	if (!(isalpha((unsigned char)*s) || *s == '_'))
		return NULL;
	while (is_ident_char(*s))
		s++;
	for (;;) {
		const char *f = !strncmp(s, "->", 2) ? s + 2 : *s == '.' ? s + 1 : NULL;

		if (f && (isalpha((unsigned char)*f) || *f == '_')) {
			for (s = f; is_ident_char(*s); s++)
				;
			continue;
		}
		if (*s == '[') {
			const char *e = s + 1 + strcspn(s + 1, "[]()");

			if (*e == ']') {
				s = e + 1;
				continue;
			}
		}
		return s;
	}
}

/* norm(): without parentheses around a plain lvalue, &(x->l) is &x->l; @s owned. */
static char *strip_parens(char *s)
{
	for (bool changed = true; changed;) {
		struct strbuf sb = STRBUF_INIT;
		const char *p = s;

		changed = false;
		while (*p) {
			const char *e;

			if (*p == '(' && !(p > s && (is_ident_char(p[-1]) || p[-1] == ')' || p[-1] == ']')) &&
			    (e = simple_end(p + 1)) && *e == ')') {
				sb_add(&sb, p + 1, (size_t)(e - p - 1));
				p = e + 1;
				changed = true;
				continue;
			}
			sb_putc(&sb, *p++);
		}
		sb_putc(&sb, '\0');
		free(s);
		s = sb_detach(&sb);
	}
	return s;
}

/* norm() of source text @s (@len bytes): its tokens as tidy() prints them, no parentheses around an lvalue. */
static char *norm_text(const char *s, size_t len)
{
	struct toks t = { 0 };
	struct strbuf sb = STRBUF_INIT;

	tk_scan(s, s + len, 1, &t);
	if (t.n)
		tk_render(&t, 0, t.n - 1, &sb);
	sb_putc(&sb, '\0');
	free(t.v);
	return strip_parens(sb_detach(&sb));
}

static char *wrap(const char *a)
{
	const char *e = simple_end(a);

	return e && !*e ? str_dup(a) : str_printf("(%s)", a);
}

/* @tmpl with its first @what replaced by @by, norm()ed. */
static char *replaced(const char *tmpl, const char *what, const char *by)
{
	const char *at = strstr(tmpl, what);

	return strip_parens(str_printf("%.*s%s%s", (int)(at - tmpl), tmpl, by, at + strlen(what)));
}

/* guard_lock(): what a guard of @cls on argument @a (normed) holds, NULL when nothing of it. */
static char *guard_lock(const char *cls, const char *a)
{
	const char *tmpl = class_held(cls);
	char *w, *out;

	if (!tmpl || !strcmp(tmpl, "@"))
		return str_dup(a);
	if (!strcmp(tmpl, "-"))
		return NULL;
	if (a[0] == '&' && strstr(tmpl, "@->")) {
		char *inner = wrap(a + 1), *by = str_printf("%s.", inner);

		out = replaced(tmpl, "@->", by);
		free(inner);
		free(by);
		return out;
	}
	if (a[0] == '&' && starts_with(tmpl, "*@"))
		return replaced(tmpl, "*@", a + 1);
	if (!strchr(tmpl, '@'))
		return strip_parens(str_dup(tmpl));
	w = wrap(a);
	out = replaced(tmpl, "@", w);
	free(w);
	return out;
}

/* ---- scopes: _guard_scopes() ---- */

static size_t close_of(const char *t, size_t len, size_t i, char open, char close)
{
	int depth = 0;

	for (size_t j = i; j < len; j++) {
		if (t[j] == open)
			depth++;
		else if (t[j] == close && --depth == 0)
			return j;
	}
	return len;
}

static size_t block_end(const char *t, size_t len, size_t i)
{
	int depth = 0;

	for (size_t j = i; j < len; j++) {
		if (t[j] == '{')
			depth++;
		else if (t[j] == '}' && depth-- == 0)
			return j;
	}
	return len;
}

static size_t statement_end(const char *t, size_t len, size_t i)
{
	int depth = 0;

	while (i < len && isspace((unsigned char)t[i]))
		i++;
	if (i < len && t[i] == '{')
		return close_of(t, len, i, '{', '}');
	for (size_t k = i; k < len; k++) {
		if (strchr("({[", t[k]))
			depth++;
		else if (strchr(")}]", t[k]))
			depth--;
		else if (t[k] == ';' && depth <= 0)
			return k;
	}
	return len;
}

/* split_top(s, ","): the top-level parts of @s..@e, blanks trimmed; the empty ones dropped. */
static int split_args(const char *s, const char *e, char ***out)
{
	int depth = 0, n = 0;
	const char *last = s;

	*out = NULL;
	for (const char *p = s;; p++) {
		if (p < e && strchr("([", *p))
			depth++;
		else if (p < e && strchr(")]", *p))
			depth--;
		else if (p == e || (depth == 0 && *p == ',')) {
			const char *a = last, *b = p;

			while (a < b && isspace((unsigned char)*a))
				a++;
			while (b > a && isspace((unsigned char)b[-1]))
				b--;
			if (b > a) {
				*out = xrealloc(*out, (size_t)(n + 1) * sizeof(**out));
				(*out)[n++] = xstrndup(a, (size_t)(b - a));
			}
			last = p + 1;
			if (p == e)
				return n;
		}
	}
}

/* Is offset @i on a line of a #define (its continuation lines too)? */
static bool in_define(const char *t, size_t i)
{
	size_t l = i;

	for (;;) {
		while (l > 0 && t[l - 1] != '\n')
			l--;
		if (l < 2 || t[l - 2] != '\\')
			break;
		l--;
	}
	while (t[l] == ' ' || t[l] == '\t')
		l++;
	if (t[l] != '#')
		return false;
	for (l++; t[l] == ' ' || t[l] == '\t'; l++)
		;
	return !strncmp(t + l, "define", 6) && !is_ident_char(t[l + 6]);
}

enum guard_kind { GK_NONE, GK_GUARD, GK_CLASS, GK_SCOPED, GK_SCOPED_COND, GK_SCOPED_CLASS };

static enum guard_kind kind_of(const char *w, size_t n)
{
	static const struct { const char *name; enum guard_kind kind; } kinds[] = {
		{ "guard", GK_GUARD }, { "CLASS", GK_CLASS }, { "scoped_guard", GK_SCOPED },
		{ "scoped_cond_guard", GK_SCOPED_COND }, { "scoped_class", GK_SCOPED_CLASS },
	};

	for (size_t k = 0; k < sizeof(kinds) / sizeof(*kinds); k++)
		if (strlen(kinds[k].name) == n && !strncmp(w, kinds[k].name, n))
			return kinds[k].kind;
	return GK_NONE;
}

static bool word_char(char c)
{
	return is_ident_char(c) || ((unsigned char)c & 0x80);
}

void guard_scopes_read(const char *text, struct guard_scopes *out)
{
	size_t len = strlen(text);
	char *t = c_text_blanked(text, len);

	load_rows();
	memset(out, 0, sizeof(*out));
	out->text = text;
	for (size_t i = 0; i < len;) {
		size_t w = i, open, cls, cend, close, start, end, p;
		enum guard_kind kind;
		bool block = false;
		int nargs;
		char **args, *name;

		if (!word_char(t[i])) {
			i++;
			continue;
		}
		while (i < len && word_char(t[i]))
			i++;
		kind = kind_of(t + w, i - w);
		if (kind == GK_NONE)
			continue;
		/* KIND ( CLASS, as _GUARD matches it */
		for (open = i; open < len && isspace((unsigned char)t[open]); open++)
			;
		if (open >= len || t[open] != '(')
			continue;
		for (cls = open + 1; cls < len && isspace((unsigned char)t[cls]); cls++)
			;
		for (cend = cls; cend < len && word_char(t[cend]); cend++)
			;
		if (cend == cls)
			continue;
		for (i = cend; i < len && isspace((unsigned char)t[i]); i++)
			;
		name = xstrndup(t + cls, cend - cls);
		/* CLASS() and scoped_class() of a class the tree defines over a lock only */
		if (((kind == GK_CLASS || kind == GK_SCOPED_CLASS) && !class_held(name)) || in_define(t, w)) {
			free(name);
			continue;
		}
		close = close_of(t, len, open, '(', ')');
		if (kind == GK_GUARD || kind == GK_CLASS) {
			p = close + 1;
			while (p < len && isspace((unsigned char)t[p]))
				p++;
			if (p >= len || t[p] != '(') {
				free(name);
				continue;
			}
			start = close_of(t, len, p, '(', ')');
			nargs = split_args(t + p + 1, t + start, &args);
			end = block_end(t, len, start);
		} else {
			const char *a = t + i;

			while (a < t + close && *a == ',')
				a++;
			nargs = split_args(a, t + close, &args);
			/* the fail statement (scoped_cond_guard), the variable (scoped_class) */
			if ((kind == GK_SCOPED_COND || kind == GK_SCOPED_CLASS) && nargs) {
				free(args[0]);
				memmove(args, args + 1, (size_t)(nargs - 1) * sizeof(*args));
				nargs--;
			}
			start = close;
			end = statement_end(t, len, close + 1);
			for (p = close + 1; p < len && isspace((unsigned char)t[p]); p++)
				;
			block = kind == GK_SCOPED && p < len && t[p] == '{';
		}
		out->v = xrealloc(out->v, (out->n + 1) * sizeof(*out->v));
		out->v[out->n++] = (struct guard_scope){ start, end, name, args, nargs, block };
	}
	free(t);
}

void guard_scopes_free(struct guard_scopes *gs)
{
	for (size_t i = 0; i < gs->n; i++) {
		for (int k = 0; k < gs->v[i].nargs; k++)
			free(gs->v[i].args[k]);
		free(gs->v[i].args);
		free(gs->v[i].cls);
	}
	free(gs->v);
	memset(gs, 0, sizeof(*gs));
}

/* ---- guard_held() ---- */

static const char *context_held(unsigned eff)
{
	return eff & GE_IRQ ? "irqs-disabled" : eff & GE_BH ? "bh-disabled" :
	       eff & GE_PREEMPT ? "preempt-disabled" : NULL;
}

size_t guards_held_at(const struct guard_scopes *gs, size_t at, struct held_guard **out)
{
	size_t n = 0;

	load_rows();
	*out = NULL;
	for (size_t i = 0; i < gs->n; i++) {
		const struct guard_scope *g = &gs->v[i];
		unsigned eff;
		char *a = NULL, *lock = NULL, *held = NULL;

		if (!(g->start < at && at <= g->end))
			continue;
		eff = class_effects(g->cls);
		if (g->nargs) {
			a = norm_text(g->args[0], strlen(g->args[0]));
			lock = guard_lock(g->cls, a);
		}
		bool srcu = (eff & GE_SRCU) && a;

		if (eff & GE_RCU)
			held = str_dup(rcu_model_reader_call(RCU_FLAVOR_RCU));
		else if (srcu)
			held = str_printf("srcu_read_lock(%s)", a);
		else if (lock)
			held = str_dup(lock);
		else if (context_held(eff))
			held = str_dup(context_held(eff));
		*out = xrealloc(*out, (n + 1) * sizeof(**out));
		(*out)[n++] = (struct held_guard){
			held, eff, srcu,
			a && !srcu && (held && lock ? !strcmp(held, lock) : !held && !lock),
		};
		free(a);
		free(lock);
	}
	return n;
}

void held_guards_free(struct held_guard *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i].held);
	free(v);
}

bool in_scoped_rcu_block(const struct guard_scopes *gs, size_t at)
{
	for (size_t i = 0; i < gs->n; i++)
		if (gs->v[i].scoped_block && !gs->v[i].nargs && !strcmp(gs->v[i].cls, "rcu") &&
		    gs->v[i].start < at && at <= gs->v[i].end)
			return true;
	return false;
}

unsigned guard_read_sides(const struct held_guard *v, size_t n)
{
	unsigned fl = 0;

	for (size_t i = 0; i < n; i++) {
		if (v[i].eff & GE_RCU)
			fl |= RCU_FL_RCU;
		if (v[i].eff & (GE_BH | GE_IRQ))
			fl |= RCU_FL_BH;
		if (v[i].eff & (GE_PREEMPT | GE_IRQ | GE_BH))
			fl |= RCU_FL_SCHED;
	}
	return fl;
}
