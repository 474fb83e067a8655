// SPDX-License-Identifier: GPL-2.0
#include "audit/cocci_macros.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "lib/util.h"
#include "tree/spatch.h"

static struct strmap statements;	/* name -> (void *)(its parameters + 1) */
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

/* Each "#define NAME(...) MACROSTATEMENT" line of the file. */
static void load(void)
{
	char *text = read_file(COCCI_STANDARD_H, NULL);

	for (char *line = text, *nl; line && *line; line = nl ? nl + 1 : line + strlen(line)) {
		char *p = line, *name;

		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		if (strncmp(p, "#define ", 8) || !strstr(p, "MACROSTATEMENT"))
			continue;
		for (p += 8; *p == ' ' || *p == '\t'; p++)
			;
		name = p;
		while (*p == '_' || (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
		       (*p >= '0' && *p <= '9'))
			p++;
		if (p > name && *p == '(') {
			/* its parameters: one more than its commas, none for "()" */
			char *close = strchr(p, ')');
			uintptr_t params = 0;

			for (char *q = p + 1; close && q < close; q++)
				params += *q == ',';
			if (close && close > p + 1 + strspn(p + 1, " \t"))
				params++;
			*p = '\0';
			*strmap_slot(&statements, name) = (void *)(params + 1);
		}
	}
	free(text);
}

int cocci_macro_statement_params(const char *s, size_t len)
{
	char name[64];

	pthread_once(&loaded, load);
	if (len >= sizeof(name))
		return -1;
	memcpy(name, s, len);
	name[len] = '\0';
	return (int)(uintptr_t)strmap_get(&statements, name) - 1;
}

bool cocci_macro_statement(const char *s, size_t len)
{
	return cocci_macro_statement_params(s, len) >= 0;
}
