// SPDX-License-Identifier: GPL-2.0
/* A getter returning its object locked (audit/lockgetter.h). */
#include "audit/lockgetter.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

/* The identifier of the last "return IDENT;" of @body, into @out (size @n). */
static bool last_returned_local(const char *body, char *out, size_t n)
{
	const char *last = NULL;

	for (const char *p = strstr(body, "return"); p; p = strstr(p + 6, "return"))
		if ((p == body || !is_ident_char(p[-1])) && !is_ident_char(p[6]))
			last = p;
	if (!last)
		return false;
	const char *b = text_skip_blanks(last + 6), *e = b;

	while (is_ident_char(*e))
		e++;
	if (e == b || (size_t)(e - b) >= n || *text_skip_blanks(e) != ';')
		return false;
	memcpy(out, b, (size_t)(e - b));
	out[e - b] = '\0';
	return true;
}

/* Is the call whose argument list opens at @open one of a lock (not unlock) callee? */
static int lock_call_kind(const char *body, const char *open)
{
	const char *b = open;

	while (b > body && is_ident_char(b[-1]))
		b--;
	if (b == open)
		return 0;
	char *name = xstrndup(b, (size_t)(open - b));
	int kind = strstr(name, "unlock") ? -1 : strstr(name, "lock") ? 1 : 0;

	free(name);
	return kind;
}

bool body_returns_locked_object(const char *body)
{
	char local[64], *pat;
	int held = 0;

	if (!last_returned_local(body, local, sizeof(local)))
		return false;
	pat = str_printf("(&%s->", local);
	for (const char *p = strstr(body, pat); p; p = strstr(p + 1, pat)) {
		int k = lock_call_kind(body, p);

		held = k > 0 ? 1 : k < 0 ? 0 : held;
	}
	free(pat);
	return held > 0;
}

bool local_put_after(const char *from, const char *local)
{
	size_t n = strlen(local);

	for (const char *p = strchr(from, '('); p; p = strchr(p + 1, '(')) {
		const char *a = text_skip_blanks(p + 1);

		if (strncmp(a, local, n) || is_ident_char(a[n]))
			continue;
		a = text_skip_blanks(a + n);
		if (*a != ')' && *a != ',')
			continue;
		const char *b = p;

		while (b > from && is_ident_char(b[-1]))
			b--;
		char *callee = xstrndup(b, (size_t)(p - b));
		bool put = strstr(callee, "put") || strstr(callee, "unlock");

		free(callee);
		if (put)
			return true;
	}
	return false;
}
