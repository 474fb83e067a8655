// SPDX-License-Identifier: GPL-2.0
/*
 * The file's facts and findings.  Each function adds its needs and call
 * sites (check_rcu.c); at the end of the file the caller walk of
 * checker/rcufacts.c runs on them with the file as scope, and the facts
 * are written next to the object for "rcucheck link".
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sparse/sparse-rcu.h"
#include "rcu/model.h"

static struct rf_db db;
static struct finding_list findings;
static char *file;

struct rf_db *facts_db(void)
{
	return &db;
}

const char *facts_file(void)
{
	return file ? file : "?";
}

struct finding_list *current_findings(void)
{
	return &findings;
}

void facts_mark_intrinsic(struct rf_need *n)
{
	n->intrinsic = true;
}

struct finding *report_finding(const char *rule, struct position pos,
			       const char *function, const char *message)
{
	struct finding *f = finding_new(&findings);

	f->tool = str_dup("sparse-rcu");
	f->rule = str_dup(rule);
	f->severity = str_dup("warning");
	f->file = str_dup(pos_file(pos));
	f->line = pos.line;
	f->col = pos.pos;
	f->function = function ? str_dup(function) : NULL;
	f->message = str_dup(message);
	f->tier = str_dup("default");
	return f;
}

void facts_function(struct symbol *fn)
{
	struct rf_function *f = rf_add_function(&db);
	const char *name = show_ident(fn->ident);

	f->name = str_dup(name);
	f->file = str_dup(facts_file());
	f->line = fn->pos.line;
	f->is_static = fn->ctype.modifiers & MOD_STATIC;
	f->syscall = rcu_model_syscall_entry(name);
}

/*
 * EXPORT_SYMBOL*(name) in the source: exported whatever the config (a
 * kernel without modules compiles the macro away).
 */
static void mark_exported(void)
{
	size_t len;
	char *src = file ? read_file(file, &len) : NULL;

	if (!src)
		return;
	for (char *p = strstr(src, "EXPORT_SYMBOL"); p;
	     p = strstr(p + 1, "EXPORT_SYMBOL")) {
		char *open = strchr(p, '(');

		if (!open || open - p > 24)
			continue;
		char *s = open + 1, *e;

		while (isspace((unsigned char)*s))
			s++;
		for (e = s; isalnum((unsigned char)*e) || *e == '_'; e++)
			;
		if (e == s)
			continue;
		char *name = xstrndup(s, (size_t)(e - s));

		for (size_t i = 0; i < db.nfns; i++)
			if (!strcmp(db.fns[i].name, name) &&
			    !strcmp(db.fns[i].file, file))
				db.fns[i].exported = true;
		free(name);
	}
	free(src);
}

void facts_begin_file(const char *path)
{
	if (file)
		mark_exported();
	free(file);
	file = str_dup(path);
}

static int cmp_finding(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line - y->line;
	return x->col - y->col;
}

int facts_end_file(const char *facts_path, FILE *to)
{
	mark_exported();
	struct rf_report_opts o = {
		.scope = rcu_opt.link ? RF_SCOPE_BUILD : RF_SCOPE_FILE,
		.all_roots = rcu_opt.all_roots,
		.lower_tier = rcu_opt.lower_tier,
		.tool = "sparse-rcu",
	};
	FILE *out = to ? to : stderr;
	int n;

	rf_report(&db, &o, &findings);
	if (findings.n > 1)
		qsort(findings.v, findings.n, sizeof(findings.v[0]), cmp_finding);
	if (rcu_opt.output) {
		out = fopen(rcu_opt.output, "a");
		if (!out)
			fatal("cannot write %s", rcu_opt.output);
	}
	for (size_t i = 0; i < findings.n; i++) {
		if (rcu_opt.json)
			finding_print_json(out, &findings.v[i]);
		else
			finding_print_text(out, &findings.v[i]);
	}
	if (rcu_opt.output)
		fclose(out);
	else
		fflush(out);
	if (facts_path && rf_write(&db, facts_path))
		fprintf(stderr, "sparse-rcu: warning: cannot write %s\n",
			facts_path);
	rcuptr_write(facts_path);
	n = (int)findings.n;
	finding_list_free(&findings);
	rf_free(&db);
	return n;
}
