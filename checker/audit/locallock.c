// SPDX-License-Identifier: GPL-2.0
/* A lock taken through a local that holds its address (audit/locallock.h). */
#include "audit/locallock.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

char *local_value_before(const char *text, const char *at, const char *name, size_t n)
{
	const char *value = NULL, *end = NULL;

	for (const char *q = text; q + n <= at; q++) {
		if (strncmp(q, name, n) || (q > text && is_ident_char(q[-1])) ||
		    is_ident_char(q[n]))
			continue;
		/* not a member of something else: "x->lock = ...", "s.lock = ..." */
		if ((q > text && q[-1] == '.') || (q > text + 1 && q[-2] == '-' && q[-1] == '>'))
			continue;
		const char *eq = text_skip_blanks(q + n);

		if (eq[0] != '=' || eq[1] == '=')
			continue;
		const char *v = text_skip_blanks(eq + 1), *semi = v;
		int depth = 0;

		for (; *semi && (depth || *semi != ';'); semi++)
			depth += (*semi == '(') - (*semi == ')');
		if (!*semi || semi > at)
			continue;
		value = v;
		end = semi;
	}
	return value ? str_squeezed(value, (size_t)(end - value)) : NULL;
}

