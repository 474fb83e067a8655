// SPDX-License-Identifier: GPL-2.0
#include "audit/dot.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "lib/chain_link.h"
#include "lib/proc.h"

/* @s as a DOT string's contents: quotes and backslashes escaped. */
static void put_escaped(FILE *out, const char *s)
{
	for (; s && *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		if (*s == '\n')
			fputs("\\n", out);
		else
			fputc(*s, out);
	}
}

/* The finding's message, a clause a line: "a; b" is "a;\nb". */
static void put_message(FILE *out, const char *msg)
{
	for (const char *s = msg; s && *s; s++) {
		if (s[0] == ';' && s[1] == ' ') {
			fputs(";\\n", out);
			s++;
			continue;
		}
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		fputc(*s, out);
	}
}

static void put_held(FILE *out, const struct strlist *held)
{
	if (!held->n)
		return;
	fputs("\\nholding ", out);
	for (size_t h = 0; h < held->n; h++) {
		if (h)
			fputs(", ", out);
		put_escaped(out, held->v[h]);
	}
}

void dot_print(FILE *out, const struct finding *f)
{
	size_t first = chain_first_caller(&f->chain, f->function);
	size_t n = f->chain.n - first;

	fputs("digraph finding {\n", out);
	fputs("\tgraph [labelloc=t, fontname=\"Helvetica\", label=\"[", out);
	put_escaped(out, f->rule);
	fputs("] ", out);
	put_message(out, f->message);
	fputs("\"];\n", out);
	fputs("\tnode [shape=box, fontname=\"Helvetica\"];\n", out);
	fputs("\tedge [fontname=\"Helvetica\", fontsize=10];\n", out);
	/* Callers, the root first: the chain is stored innermost first. */
	for (size_t k = 0; k < n; k++) {
		struct chain_link l;

		chain_link_parse(f->chain.v[f->chain.n - 1 - k], &l);
		fprintf(out, "\tc%zu [label=\"", k);
		put_escaped(out, l.function);
		fputs("()", out);
		if (!k && f->root) {
			fputs("\\nroot: ", out);
			put_escaped(out, f->root);
		}
		fputs("\"];\n", out);
		fprintf(out, "\tc%zu -> c%zu [label=\"", k, k + 1);
		if (l.file) {
			put_escaped(out, l.file);
			fprintf(out, ":%d", l.line);
		}
		put_held(out, &l.held);
		fputs("\"];\n", out);
		chain_link_free(&l);
	}
	/* The function holding the access: where the finding lays the blame. */
	fprintf(out, "\tc%zu [label=\"", n);
	put_escaped(out, f->function ? f->function : "?");
	fputs("()", out);
	if (!n && f->root) {
		fputs("\\nroot: ", out);
		put_escaped(out, f->root);
	}
	fputs("\\n(blamed)\", color=red, penwidth=2];\n", out);
	fprintf(out, "\tc%zu -> access [label=\"", n);
	put_escaped(out, f->file);
	fprintf(out, ":%d", f->line);
	put_held(out, &f->held);
	fputs("\"];\n", out);
	fputs("\taccess [shape=note, label=\"", out);
	put_escaped(out, f->access ? f->access : f->rule);
	if (f->flavor) {
		fputs("\\nneeds the ", out);
		put_escaped(out, f->flavor);
		fputs(" reader", out);
	}
	fputs("\"];\n}\n", out);
}

/* "001-set_one_prio_perm": the report's order, then the function, file-name safe. */
static char *graph_name(size_t i, const struct finding *f)
{
	char *name = str_printf("%03zu-%s", i + 1, f->function ? f->function : "finding");

	for (char *p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_' && *p != '-')
			*p = '_';
	return name;
}

static int render_svg(const char *dot_path, const char *svg_path)
{
	char *argv[] = { "dot", "-Tsvg", "-o", (char *)svg_path, (char *)dot_path, NULL };
	struct proc_opts o = { .keep_stderr = true, .timeout = 60 };
	int st = proc_run(argv, &o, NULL);

	return st ? error("dot -Tsvg %s failed (exit %d)", dot_path, st) : 0;
}

int dot_write_dir(const char *dir, const struct finding_list *fl)
{
	char *dot = which("dot");
	int ret = 0;

	if (mkdir_p(dir, 0755))
		return error("--dot %s: %s", dir, strerror(errno));
	for (size_t i = 0; i < fl->n && !ret; i++) {
		char *name = graph_name(i, &fl->v[i]);
		char *base = path_join(dir, name);
		char *dot_path = str_printf("%s.dot", base);
		char *svg_path = str_printf("%s.svg", base);
		FILE *f = fopen(dot_path, "w");

		if (!f) {
			ret = error("--dot %s: %s", dot_path, strerror(errno));
		} else {
			dot_print(f, &fl->v[i]);
			if (fclose(f))
				ret = error("--dot %s: %s", dot_path, strerror(errno));
			else if (dot)
				ret = render_svg(dot_path, svg_path);
		}
		free(name);
		free(base);
		free(dot_path);
		free(svg_path);
	}
	if (!dot && fl->n)
		note("--dot %s: %zu graphs written; install graphviz to render them as SVG",
		     dir, fl->n);
	free(dot);
	return ret;
}
