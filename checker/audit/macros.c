// SPDX-License-Identifier: GPL-2.0
#include "audit/macros.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "audit/rules.h"
#include "index/macros.h"
#include "tree/ktree.h"

int audit_macros_export(struct tindex *ti, const char *index_path, struct audit_macros *am)
{
	const char *table = tindex_accessor_macros(ti, index_path);
	struct strlist tokens = STRLIST_INIT;
	struct strbuf sb = STRBUF_INIT;
	int ret = 0;

	memset(am, 0, sizeof(*am));
	/* a rule without tokens is the rule runner's error to report */
	audit_rule_tokens(&tokens);
	for (const char *line = table, *nl; (nl = strchr(line, '\n')); line = nl + 1) {
		size_t n = strcspn(line, "\t");
		char *name = xstrndup(line, n);
		const char *file = line + n + 1, *acc = file + strcspn(file, "\t") + 1;

		/* the iterators a rule names itself are its own */
		if (sl_contains(&tokens, name) || acc > nl) {
			free(name);
			continue;
		}
		ALLOC_GROW(am->v, am->n, am->alloc);
		am->v[am->n++] = (struct audit_macro){ name, xstrndup(acc, strcspn(acc, "\t")) };
		sb_add(&sb, line, (size_t)(nl - line) + 1);
	}
	sl_free(&tokens);
	if (sb.len) {
		char *run = cache_path("run", NULL, true);

		am->path = str_printf("%s/macros-%d", run, (int)getpid());
		free(run);
		if (write_file(am->path, sb.buf, sb.len)) {
			ret = error("cannot write %s: %s", am->path, strerror(errno));
			free(am->path);
			am->path = NULL;
		} else {
			setenv("RCUCHECK_MACROS", am->path, 1);
		}
	}
	sb_free(&sb);
	return ret;
}

void audit_macros_free(struct audit_macros *am)
{
	for (size_t i = 0; i < am->n; i++) {
		free(am->v[i].name);
		free(am->v[i].accessor);
	}
	free(am->v);
	if (am->path) {
		unsetenv("RCUCHECK_MACROS");
		unlink(am->path);
		free(am->path);
	}
	memset(am, 0, sizeof(*am));
}
