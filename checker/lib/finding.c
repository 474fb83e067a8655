// SPDX-License-Identifier: GPL-2.0
#include "lib/finding.h"

#include <stdlib.h>
#include <string.h>

struct finding *finding_new(struct finding_list *fl)
{
	ALLOC_GROW(fl->v, fl->n, fl->alloc);
	struct finding *f = &fl->v[fl->n++];

	memset(f, 0, sizeof(*f));
	return f;
}

void finding_free(struct finding *f)
{
	free(f->tool);
	free(f->rule);
	free(f->severity);
	free(f->file);
	free(f->function);
	free(f->access);
	free(f->flavor);
	sl_free(&f->held);
	sl_free(&f->chain);
	free(f->confidence);
	free(f->message);
	free(f->subtest);
	free(f->kernel);
	free(f->arch);
	free(f->tier);
	free(f->root);
	free(f->blame);
	free(f->blame_site);
	free(f->impact);
	free(f->impact_lock);
	free(f->impact_site);
	free(f->impact_why);
}

void finding_list_remove(struct finding_list *fl, size_t i)
{
	finding_free(&fl->v[i]);
	memmove(&fl->v[i], &fl->v[i + 1], (fl->n - i - 1) * sizeof(*fl->v));
	fl->n--;
}

void finding_list_free(struct finding_list *fl)
{
	for (size_t i = 0; i < fl->n; i++)
		finding_free(&fl->v[i]);
	free(fl->v);
	fl->v = NULL;
	fl->n = fl->alloc = 0;
}

static void print_joined(FILE *out, const char *label,
			 const struct strlist *sl, const char *sep)
{
	if (!sl->n)
		return;
	fprintf(out, "  %s: ", label);
	for (size_t i = 0; i < sl->n; i++)
		fprintf(out, "%s%s", i ? sep : "", sl->v[i]);
	fputc('\n', out);
}

void finding_print_text(FILE *out, const struct finding *f)
{
	fprintf(out, "%s:%d:%d: %s: [%s] %s", f->file ? f->file : "?",
		f->line, f->col, f->severity ? f->severity : "warning",
		f->rule, f->message ? f->message : "");
	if (f->function)
		fprintf(out, " (in %s)", f->function);
	fputc('\n', out);
	/* the caller to fix leads when the access itself is not where the fix goes */
	if (f->blame && (!f->function || strcmp(f->blame, f->function)))
		fprintf(out, "  blame: %s() (%s)\n", f->blame, f->blame_site ? f->blame_site : "?");
	if (f->access)
		fprintf(out, "  access: %s\n", f->access);
	print_joined(out, "held", &f->held, ", ");
	print_joined(out, "chain", &f->chain, " <- ");
	if (f->subtest)
		fprintf(out, "  sub-test: %s\n", f->subtest);
	if (f->kernel || f->arch)
		fprintf(out, "  kernel: %s%s%s%s\n", f->kernel ? f->kernel : "?",
			f->arch ? " (" : "", f->arch ? f->arch : "",
			f->arch ? ")" : "");
	if (f->root)
		fprintf(out, "  root: %s\n", f->root);
	if (f->tier && strcmp(f->tier, "default"))
		fprintf(out, "  tier: %s\n", f->tier);
	/* "unknown" (no updater found) says nothing a reader of the text can use */
	if (f->impact && strcmp(f->impact, "unknown"))
		fprintf(out, "  impact: %s%s%s\n", f->impact, f->impact_why ? ": " : "",
			f->impact_why ? f->impact_why : "");
}
