// SPDX-License-Identifier: GPL-2.0
#include "fix/annotate.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fix/annotate_edit.h"
#include "fix/series.h"
#include "fix/subsys_prefix.h"
#include "tree/ktree.h"
#include "lib/util.h"

/* ---- the rcuptr facts ------------------------------------------------------- */

void rcuptr_read(struct rcuptr_set *s, const char *path)
{
	char *data = read_file(path, NULL);

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

		for (size_t i = 0; i < s->n && !p; i++)
			if (s->v[i].decl_line == dl && !strcmp(s->v[i].name, v[1]) &&
			    !strcmp(s->v[i].decl_file, v[3]))
				p = &s->v[i];
		if (p) {
			p->uses++;
			continue;
		}
		ALLOC_GROW(s->v, s->n, s->alloc);
		s->v[s->n++] = (struct rcuptr){
			str_dup(v[1]), strcmp(v[2], "-") ? str_dup(v[2]) : NULL,
			str_dup(v[3]), str_dup(v[6]),
			strcmp(v[8], "-") ? str_dup(v[8]) : NULL,
			dl, atoi(v[5]), atoi(v[7]), 1
		};
	}
	free(data);
}

void rcuptr_free(struct rcuptr_set *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->v[i].name);
		free(s->v[i].owner);
		free(s->v[i].decl_file);
		free(s->v[i].use_file);
		free(s->v[i].access);
	}
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/* ---- the series: edits of the tree's text, grouped in patches ---------------- */

/* Lines @line..@line+@nold-1 of @file's original text become @text. */
struct aedit {
	char *file, *text;
	int line, nold;
	size_t patch;
};

struct apatch {
	char *subject, *body;
	struct strlist files;
};

struct aseries {
	const char *wt;			/* the scratch worktree: the text read */
	const char *tree, *origin;	/* -C as given and as a real path */
	struct strlist paths, texts;	/* original texts, read once */
	struct aedit *edits;
	size_t nedits, aedits;
	struct apatch *patches;
	size_t npatches, apatches;
};

/* Path relative to the tree, or NULL when the file is outside it. */
static const char *tree_rel(const struct aseries *as, const char *file)
{
	const char *roots[] = { as->tree, as->origin };

	if (file[0] != '/')
		return file;	/* relative: to the tree, as kbuild in the tree */
	for (size_t i = 0; i < 2; i++) {
		size_t n = roots[i] ? strlen(roots[i]) : 0;

		while (n > 1 && roots[i][n - 1] == '/')
			n--;
		if (n && !strncmp(file, roots[i], n) && file[n] == '/')
			return file + n + 1;
	}
	return NULL;
}

/* The text of @rel before the series, read once; NULL when unreadable. */
static const char *original(struct aseries *as, const char *rel)
{
	for (size_t i = 0; i < as->paths.n; i++)
		if (!strcmp(as->paths.v[i], rel))
			return as->texts.v[i];
	char *path = path_join(as->wt, rel);
	char *text = read_file(path, NULL);

	free(path);
	if (!text)
		return NULL;
	sl_push(&as->paths, rel);
	sl_push_owned(&as->texts, text);
	return text;
}

static size_t add_patch(struct aseries *as, char *subject, char *body)
{
	ALLOC_GROW(as->patches, as->npatches, as->apatches);
	as->patches[as->npatches] = (struct apatch){ subject, body, STRLIST_INIT };
	return as->npatches++;
}

static void add_edit(struct aseries *as, size_t patch, const char *file, int line, int nold,
		     char *text)
{
	struct apatch *p = &as->patches[patch];

	ALLOC_GROW(as->edits, as->nedits, as->aedits);
	as->edits[as->nedits++] = (struct aedit){ str_dup(file), text, line, nold, patch };
	if (!sl_contains(&p->files, file))
		sl_push(&p->files, file);
}

