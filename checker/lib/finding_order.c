// SPDX-License-Identifier: GPL-2.0
#include "lib/finding_order.h"

#include <stdlib.h>
#include <string.h>

static int cmp_str(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "");
}

static int cmp_list(const struct strlist *a, const struct strlist *b)
{
	for (size_t i = 0; i < a->n && i < b->n; i++) {
		int c = strcmp(a->v[i], b->v[i]);

		if (c)
			return c;
	}
	return (a->n > b->n) - (a->n < b->n);
}

int finding_cmp(const void *pa, const void *pb)
{
	const struct finding *a = pa, *b = pb;
	int c = cmp_str(a->file, b->file);

	if (c)
		return c;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	if (a->col != b->col)
		return a->col < b->col ? -1 : 1;
	if ((c = cmp_str(a->rule, b->rule)) || (c = cmp_str(a->function, b->function)) ||
	    (c = cmp_str(a->access, b->access)) || (c = cmp_list(&a->chain, &b->chain)) ||
	    (c = cmp_str(a->tier, b->tier)) || (c = cmp_str(a->message, b->message)))
		return c;
	return 0;
}

static bool same_place(const struct finding *a, const struct finding *b)
{
	/* one access has a record per blame site (audit.c spawn_droppers()) */
	return !cmp_str(a->file, b->file) && a->line == b->line && a->col == b->col &&
	       !cmp_str(a->rule, b->rule) && !cmp_str(a->blame_site, b->blame_site);
}

void finding_list_sort_unique(struct finding_list *fl)
{
	struct finding_list dropped = { 0 };
	size_t kept = 0;

	qsort(fl->v, fl->n, sizeof(*fl->v), finding_cmp);
	for (size_t i = 0; i < fl->n; i++) {
		if (kept && same_place(&fl->v[kept - 1], &fl->v[i]))
			*finding_new(&dropped) = fl->v[i];
		else
			fl->v[kept++] = fl->v[i];
	}
	fl->n = kept;
	finding_list_free(&dropped);
}
