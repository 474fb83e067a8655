// SPDX-License-Identifier: GPL-2.0
/* A property of functions held by a name when every definition has it. */
#include "index/defvotes.h"

#include <stdlib.h>
#include <string.h>

void def_votes_yes(struct def_votes *v, unsigned file, const char *name)
{
	char *key = str_printf("%u:%s", file, name);

	*strmap_slot(&v->yes, key) = &v->yes;
	free(key);
	if (!sl_contains(&v->names, name))
		sl_push(&v->names, name);
}

bool def_votes_all(struct tindex *ti, const struct def_votes *v, const char *name)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);
	bool all = nd > 0;

	for (size_t j = 0; j < nd && all; j++) {
		char *key = str_printf("%u:%s", d[j].file, name);

		all = !d[j].fn->is_macro && strmap_get(&v->yes, key);
		free(key);
	}
	return all;
}

void def_votes_free(struct def_votes *v)
{
	sl_free(&v->names);
	strmap_free(&v->yes, NULL);
}

const char *def_name_in(const struct cfunc *fn, const char *blank, const char **end)
{
	const char *def = text_line_start(blank, fn->line);
	const char *name;

	if (!def)
		return NULL;
	*end = text_line_start(blank, fn->end_line + 1);
	if (!*end)
		*end = def + strlen(def);
	name = strstr(def, fn->name);
	return name && name < *end ? name : NULL;
}
