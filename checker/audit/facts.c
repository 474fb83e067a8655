// SPDX-License-Identifier: GPL-2.0
#include "audit/facts.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/model.h"

/* Splits a tab-separated line into at most @max fields (in place). */
static size_t split_tabs(char *s, char **field, size_t max)
{
	size_t n = 0;

	while (n < max) {
		field[n++] = s;
		s = strchr(s, '\t');
		if (!s)
			break;
		*s++ = '\0';
	}
	return n;
}

static void split_list(struct strlist *sl, const char *text)
{
	if (!strcmp(text, "-"))
		return;
	while (*text) {
		const char *end = strstr(text, ", ");
		size_t len = end ? (size_t)(end - text) : strlen(text);

		sl_push_owned(sl, xstrndup(text, len));
		text += len;
		if (end)
			text += 2;
	}
}

bool parse_access_fact(const char *line, struct access_fact *a)
{
	char *copy = str_dup(line), *f[15];
	size_t nf = split_tabs(copy, f, 15);

	memset(a, 0, sizeof(*a));
	if (nf < 13 || strcmp(f[0], "rcucheck") || strcmp(f[1], "access")) {
		free(copy);
		return false;
	}
	a->file = str_dup(f[2]);
	a->line = atoi(f[3]);
	a->col = atoi(f[4]);
	a->function = str_dup(f[5]);
	a->rule = str_dup(f[6]);
	a->flavor = str_dup(f[7]);
	a->srcu = strcmp(f[8], "-") ? str_dup(f[8]) : NULL;
	a->cond = strcmp(f[9], "-") ? str_dup(f[9]) : NULL;
	a->state = str_dup(f[10]);
	split_list(&a->held, f[11]);
	a->text = str_dup(f[12]);
	if (nf > 13 && strcmp(f[13], "-"))
		a->via = str_dup(f[13]);
	if (nf > 14) {
		/* CALLEE:ARG: the pointer is passed on; the callee decides. */
		char *colon = strrchr(f[14], ':');

		a->passed_to = colon ? xstrndup(f[14], (size_t)(colon - f[14])) : str_dup(f[14]);
		a->passed_arg = !colon ? 0 : !strcmp(colon + 1, "result") ? -1 : atoi(colon + 1);
	}
	free(copy);
	return true;
}

bool parse_call_fact(const char *line, struct call_fact *c)
{
	char *copy = str_dup(line), *f[9];

	memset(c, 0, sizeof(*c));
	if (split_tabs(copy, f, 9) != 9 || strcmp(f[0], "rcucheck") ||
	    strcmp(f[1], "call")) {
		free(copy);
		return false;
	}
	c->file = str_dup(f[2]);
	c->line = atoi(f[3]);
	c->col = atoi(f[4]);
	c->caller = str_dup(f[5]);
	c->callee = str_dup(f[6]);
	/* "rcu=ok,bh=entry,sched=123" */
	sscanf(f[7], "rcu=%15[^,],bh=%15[^,],sched=%15s", c->rcu, c->bh, c->sched);
	split_list(&c->held, f[8]);
	/* a set: spatch lists it in the order it met the locks, which is its own */
	sl_sort(&c->held);
	free(copy);
	return true;
}

void access_fact_free(struct access_fact *a)
{
	free(a->file);
	free(a->function);
	free(a->rule);
	free(a->flavor);
	free(a->srcu);
	free(a->cond);
	free(a->state);
	free(a->text);
	free(a->passed_to);
	free(a->via);
	free(a->needs_via);
	free(a->contract_at);
	free(a->contract);
	sl_free(&a->held);
	sl_free(&a->updaters_locks);
}

void call_fact_free(struct call_fact *c)
{
	free(c->file);
	free(c->caller);
	free(c->callee);
	sl_free(&c->held);
}

char *lock_class(const char *expr)
{
	const char *end = expr + strlen(expr), *start;

	/* srcu_read_lock(&ss) and friends: the class of the argument. */
	while (end > expr && (end[-1] == ')' || isspace((unsigned char)end[-1])))
		end--;
	start = end;
	while (start > expr && (isalnum((unsigned char)start[-1]) || start[-1] == '_'))
		start--;
	return xstrndup(start, (size_t)(end - start));
}

/* Removes one pair of enclosing parentheses and surrounding blanks. */
static char *strip_parens(char *t)
{
	size_t n;

	for (;;) {
		t = (char *)skip_spaces(t);
		rtrim(t);
		n = strlen(t);
		if (n < 2 || t[0] != '(' || t[n - 1] != ')')
			return t;
		/* Only if the first '(' closes at the end. */
		int depth = 0;
		size_t i;

		for (i = 0; i < n; i++) {
			depth += t[i] == '(';
			depth -= t[i] == ')';
			if (!depth)
				break;
		}
		if (i != n - 1)
			return t;
		t[n - 1] = '\0';
		t++;
	}
}