/* @rel's text after the edits of patches[0..@upto]. */
static char *text_after(struct aseries *as, const char *rel, size_t upto)
{
	const char *p = original(as, rel);
	struct strbuf sb = STRBUF_INIT;

	for (int line = 1, skip = 0; p && *p; line++) {
		const char *nl = strchrnul(p, '\n');

		for (size_t i = 0; i < as->nedits && !skip; i++) {
			const struct aedit *e = &as->edits[i];

			if (e->patch <= upto && e->line == line && !strcmp(e->file, rel)) {
				sb_puts(&sb, e->text);
				skip = e->nold;
			}
		}
		if (skip)
			skip--;
		else
			sb_add(&sb, p, (size_t)(nl - p) + (*nl ? 1 : 0));
		p = *nl ? nl + 1 : nl;
	}
	return sb_detach(&sb);
}

static void aseries_free(struct aseries *as)
{
	for (size_t i = 0; i < as->nedits; i++) {
		free(as->edits[i].file);
		free(as->edits[i].text);
	}
	for (size_t i = 0; i < as->npatches; i++) {
		free(as->patches[i].subject);
		free(as->patches[i].body);
		sl_free(&as->patches[i].files);
	}
	free(as->edits);
	free(as->patches);
	sl_free(&as->paths);
	sl_free(&as->texts);
}

/* Lines @from..@to of @text, each with its newline. */
static char *lines_of(const char *text, int from, int to)
{
	const char *p = text, *end;

	for (int l = 1; l < from && p; l++)
		p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL;
	if (!p)
		return str_dup("");
	end = p;
	for (int l = from; l <= to && *end; l++)
		end = strchr(end, '\n') ? strchr(end, '\n') + 1 : end + strlen(end);
	return xstrndup(p, (size_t)(end - p));
}

/* ---- __must_hold(RCU) --------------------------------------------------------- */

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

/* One patch per contract. Their number. */
static int plan_contracts(struct aseries *as, const struct rf_db *db)
{
	int count = 0;

	for (size_t i = 0; i < db->nfns; i++) {
		const struct rf_function *f = &db->fns[i];
		const struct rf_need *n = NULL;
		const char *rel, *src;
		int a, b, nl;

		if (!is_contract(db, f, &n) || !(rel = tree_rel(as, f->file)) ||
		    !(src = original(as, rel)))
			continue;
		char *new = add_must_hold(src, f->line, f->name, &a, &b, &nl);

		if (!new)
			continue;
		char *prefix = subsys_prefix(as->wt, rel);
		size_t k = add_patch(as,
			str_printf("%s: callers of %s() must hold rcu_read_lock()", prefix, f->name),
			str_printf("%s() reads RCU-protected data without taking\n"
				   "rcu_read_lock() itself (%s, line %d): it relies\n"
				   "on its callers.  Say so with __must_hold(RCU), so that sparse-rcu\n"
				   "checks the contract at every call site.\n",
				   f->name, n->access ? n->access : "an __rcu pointer", n->line));

		add_edit(as, k, rel, a, b - a + 1, lines_of(new, a, a + nl - 1));
		count++;
		free(prefix);
		free(new);
	}
	return count;
}

/* ---- __rcu ---------------------------------------------------------------------- */

static int cmp_decl(const void *a, const void *b)
{
	const struct rcuptr *x = a, *y = b;
	int c = strcmp(x->decl_file, y->decl_file);

	return c ? c : x->decl_line - y->decl_line;
}

