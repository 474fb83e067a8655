// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck link: joins the RCU facts sparse-rcu wrote beside each object
 * of a build (make C=1 CHECK=bin/sparse-rcu leaves DIR/.NAME.o.rcufacts)
 * and reports the call chains that reach an access without the read-side
 * section it needs, across files.  Default tier: chains rooted at a
 * syscall, an exported symbol, or a caller that holds some other lock and
 * has no caller itself; --lower adds chains rooted at functions nobody
 * calls directly (callbacks through function pointers) and accesses whose
 * lockdep condition calls code the checker cannot evaluate.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "commands.h"
#include "finding.h"
#include "rcufacts.h"
#include "util.h"

#define USAGE_LINE "usage: rcucheck link [--json] [--lower] [--annotate OUTDIR [--tree KDIR]] [DIR|FILE.rcufacts]..."

static void usage(FILE *out)
{
	fprintf(out,
		USAGE_LINE "\n"
		"\n"
		"Reads every *.rcufacts file under each DIR (default: the current\n"
		"directory, e.g. a kernel build's O= directory after\n"
		"'make C=1 CHECK=.../bin/sparse-rcu') and prints one finding per\n"
		"access that a call chain reaches unprotected, with the chain.\n"
		"\n"
		"  --json    one JSON object a line instead of compiler-style text\n"
		"  --lower   also the lower tier (callback roots, undecidable conditions)\n"
		"  --annotate OUTDIR  write a patch series there: __must_hold(RCU) on\n"
		"            each global function that leaves the read lock to its callers\n"
		"  --tree KDIR        the source tree the patches are relative to\n"
		"\n"
		"A summary line goes to stderr.\n"
		"Exit status: 0 no findings, 1 findings, 2 usage error or unreadable facts.\n");
}

static int load(struct rf_db *db, const char *path, size_t *files)
{
	struct stat st;

	if (stat(path, &st))
		return error("link: cannot read %s: %s", path, strerror(errno));
	if (!S_ISDIR(st.st_mode)) {
		if (rf_read(db, path))
			return error("link: %s: %s", path, errno == EINVAL ?
				     "not an rcucheck facts file" : strerror(errno));
		(*files)++;
		return 0;
	}
	DIR *d = opendir(path);
	struct dirent *e;
	struct strlist names = STRLIST_INIT;
	int ret = 0;

	if (!d)
		return error("link: cannot read %s: %s", path, strerror(errno));
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			sl_push(&names, e->d_name);
	closedir(d);
	for (size_t i = 0; i < names.n; i++) {
		char *sub = path_join(path, names.v[i]);

		if (is_dir(sub) && !starts_with(names.v[i], ".git"))
			ret |= load(db, sub, files);
		else if (ends_with(names.v[i], ".rcufacts"))
			ret |= load(db, sub, files);
		free(sub);
	}
	sl_free(&names);
	return ret;
}

/*
 * A function that reads RCU-protected data without taking the read lock
 * itself, and holds nothing else there, states a contract on its callers.
 * Written down as __must_hold(RCU) it stays in the tree: sparse-rcu then
 * checks each call site against it (sparse itself does not).
 */
static bool is_contract(const struct rf_db *db, const struct rf_function *f,
			const struct rf_need **first)
{
	if (f->is_static || f->syscall)
		return false;
	for (size_t i = 0; i < db->nneeds; i++) {
		const struct rf_need *n = &db->needs[i];

		if (strcmp(n->fn, f->name) || strcmp(n->file, f->file) || n->where)
			continue;
		/* any flavor would do: __must_hold(RCU) would say too much */
		if (n->flavors != RF_RCU || n->alts.n || n->uncertain || n->intrinsic ||
		    n->held.n)
			continue;
		*first = n;
		return true;
	}
	return false;
}

/* Inserts " __must_hold(RCU)" after the parameter list starting at @line. */
static char *annotate_source(const char *src, int line, const char *name,
			     int *first_line, int *last_line, int *new_lines)
{
	const char *p = src;

	for (int l = 1; l < line && p; l++) {
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	if (!p)
		return NULL;
	const char *at = strstr(p, name);

	if (!at || (strchr(p, '\n') && at > strchr(p, '\n')))
		return NULL;
	at = strchr(at, '(');
	if (!at)
		return NULL;
	int depth = 0;

	for (; *at; at++) {
		if (*at == '(')
			depth++;
		else if (*at == ')' && !--depth)
			break;
		else if (*at == '{' || *at == ';')
			return NULL;
	}
	if (!*at)
		return NULL;
	at++;
	if (strstr(at, "__must_hold") && strstr(at, "__must_hold") < strchr(at, '{'))
		return NULL;	/* already there */
	struct strbuf sb = STRBUF_INIT;

	const char *bol = at;

	while (bol > src && bol[-1] != '\n')
		bol--;
	const char *eol = strchr(at, '\n');
	size_t width = (size_t)((eol ? eol : at + strlen(at)) - bol);

	sb_add(&sb, src, (size_t)(at - src));
	/* kernel style: within 80 columns, else on a line of its own */
	sb_puts(&sb, width + 17 <= 80 ? " __must_hold(RCU)" : "\n\t__must_hold(RCU)");
	sb_puts(&sb, at);
	*first_line = line;
	*last_line = line;
	for (const char *q = p; q < at; q++)
		if (*q == '\n')
			(*last_line)++;
	*new_lines = *last_line - line + 1 + (width + 17 > 80);
	return sb_detach(&sb);
}

static const char *nth_line(const char *s, int n)
{
	for (int l = 1; l < n && s; l++) {
		s = strchr(s, '\n');
		if (s)
			s++;
	}
	return s;
}

static void put_lines(struct strbuf *sb, char mark, const char *text,
		      int from, int to)
{
	const char *p = nth_line(text, from);

	for (int l = from; l <= to && p && *p; l++) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);

		sb_putc(sb, mark);
		sb_add(sb, p, n);
		sb_putc(sb, '\n');
		p = e ? e + 1 : NULL;
	}
}

