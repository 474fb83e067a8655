// SPDX-License-Identifier: GPL-2.0
#include "lib/finding.h"

#include <stdlib.h>
#include <string.h>

struct finding *finding_new(struct finding_list *fl)
{
	if (fl->n == fl->alloc) {
		fl->alloc = fl->alloc ? fl->alloc * 2 : 16;
		fl->v = xrealloc(fl->v, fl->alloc * sizeof(*fl->v));
	}
	struct finding *f = &fl->v[fl->n++];

	memset(f, 0, sizeof(*f));
	return f;
}

static void finding_free(struct finding *f)
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
	free(f->tier);
	free(f->root);
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
	if (f->access)
		fprintf(out, "  access: %s\n", f->access);
	print_joined(out, "held", &f->held, ", ");
	print_joined(out, "chain", &f->chain, " <- ");
	if (f->subtest)
		fprintf(out, "  sub-test: %s\n", f->subtest);
	if (f->root)
		fprintf(out, "  root: %s\n", f->root);
	if (f->tier && strcmp(f->tier, "default"))
		fprintf(out, "  tier: %s\n", f->tier);
}

void json_quote(struct strbuf *sb, const char *s)
{
	if (!s) {
		sb_puts(sb, "null");
		return;
	}
	sb_putc(sb, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		switch (c) {
		case '"':
			sb_puts(sb, "\\\"");
			break;
		case '\\':
			sb_puts(sb, "\\\\");
			break;
		case '\n':
			sb_puts(sb, "\\n");
			break;
		case '\t':
			sb_puts(sb, "\\t");
			break;
		case '\r':
			sb_puts(sb, "\\r");
			break;
		default:
			if (c < 0x20)
				sb_printf(sb, "\\u%04x", c);
			else
				sb_putc(sb, (char)c);
		}
	}
	sb_putc(sb, '"');
}

static void json_field(struct strbuf *sb, const char *key, const char *val)
{
	sb_printf(sb, ",\"%s\":", key);
	json_quote(sb, val);
}

static void json_list(struct strbuf *sb, const char *key,
		      const struct strlist *sl)
{
	sb_printf(sb, ",\"%s\":[", key);
	for (size_t i = 0; i < sl->n; i++) {
		if (i)
			sb_putc(sb, ',');
		json_quote(sb, sl->v[i]);
	}
	sb_putc(sb, ']');
}

void finding_print_json(FILE *out, const struct finding *f)
{
	struct strbuf sb = STRBUF_INIT;

	sb_puts(&sb, "{\"tool\":");
	json_quote(&sb, f->tool);
	json_field(&sb, "rule", f->rule);
	json_field(&sb, "severity", f->severity ? f->severity : "warning");
	json_field(&sb, "file", f->file);
	sb_printf(&sb, ",\"line\":%d,\"col\":%d", f->line, f->col);
	json_field(&sb, "function", f->function);
	json_field(&sb, "access", f->access);
	json_field(&sb, "flavor", f->flavor);
	json_list(&sb, "held", &f->held);
	json_list(&sb, "chain", &f->chain);
	json_field(&sb, "confidence", f->confidence);
	json_field(&sb, "message", f->message);
	if (f->subtest)
		json_field(&sb, "subtest", f->subtest);
	if (f->log_line)
		sb_printf(&sb, ",\"log_line\":%d", f->log_line);
	if (f->tier)
		json_field(&sb, "tier", f->tier);
	if (f->root)
		json_field(&sb, "root", f->root);
	sb_puts(&sb, "}\n");
	fputs(sb.buf, out);
	sb_free(&sb);
}
