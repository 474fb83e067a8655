// SPDX-License-Identifier: GPL-2.0
#include "cli/report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audit/dot.h"
#include "audit/sarif.h"
#include "cli/commands.h"
#include "lib/json.h"

/* The text form with ">> " before each line: the 0-day robot's mark of a new finding. */
static void print_marked(const struct finding *f)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);

	if (!mem)
		fatal("out of memory");
	finding_print_text(mem, f);
	fclose(mem);
	for (char *s = buf, *nl; s && *s; s = nl + 1) {
		nl = strchrnul(s, '\n');
		printf(">> %.*s\n", (int)(nl - s), s);
		if (!*nl)
			break;
	}
	free(buf);
}

static void print_json(FILE *out, const struct finding *f, const struct report_opts *o, bool is_new)
{
	json_t *obj = finding_to_json(f);

	if (o->base && o->known)
		json_object_set_new(obj, "new", json_boolean(is_new));
	jsonl_print(out, obj);
}

long report_findings(const struct report_opts *o, const struct finding_list *fl)
{
	struct finding_list shown = { 0 };
	FILE *jf = NULL;
	long fresh = 0;
	int ret = 0;

	if (o->json_out && !(jf = fopen(o->json_out, "w")))
		return error("-o %s: %s", o->json_out, strerror(errno));
	for (size_t i = 0; i < fl->n; i++) {
		const struct finding *f = &fl->v[i];
		bool is_new = !o->base || !baseline_has(o->base, f);

		if (!is_new && !o->known)
			continue;
		fresh += is_new;
		if (o->json)
			print_json(stdout, f, o, is_new);
		else if (o->base && o->known && is_new)
			print_marked(f);
		else
			finding_print_text(stdout, f);
		if (jf)
			print_json(jf, f, o, is_new);
		/* A view: the records stay @fl's. */
		ALLOC_GROW(shown.v, shown.n, shown.alloc);
		shown.v[shown.n++] = *f;
	}
	fflush(stdout);
	if (jf && fclose(jf))
		ret = error("-o %s: %s", o->json_out, strerror(errno));
	if (o->sarif) {
		struct sarif_opts so = {
			.root = o->root, .base = o->base, .version = RCUCHECK_VERSION,
		};

		ret |= sarif_write(o->sarif, &shown, &so);
	}
	if (o->dot_dir)
		ret |= dot_write_dir(o->dot_dir, &shown);
	free(shown.v);
	return ret ? -1 : fresh;
}
