// SPDX-License-Identifier: GPL-2.0
#include "audit/macroreader.h"

#include <stdlib.h>
#include <string.h>
#include "rcu/model.h"

/* The whole-word calls "@name(" in [@text, @end), the last one, or NULL. */
static const char *last_call_before(const char *text, const char *end, const char *name)
{
	size_t n = strlen(name);
	const char *last = NULL;

	for (const char *p = strstr(text, name); p && p < end; p = strstr(p + 1, name))
		if ((p == text || !is_ident_char(p[-1])) && p[n] == '(')
			last = p;
	return last;
}

/* Does the srcu_struct named by the argument at @arg (up to ',' or ')') have @n's class? */
static bool srcu_arg_matches(const char *arg, const struct need *n)
{
	char *a, *cls;
	bool ok;

	if (!n->srcu)
		return false;
	a = xstrndup(arg, strcspn(arg, ",)"));
	cls = lock_class(a);
	ok = !strcmp(cls, n->srcu);
	free(cls);
	free(a);
	return ok;
}

/* Does @n accept a reader of flavor @f, whose srcu_struct argument is at @arg? */
static bool accepts(const struct need *n, enum rcu_flavor f, const char *arg)
{
	if (f == RCU_FLAVOR_SRCU)
		return srcu_arg_matches(arg, n);
	return n->flavors & RCU_FL(f);
}

/* A primitive of the model entered before @cut and not ended again. */
static bool primitive_holds(const char *text, const char *cut, const struct need *n)
{
	const struct strlist *ends = rcu_model_reader_ends();
	const char *enter[RCU_NFLAVORS] = { 0 }, *exit[RCU_NFLAVORS] = { 0 };
	const char *arg[RCU_NFLAVORS] = { 0 };

	for (size_t i = 0; i < ends->n; i++) {
		enum rcu_flavor f;
		int d = rcu_model_reader_end(ends->v[i], &f);
		const char *p = last_call_before(text, cut, ends->v[i]);

		if (!p || !d)
			continue;
		if (d > 0 && (!enter[f] || p > enter[f])) {
			enter[f] = p;
			arg[f] = p + strlen(ends->v[i]) + 1;
		} else if (d < 0 && (!exit[f] || p > exit[f])) {
			exit[f] = p;
		}
	}
	for (int f = 0; f < RCU_NFLAVORS; f++)
		if (enter[f] && (!exit[f] || exit[f] < enter[f]) &&
		    accepts(n, (enum rcu_flavor)f, arg[f]))
			return true;
	return false;
}

/*
 * Is @cut still inside the scope a guard opened at @from: for
 * scoped_guard() the block after it, for guard() the block around it?
 */
static bool scope_reaches(const char *from, const char *cut, bool scoped)
{
	int depth = 0;

	for (const char *p = from; p < cut; p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}' && --depth < 0)
			return false;
	}
	return !scoped || depth > 0;
}

/* guard(CLS)(ARG) or scoped_guard(CLS, ARG) of a reader before @cut whose scope holds there. */
static bool guard_holds(const char *text, const char *cut, const struct need *n, bool scoped)
{
	const char *word = scoped ? "scoped_guard" : "guard";
	size_t wn = strlen(word);

	for (const char *p = strstr(text, word); p && p < cut; p = strstr(p + 1, word)) {
		if ((p > text && is_ident_char(p[-1])) || p[wn] != '(')
			continue;
		const char *cls = p + wn + 1;
		size_t len = strcspn(cls, ",)");
		struct rcu_effect e = rcu_model_guard(cls, len);
		/* its srcu_struct: scoped_guard(srcu, &s), guard(srcu)(&s) */
		const char *arg = scoped ? cls + len + 1 : strchr(cls + len, '(');

		for (int f = 0; f < RCU_NFLAVORS && arg; f++)
			if ((e.flavors & RCU_FL(f)) && accepts(n, (enum rcu_flavor)f,
							     scoped ? arg : arg + 1) &&
			    scope_reaches(cls + len, cut, scoped))
				return true;
	}
	return false;
}

bool macro_holds_reader(const char *text, const char *callee, const struct need *n)
{
	const char *cut = last_call_before(text, text + strlen(text), callee);

	return cut && (primitive_holds(text, cut, n) || guard_holds(text, cut, n, true) ||
		       guard_holds(text, cut, n, false));
}

bool function_guards_srcu(const char *text, const char *callee, const struct need *n)
{
	const char *cut;

	if (!n->srcu)
		return false;
	cut = last_call_before(text, text + strlen(text), callee);
	return cut && (guard_holds(text, cut, n, true) || guard_holds(text, cut, n, false));
}
