// SPDX-License-Identifier: GPL-2.0
/*
 * What object an RCU accessor reads or an update call changes, keyed by
 * index/objkey.h from the call's text, the way the index keys its update
 * sites and the audit its reader findings: a variable's struct type is
 * read from its declaration in the function's source, then the file's.
 * The keys go into the facts ("need" OBJ NODE, "upd"), where "rcucheck
 * link" matches a reader to its updaters (audit/rfimpact.c).
 */
#include <stdlib.h>
#include <string.h>

#include "index/impact_rule.h"
#include "sparse/sparse-rcu.h"

const struct rcu_updater *object_keys(struct position pos, const char *text, bool update,
				      char **obj, char **node)
{
	struct position first = pos;
	const char *file, *from, *to, *eol;
	struct objkey_decls d = { .type = STRBUF_INIT };
	const struct rcu_updater *u;
	char *fn_text = NULL;

	*obj = *node = NULL;
	if (!text)
		return NULL;
	first.line = 1;
	file = source_line_at(first);
	if (!file)
		return NULL;
	first.line = function_start_at(pos);
	from = first.line ? source_line_at(first) : NULL;
	to = source_line_at(pos);
	if (from && to && from <= to) {
		eol = strchr(to, '\n');
		fn_text = xstrndup(from, (size_t)((eol ? eol : to + strlen(to)) - from));
	}
	d.file_text = file;
	d.fn_text = fn_text ? fn_text : "";
	u = update ? impact_update_keys(text, objkey_decls_type_of, &d, obj, node)
		   : impact_reader_keys(text, objkey_decls_type_of, &d, obj, node);
	free(fn_text);
	sb_free(&d.type);
	return u;
}
