// SPDX-License-Identifier: GPL-2.0
/* A wrapper that returns holding a global lock (audit/globalwrapper.h). */
#include "audit/globalwrapper.h"
#include "audit/retryloop.h"

#include <stdlib.h>
#include <string.h>
#include "rcu/model.h"

static bool word_at(const char *s, const char *p, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(p, w, n) && !is_ident_char(p[n]) && (p == s || !is_ident_char(p[-1]));
}

/* Squeezed text @s from @b to @e equals @want ("for(;;)", "while(1)")? */
static bool squeezed_is(const char *b, const char *e, const char *want)
{
	for (; b < e; b++) {
		if (*b == ' ' || *b == '\t' || *b == '\n')
			continue;
		if (*b != *want++)
			return false;
	}
	return !*want;
}

/*
 * The '{' of the forever loop ("for (;;) {", "while (1) {", "while (true) {")
 * whose block directly holds @at, or NULL.
 */
static const char *forever_block_open(const char *body, const char *at)
{
	int depth = 0;
	const char *o;

	for (o = at; o > body; o--) {
		if (o[-1] == '}')
			depth++;
		else if (o[-1] == '{' && depth-- == 0)
			break;
	}
	if (o == body)
		return NULL;
	const char *brace = o - 1, *h = brace;

	/* back to the line's start: the loop's head */
	while (h > body && h[-1] != '\n' && h[-1] != '{' && h[-1] != '}')
		h--;
	return squeezed_is(h, brace, "for(;;)") || squeezed_is(h, brace, "while(1)") ||
	       squeezed_is(h, brace, "while(true)") ? brace : NULL;
}

/*
 * Is the release at @rel, after the lock at @lock, one of a retry turn:
 * both in the block of a forever loop, a break of that block between
 * them, and no way out of the loop after the release but its next turn?
 */
static bool release_retries(const char *body, const char *lock, const char *rel)
{
	const char *open = forever_block_open(body, lock);
	int depth = 0;

	if (!open || !retry_turn_breaks(body, lock, rel, 1))
		return false;
	for (const char *c = rel; *c; c++) {
		if (*c == '{')
			depth++;
		else if (*c == '}' && --depth < 0)
			return true;
		else if (word_at(body, c, "break") || word_at(body, c, "goto") ||
			 word_at(body, c, "return"))
			return false;
	}
	return false;
}

/* Is the lock taken by the call "@name()" at @at released again after it? */
static bool released_after(const char *body, const char *at, const char *name)
{
	const char *l = strstr(name, "lock");
	/* the kernel's naming (rcu/data/lock-pairs): rtnl_lock, rtnl_unlock; __rtnl_unlock too */
	char *un = str_printf("%.*sunlock%s(", (int)(l - name), name, l + 4);
	bool released = false;

	for (const char *p = strstr(at, un); p && !released; p = strstr(p + 1, un))
		released = !release_retries(body, at, p);
	free(un);
	return released;
}

bool body_holds_global_lock(const char *body, const struct strlist *classes)
{
	for (const char *p = strstr(body, "()"); p; p = strstr(p + 2, "()")) {
		const char *b = p;

		while (b > body && is_ident_char(b[-1]))
			b--;
		size_t n = (size_t)(p - b);
		const char *cls = n ? rcu_model_global_lock(b, n) : NULL;

		if (!cls || (classes && !sl_contains(classes, cls)))
			continue;
		char *name = xstrndup(b, n);
		bool held = strstr(name, "lock") && !strstr(name, "unlock") &&
			    !released_after(body, p, name);

		free(name);
		if (held)
			return true;
	}
	return false;
}
