// SPDX-License-Identifier: GPL-2.0
#include "lib/fingerprint.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

char *fingerprint_normal_text(const char *s)
{
	struct strbuf sb = STRBUF_INIT;
	char prev = 0;

	for (; s && *s; s++) {
		if (isspace((unsigned char)*s))
			continue;
		/* A number is a digit no identifier goes on with: 3, 0x1f, 2UL, 1.5. */
		if (isdigit((unsigned char)*s) && !is_ident_char(prev)) {
			while (is_ident_char(s[1]) || s[1] == '.')
				s++;
			sb_putc(&sb, '0');
			prev = '0';
			continue;
		}
		sb_putc(&sb, *s);
		prev = *s;
	}
	return sb_detach(&sb);
}

static uint64_t fnv1a(uint64_t h, const char *s)
{
	/* The field's end is hashed too: ("ab","c") is not ("a","bc"). */
	for (;; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
		if (!*s)
			return h;
	}
}

char *finding_fingerprint(const struct finding *f)
{
	char *text = fingerprint_normal_text(f->access);
	uint64_t h = 0xcbf29ce484222325ULL;

	h = fnv1a(h, f->rule ? f->rule : "");
	h = fnv1a(h, f->file ? f->file : "");
	h = fnv1a(h, f->function ? f->function : "");
	h = fnv1a(h, text);
	free(text);
	return str_printf("%016llx", (unsigned long long)h);
}
