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
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/commands.h"
#include "cli/link_verb.h"
#include "cli/options.h"
#include "lib/finding.h"
#include "audit/rcufacts.h"
#include "lib/util.h"

#define USAGE_LINE "usage: rcucheck link [--json] [--lower] [--annotate OUTDIR [-C KDIR]] [DIR|FILE.rcufacts]..."

struct link_args {
	bool json, lower;
	const char *annotate_dir, *tree;
};

static struct link_args args;

static const struct cli_option options[] = {
	{ .name = "json", .kind = CLI_FLAG, .dest = &args.json, .label = "--json",
	  .help = "one JSON object a line instead of compiler-style text" },
	{ .name = "lower", .kind = CLI_FLAG, .dest = &args.lower, .label = "--lower",
	  .help = "also the lower tier (callback roots, undecidable conditions)" },
	{ .name = "annotate", .kind = CLI_STRING, .dest = &args.annotate_dir,
	  .label = "--annotate OUTDIR",
	  .help = "write a patch series there: __must_hold(RCU) on\n"
		  "each global function that leaves the read lock to its callers,\n"
		  "and __rcu on each member or global used with the RCU accessors\n"
		  "but not declared __rcu (one patch per declaring file)" },
	/* Under --annotate, as its part. */
	{ .name = "tree", .short_name = 'C', .kind = CLI_STRING, .dest = &args.tree,
	  .label = "-C KDIR", .column = 21,
	  .help = "the source tree the patches are relative to\n"
		  "(--tree KDIR is the same)" },
	{ 0 }
};

static void usage(FILE *out);

static const struct cli_verb verb = {
	.name = "link", .opts = options, .usage = usage, .column = 12,
};

static void usage(FILE *out)
{
	fprintf(out,
		USAGE_LINE "\n"
		"\n"
		"Reads every *.rcufacts file under each DIR (default: the current\n"
		"directory, e.g. a kernel build's O= directory after\n"
		"'make C=1 CHECK=.../bin/sparse-rcu') and prints one finding per\n"
		"access that a call chain reaches unprotected, with the chain.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"A summary line goes to stderr.\n"
		"Exit status: 0 no findings, 1 findings, 2 usage error or unreadable facts.\n");
}

/*
 * "rcuptr" lines sparse-rcu appends to a facts file: a structure member
 * or a global used with an RCU accessor but not declared __rcu.
 * rf_read() skips them; they matter only to --annotate.
 */
struct rcuptr {
	char *name, *owner, *decl_file, *use_file, *access;
	int decl_line, decl_col, use_line;
	size_t uses;
};

static struct rcuptr *ptrs;
static size_t nptrs, aptrs;

static void load_rcuptrs(const char *path)
{
	size_t len;
	char *data = read_file(path, &len);

	for (char *line = data, *next; line && *line; line = next) {
		char *v[10];
		int n = 0;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (!starts_with(line, "rcuptr\t"))
			continue;
		for (char *f = line; f && n < 10; n++) {
			v[n] = f;
			f = strchr(f, '\t');
			if (f)
				*f++ = '\0';
		}
		if (n != 9)
			continue;
		int dl = atoi(v[4]);
		struct rcuptr *p = NULL;

		for (size_t i = 0; i < nptrs && !p; i++)
			if (ptrs[i].decl_line == dl && !strcmp(ptrs[i].name, v[1]) &&
			    !strcmp(ptrs[i].decl_file, v[3]))
				p = &ptrs[i];
		if (p) {
			p->uses++;
			continue;
		}
		if (nptrs == aptrs) {
			aptrs = aptrs ? aptrs * 2 : 16;
			ptrs = xrealloc(ptrs, aptrs * sizeof(*ptrs));
		}
		ptrs[nptrs++] = (struct rcuptr){
			str_dup(v[1]), strcmp(v[2], "-") ? str_dup(v[2]) : NULL,
			str_dup(v[3]), str_dup(v[6]),
			strcmp(v[8], "-") ? str_dup(v[8]) : NULL,
			dl, atoi(v[5]), atoi(v[7]), 1
		};
	}
	free(data);
}