/* The name of "name(arg)" when @t is exactly such a call, and in *@arg its argument text. */
static char *call_parts(const char *t, char **arg)
{
	const char *open = strchr(t, '(');
	size_t n = strlen(t);

	if (!open || open == t || t[n - 1] != ')')
		return NULL;
	*arg = xstrndup(open + 1, (size_t)(t + n - 2 - open));
	return xstrndup(t, (size_t)(open - t));
}

/*
 * A term calling lockdep's predicate for one lock (lockdep_is_held(&l)),
 * or for one srcu_struct (srcu_read_lock_held(&ss)): false for any other.
 */
static bool need_call(const char *t, struct need *n)
{
	char *arg, *name = call_parts(t, &arg);
	bool known = true;

	if (!name)
		return false;
	if (rcu_model_lock_predicate(name)) {
		char *comma = strchr(arg, ',');

		if (comma)
			*comma = '\0';
		sl_push_owned(&n->locks, lock_class(arg));
	} else if (rcu_model_held_predicate(name) == RCU_FL_SRCU) {
		free(n->srcu);
		n->srcu = lock_class(arg);
	} else {
		known = false;
	}
	free(name);
	free(arg);
	return known;
}

/*
 * Does @t test the state of the data: a member ("->"), no call, no
 * lockdep word, and an upper-case flag it tests ("(task)->flags &
 * PF_EXITING")? Its flag, or NULL.
 */
static char *state_term(const char *t)
{
	const char *flag = NULL;

	if (!strstr(t, "->") || strstr(t, "_held") || strstr(t, "lockdep"))
		return NULL;
	for (const char *p = t; *p; p++) {
		size_t n = 0;

		if (!is_ident_char(*p) || (p > t && is_ident_char(p[-1])))
			continue;
		while (is_ident_char(p[n]))
			n++;
		const char *q = p + n;

		while (*q == ' ')
			q++;
		if (*q == '(')
			return NULL;	/* a call: not a plain test */
		if (!flag && n > 2 && !isdigit((unsigned char)*p)) {
			bool upper = true;

			for (size_t k = 0; k < n && upper; k++)
				upper = !islower((unsigned char)p[k]);
			const char *b = p;

			while (b > t && b[-1] == ' ')
				b--;
			if (upper && b > t && b[-1] == '&')
				flag = p;
		}
		p += n - 1;
	}
	if (!flag)
		return NULL;
	size_t n = 0;

	while (is_ident_char(flag[n]))
		n++;
	return xstrndup(flag, n);
}

/* One "||" term of a lockdep condition; false when it is opaque. */
static bool need_term(char *t, struct need *n)
{
	char *flag;
	const char *lock;
	size_t len;

	t = strip_parens(t);
	if (!strcmp(t, "0") || !strcmp(t, "false"))
		return true;	/* adds nothing */
	/* "rcu_read_lock_held()" ... "rcu_read_lock_any_held()" */
	len = strlen(t);
	if (len > 2 && !strcmp(t + len - 2, "()")) {
		char *name = xstrndup(t, len - 2);
		rcu_flavors fl = rcu_model_held_predicate(name) & RCU_FL_ANY;

		free(name);
		if (fl) {
			n->flavors |= fl;
			return true;
		}
	}
	if ((lock = rcu_model_lockdep_helper(t))) {
		sl_push(&n->locks, lock);
		return true;
	}
	if ((flag = state_term(t))) {
		if (!n->state)
			n->state = flag;
		else
			free(flag);
		return true;
	}
	return need_call(t, n);
}

/* Splits @cond on top-level "||"; false if any term is opaque. */
static bool parse_condition(const char *cond, struct need *n)
{
	char *copy = str_dup(cond), *t = copy;
	int depth = 0;
	bool ok = true;

	for (char *s = copy; ok; s++) {
		if (*s == '(')
			depth++;
		else if (*s == ')')
			depth--;
		if (*s == '\0' || (depth == 0 && s[0] == '|' && s[1] == '|')) {
			bool last = *s == '\0';

			*s = '\0';
			if (strstr(t, "&&"))
				ok = false;	/* a conjunction we cannot prove */
			else
				ok = need_term(t, n);
			if (last)
				break;
			t = ++s + 1;
		}
	}
	free(copy);
	return ok;
}

