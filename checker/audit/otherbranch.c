// SPDX-License-Identifier: GPL-2.0
/* A release in an if's block, the call in its else (audit/otherbranch.h). */
#include "audit/otherbranch.h"

#include <string.h>
#include "lib/util.h"

/* Is the statement that starts at @s (after an "else") still open at the end of its text? */
static bool statement_open(const char *s)
{
	int depth = 0;

	s = text_skip_blanks(s);
	if (*s == '{') {
		for (; *s; s++) {
			depth += (*s == '{') - (*s == '}');
			if (!depth)
				return false;
		}
		return true;
	}
	/* "else if (...) {" or a single statement: open while no ';' at its level ends it */
	for (; *s; s++) {
		if (*s == '{' || *s == '(')
			depth++;
		else if (*s == '}' || *s == ')')
			depth--;
		else if (*s == ';' && !depth)
			return false;
		if (depth < 0)
			return false;
	}
	return true;
}

bool release_in_other_branch(const char *rest, const char *p)
{
	int depth = 0;

	/* the "}" that closes the innermost block around @p */
	for (const char *c = p; *c; c++) {
		if (*c == '{') {
			depth++;
		} else if (*c == '}' && depth) {
			depth--;
		} else if (*c == '}') {
			const char *e = text_skip_blanks(c + 1);

			if (strncmp(e, "else", 4) || is_ident_char(e[4]))
				return false;
			/* the if's block opened after the lock: not one around the lock */
			int open = 0;

			for (const char *b = rest; b < p; b++)
				open += (*b == '{') - (*b == '}');
			return open > 0 && statement_open(e + 4);
		}
	}
	return false;
}