static void free_rcuptrs(void)
{
	for (size_t i = 0; i < nptrs; i++) {
		free(ptrs[i].name);
		free(ptrs[i].owner);
		free(ptrs[i].decl_file);
		free(ptrs[i].use_file);
		free(ptrs[i].access);
	}
	free(ptrs);
	ptrs = NULL;
	nptrs = aptrs = 0;
}

static int annotate_rcu(const char *outdir, const char *tree, int count);

static int load(struct rf_db *db, const char *path, size_t *files)
{
	struct stat st;

	if (stat(path, &st))
		return error("link: cannot read %s: %s", path, strerror(errno));
	if (!S_ISDIR(st.st_mode)) {
		if (rf_read(db, path))
			return error("link: %s: %s", path, errno == EINVAL ?
				     "not an rcucheck facts file" : strerror(errno));
		load_rcuptrs(path);
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
		if (n->flavors != RCU_FL_RCU || n->alts.n || n->uncertain || n->intrinsic ||
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
		char *path = str_printf("%s/%04d-%s-must-hold-rcu.patch", outdir,
				       count, f->name);

		if (write_file(path, sb.buf, sb.len))
			error("link: cannot write %s: %s", path, strerror(errno));
		free(path);
		sb_free(&sb);
		sb_free(&hunk);
		free(new);
		free(src);
	}
	int contracts = count;

	count = annotate_rcu(outdir, tree, count);
	fprintf(stderr, "link: %d annotation patch%s in %s (%d __must_hold(RCU), %d __rcu)\n",
		count, count == 1 ? "" : "es", outdir, contracts, count - contracts);
	return 0;
}

/* Path relative to @tree, or NULL when the file is outside it. */
static const char *tree_rel(const char *file, const char *tree)
{
	if (!tree || file[0] != '/')
		return file;	/* relative: to the tree, as kbuild in the tree */
	size_t n = strlen(tree);

	while (n > 1 && tree[n - 1] == '/')
		n--;
	if (strncmp(file, tree, n) || file[n] != '/')
		return NULL;
	return file + n + 1;
}

/*
 * " __rcu" before the '*' of @name's declarator on @line: "struct foo
 * *p;" becomes "struct foo __rcu *p;".  NULL when the line does not
 * declare @name as a plain pointer.
 */
static char *add_rcu(const char *line, size_t len, const char *name)
{
	size_t nl = strlen(name);

	for (const char *at = line; (at = strstr(at, name)) && at < line + len;
	     at += nl) {
		if ((at > line && (isalnum((unsigned char)at[-1]) || at[-1] == '_')) ||
		    isalnum((unsigned char)at[nl]) || at[nl] == '_')
			continue;
		const char *star = at;

		while (star > line && (star[-1] == ' ' || star[-1] == '\t'))
			star--;
		if (star == line || star[-1] != '*')
			continue;
		/*
		 * The '*' next to the name is the pointer that is protected:
		 * "struct cpumask ***m" becomes "struct cpumask ** __rcu *m".
		 */
		const char *last = star - 1, *first = last;

		while (first > line && first[-1] == '*')
			first--;
		const char *before = last;

		while (before > line && (before[-1] == ' ' || before[-1] == '\t'))
			before--;
		/*
		 * "struct cfg *cur, *old;": __rcu among the specifiers would
		 * be old's too.  Such a line is left to a human.
		 */
		for (const char *c = line; c < line + len && *c != ';'; c++)
			if (*c == ',' || *c == '(')
				return NULL;
		if (before - line >= 5 && !strncmp(before - 5, "__rcu", 5))
			return NULL;	/* already */
		struct strbuf sb = STRBUF_INIT;

		sb_add(&sb, line, (size_t)(last - line));
		if (last == first && last > line && (last[-1] == ' ' || last[-1] == '\t'))
			sb_puts(&sb, "__rcu ");		/* "struct foo\t\t__rcu *p" */
		else
			sb_puts(&sb, last > line && last[-1] == ' ' ? "__rcu " : " __rcu ");
		sb_add(&sb, last, len - (size_t)(last - line));
		return sb_detach(&sb);
	}
	return NULL;
}

static int cmp_decl(const void *a, const void *b)
{
	const struct rcuptr *x = a, *y = b;
	int c = strcmp(x->decl_file, y->decl_file);

	return c ? c : x->decl_line - y->decl_line;
}

/*
 * The diff of one file with __rcu added to the declarations of @v[0..n):
 * hunks of 3 lines of context, merged when they touch.  Names and uses
 * go to @names and @msg.  Empty when nothing could be annotated.
 */
static char *file_diff(const char *file, const char *rel, struct rcuptr *v,
		       size_t n, struct strlist *names, struct strbuf *msg,
		       const char *tree)
{
	size_t len;
	char *src = read_file(file, &len);
	struct strlist old = STRLIST_INIT, new = STRLIST_INIT;
	struct strbuf sb = STRBUF_INIT;
	int changed = 0;

	if (!src)
		return str_dup("");
	for (const char *p = src; *p;) {
		const char *e = strchr(p, '\n');
		size_t l = e ? (size_t)(e - p) : strlen(p);

		sl_push_owned(&old, xstrndup(p, l));
		sl_push_owned(&new, xstrndup(p, l));
		p += l + (e ? 1 : 0);
	}
	for (size_t k = 0; k < n; k++) {
		struct rcuptr *r = &v[k];
		char *what = str_printf("%s%s%s", r->owner ? r->owner : "",
				       r->owner ? "." : "", r->name);
		char *added = NULL;

		if (r->decl_line >= 1 && (size_t)r->decl_line <= new.n)
			added = add_rcu(new.v[r->decl_line - 1],
					strlen(new.v[r->decl_line - 1]), r->name);
		if (!added) {
			fprintf(stderr, "link: %s at %s:%d not annotated (not a lone pointer declarator on its line)\n",
				what, rel, r->decl_line);
			free(what);
			continue;
		}
		free(new.v[r->decl_line - 1]);
		new.v[r->decl_line - 1] = added;
		changed++;
		if (!sl_contains(names, what)) {
			const char *urel = tree_rel(r->use_file, tree);

			sl_push(names, what);
			char *use = str_printf("  %s: %s", what,
					      r->access ? r->access : "an RCU accessor");
			char *at = str_printf("at %s:%d%s", urel ? urel : r->use_file,
					     r->use_line, r->uses > 1 ? " (and more)" : "");

			/* checkpatch: description lines of at most 75 columns */
			if (strlen(use) + 1 + strlen(at) <= 75)
				sb_printf(msg, "%s %s\n", use, at);
			else if (strlen(use) <= 75)
				sb_printf(msg, "%s\n    %s\n", use, at);
			else
				sb_printf(msg, "  %s:\n    %s\n    %s\n", what,
					  r->access ? r->access : "an RCU accessor", at);
			free(use);
			free(at);
		}
		free(what);
	}
	if (changed)
		sb_printf(&sb, "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n", rel, rel,
			  rel, rel);
	for (size_t l = 0; changed && l < old.n;) {
		if (!strcmp(old.v[l], new.v[l])) {
			l++;
			continue;
		}
		size_t a = l > 3 ? l - 3 : 0, b = l;

		for (size_t m = l; m < old.n && m <= b + 6; m++)
			if (strcmp(old.v[m], new.v[m]))
				b = m;
		size_t z = b + 3 < old.n ? b + 3 : old.n - 1;
		size_t cnt = z - a + 1;

		sb_printf(&sb, "@@ -%zu,%zu +%zu,%zu @@\n", a + 1, cnt, a + 1, cnt);
		for (size_t m = a; m <= z; m++) {
			if (!strcmp(old.v[m], new.v[m])) {
				sb_printf(&sb, " %s\n", old.v[m]);
				continue;
			}
			size_t q = m;

			while (q <= z && strcmp(old.v[q], new.v[q]))
				sb_printf(&sb, "-%s\n", old.v[q++]);
			for (size_t r2 = m; r2 < q; r2++)
				sb_printf(&sb, "+%s\n", new.v[r2]);
			m = q - 1;
		}
		l = z + 1;
	}
	sl_free(&old);
	sl_free(&new);
	free(src);
	return sb_detach(&sb);
}

/* @text as lines of at most @width columns (words longer stay whole). */
static void wrap(struct strbuf *out, const char *text, size_t width)
{
	size_t col = 0;

	for (const char *w = text; *w;) {
		while (*w == ' ')
			w++;
		size_t n = strcspn(w, " ");

		if (!n)
			break;
		if (col && col + 1 + n > width) {
			sb_putc(out, '\n');
			col = 0;
		} else if (col) {
			sb_putc(out, ' ');
			col++;
		}
		sb_add(out, w, n);
		col += n;
		w += n;
	}
	sb_putc(out, '\n');
}

static size_t find_root(size_t *parent, size_t x)
{
	while (parent[x] != x)
		x = parent[x] = parent[parent[x]];
	return x;
}

/*
 * __rcu patches: one per declaring file, except that every declaration
 * of one global (the extern in a header, the definition) goes into the
 * same patch, so that each patch leaves the tree consistent; no file is
 * in two patches.
 */
static int annotate_rcu(const char *outdir, const char *tree, int count)
{
	struct strlist files = STRLIST_INIT;

	qsort(ptrs, nptrs, sizeof(*ptrs), cmp_decl);
	for (size_t i = 0; i < nptrs; i++)
		if (tree_rel(ptrs[i].decl_file, tree) &&
		    !sl_contains(&files, ptrs[i].decl_file))
			sl_push(&files, ptrs[i].decl_file);
	size_t *parent = xcalloc(files.n + 1, sizeof(*parent));

	for (size_t f = 0; f < files.n; f++)
		parent[f] = f;
	for (size_t i = 0; i < nptrs; i++) {
		for (size_t j = i + 1; j < nptrs; j++) {
			if (ptrs[i].owner || ptrs[j].owner ||
			    strcmp(ptrs[i].name, ptrs[j].name))
				continue;
			size_t a = files.n, b = files.n;

			for (size_t f = 0; f < files.n; f++) {
				if (!strcmp(files.v[f], ptrs[i].decl_file))
					a = f;
				if (!strcmp(files.v[f], ptrs[j].decl_file))
					b = f;
			}
			if (a < files.n && b < files.n)
				parent[find_root(parent, a)] = find_root(parent, b);
		}
	}
	for (size_t g = 0; g < files.n; g++) {
		struct strlist names = STRLIST_INIT;
		struct strbuf msg = STRBUF_INIT, diffs = STRBUF_INIT, subj = STRBUF_INIT;
		char *stem = NULL;

		for (size_t f = 0; f < files.n; f++) {
			if (find_root(parent, f) != g)
				continue;
			size_t i = 0, j;

			while (i < nptrs && strcmp(ptrs[i].decl_file, files.v[f]))
				i++;
			for (j = i; j < nptrs && !strcmp(ptrs[j].decl_file, files.v[f]); j++)
				;
			const char *rel = tree_rel(files.v[f], tree);
			char *d = file_diff(files.v[f], rel, ptrs + i, j - i, &names,
					    &msg, tree);

			if (*d && !stem) {
				const char *slash = strrchr(rel, '/');
				char *dot;

				stem = str_dup(slash ? slash + 1 : rel);
				if ((dot = strrchr(stem, '.')))
					*dot = '\0';
			}
			sb_puts(&diffs, d);
			free(d);
		}
		if (!diffs.len)
			goto next;
		for (size_t k = 0; k < names.n; k++)
			sb_printf(&subj, "%s%s", k ? (k + 1 == names.n ? " and " : ", ") : "",
				  names.v[k]);
		bool many = names.n > 1;
		struct strbuf patch = STRBUF_INIT;

		count++;
		/* the subject names up to two; more are counted */
		char *short_subj = names.n <= 2 ? str_dup(subj.buf) :
			str_printf("%zu RCU-protected pointers", names.n);
		char *para = str_printf("%s %s read or published with the RCU accessors, but %s not declared __rcu, so sparse cannot check that every access goes through them:",
				       subj.buf, many ? "are" : "is",
				       many ? "they are" : "it is");
		struct strbuf body = STRBUF_INIT;

		wrap(&body, para, 72);
		free(para);
		sb_printf(&patch,
			  "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
			  "From: rcucheck <rcucheck@localhost>\n"
			  "Subject: [PATCH] %s: annotate %s as __rcu\n"
			  "\n"
			  "%s"
			  "\n%s\n"
			  "Declare %s __rcu.  sparse (make C=1) then checks each access and\n"
			  "says \"different address spaces\" where one bypasses the accessors.\n"
			  "\n"
			  "---\n%s-- \nrcucheck\n",
			  stem, short_subj, body.buf, msg.buf, many ? "them" : "it",
			  diffs.buf);
		free(short_subj);
		sb_free(&body);
		char *path = str_printf("%s/%04d-%s-rcu.patch", outdir, count, stem);

		if (write_file(path, patch.buf, patch.len))
			error("link: cannot write %s: %s", path, strerror(errno));
		free(path);
		sb_free(&patch);
next:
		free(stem);
		sl_free(&names);
		sb_free(&msg);
		sb_free(&diffs);
		sb_free(&subj);
	}
	free(parent);
	sl_free(&files);
	return count;
}

int link_facts(const struct strlist *paths, bool lower, struct link_result *res)
{
	struct rf_report_opts o = {
		.scope = RF_SCOPE_BUILD, .tool = "sparse-rcu", .lower_tier = lower,
	};
	int ret = 0;

	memset(res, 0, sizeof(*res));
	for (size_t i = 0; i < paths->n; i++)
		if (load(&res->db, paths->v[i], &res->files))
			ret = -1;
	if (ret)
		return ret;
	rf_report(&res->db, &o, &res->findings);
	return 0;
}

void link_print_summary(const struct link_result *res)
{
	fprintf(stderr, "link: %zu facts file%s, %zu function%s, %zu call site%s: %zu finding%s\n",
		res->files, res->files == 1 ? "" : "s", res->db.nfns, res->db.nfns == 1 ? "" : "s",
		res->db.nsites, res->db.nsites == 1 ? "" : "s", res->findings.n,
		res->findings.n == 1 ? "" : "s");
}

void link_result_free(struct link_result *res)
{
	finding_list_free(&res->findings);
	rf_free(&res->db);
	free_rcuptrs();
}

int cmd_link(int argc, char **argv)
{
	struct link_result res;
	struct strlist paths = STRLIST_INIT;
	int ret = EXIT_CLEAN;

	if (cli_parse(&verb, argc, argv, &paths))
		return EXIT_CLEAN;
	if (!paths.n)
		sl_push(&paths, ".");
	if (link_facts(&paths, args.lower, &res)) {
		ret = EXIT_ERROR;
	} else {
		for (size_t i = 0; i < res.findings.n; i++) {
			if (args.json)
				finding_print_json(stdout, &res.findings.v[i]);
			else
				finding_print_text(stdout, &res.findings.v[i]);
		}
		link_print_summary(&res);
		if (res.findings.n)
			ret = EXIT_FINDINGS;
		if (args.annotate_dir && annotate(&res.db, args.annotate_dir, args.tree))
			ret = EXIT_ERROR;
	}
	link_result_free(&res);
	sl_free(&paths);
	return ret;
}