static int annotate(const struct rf_db *db, const char *outdir,
		    const char *tree)
{
	int count = 0;

	if (mkdir_p(outdir, 0755))
		return error("link: cannot create %s: %s", outdir, strerror(errno));
	for (size_t i = 0; i < db->nfns; i++) {
		const struct rf_function *f = &db->fns[i];
		const struct rf_need *n = NULL;
		size_t len;

		if (!is_contract(db, f, &n))
			continue;
		char *src = read_file(f->file, &len);
		int a, b, nl;
		char *new = src ? annotate_source(src, f->line, f->name, &a, &b, &nl) :
			    NULL;

		if (!new) {
			free(src);
			continue;
		}
		const char *rel = f->file;

		if (tree && starts_with(rel, tree)) {
			rel += strlen(tree);
			while (*rel == '/')
				rel++;
		}
		int c0 = a > 3 ? a - 3 : 1, c1 = b + 3;
		int nold = 0, nnew = 0;
		struct strbuf hunk = STRBUF_INIT, sb = STRBUF_INIT;

		for (const char *p = nth_line(src, c0); p && *p && nold < c1 - c0 + 1;
		     p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
			nold++;
		nnew = nold + nl - (b - a + 1);
		put_lines(&hunk, ' ', src, c0, a - 1);
		put_lines(&hunk, '-', src, a, b);
		put_lines(&hunk, '+', new, a, a + nl - 1);
		put_lines(&hunk, ' ', src, b + 1, c0 + nold - 1);
		count++;
		sb_printf(&sb,
			  "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
			  "From: rcucheck <rcucheck@localhost>\n"
			  "Subject: [PATCH] %s: callers must hold rcu_read_lock()\n"
			  "\n"
			  "%s() reads RCU-protected data without taking\n"
			  "rcu_read_lock() itself (%s, line %d): it relies\n"
			  "on its callers.  Say so with __must_hold(RCU), so that sparse-rcu\n"
			  "checks the contract at every call site.\n"
			  "\n"
			  "---\n"
			  "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n%s"
			  "-- \nrcucheck\n",
			  f->name, f->name, n->access ? n->access : "an __rcu pointer",
			  n->line, rel, rel, rel, rel, c0, nold, c0, nnew, hunk.buf);
		char *path = xasprintf("%s/%04d-%s-must-hold-rcu.patch", outdir,
				       count, f->name);

		if (write_file(path, sb.buf, sb.len))
			error("link: cannot write %s: %s", path, strerror(errno));
		free(path);
		sb_free(&sb);
		sb_free(&hunk);
		free(new);
		free(src);
	}
	fprintf(stderr, "link: %d annotation patch%s in %s\n", count,
		count == 1 ? "" : "es", outdir);
	return 0;
}

int cmd_link(int argc, char **argv)
{
	struct rf_report_opts o = {
		.scope = RF_SCOPE_BUILD, .tool = "sparse-rcu",
	};
	struct rf_db db = { 0 };
	struct finding_list out = { NULL, 0, 0 };
	struct strlist paths = STRLIST_INIT;
	bool json = false;
	size_t files = 0;
	const char *annotate_dir = NULL, *tree = NULL;
	int ret = EXIT_CLEAN;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			usage(stdout);
			return EXIT_CLEAN;
		} else if (!strcmp(argv[i], "--json")) {
			json = true;
		} else if (!strcmp(argv[i], "--lower")) {
			o.lower_tier = true;
		} else if (!strcmp(argv[i], "--annotate") && i + 1 < argc) {
			annotate_dir = argv[++i];
		} else if (!strcmp(argv[i], "--tree") && i + 1 < argc) {
			tree = argv[++i];
		} else if (argv[i][0] == '-' && argv[i][1]) {
			error("link: unknown option '%s' (see 'rcucheck link --help')",
			      argv[i]);
			return EXIT_ERROR;
		} else {
			sl_push(&paths, argv[i]);
		}
	}
	if (!paths.n)
		sl_push(&paths, ".");
	for (size_t i = 0; i < paths.n; i++)
		if (load(&db, paths.v[i], &files))
			ret = EXIT_ERROR;
	if (ret == EXIT_CLEAN) {
		rf_report(&db, &o, &out);
		for (size_t i = 0; i < out.n; i++) {
			if (json)
				finding_print_json(stdout, &out.v[i]);
			else
				finding_print_text(stdout, &out.v[i]);
		}
		fprintf(stderr, "link: %zu facts file%s, %zu function%s, %zu call site%s: %zu finding%s\n",
			files, files == 1 ? "" : "s", db.nfns, db.nfns == 1 ? "" : "s",
			db.nsites, db.nsites == 1 ? "" : "s", out.n, out.n == 1 ? "" : "s");
		if (out.n)
			ret = EXIT_FINDINGS;
		if (annotate_dir && annotate(&db, annotate_dir, tree))
			ret = EXIT_ERROR;
	}
	finding_list_free(&out);
	rf_free(&db);
	sl_free(&paths);
	return ret;
}