bool access_need(const struct access_fact *a, struct need *n)
{
	memset(n, 0, sizeof(*n));
	n->flavors = rcu_flavor_bit(a->flavor) & RCU_FL_ANY;	/* rcu, bh, sched */
	if (!strcmp(a->flavor, "any"))
		n->flavors = RCU_FL_ANY;
	else if (!strcmp(a->flavor, "srcu") && a->srcu)
		n->srcu = lock_class(a->srcu);
	else if (!n->flavors && strcmp(a->flavor, "protected") && strcmp(a->flavor, "-"))
		return false;	/* a flavor this version does not know */
	if (!strcmp(a->flavor, "-"))
		n->flavors = RCU_FL_RCU;	/* lifetime rules: the section's */
	n->any_lock = a->any_lock && !a->updaters_locks.n;
	for (size_t i = 0; n->any_lock != a->any_lock && i < a->updaters_locks.n; i++)
		if (!sl_contains(&n->locks, a->updaters_locks.v[i]))
			sl_push(&n->locks, a->updaters_locks.v[i]);
	if (a->cond && !parse_condition(a->cond, n)) {
		need_free(n);
		return false;
	}
	/* rcu_dereference_protected(p, 1) and friends: nothing to check. */
	if (!n->flavors && !n->srcu && !n->locks.n) {
		need_free(n);
		return false;
	}
	return true;
}

void need_free(struct need *n)
{
	free(n->state);
	free(n->srcu);
	sl_free(&n->locks);
	memset(n, 0, sizeof(*n));
}

bool need_lock_only(const struct need *n)
{
	return !n->flavors && !n->srcu && !n->any_lock && !n->state && n->locks.n;
}

char *need_key(const struct need *n)
{
	struct strbuf sb = STRBUF_INIT;

	sb_printf(&sb, "f%u s%s %sl", n->flavors, n->srcu ? n->srcu : "-", n->any_lock ? "a" : "");
	for (size_t i = 0; i < n->locks.n; i++)
		sb_printf(&sb, ",%s", n->locks.v[i]);
	return sb_detach(&sb);
}

bool held_is_reader(const char *held)
{
	size_t n = strcspn(held, "(");
	char *name = xstrndup(held, n);
	enum rcu_flavor f;
	bool yes = held[n] == '(' && rcu_model_reader_end(name, &f) > 0;

	free(name);
	return yes;
}

bool held_is_lock(const char *held)
{
	return !ends_with(held, "-disabled") && !held_is_reader(held);
}

bool held_satisfies(const struct need *n, const struct strlist *held)
{
	for (size_t i = 0; i < held->n; i++) {
		const char *h = held->v[i];
		char *cls;
		bool ok = false;

		if (n->any_lock && held_is_lock(h))
			return true;	/* a lookup's structure may be guarded by it */
		cls = lock_class(h);
		if (n->srcu && starts_with(h, "srcu_read_lock("))
			ok = !strcmp(cls, n->srcu);
		else if (!starts_with(h, "srcu_read_lock("))
			/*
			 * lockdep_assert_held(&kvm->srcu): lockdep tracks an
			 * srcu_struct's readers in its dep_map, so asserting it
			 * asserts srcu_read_lock() of it (nothing else takes one).
			 */
			ok = sl_contains(&n->locks, cls) || (n->srcu && !strcmp(cls, n->srcu));
		free(cls);
		if (ok)
			return true;
	}
	return false;
}

bool call_satisfies(const struct need *n, const struct call_fact *c)
{
	if ((n->flavors & RCU_FL_RCU) && !strcmp(c->rcu, "ok"))
		return true;
	if ((n->flavors & RCU_FL_BH) && !strcmp(c->bh, "ok"))
		return true;
	if ((n->flavors & RCU_FL_SCHED) && !strcmp(c->sched, "ok"))
		return true;
	return held_satisfies(n, &c->held);
}

bool held_is_needed_reader(const struct need *n, const char *held)
{
	size_t len = strcspn(held, "(");
	char *name = xstrndup(held, len);
	enum rcu_flavor f;
	bool reader = rcu_model_reader_end(name, &f) > 0 && f != RCU_FLAVOR_SRCU &&
		      (n->flavors & RCU_FL(f));

	free(name);
	return reader;
}

const char *need_reader(const struct need *n)
{
	if (n->flavors == RCU_FL_ANY)
		return "any RCU reader";
	for (int f = RCU_FLAVOR_RCU; f <= RCU_FLAVOR_SCHED; f++)
		if (n->flavors & RCU_FL(f))
			return rcu_model_reader_call(f);
	if (n->srcu)
		return rcu_model_reader_call(RCU_FLAVOR_SRCU);
	return "the lock its condition names";
}