/* "  table.cur: rcu_dereference(t->cur) at user.c:12", within 75 columns. */
static void use_line(struct aseries *as, struct strbuf *msg, const struct rcuptr *r,
		     const char *what)
{
	const char *urel = r->use_file[0] == '/' ? tree_rel(as, r->use_file) : r->use_file;
	char *use = str_printf("  %s: %s", what, r->access ? r->access : "an RCU accessor");
	char *at = str_printf("at %s:%d%s", urel ? urel : r->use_file, r->use_line,
			      r->uses > 1 ? " (and more)" : "");

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

/*
 * Patch @k's edits of @rel: __rcu added to the declarations of
 * @v[0..n). Names and uses go to @names and @msg. The number of lines
 * changed.
 */
static int file_edits(struct aseries *as, size_t k, const char *rel, const struct rcuptr *v,
		      size_t n, struct strlist *names, struct strbuf *msg)
{
	const char *src = original(as, rel);
	struct strlist old = STRLIST_INIT, new = STRLIST_INIT;
	int changed = 0;

	for (const char *p = src; p && *p;) {
		const char *e = strchr(p, '\n');
		size_t l = e ? (size_t)(e - p) : strlen(p);

		sl_push_owned(&old, xstrndup(p, l));
		sl_push_owned(&new, xstrndup(p, l));
		p += l + (e ? 1 : 0);
	}
	for (size_t i = 0; src && i < n; i++) {
		const struct rcuptr *r = &v[i];
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
		if (!sl_contains(names, what)) {
			sl_push(names, what);
			use_line(as, msg, r, what);
		}
		free(what);
	}
	for (size_t l = 0; l < old.n; l++)
		if (strcmp(old.v[l], new.v[l])) {
			add_edit(as, k, rel, (int)l + 1, 1, str_printf("%s\n", new.v[l]));
			changed++;
		}
	sl_free(&old);
	sl_free(&new);
	return changed;
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

/* The subject and the message body of an __rcu patch naming @names. */
static void rcu_message(const struct strlist *names, const char *prefix, const char *uses,
			char **subject, char **body)
{
	struct strbuf subj = STRBUF_INIT, sb = STRBUF_INIT;
	bool many = names->n > 1;

	for (size_t k = 0; k < names->n; k++)
		sb_printf(&subj, "%s%s", k ? (k + 1 == names->n ? " and " : ", ") : "",
			  names->v[k]);
	/* the subject names up to two; more are counted */
	if (names->n <= 2)
		*subject = str_printf("%s: annotate %s as __rcu", prefix, subj.buf);
	else
		*subject = str_printf("%s: annotate %zu RCU-protected pointers as __rcu", prefix,
				      names->n);
	char *para = str_printf("%s %s read or published with the RCU accessors, but %s not declared __rcu, so sparse cannot check that every access goes through them:",
				subj.buf, many ? "are" : "is", many ? "they are" : "it is");

	wrap(&sb, para, 72);
	sb_printf(&sb, "\n%s\n"
		  "Declare %s __rcu.  sparse (make C=1) then checks each access and\n"
		  "says \"different address spaces\" where one bypasses the accessors.\n",
		  uses, many ? "them" : "it");
	*body = sb_detach(&sb);
	free(para);
	sb_free(&subj);
}

static size_t find_root(size_t *parent, size_t x)
{
	while (parent[x] != x)
		x = parent[x] = parent[parent[x]];
	return x;
}

/* Unites the files of the declarations of one global: one patch keeps the tree consistent. */
static size_t *group_globals(const struct rcuptr_set *s, const struct strlist *files)
{
	size_t *parent = xcalloc(files->n + 1, sizeof(*parent));

	for (size_t f = 0; f < files->n; f++)
		parent[f] = f;
	for (size_t i = 0; i < s->n; i++) {
		for (size_t j = i + 1; j < s->n; j++) {
			if (s->v[i].owner || s->v[j].owner || strcmp(s->v[i].name, s->v[j].name))
				continue;
			size_t a = files->n, b = files->n;

			for (size_t f = 0; f < files->n; f++) {
				if (!strcmp(files->v[f], s->v[i].decl_file))
					a = f;
				if (!strcmp(files->v[f], s->v[j].decl_file))
					b = f;
			}
			if (a < files->n && b < files->n)
				parent[find_root(parent, a)] = find_root(parent, b);
		}
	}
	return parent;
}

/*
 * __rcu patches: one per declaring file, except that every declaration
 * of one global (the extern in a header, the definition) goes into the
 * same patch; no file is in two patches. Their number.
 */
static int plan_rcu(struct aseries *as, struct rcuptr_set *s)
{
	struct strlist files = STRLIST_INIT;
	int count = 0;

	qsort(s->v, s->n, sizeof(*s->v), cmp_decl);
	for (size_t i = 0; i < s->n; i++)
		if (tree_rel(as, s->v[i].decl_file) && !sl_contains(&files, s->v[i].decl_file))
			sl_push(&files, s->v[i].decl_file);
	size_t *parent = group_globals(s, &files);

	for (size_t g = 0; g < files.n; g++) {
		struct strlist names = STRLIST_INIT;
		struct strbuf uses = STRBUF_INIT;
		char *first = NULL;
		/* the subject comes last: the patch takes its place first */
		size_t k = add_patch(as, NULL, NULL);
		int changed = 0;

		for (size_t f = 0; f < files.n; f++) {
			if (find_root(parent, f) != g)
				continue;
			size_t i = 0, j;

			while (i < s->n && strcmp(s->v[i].decl_file, files.v[f]))
				i++;
			for (j = i; j < s->n && !strcmp(s->v[j].decl_file, files.v[f]); j++)
				;
			const char *rel = tree_rel(as, files.v[f]);
			int c = file_edits(as, k, rel, s->v + i, j - i, &names, &uses);

			if (c && !first)
				first = str_dup(rel);
			changed += c;
		}
		if (changed) {
			char *prefix = subsys_prefix(as->wt, first);

			rcu_message(&names, prefix, uses.buf ? uses.buf : "",
				    &as->patches[k].subject, &as->patches[k].body);
			free(prefix);
			count++;
		} else {
			as->npatches--;		/* nothing annotated: no patch */
			sl_free(&as->patches[k].files);
		}
		free(first);
		sl_free(&names);
		sb_free(&uses);
	}
	free(parent);
	sl_free(&files);
	return count;
}

/* ---- the series ----------------------------------------------------------------- */

/* One commit per planned patch, then git format-patch into @outdir. 0 or -1. */
static int commit_series(struct aseries *as, const char *ident, const char *outdir)
{
	struct series_writer w;
	int ret = 0;

	if (series_begin(&w, as->wt, ident ? ident : "rcucheck <rcucheck@localhost>"))
		return -1;
	for (size_t k = 0; k < as->npatches && !ret; k++) {
		struct apatch *p = &as->patches[k];
		struct strlist texts = STRLIST_INIT;
		char *msg = series_message(p->subject, p->body, NULL, ident);

		for (size_t i = 0; i < p->files.n; i++)
			sl_push_owned(&texts, text_after(as, p->files.v[i], k));
		ret = series_commit(&w, &p->files, &texts, msg, p->subject);
		sl_free(&texts);
		free(msg);
	}
	if (!ret && w.n)
		ret = series_format(&w, outdir, false);
	series_end(&w);
	return ret;
}

int annotate_write(const struct rf_db *db, struct rcuptr_set *ptrs, const char *outdir,
		   const char *tree)
{
	struct aseries as = { 0 };
	struct ktree kt;
	char *wt, *outdir_abs, *ident;
	int contracts, count, ret;

	/* an OUTDIR that would clobber other files is refused before any slow step */
	if (series_prepare_outdir(outdir, "--annotate"))
		return -1;
	ktree_open(&kt, tree, NULL);
	wt = ktree_worktree(&kt, "annotate");
	outdir_abs = xrealpath(outdir, "--annotate");
	as.wt = wt;
	as.tree = tree;
	as.origin = tree ? kt.origin : NULL;
	contracts = plan_contracts(&as, db);
	count = contracts + plan_rcu(&as, ptrs);
	/* the author and the sign-off: the tree's git config, never made up */
	ident = fix_git_ident(tree ? tree : wt);
	if (!ident && count)
		note("no Signed-off-by: the tree's git config has no user.name/user.email");
	ret = commit_series(&as, ident, outdir_abs);
	if (!ret)
		fprintf(stderr, "link: %d annotation patch%s in %s (%d __must_hold(RCU), %d __rcu)\n",
			count, count == 1 ? "" : "es", outdir, contracts, count - contracts);
	aseries_free(&as);
	free(kt.name);
	free(kt.repo);
	free(kt.origin);
	free(ident);
	free(outdir_abs);
	free(wt);
	return ret;
}
