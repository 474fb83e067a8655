// SPDX-License-Identifier: GPL-2.0
#include "fix/region.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "index/cindex.h"
#include "fix/cocci.h"
#include "fix/parse.h"
#include "lib/proc.h"

/* ---- the files --------------------------------------------------------------- */

const char *fix_file_text(struct fix_ctx *cx, const char *path)
{
	for (size_t i = 0; i < cx->paths.n; i++)
		if (!strcmp(cx->paths.v[i], path))
			return cx->texts[i];
	char *full = path_join(cx->root, path);
	char *text = read_file(full, NULL);

	free(full);
	if (!text)
		return NULL;
	sl_push(&cx->paths, path);
	cx->texts = xrealloc(cx->texts, cx->paths.n * sizeof(*cx->texts));
	cx->texts[cx->paths.n - 1] = text;
	return text;
}

/* A file's tokens, and one function of it parsed. */
struct unit {
	const char *path;
	const char *text;
	struct csrc src;
	struct cfunction fn;
};

static int unit_open(struct fix_ctx *cx, struct unit *u, const char *path)
{
	memset(u, 0, sizeof(*u));
	u->path = path;
	u->text = fix_file_text(cx, path);
	if (!u->text)
		return -1;
	csrc_scan(&u->src, u->text, strlen(u->text));
	return 0;
}

static void unit_close(struct unit *u)
{
	cfunction_free(&u->fn);
	csrc_free(&u->src);
}

/* Files of the tree that may define @name: git grep, else a walk. */
static void candidate_files(struct fix_ctx *cx, const char *name, struct strlist *out)
{
	char *dotgit = path_join(cx->root, ".git");
	struct strbuf sb = STRBUF_INIT;

	if (access(dotgit, F_OK) == 0) {
		char *pat = str_printf("%s", syscall_base(name));
		char *const argv[] = { "git", "grep", "-l", "-w", "-F", "-e", pat, "--", "*.c", NULL };

		if (proc_capture(argv, cx->root, &sb) == 0)
			for (char *l = sb.buf, *nl; l && *l; l = nl ? nl + 1 : NULL) {
				nl = strchr(l, '\n');
				if (nl)
					*nl = '\0';
				if (*l)
					sl_push(out, l);
				if (!nl)
					break;
			}
		free(pat);
	} else {
		char *const argv[] = { "find", ".", "-maxdepth", "4", "-name", "*.c", NULL };

		if (proc_capture(argv, cx->root, &sb) == 0)
			for (char *l = sb.buf, *nl; l && *l; l = nl ? nl + 1 : NULL) {
				nl = strchr(l, '\n');
				if (nl)
					*nl = '\0';
				if (*l)
					sl_push(out, starts_with(l, "./") ? l + 2 : l);
				if (!nl)
					break;
			}
	}
	free(dotgit);
	sb_free(&sb);
}

/* Opens the definition of @name: in @prefer first, then in the tree. */
static int unit_find(struct fix_ctx *cx, struct unit *u, const char *name, const char *prefer)
{
	struct strlist files = STRLIST_INIT;

	if (prefer && unit_open(cx, u, prefer) == 0) {
		if (cfunction_find(&u->src, name, &u->fn) == 0)
			return 0;
		unit_close(u);
	}
	candidate_files(cx, name, &files);
	for (size_t i = 0; i < files.n; i++) {
		if (prefer && !strcmp(files.v[i], prefer))
			continue;
		/* the path must outlive the list */
		const char *p = NULL;

		if (!fix_file_text(cx, files.v[i]))
			continue;
		for (size_t k = 0; k < cx->paths.n; k++)
			if (!strcmp(cx->paths.v[k], files.v[i]))
				p = cx->paths.v[k];
		if (unit_open(cx, u, p))
			continue;
		if (cfunction_find(&u->src, name, &u->fn) == 0) {
			sl_free(&files);
			return 0;
		}
		unit_close(u);
	}
	sl_free(&files);
	return -1;
}

/* ---- small text helpers ------------------------------------------------------ */

static const char *tkn(const struct unit *u, size_t i)
{
	return u->text + u->src.t[i].off;
}

static size_t tlen(const struct unit *u, size_t i)
{
	return u->src.t[i].end - u->src.t[i].off;
}

/* The blanks that start the line holding byte @off. */
static char *indent_at(const char *text, size_t off)
{
	size_t b = off, e;

	while (b > 0 && text[b - 1] != '\n')
		b--;
	for (e = b; text[e] == ' ' || text[e] == '\t'; e++)
		;
	return xstrndup(text + b, e - b);
}

static char *strip_spaces(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	for (; s && *s; s++)
		if (!isspace((unsigned char)*s))
			sb_putc(&sb, *s);
	return sb_detach(&sb);
}

/* Is identifier token @i a name in its own right (not ->member, .member)? */
static bool is_value_ident(const struct unit *u, size_t i)
{
	return u->src.t[i].kind == CT_IDENT && !(i > 0 && (tok_is(&u->src, i - 1, "->") ||
							  tok_is(&u->src, i - 1, ".")));
}

/* ---- accessors --------------------------------------------------------------- */

static bool is_accessor_name(const char *s, size_t n)
{
	static const char *const names[] = {
		"__task_cred", "rcu_dereference", "srcu_dereference", "list_for_each_entry_rcu",
		"hlist_for_each_entry_rcu", "list_entry_rcu", "list_first_or_null_rcu",
		"list_first_entry_or_null_rcu", "list_next_or_null_rcu", "hlist_first_rcu",
		"hlist_next_rcu", "task_css", "task_css_set",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		size_t l = strlen(names[i]);

		/* rcu_dereference_bh, _sched, _check, _bh_check... too */
		if (n >= l && !memcmp(s, names[i], l) && (n == l || s[l] == '_'))
			return true;
	}
	return false;
}

static const char *flavor_of_accessor(const char *acc)
{
	if (strstr(acc, "_bh"))
		return "bh";
	if (strstr(acc, "_sched"))
		return "sched";
	if (starts_with(acc, "srcu_"))
		return "srcu";
	return "rcu";
}

const char *flavor_lock_name(const char *flavor)
{
	if (!strcmp(flavor, "bh"))
		return "rcu_read_lock_bh()";
	if (!strcmp(flavor, "sched"))
		return "rcu_read_lock_sched()";
	if (!strcmp(flavor, "srcu"))
		return "srcu_read_lock()";
	return "rcu_read_lock()";
}

const char *flavor_unlock_name(const char *flavor)
{
	if (!strcmp(flavor, "bh"))
		return "rcu_read_unlock_bh()";
	if (!strcmp(flavor, "sched"))
		return "rcu_read_unlock_sched()";
	if (!strcmp(flavor, "srcu"))
		return "srcu_read_unlock()";
	return "rcu_read_unlock()";
}

/* Token index of the accessor call @acc (normalized text, may be NULL) on @line of @fn. */
static size_t find_access(const struct unit *u, int line, const char *accessor, const char *acc)
{
	const struct cfunction *fn = &u->fn;
	size_t best = (size_t)-1;
	int bestd = 1 << 30;

	for (size_t i = fn->lbrace; i < fn->rbrace; i++) {
		if (u->src.t[i].kind != CT_IDENT || !tok_is(&u->src, i + 1, "("))
			continue;
		if (accessor ? !tok_is(&u->src, i, accessor) : !is_accessor_name(tkn(u, i), tlen(u, i)))
			continue;
		if (acc) {
			size_t close = tok_match(&u->src, i + 1);
			char *t = tok_text(&u->src, i, close), *n = strip_spaces(t);
			bool same = !strcmp(n, acc);

			free(t);
			free(n);
			if (!same)
				continue;
		}
		int d = abs(u->src.t[i].line - line);

		if (line <= 0 || d < bestd) {
			bestd = d;
			best = i;
		}
		if (line <= 0)
			break;
	}
	return best;
}

/* ---- resolving one finding ------------------------------------------------- */

static char *first_ident(const char *s)
{
	while (*s && !(isalpha((unsigned char)*s) || *s == '_'))
		s++;
	const char *e = s;

	while (*e && (isalnum((unsigned char)*e) || *e == '_'))
		e++;
	return e > s ? xstrndup(s, (size_t)(e - s)) : NULL;
}

/* The second argument of "srcu_dereference(p, ssp)". */
static char *srcu_arg(const struct unit *u, size_t acc)
{
	size_t close = tok_match(&u->src, acc + 1);
	int depth = 0;

	for (size_t k = acc + 2; k < close; k++) {
		if (tok_is(&u->src, k, "(") || tok_is(&u->src, k, "["))
			depth++;
		else if (tok_is(&u->src, k, ")") || tok_is(&u->src, k, "]"))
			depth--;
		else if (!depth && tok_is(&u->src, k, ","))
			return tok_text(&u->src, k + 1, close - 1);
	}
	return NULL;
}

static int resolve(struct fix_ctx *cx, const struct finding *f, size_t idx, struct fix_site *site)
{
	struct unit u;
	char *accessor = f->access ? first_ident(f->access) : NULL;
	char *acc = f->access ? strip_spaces(f->access) : NULL;
	size_t tok = (size_t)-1;
	int ret = 0;

	memset(site, 0, sizeof(*site));
	site->finding = idx;
	site->file = str_dup(f->file);
	site->line = f->line;
	if (unit_open(cx, &u, f->file)) {
		ret = error("%s:%d: finding for a file that is not in the tree %s", f->file, f->line,
			    cx->root);
		goto out;
	}
	/* At its line first (the function named may be an inlined caller's). */
	if (cfunction_at_line(&u.src, f->line, &u.fn) == 0) {
		tok = find_access(&u, f->line, accessor, acc);
		if (tok != (size_t)-1 && u.src.t[tok].line != f->line) {
			/* the line must hold it; the statement's first line will do */
			int s = stmt_at(&u.fn, tok);

			if (f->line < u.src.t[u.fn.s[s].first].line || f->line > u.src.t[u.fn.s[s].last].line)
				tok = (size_t)-1;
		}
		if (tok == (size_t)-1)
			cfunction_free(&u.fn);
	}
	if (tok == (size_t)-1 && f->function && cfunction_find(&u.src, f->function, &u.fn) == 0) {
		tok = find_access(&u, f->line, accessor, acc);
		if (tok == (size_t)-1)
			cfunction_free(&u.fn);
	}
	if (tok == (size_t)-1) {
		ret = error("%s:%d: stale finding: %s%s%s is not there%s%s (the tree changed since the audit? run it again)",
			    f->file, f->line, f->access ? f->access : "no RCU accessor",
			    f->access ? "" : " found", "",
			    f->function ? " nor in " : "", f->function ? f->function : "");
		goto out;
	}
	site->line = u.src.t[tok].line;
	if (site->line != f->line) {
		site->old_line = f->line;
		sl_push_owned(&cx->notes, str_printf("%s:%d: %s re-located to line %d",
						   f->file, f->line, f->access ? f->access : "access",
						   site->line));
	}
	site->access_fn = str_dup(u.fn.name);
	site->accessor = tok_str(&u.src, tok);
	site->access = tok_text(&u.src, tok, tok_match(&u.src, tok + 1));
	site->flavor = f->flavor && *f->flavor ? (!strcmp(f->flavor, "bh") ? "bh" :
		       !strcmp(f->flavor, "sched") ? "sched" : !strcmp(f->flavor, "srcu") ?
		       "srcu" : "rcu") : flavor_of_accessor(site->accessor);
	if (!strcmp(site->flavor, "srcu"))
		site->srcu = srcu_arg(&u, tok);
	for (size_t i = 0; i < f->held.n; i++)
		sl_push(&site->held, f->held.v[i]);
	/*
	 * The chain, from the access's function outwards, as tree names:
	 * "setpriority() (kernel/sys.c:238, holding tasklist_lock)" from the
	 * audit, "__x64_sys_setpriority" from a backtrace.
	 */
	struct strlist names = STRLIST_INIT, files = STRLIST_INIT;

	for (size_t i = 0; i < f->chain.n; i++) {
		const char *c = f->chain.v[i], *paren = strstr(c, " (");
		char *n = first_ident(c);

		if (!n)
			continue;
		sl_push(&names, syscall_base(n));
		free(n);
		if (paren && strchr(paren, ':'))
			sl_push_owned(&files, xstrndup(paren + 2, strcspn(paren + 2, ":,)")));
		else
			sl_push(&files, "");
	}
	bool past = true;

	for (size_t i = 0; i < names.n; i++)
		if (!strcmp(names.v[i], site->access_fn))
			past = false;
	for (size_t i = 0, seen = past; i < names.n; i++) {
		if (!seen) {
			seen = !strcmp(names.v[i], site->access_fn);
			continue;
		}
		if (!strcmp(names.v[i], site->access_fn))
			continue;
		sl_push(&site->chain, names.v[i]);
		sl_push(&site->chain_files, files.v[i]);
	}
	sl_free(&names);
	sl_free(&files);
	unit_close(&u);
out:
	free(accessor);
	free(acc);
	return ret;
}

/* ---- facts about a function ---------------------------------------------- */

/* Its caller-holds-the-RCU-read-lock contract, from the call index's scanner. */
static char *contract_of(const struct unit *u)
{
	struct cfile cf;
	char *why = NULL;

	memset(&cf, 0, sizeof(cf));
	cindex_scan(u->text, strlen(u->text), &cf);
	for (size_t i = 0; i < cf.nfuncs; i++)
		if (!strcmp(cf.funcs[i].name, u->fn.name) && cf.funcs[i].contract != CONTRACT_NONE) {
			why = str_dup(cf.funcs[i].contract_text ? cf.funcs[i].contract_text : "");
			break;
		}
	cfile_free(&cf);
	return why;
}

/* Call tokens of @callee inside @u's function. */
static size_t calls_of(const struct unit *u, const char *callee, size_t *out, size_t max)
{
	size_t n = 0;

	for (size_t i = u->fn.lbrace; i < u->fn.rbrace && n < max; i++)
		if (tok_is(&u->src, i, callee) && tok_is(&u->src, i + 1, "(") && is_value_ident(u, i))
			out[n++] = i;
	return n;
}

/* ---- locks ------------------------------------------------------------------- */

struct lockstmt {
	int stmt;
	char *name;	/* "read_lock" */
	char *arg;	/* "&tasklist_lock", "" for local_irq_disable() */
	bool sleeps;
};

/* Is statement @s of @u "LOCKFN(arg...);"? Fills @ls. */
static bool is_lock_stmt(const struct unit *u, int s, bool unlock, struct lockstmt *ls)
{
	const struct stmt *st = &u->fn.s[s];

	/* "out_unlock:\n\tread_unlock(&l);": the labelled statement */
	while ((st->kind == ST_LABEL || st->kind == ST_CASE) && st->nkids) {
		s = st->kids[0];
		st = &u->fn.s[s];
	}
	size_t f = st->first;

	if (st->kind != ST_EXPR || u->src.t[f].kind != CT_IDENT || !tok_is(&u->src, f + 1, "("))
		return false;
	size_t close = tok_match(&u->src, f + 1);

	if (close + 1 != st->last || !tok_is(&u->src, st->last, ";"))
		return false;
	char *name = tok_str(&u->src, f);
	static const char *const locks[] = {
		"spin_lock", "raw_spin_lock", "read_lock", "write_lock", "mutex_lock",
		"down_read", "down_write", "local_irq_disable", "local_irq_save",
		"preempt_disable", "local_bh_disable", "rtnl_lock",
	};
	static const char *const unlocks[] = {
		"spin_unlock", "raw_spin_unlock", "read_unlock", "write_unlock", "mutex_unlock",
		"up_read", "up_write", "local_irq_enable", "local_irq_restore",
		"preempt_enable", "local_bh_enable", "rtnl_unlock",
	};
	const char *const *tab = unlock ? unlocks : locks;
	bool hit = false;

	for (size_t i = 0; i < sizeof(locks) / sizeof(locks[0]); i++)
		if (starts_with(name, tab[i]))
			hit = true;
	if (!hit || strstr(name, "_nested_") || (strstr(name, "trylock"))) {
		free(name);
		return false;
	}
	/* the first argument names the lock */
	size_t e = f + 2;
	int depth = 0;

	for (; e < close; e++) {
		if (tok_is(&u->src, e, "(") || tok_is(&u->src, e, "["))
			depth++;
		else if (tok_is(&u->src, e, ")") || tok_is(&u->src, e, "]"))
			depth--;
		else if (!depth && tok_is(&u->src, e, ","))
			break;
	}
	ls->stmt = s;
	ls->name = name;
	ls->arg = e > f + 2 ? tok_text(&u->src, f + 2, e - 1) : str_dup("");
	ls->sleeps = starts_with(name, "mutex_") || starts_with(name, "down_") ||
		     starts_with(name, "up_") || starts_with(name, "rtnl_");
	return true;
}

static void lockstmt_free(struct lockstmt *ls)
{
	free(ls->name);
	free(ls->arg);
}

/* Does @unl release what @lk took? */
static bool lock_pairs(const struct lockstmt *lk, const struct lockstmt *unl)
{
	static const char *const pairs[][2] = {
		{ "spin_lock_irqsave", "spin_unlock_irqrestore" },
		{ "raw_spin_lock_irqsave", "raw_spin_unlock_irqrestore" },
		{ "read_lock_irqsave", "read_unlock_irqrestore" },
		{ "write_lock_irqsave", "write_unlock_irqrestore" },
		{ "local_irq_save", "local_irq_restore" },
		{ "local_irq_disable", "local_irq_enable" },
		{ "preempt_disable", "preempt_enable" },
		{ "local_bh_disable", "local_bh_enable" },
		{ "down_read", "up_read" }, { "down_write", "up_write" },
	};

	if (strcmp(lk->arg, unl->arg))
		return false;
	for (size_t i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		if (!strcmp(lk->name, pairs[i][0]))
			return !strcmp(unl->name, pairs[i][1]) ||
			       (starts_with(lk->name, "preempt") && starts_with(unl->name, "preempt_enable"));
	/* spin_lock_bh -> spin_unlock_bh: "lock" becomes "unlock" */
	char *want = str_dup(lk->name), *p = strstr(want, "lock");
	struct strbuf sb = STRBUF_INIT;

	if (p) {
		sb_add(&sb, want, (size_t)(p - want));
		sb_puts(&sb, "un");
		sb_puts(&sb, p);
	}
	bool ok = sb.buf && !strcmp(sb.buf, unl->name);

	sb_free(&sb);
	free(want);
	return ok;
}

/* "&t->sighand->siglock" and "&sighand->siglock" are the same lock to us. */
static bool held_names_lock(const struct strlist *held, const char *arg)
{
	const char *a = strrchr(arg, '>'), *d = strrchr(arg, '.');

	a = a ? a + 1 : d ? d + 1 : arg;
	while (*a == '&' || *a == '*')
		a++;
	for (size_t i = 0; i < held->n; i++) {
		const char *h = held->v[i], *ha = strrchr(h, '>'), *hd = strrchr(h, '.');
		char *hn;

		h = ha ? ha + 1 : hd ? hd + 1 : h;
		while (*h == '&' || *h == '*')
			h++;
		hn = xstrndup(h, strcspn(h, "/ "));
		bool same = !strcmp(hn, a);

		free(hn);
		if (same)
			return true;
	}
	return false;
}

/* ---- the region -------------------------------------------------------------- */

struct region {
	int blk;		/* the block */
	int i, j;		/* kids[i..j] */
	int lock_i;		/* NEST: the lock statement's index (== i) */
	struct lockstmt lk;
	bool nest;
	int end_label;		/* unlock after this label statement instead of after j */
	bool new_label;		/* ...by a new label in front of it */
};

static bool in_region(const struct unit *u, const struct region *r, size_t tok)
{
	const struct stmt *b = &u->fn.s[r->blk];

	return u->fn.s[b->kids[r->i]].first <= tok && tok <= u->fn.s[b->kids[r->j]].last;
}

/* The statement @s's ancestor that is a direct kid of block @blk, or -1. */
static int unit_in(const struct unit *u, int blk, int s)
{
	for (; s >= 0; s = u->fn.s[s].parent)
		if (u->fn.s[s].parent == blk)
			return s;
	return -1;
}

/* Innermost block holding all of @stmts, as kids. */
static int common_block(const struct unit *u, const int *stmts, size_t n)
{
	int blk = u->fn.s[stmts[0]].parent;

	for (;;) {
		while (blk > 0 && u->fn.s[blk].kind != ST_BLOCK)
			blk = u->fn.s[blk].parent;
		bool all = true;

		for (size_t k = 0; k < n && all; k++)
			if (!stmt_contains(&u->fn, blk, stmts[k]) || stmts[k] == blk)
				all = false;
		if (all || blk <= 0)
			return blk < 0 ? 0 : blk;
		blk = u->fn.s[blk].parent;
	}
}

static bool is_decl(const struct unit *u, int s)
{
	static const char *const types[] = {
		"struct", "union", "enum", "const", "volatile", "static", "unsigned", "signed",
		"int", "long", "short", "char", "bool", "void", "float", "double", "u8", "u16",
		"u32", "u64", "s8", "s16", "s32", "s64", "register",
	};
	const struct stmt *st = &u->fn.s[s];
	size_t f = st->first;

	if (st->kind != ST_EXPR || u->src.t[f].kind != CT_IDENT)
		return false;
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (tok_is(&u->src, f, types[i]))
			return true;
	if (tlen(u, f) > 2 && !memcmp(tkn(u, f) + tlen(u, f) - 2, "_t", 2))
		return u->src.t[f + 1].kind == CT_IDENT || tok_is(&u->src, f + 1, "*");
	/* "foo_type name;" or "foo_type *name = ..." */
	return (u->src.t[f + 1].kind == CT_IDENT && f + 2 <= st->last &&
		(tok_is(&u->src, f + 2, ";") || tok_is(&u->src, f + 2, "=") ||
		 tok_is(&u->src, f + 2, ",") || tok_is(&u->src, f + 2, "["))) ||
	       (tok_is(&u->src, f + 1, "*") && u->src.t[f + 2].kind == CT_IDENT &&
		(tok_is(&u->src, f + 3, ";") || tok_is(&u->src, f + 3, "=") || tok_is(&u->src, f + 3, ",")));
}

/* Pointer variables of the function: "*name" in its parameters and declarations. */
static void pointer_vars(const struct unit *u, struct strlist *out)
{
	for (size_t i = u->fn.head; i + 2 < u->fn.rbrace; i++) {
		if (!tok_is(&u->src, i + 1, "*") || u->src.t[i + 2].kind != CT_IDENT)
			continue;
		if (!(u->src.t[i].kind == CT_IDENT || tok_is(&u->src, i, "*") || tok_is(&u->src, i, ",")))
			continue;
		if (tok_is(&u->src, i + 3, "=") || tok_is(&u->src, i + 3, ",") ||
		    tok_is(&u->src, i + 3, ";") || tok_is(&u->src, i + 3, ")") ||
		    tok_is(&u->src, i + 3, "[")) {
			char *n = tok_str(&u->src, i + 2);

			if (!sl_contains(out, n))
				sl_push(out, n);
			free(n);
		}
	}
}

/* Does a call in tokens [a, b] take its own reference (or copy)? Its name. */
static char *pin_call(const struct unit *u, size_t a, size_t b, const struct strlist *taint)
{
	for (size_t i = a; i <= b; i++) {
		if (u->src.t[i].kind != CT_IDENT || !tok_is(&u->src, i + 1, "("))
			continue;
		char *n = tok_str(&u->src, i);
		bool pin = starts_with(n, "get_") || ends_with(n, "_get") || strstr(n, "_get_") ||
			   strstr(n, "tryget") || starts_with(n, "refcount_inc") ||
			   starts_with(n, "kref_get") || !strcmp(n, "atomic_inc_not_zero") ||
			   starts_with(n, "kstrdup") || !strcmp(n, "memcpy") || !strcmp(n, "strscpy");

		if (pin) {
			size_t close = tok_match(&u->src, i + 1);

			for (size_t k = i + 2; k < close; k++) {
				char *v = is_value_ident(u, k) ? tok_str(&u->src, k) : NULL;
				bool hit = v && (!taint || sl_contains(taint, v));

				free(v);
				if (hit)
					return n;
			}
			/* the access itself inside the call: get_uid(__task_cred(t)->user) */
			if (!taint)
				return n;
		}
		free(n);
	}
	return NULL;
}

/* Uses of tainted names in tokens [a, b]. */
static bool uses_taint(const struct unit *u, size_t a, size_t b, const struct strlist *taint)
{
	for (size_t k = a; k <= b; k++) {
		if (!is_value_ident(u, k) || tok_is(&u->src, k + 1, "("))
			continue;
		char *v = tok_str(&u->src, k);
		bool hit = sl_contains(taint, v);

		free(v);
		if (hit)
			return true;
	}
	return false;
}

/* "name = ..." or "type *name = ..." at depth 0 before token @tok: name's token. */
static size_t assigned_var(const struct unit *u, int s, size_t tok)
{
	const struct stmt *st = &u->fn.s[s];
	size_t eq = (size_t)-1;
	int depth = 0;

	for (size_t k = st->first; k < tok; k++) {
		if (tok_is(&u->src, k, "(") || tok_is(&u->src, k, "[") || tok_is(&u->src, k, "{"))
			depth++;
		else if (tok_is(&u->src, k, ")") || tok_is(&u->src, k, "]") || tok_is(&u->src, k, "}"))
			depth--;
		else if (!depth && tok_is(&u->src, k, "="))
			eq = k;
		else if (!depth && tok_is(&u->src, k, ","))
			eq = (size_t)-1;
	}
	if (eq == (size_t)-1 || eq == 0 || u->src.t[eq - 1].kind != CT_IDENT)
		return (size_t)-1;
	return eq - 1;
}

/* Lookups whose result is only valid inside the read-side critical section. */
static bool is_rcu_lookup(const char *n)
{
	static const char *const names[] = {
		"find_task_by_vpid", "find_task_by_pid_ns", "pid_task", "find_vpid",
		"find_pid_ns", "idr_find", "xa_load", "radix_tree_lookup",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(n, names[i]))
			return true;
	return is_accessor_name(n, strlen(n));
}

/* Does statement @s (at any depth) assign @var from an RCU lookup? */
static bool assigns_from_lookup(const struct unit *u, int s, const char *var)
{
	const struct stmt *st = &u->fn.s[s];

	for (size_t i = st->first; i + 2 <= st->last; i++) {
		if (!tok_is(&u->src, i, var) || !is_value_ident(u, i) || !tok_is(&u->src, i + 1, "="))
			continue;
		for (size_t k = i + 2; k <= st->last && !tok_is(&u->src, k, ";"); k++) {
			if (u->src.t[k].kind != CT_IDENT || !tok_is(&u->src, k + 1, "("))
				continue;
			char *n = tok_str(&u->src, k);
			bool hit = is_rcu_lookup(n);

			free(n);
			if (hit)
				return true;
		}
	}
	return false;
}

/* ---- edits ------------------------------------------------------------------- */

struct planner {
	struct fix_ctx *cx;
	struct unit *u;
	struct fix_plan *pl;
	int seq;
	char *lock_text, *unlock_text;	/* "rcu_read_lock();" */
	struct strlist chain_funcs;	/* helpers on the way: fine in a converted section */
};

static void edit(struct planner *p, size_t off, size_t end, char *text)
{
	struct fix_plan *pl = p->pl;

	pl->edits = xrealloc(pl->edits, (pl->nedits + 1) * sizeof(*pl->edits));
	pl->edits[pl->nedits++] = (struct fix_edit){ off, end, text, p->seq++ };
}

static void human(struct planner *p, char *why)
{
	if (!p->pl->human)
		p->pl->human = why;
	else
		free(why);
}

static size_t toff(const struct planner *p, size_t tok)
{
	return p->u->src.t[tok].off;
}

static size_t tend(const struct planner *p, size_t tok)
{
	return p->u->src.t[tok].end;
}

/* Where "after token @tok" text goes: the end of its line when only blanks or a comment follow. */
static size_t after_tok(const struct planner *p, size_t tok)
{
	const char *t = p->u->text;
	size_t e = tend(p, tok), k = e;

	while (t[k] == ' ' || t[k] == '\t')
		k++;
	if (t[k] == '\n' || !t[k])
		return e;
	if (t[k] == '/' && (t[k + 1] == '*' || t[k + 1] == '/')) {
		const char *nl = strchr(t + k, '\n');
		const char *close = strstr(t + k, "*/");

		if (t[k + 1] == '/' || (close && nl && close < nl && strspn(close + 2, " \t") == (size_t)(nl - close - 2)))
			return nl ? (size_t)(nl - t) : strlen(t);
	}
	return e;
}

/* "UNLOCK;" before jump statement @s, with braces when it is an arm or a loop body. */
static void unlock_before(struct planner *p, int s)
{
	const struct cfunction *fn = &p->u->fn;
	const struct stmt *st = &fn->s[s];
	const struct stmt *par = &fn->s[st->parent];
	char *ind = indent_at(p->u->text, toff(p, st->first));

	if (par->kind == ST_BLOCK || par->kind == ST_CASE || par->kind == ST_LABEL) {
		edit(p, toff(p, st->first), toff(p, st->first),
		     str_printf("%s\n%s", p->unlock_text, ind));
		free(ind);
		return;
	}
	if (par->kind != ST_IF && par->kind != ST_LOOP) {
		human(p, str_printf("the %s at line %d leaves the region from a statement rcucheck cannot brace",
				   tok_is(&p->u->src, st->first, "return") ? "return" : "jump",
				   p->u->src.t[st->first].line));
		free(ind);
		return;
	}
	/* "if (c)\n\t\treturn x;" -> "if (c) {\n\t\tUNLOCK;\n\t\treturn x;\n\t}" */
	char *outer = indent_at(p->u->text, toff(p, par->first));
	char *inner = str_printf("%s\t", outer);
	bool is_then = par->kind == ST_IF && par->kids[0] == s;
	bool is_else = par->kind == ST_IF && par->nkids > 1 && par->kids[1] == s;
	size_t hdr = is_else ? par->else_tok : par->head_end;

	edit(p, tend(p, hdr), toff(p, st->first),
	     str_printf(" {\n%s%s\n%s", inner, p->unlock_text, inner));
	if (is_then && par->nkids > 1) {
		/* "} else": and the else arm braced too, unless it is an if or a block */
		const struct stmt *el = &fn->s[par->kids[1]];

		edit(p, tend(p, st->last), toff(p, par->else_tok), str_printf("\n%s} ", outer));
		if (el->kind != ST_BLOCK && el->kind != ST_IF) {
			edit(p, tend(p, par->else_tok), toff(p, el->first), str_printf(" {\n%s", inner));
			edit(p, tend(p, el->last), tend(p, el->last), str_printf("\n%s}", outer));
		}
	} else {
		edit(p, tend(p, st->last), tend(p, st->last), str_printf("\n%s}", outer));
		if (is_else) {
			const struct stmt *th = &fn->s[par->kids[0]];

			if (th->kind != ST_BLOCK) {
				edit(p, tend(p, par->head_end), toff(p, th->first), str_printf(" {\n%s", inner));
				edit(p, tend(p, th->last), toff(p, par->else_tok), str_printf("\n%s} ", outer));
			} else {
				/* "}\n\telse" -> "} else" */
				edit(p, tend(p, th->last), toff(p, par->else_tok), str_dup(" "));
			}
		}
	}
	free(outer);
	free(inner);
	free(ind);
}

/* ---- comment correction ----------------------------------------------------- */

static bool claims_lock_is_rcu(const char *c, size_t n)
{
	char *low = xstrndup(c, n);
	bool lock, claim;

	for (char *q = low; *q; q++)
		*q = (char)tolower((unsigned char)*q);
	lock = strstr(low, "spinlock") || strstr(low, "spin lock") || strstr(low, "irqs") ||
	       strstr(low, "interrupts") || strstr(low, "irq disabled") || strstr(low, "preempt") ||
	       strstr(low, "tasklist_lock") || strstr(low, "siglock");
	claim = strstr(low, "by way of") || strstr(low, "equivalent") || strstr(low, "as good as") ||
		strstr(low, "implies") || strstr(low, "is enough") || strstr(low, "suffices") ||
		strstr(low, "acts as") || strstr(low, "counts as") || strstr(low, "same as");
	bool yes = lock && claim && strstr(low, "rcu");

	free(low);
	return yes;
}

/* The sentence that replaces the claim (the seed's third patch). */
static char *corrected_text(const struct fix_site *s, const struct unit *u)
{
	if (!strcmp(s->accessor, "__task_cred")) {
		const char *open = strchr(s->access, '('), *close = strrchr(s->access, ')');
		char *arg = open && close > open ? xstrndup(open + 1, (size_t)(close - open - 1)) : str_dup("the task");
		bool param = false;

		for (size_t k = u->fn.name_tok; k < u->fn.lbrace; k++)
			if (tok_is(&u->src, k, arg))
				param = true;
		char *r = str_printf("Protect access to %s%s credentials. This can go away when all callers hold rcu read lock.",
				    param ? "@" : "", arg);

		free(arg);
		return r;
	}
	return str_printf("Protect the pointer %s() loads with %s: holding a spinlock or disabling interrupts is not an RCU read-side critical section.",
			 s->accessor, flavor_lock_name(s->flavor));
}

/* @text wrapped at 72 columns (tabs of 8), as most kernel comments are, each line "@prefix"-led. */
static char *wrap(const char *prefix, const char *text)
{
	struct strbuf sb = STRBUF_INIT;
	size_t col = 0, plen = strlen(prefix) + 7 * (size_t)(strchr(prefix, '\t') != NULL);
	char *copy = str_dup(text), *save = NULL;

	for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		if (!col || col + 1 + strlen(w) > 72) {
			if (col)
				sb_putc(&sb, '\n');
			sb_puts(&sb, prefix);
			col = plen;
		} else {
			sb_putc(&sb, ' ');
			col++;
		}
		sb_puts(&sb, w);
		col += strlen(w);
	}
	free(copy);
	return sb_detach(&sb);
}

/* Replaces the paragraph of a comment in @u's function that claims a lock is as good as the reader. */
static void correct_comments(struct planner *p, const struct unit *u, const struct fix_site *s,
			     bool same_file_as_plan)
{
	if (!strcmp(s->flavor, "sched") || !same_file_as_plan)
		return;
	for (size_t i = 0; i < u->src.nc; i++) {
		const struct ccomment *c = &u->src.c[i];

		if (c->off < u->src.t[u->fn.lbrace].off || c->end > u->src.t[u->fn.rbrace].off)
			continue;
		if (!claims_lock_is_rcu(u->text + c->off, c->end - c->off))
			continue;
		/* paragraphs: lines of the comment between " *" blank lines */
		const char *t = u->text;
		size_t ls = c->off, para_s = (size_t)-1, para_e = 0;
		bool found = false;
		char *prefix = NULL;

		while (ls < c->end && !found) {
			size_t le = ls;

			while (le < c->end && t[le] != '\n')
				le++;
			/* the line without its blanks and '*' */
			size_t k = ls;

			while (k < le && (t[k] == ' ' || t[k] == '\t'))
				k++;
			bool opening = t[k] == '/' && t[k + 1] == '*';
			size_t body = opening ? k + 2 : (t[k] == '*' && t[k + 1] != '/' ? k + 1 : k);

			while (body < le && (t[body] == ' ' || t[body] == '\t'))
				body++;
			bool closing = body + 1 < c->end && t[body] == '*' && t[body + 1] == '/';
			bool empty = body >= le || closing;

			if (opening && !empty) {
				/* text on the opening line: the whole comment goes */
				break;
			}
			if (!empty && para_s == (size_t)-1) {
				para_s = ls;
				free(prefix);
				prefix = xstrndup(t + ls, body - ls);
			}
			if (!empty)
				para_e = le;
			if ((empty || le >= c->end) && para_s != (size_t)-1) {
				if (claims_lock_is_rcu(t + para_s, para_e - para_s))
					found = true;
				else
					para_s = (size_t)-1;
			}
			ls = le + 1;
		}
		char *text = corrected_text(s, u);

		if (found && prefix) {
			p->pl->comment = true;
			edit(p, para_s, para_e, wrap(prefix, text));
		} else {
			char *ind = indent_at(t, c->off);
			char *pre = str_printf("%s * ", ind);
			char *w = wrap(pre, text);

			p->pl->comment = true;
			edit(p, c->off, c->end, str_printf("/*\n%s\n%s */", w, ind));
			free(ind);
			free(pre);
			free(w);
		}
		free(text);
		free(prefix);
		return;
	}
}

/* ---- the converted lock ------------------------------------------------------ */

/*
 * Calls known to need no more than the RCU read lock. When every call in a
 * read_lock(&tasklist_lock) section is one of these (or a helper whose
 * accesses are the ones being fixed) and it writes only locals, the lock
 * served only as an RCU substitute and is converted (the seed's second
 * patch); otherwise it is kept and the reader nests around it.
 */
static const char *const rcu_enough[] = {
	/* lookups whose lockdep condition accepts rcu_read_lock() */
	"pid_task", "find_task_by_vpid", "find_task_by_pid_ns", "find_vpid", "find_pid_ns",
	"task_pid_vnr", "task_tgid_vnr", "pid_nr", "get_pid_task", "task_pgrp", "task_session",
	/* take the siglock and handle the exit race themselves under RCU */
	"lock_task_sighand", "unlock_task_sighand", "__send_signal_locked", "send_signal_locked",
	/* LSM permission hooks: read credentials under RCU */
	"security_task_kill",
	/* pure */
	"valid_signal", "uid_eq", "gid_eq", "same_thread_group", "thread_group_leader",
	"unlikely", "likely", "WARN_ON", "WARN_ON_ONCE",
};

static char *first_unsafe_call(struct planner *p, size_t a, size_t b)
{
	const struct unit *u = p->u;

	for (size_t i = a; i <= b; i++) {
		if (u->src.t[i].kind == CT_IDENT && tok_is(&u->src, i + 1, "(") && is_value_ident(u, i)) {
			char *n = tok_str(&u->src, i);
			static const char *const keywords[] = {
				"if", "while", "for", "switch", "return", "sizeof", "typeof",
				"__typeof__", "alignof", "_Alignof", "read_lock", "read_unlock",
			};
			bool ok = is_accessor_name(n, strlen(n)) || sl_contains(&p->chain_funcs, n);

			for (size_t k = 0; !ok && k < sizeof(keywords) / sizeof(keywords[0]); k++)
				ok = !strcmp(n, keywords[k]);

			for (size_t k = 0; !ok && k < sizeof(rcu_enough) / sizeof(rcu_enough[0]); k++)
				ok = !strcmp(n, rcu_enough[k]);
			if (!ok)
				return n;
			if (!sl_contains(&p->pl->section_calls, n) && strcmp(n, "if") &&
			    strcmp(n, "while") && strcmp(n, "for") && strcmp(n, "switch") &&
			    strcmp(n, "return") && strcmp(n, "sizeof") && !starts_with(n, "read_"))
				sl_push(&p->pl->section_calls, n);
			free(n);
			continue;
		}
		/* stores through pointers: the lock may protect them */
		if (tok_is(&u->src, i, "=") && i > 0 && !(u->src.t[i - 1].kind == CT_IDENT &&
			  !(i > 1 && (tok_is(&u->src, i - 2, "->") || tok_is(&u->src, i - 2, ".") ||
				      tok_is(&u->src, i - 2, "*")))))
			return str_printf("a store at line %d", u->src.t[i].line);
	}
	return NULL;
}

/* ---- planning one function ----------------------------------------------- */

static void set_texts(struct planner *p, const char *flavor, const char *ssp, const char *idx)
{
	if (!strcmp(flavor, "srcu")) {
		p->lock_text = str_printf("%s = srcu_read_lock(%s);", idx, ssp);
		p->unlock_text = str_printf("srcu_read_unlock(%s, %s);", ssp, idx);
		return;
	}
	char *l = str_dup(flavor_lock_name(flavor)), *ul = str_dup(flavor_unlock_name(flavor));

	p->lock_text = str_printf("%s;", l);
	p->unlock_text = str_printf("%s;", ul);
	free(l);
	free(ul);
}

/* Gotos to label @name: token indices. */
static size_t gotos_to(const struct unit *u, const char *name, size_t *out, size_t max)
{
	size_t n = 0;

	for (size_t i = u->fn.lbrace; i < u->fn.rbrace && n < max; i++)
		if (tok_is(&u->src, i, "goto") && tok_is(&u->src, i + 1, name))
			out[n++] = i;
	return n;
}

static int find_label(const struct unit *u, const char *name)
{
	for (size_t s = 0; s < u->fn.ns; s++)
		if (u->fn.s[s].kind == ST_LABEL && tok_is(&u->src, u->fn.s[s].first, name))
			return (int)s;
	return -1;
}

#define MAX_EXITS 256

/* Jump statements in [a, b] of the function that leave the region. */
static void escaping_exits(const struct unit *u, const struct region *r, int *out, size_t *n)
{
	const struct cfunction *fn = &u->fn;
	const struct stmt *b = &fn->s[r->blk];
	size_t a = fn->s[b->kids[r->i]].first, e = fn->s[b->kids[r->j]].last;

	*n = 0;
	for (size_t s = 0; s < fn->ns; s++) {
		const struct stmt *st = &fn->s[s];

		if (st->first < a || st->last > e)
			continue;
		bool leaves = false;

		if (st->kind == ST_RETURN) {
			leaves = true;
		} else if (st->kind == ST_BREAK || st->kind == ST_CONTINUE) {
			int q = st->parent;

			leaves = true;
			for (; q >= 0; q = fn->s[q].parent) {
				const struct stmt *qs = &fn->s[q];

				if (qs->kind == ST_LOOP || qs->kind == ST_DO ||
				    (qs->kind == ST_SWITCH && st->kind == ST_BREAK)) {
					leaves = !(qs->first >= a && qs->last <= e);
					break;
				}
			}
		} else if (st->kind == ST_GOTO) {
			char *l = tok_str(&u->src, st->first + 1);
			int ls = find_label(u, l);

			leaves = ls < 0 || !(fn->s[ls].first >= a && fn->s[ls].last <= e);
			free(l);
		}
		if (leaves && *n < MAX_EXITS)
			out[(*n)++] = (int)s;
	}
}

/* Grows the region over case labels it would cross; false when it cannot. */
static bool fit_labels(const struct unit *u, struct region *r)
{
	for (int guard = 0; guard < 16; guard++) {
		const struct stmt *b = &u->fn.s[r->blk];
		bool crosses = false;

		for (int k = r->i + 1; k <= r->j; k++)
			if (u->fn.s[b->kids[k]].kind == ST_CASE)
				crosses = true;
		if (!crosses)
			return true;
		/* the whole switch instead */
		int owner = u->fn.s[r->blk].parent;

		if (owner < 0)
			return false;
		while (u->fn.s[owner].parent >= 0 && u->fn.s[u->fn.s[owner].parent].kind != ST_BLOCK)
			owner = u->fn.s[owner].parent;
		if (u->fn.s[owner].parent < 0)
			return false;
		r->blk = u->fn.s[owner].parent;
		r->i = r->j = stmt_index(&u->fn, owner);
	}
	return false;
}

/* An enclosing lock section: prefer a lock named in @held, else the innermost non-sleeping one. */
static bool enclosing_lock(const struct unit *u, struct region *r, const struct strlist *held)
{
	struct region best = { 0 };
	bool have = false, have_held = false;
	int blk = r->blk, i = r->i, j = r->j;

	for (;;) {
		const struct stmt *b = &u->fn.s[blk];

		for (int a = i - 1; a >= 0; a--) {
			struct lockstmt lk;

			if (!is_lock_stmt(u, b->kids[a], false, &lk))
				continue;
			int e = -1;

			for (int k = j + 1; k < (int)b->nkids && e < 0; k++) {
				struct lockstmt ul;

				if (is_lock_stmt(u, b->kids[k], true, &ul)) {
					if (lock_pairs(&lk, &ul))
						e = k;
					lockstmt_free(&ul);
				}
			}
			bool named = held_names_lock(held, lk.arg);

			if (e < 0 || lk.sleeps || (have && (have_held || !named))) {
				lockstmt_free(&lk);
				continue;
			}
			if (have)
				lockstmt_free(&best.lk);
			best = (struct region){ .blk = blk, .i = a, .j = e, .lock_i = a, .lk = lk,
						.nest = true, .end_label = -1 };
			have = true;
			have_held = named;
		}
		int owner = u->fn.s[blk].parent;

		if (owner < 0)
			break;
		while (u->fn.s[owner].parent >= 0 && u->fn.s[u->fn.s[owner].parent].kind != ST_BLOCK)
			owner = u->fn.s[owner].parent;
		if (u->fn.s[owner].parent < 0)
			break;
		blk = u->fn.s[owner].parent;
		i = j = stmt_index(&u->fn, owner);
	}
	if (have)
		*r = best;
	return have;
}

/* Index of the first statement of @blk that is not a declaration. */
static int first_non_decl(const struct unit *u, int blk)
{
	const struct stmt *b = &u->fn.s[blk];
	int k = 0;

	while (k < (int)b->nkids && is_decl(u, b->kids[k]))
		k++;
	return k;
}

static char *fresh_name(const struct unit *u, const char *want, const char *alt)
{
	for (size_t i = u->fn.head; i < u->fn.rbrace; i++)
		if (tok_is(&u->src, i, want))
			return str_dup(alt);
	return str_dup(want);
}

/*
 * The region around @anchors (tokens) in @u's function, and its edits.
 * @access: the anchors are accessor calls (their results are followed);
 * otherwise they are calls of a helper.
 */
static void plan_function(struct planner *p, const size_t *anchors, size_t nanch,
			  const bool *is_access, const struct strlist *held, const char *srcu)
{
	struct unit *u = p->u;
	const struct cfunction *fn = &u->fn;
	int *stmts = xcalloc(nanch, sizeof(int));
	struct region r = { .end_label = -1 };
	struct strlist ptrs = STRLIST_INIT, taint = STRLIST_INIT;
	char *idx = NULL;

	for (size_t k = 0; k < nanch; k++)
		stmts[k] = stmt_at(fn, anchors[k]);
	r.blk = common_block(u, stmts, nanch);
	r.i = 1 << 30;
	r.j = -1;
	for (size_t k = 0; k < nanch; k++) {
		int un = unit_in(u, r.blk, stmts[k]);

		if (un < 0)
			continue;
		int x = stmt_index(fn, un);

		if (x < r.i)
			r.i = x;
		if (x > r.j)
			r.j = x;
	}
	if (r.j < 0) {
		human(p, str_dup("the access is in no statement rcucheck can find"));
		goto out;
	}

	/* Every use of what the accesses loaded, until a reference is taken. */
	pointer_vars(u, &ptrs);
	const struct stmt *blk = &fn->s[r.blk];
	int decl_split = -1;
	size_t split_var = 0;

	for (size_t k = 0; k < nanch; k++) {
		int s = stmts[k];

		while (fn->s[s].kind != ST_EXPR && fn->s[s].kind != ST_RETURN && fn->s[s].parent > 0 &&
		       fn->s[fn->s[s].parent].kind == ST_EXPR)
			s = fn->s[s].parent;
		if (fn->s[s].kind == ST_RETURN && is_access[k]) {
			human(p, str_printf("the value loaded at line %d is returned: the caller needs the read lock, or a reference must be taken",
					   u->src.t[anchors[k]].line));
			goto out;
		}
		if (fn->s[s].kind != ST_EXPR)
			continue;
		size_t v = assigned_var(u, s, anchors[k]);
		char *pinned = pin_call(u, fn->s[s].first, fn->s[s].last, NULL);

		if (pinned) {
			free(p->pl->pinned_by);
			p->pl->pinned_by = pinned;
			continue;
		}
		if (v == (size_t)-1)
			continue;
		char *name = tok_str(&u->src, v);

		if (sl_contains(&ptrs, name) && !sl_contains(&taint, name))
			sl_push(&taint, name);
		if (is_access[k] && is_decl(u, s) && fn->s[s].parent == r.blk) {
			decl_split = s;
			split_var = v;
		}
		free(name);
	}
	for (int x = r.i; x < (int)blk->nkids && taint.n; x++) {
		const struct stmt *st = &fn->s[blk->kids[x]];

		bool use = uses_taint(u, st->first, st->last, &taint);

		if (!use)
			continue;
		if (x > r.j)
			r.j = x;
		char *pin = pin_call(u, st->first, st->last, &taint);

		if (pin) {
			free(p->pl->pinned_by);
			p->pl->pinned_by = pin;
			sl_free(&taint);	/* the reference keeps it now */
			break;
		}
		if (st->kind == ST_EXPR) {
			size_t eq = assigned_var(u, blk->kids[x], st->last);

			if (eq != (size_t)-1) {
				char *n = tok_str(&u->src, eq);

				if (sl_contains(&ptrs, n) && !sl_contains(&taint, n))
					sl_push(&taint, n);
				free(n);
			}
		}
	}
	/*
	 * A helper's caller: the lookup that found the helper's argument is
	 * part of the read-side critical section too ("p = find_task_by_vpid(nr);
	 * if (p) ret = helper(p);"), as the seed's first patch noted for
	 * find_task_by_vpid().
	 */
	for (size_t k = 0; k < nanch; k++) {
		if (is_access[k])
			continue;
		size_t close = tok_match(&u->src, anchors[k] + 1);

		for (size_t a = anchors[k] + 2; a < close; a++) {
			if (!is_value_ident(u, a) || tok_is(&u->src, a + 1, "("))
				continue;
			char *var = tok_str(&u->src, a);

			if (sl_contains(&ptrs, var)) {
				for (int x = r.i - 1; x >= 0; x--) {
					if (assigns_from_lookup(u, blk->kids[x], var)) {
						r.i = x;
						break;
					}
				}
			}
			free(var);
		}
	}

	/* A declaration's initializer moves below the declarations. */
	if (decl_split >= 0) {
		int fnd = first_non_decl(u, r.blk);

		for (int x = stmt_index(fn, decl_split) + 1; x < fnd; x++) {
			const struct stmt *st = &fn->s[blk->kids[x]];
			char *n = tok_str(&u->src, split_var);
			struct strlist one = STRLIST_INIT;

			sl_push(&one, n);
			if (uses_taint(u, st->first, st->last, &one))
				human(p, str_printf("the declaration at line %d uses %s, loaded in a declaration above it",
						   u->src.t[st->first].line, n));
			sl_free(&one);
			free(n);
		}
		if (fnd >= (int)blk->nkids) {
			human(p, str_dup("nothing but declarations follow the access"));
			goto out;
		}
		if (r.j < fnd)
			r.j = fnd - 1 < r.i ? r.i : fnd - 1;
		r.i = fnd;
		if (r.j < r.i)
			r.j = r.i;
		p->pl->split_decl = true;
	}
	if (!fit_labels(u, &r)) {
		human(p, str_dup("the region crosses case labels of a switch rcucheck cannot enclose"));
		goto out;
	}
	if (enclosing_lock(u, &r, held)) {
		p->pl->lock = tok_text(&u->src, fn->s[fn->s[r.blk].kids[r.i]].first,
				       fn->s[fn->s[r.blk].kids[r.i]].last - 1);
		p->pl->lock_name = str_dup(r.lk.arg[0] == '&' ? r.lk.arg + 1 : r.lk.arg);
		p->pl->mode = FIX_NEST;
		if (!strcmp(r.lk.name, "read_lock") && !strcmp(r.lk.arg, "&tasklist_lock") &&
		    strcmp(p->pl->flavor, "srcu")) {
			const struct stmt *b = &fn->s[r.blk];
			char *why = first_unsafe_call(p, fn->s[b->kids[r.i]].first, fn->s[b->kids[r.j]].last);

			if (why)
				p->pl->kept_for = why;
			else
				p->pl->mode = FIX_CONVERT;
		}
	}

	if (!strcmp(p->pl->flavor, "srcu")) {
		idx = fresh_name(u, "idx", "srcu_idx");
		set_texts(p, "srcu", srcu ? srcu : "ssp", idx);
	} else {
		set_texts(p, p->pl->flavor, NULL, NULL);
	}

	/* Exits. */
	int exits[MAX_EXITS];
	size_t nex = 0;

	for (int guard = 0; guard < 16; guard++) {
		bool grown = false;

		escaping_exits(u, &r, exits, &nex);
		for (size_t k = 0; k < nex && !r.nest; k++) {
			const struct stmt *st = &fn->s[exits[k]];

			if (st->kind != ST_GOTO)
				continue;
			char *l = tok_str(&u->src, st->first + 1);
			int ls = find_label(u, l);

			free(l);
			if (ls < 0 || fn->s[ls].parent != r.blk)
				continue;
			int at = stmt_index(fn, ls);

			if (at <= r.j)
				continue;
			/* end the region at the label: the unlock goes there */
			r.j = at - 1;
			r.end_label = ls;
			grown = true;
		}
		if (!grown)
			break;
	}
	const struct stmt *b = &fn->s[r.blk];

	if (r.nest) {
		/* rcu_read_lock() outermost; an unlock after every release of the lock */
		const struct stmt *ls = &fn->s[b->kids[r.i]];
		char *ind = indent_at(u->text, toff(p, ls->first));

		if (p->pl->mode == FIX_CONVERT)
			edit(p, toff(p, ls->first), tend(p, ls->last), str_dup(p->lock_text));
		else
			edit(p, toff(p, ls->first), toff(p, ls->first),
			     str_printf("%s\n%s", p->lock_text, ind));
		free(ind);
		for (size_t s = 0; s < fn->ns; s++) {
			struct lockstmt ul;

			if (fn->s[s].kind != ST_EXPR || fn->s[s].first < ls->first ||
			    fn->s[s].last > fn->s[b->kids[r.j]].last ||
			    !is_lock_stmt(u, (int)s, true, &ul))
				continue;
			if (lock_pairs(&r.lk, &ul)) {
				const struct stmt *us = &fn->s[s];

				if (p->pl->mode == FIX_CONVERT) {
					edit(p, toff(p, us->first), tend(p, us->last), str_dup(p->unlock_text));
				} else {
					char *ui = indent_at(u->text, toff(p, us->first));

					edit(p, after_tok(p, us->last), after_tok(p, us->last),
					     str_printf("\n%s%s", ui, p->unlock_text));
					free(ui);
				}
			}
			lockstmt_free(&ul);
		}
		for (size_t k = 0; k < nex; k++) {
			const struct stmt *st = &fn->s[exits[k]];
			int x = stmt_index(fn, exits[k]);
			struct lockstmt ul;
			bool released = false;

			if (x > 0 && fn->s[st->parent].kind == ST_BLOCK &&
			    is_lock_stmt(u, fn->s[st->parent].kids[x - 1], true, &ul)) {
				released = lock_pairs(&r.lk, &ul);
				lockstmt_free(&ul);
			}
			if (!released)
				human(p, str_printf("the exit at line %d leaves the %s section without releasing it",
						   u->src.t[st->first].line, r.lk.arg));
			else
				p->pl->exits++;
		}
		goto out;
	}

	/* Local: the lock before the first statement (after a case label). */
	const struct stmt *first = &fn->s[b->kids[r.i]];
	size_t at = first->first;

	while (first->kind == ST_CASE && first->nkids) {
		first = &fn->s[first->kids[0]];
		at = first->first;
	}
	char *ind = indent_at(u->text, toff(p, at));

	if (decl_split >= 0) {
		/* "T *v = EXPR;" -> "T *v;", and "v = EXPR;" first in the region */
		size_t eq = split_var + 1, e = eq;
		int depth = 0;

		for (; e < fn->s[decl_split].last; e++) {
			if (tok_is(&u->src, e, "(") || tok_is(&u->src, e, "["))
				depth++;
			else if (tok_is(&u->src, e, ")") || tok_is(&u->src, e, "]"))
				depth--;
			else if (!depth && tok_is(&u->src, e, ","))
				break;
		}
		char *init = xstrndup(u->text + toff(p, eq + 1), toff(p, e - 1) - toff(p, eq + 1) +
				      (tend(p, e - 1) - toff(p, e - 1)));
		char *var = tok_str(&u->src, split_var);

		edit(p, tend(p, split_var), tend(p, e - 1), str_dup(""));
		edit(p, toff(p, at), toff(p, at), str_printf("%s\n%s%s = %s;\n%s", p->lock_text, ind,
							    var, init, ind));
		free(init);
		free(var);
	} else {
		edit(p, toff(p, at), toff(p, at), str_printf("%s\n%s", p->lock_text, ind));
	}
	for (size_t k = 0; k < nex; k++) {
		const struct stmt *st = &fn->s[exits[k]];

		if (st->kind == ST_RETURN && uses_taint(u, st->first, st->last, &taint)) {
			human(p, str_printf("the return at line %d uses what was loaded under the lock",
					   u->src.t[st->first].line));
			continue;
		}
		if (st->kind == ST_GOTO && r.end_label >= 0) {
			char *l = tok_str(&u->src, st->first + 1);
			bool to_end = tok_is(&u->src, fn->s[r.end_label].first, l);

			free(l);
			if (to_end)
				continue;
		}
		unlock_before(p, exits[k]);
		p->pl->exits++;
	}
	const struct stmt *last = &fn->s[b->kids[r.j]];

	if (r.end_label >= 0) {
		const struct stmt *lab = &fn->s[r.end_label];
		char *name = tok_str(&u->src, lab->first);
		size_t gt[64];
		size_t ng = gotos_to(u, name, gt, 64);
		bool outside = false;

		for (size_t k = 0; k < ng; k++)
			if (!in_region(u, &r, gt[k]))
				outside = true;
		if (outside) {
			/* a new label in front: "out_unlock:\n\tUNLOCK;\nout:" */
			char *nl = str_printf("%s_unlock", name);

			if (find_label(u, nl) >= 0) {
				free(nl);
				nl = str_printf("%s_rcu_unlock", name);
			}
			edit(p, toff(p, lab->first), toff(p, lab->first),
			     str_printf("%s:\n%s%s\n", nl, ind, p->unlock_text));
			for (size_t k = 0; k < ng; k++)
				if (in_region(u, &r, gt[k]))
					edit(p, toff(p, gt[k] + 1), tend(p, gt[k] + 1), str_dup(nl));
			p->pl->label = nl;
		} else {
			edit(p, tend(p, lab->head_end), tend(p, lab->head_end),
			     str_printf("\n%s%s", ind, p->unlock_text));
		}
		free(name);
	} else if (!(last->kind == ST_RETURN || last->kind == ST_GOTO || last->kind == ST_BREAK ||
		     last->kind == ST_CONTINUE)) {
		char *li = indent_at(u->text, toff(p, last->first));

		edit(p, after_tok(p, last->last), after_tok(p, last->last),
		     str_printf("\n%s%s", li, p->unlock_text));
		free(li);
	}
	free(ind);
	if (idx) {
		/* "int idx;" after the function's declarations */
		const struct stmt *body = &fn->s[0];
		int fnd = first_non_decl(u, 0);

		if (fnd > 0)
			edit(p, tend(p, fn->s[body->kids[fnd - 1]].last), tend(p, fn->s[body->kids[fnd - 1]].last),
			     str_printf("\n\tint %s;", idx));
		else
			edit(p, tend(p, fn->lbrace), tend(p, fn->lbrace), str_printf("\n\tint %s;\n", idx));
	}
out:
	if (r.nest)
		lockstmt_free(&r.lk);
	free(idx);
	free(stmts);
	sl_free(&ptrs);
	sl_free(&taint);
}

/* ---- where each finding is fixed ----------------------------------------- */

struct target {
	char *file, *function;
	size_t *anchors;	/* tokens in the target's file */
	bool *is_access;
	size_t nanch;
	struct strlist via, via_why;
};

/*
 * Walks from the access up the chain: past helpers whose contract says the
 * caller holds the read lock, and past static helpers to the caller that
 * takes the lock held instead of the reader around the call.
 */
static int choose_target(struct fix_ctx *cx, const struct fix_site *s, struct target *t)
{
	struct unit cur;
	size_t acc;

	memset(t, 0, sizeof(*t));
	if (unit_open(cx, &cur, s->file) || cfunction_find(&cur.src, s->access_fn, &cur.fn))
		return error("%s: cannot find %s() again", s->file, s->access_fn);
	acc = find_access(&cur, s->line, s->accessor, NULL);
	t->anchors = xmalloc(sizeof(size_t));
	t->is_access = xmalloc(sizeof(bool));
	t->anchors[0] = acc;
	t->is_access[0] = true;
	t->nanch = 1;
	for (size_t hop = 0; hop < s->chain.n; hop++) {
		char *contract = contract_of(&cur);
		const char *next = s->chain.v[hop];
		struct unit up;
		size_t calls[64], n;
		bool move = false;
		char *why = NULL;

		const char *hint = *s->chain_files.v[hop] ? s->chain_files.v[hop] : cur.path;

		if (unit_find(cx, &up, next, hint) && (hint == cur.path || unit_find(cx, &up, next, cur.path))) {
			free(contract);
			break;
		}
		n = calls_of(&up, cur.fn.name, calls, 64);
		if (!n) {
			unit_close(&up);
			free(contract);
			break;
		}
		if (contract) {
			move = true;
			why = str_printf("documents that \"%s\"", contract);
		} else if (cur.fn.is_static) {
			/* a static helper called with the lock taken instead of the reader */
			for (size_t k = 0; k < n && !move; k++) {
				int st = stmt_at(&up.fn, calls[k]);

				for (int q = st; q > 0 && !move; q = up.fn.s[q].parent) {
					int par = up.fn.s[q].parent;

					if (par < 0 || up.fn.s[par].kind != ST_BLOCK)
						continue;
					int x = stmt_index(&up.fn, q);

					for (int a = x - 1; a >= 0 && !move; a--) {
						struct lockstmt lk;

						if (!is_lock_stmt(&up, up.fn.s[par].kids[a], false, &lk))
							continue;
						if (held_names_lock(&s->held, lk.arg) && !lk.sleeps)
							move = true;
						lockstmt_free(&lk);
					}
				}
			}
			if (move)
				why = str_printf("is static, and only %s() takes the lock held instead", next);
		}
		free(contract);
		if (!move) {
			unit_close(&up);
			break;
		}
		sl_push(&t->via, cur.fn.name);
		sl_push_owned(&t->via_why, why);
		free(t->anchors);
		free(t->is_access);
		t->anchors = xmalloc(n * sizeof(size_t));
		t->is_access = xmalloc(n * sizeof(bool));
		for (size_t k = 0; k < n; k++) {
			t->anchors[k] = calls[k];
			t->is_access[k] = false;
		}
		t->nanch = n;
		unit_close(&cur);
		cur = up;
	}
	t->file = str_dup(cur.path);
	t->function = str_dup(cur.fn.name);
	unit_close(&cur);
	return 0;
}

static void target_free(struct target *t)
{
	free(t->file);
	free(t->function);
	free(t->anchors);
	free(t->is_access);
	sl_free(&t->via);
	sl_free(&t->via_why);
}

static void site_copy(struct fix_site *d, const struct fix_site *s)
{
	*d = *s;
	d->file = str_dup(s->file);
	d->access_fn = str_dup(s->access_fn);
	d->accessor = str_dup(s->accessor);
	d->access = str_dup(s->access);
	d->srcu = s->srcu ? str_dup(s->srcu) : NULL;
	memset(&d->held, 0, sizeof(d->held));
	memset(&d->chain, 0, sizeof(d->chain));
	for (size_t i = 0; i < s->held.n; i++)
		sl_push(&d->held, s->held.v[i]);
	memset(&d->chain_files, 0, sizeof(d->chain_files));
	for (size_t i = 0; i < s->chain.n; i++) {
		sl_push(&d->chain, s->chain.v[i]);
		sl_push(&d->chain_files, s->chain_files.v[i]);
	}
}

static void site_free(struct fix_site *s)
{
	free(s->file);
	free(s->access_fn);
	free(s->accessor);
	free(s->access);
	free(s->srcu);
	sl_free(&s->held);
	sl_free(&s->chain);
	sl_free(&s->chain_files);
}

static bool fixable_rule(const struct finding *f, char **why)
{
	const char *r = f->rule ? f->rule : "";

	if (strstr(r, "protected"))
		*why = str_dup("rcu_dereference_protected() with the wrong lock: the lock, not a reader, is missing");
	else if (strstr(r, "lifetime") || strstr(r, "after-unlock") || strstr(r, "access-pointer"))
		*why = str_dup("a pointer used after its read-side critical section: the section must grow, or a reference be taken");
	else if (strcmp(r, "rcu-suspicious") && !f->access && f->tool && !strcmp(f->tool, "lockdep"))
		*why = str_printf("%s is not an RCU access finding", r);
	else
		return true;
	return false;
}

int fix_plan_findings(struct fix_ctx *cx, const char *root, const struct finding_list *fl)
{
	struct fix_site *sites = xcalloc(fl->n ? fl->n : 1, sizeof(*sites));
	struct target *tg = xcalloc(fl->n ? fl->n : 1, sizeof(*tg));
	bool *ok = xcalloc(fl->n ? fl->n : 1, sizeof(bool));
	int ret = 0;

	cx->root = root;
	for (size_t i = 0; i < fl->n && !ret; i++) {
		const struct finding *f = &fl->v[i];
		char *why = NULL;

		if (!fixable_rule(f, &why)) {
			sl_push_owned(&cx->skipped, str_printf("%s:%d: %s (in %s): %s", f->file, f->line,
							     f->access ? f->access : f->rule,
							     f->function ? f->function : "?", why));
			free(why);
			continue;
		}
		if (resolve(cx, f, i, &sites[i]))
			ret = -1;
		else if (choose_target(cx, &sites[i], &tg[i]))
			ret = -1;
		else
			ok[i] = true;
	}
	/* One plan per target function; a site already in a plan (same access twice) once. */
	for (size_t i = 0; i < fl->n && !ret; i++) {
		if (!ok[i])
			continue;
		struct fix_plan *pl = NULL;

		for (size_t k = 0; k < cx->nplans; k++)
			if (!strcmp(cx->plans[k].file, tg[i].file) &&
			    !strcmp(cx->plans[k].function, tg[i].function))
				pl = &cx->plans[k];
		if (!pl) {
			cx->plans = xrealloc(cx->plans, (cx->nplans + 1) * sizeof(*cx->plans));
			pl = &cx->plans[cx->nplans++];
			memset(pl, 0, sizeof(*pl));
			pl->file = str_dup(tg[i].file);
			pl->function = str_dup(tg[i].function);
			pl->flavor = sites[i].flavor;
		}
		bool dup = false;

		for (size_t k = 0; k < pl->nsites; k++)
			if (!strcmp(pl->sites[k].file, sites[i].file) && pl->sites[k].line == sites[i].line)
				dup = true;
		if (dup)
			continue;
		if (strcmp(pl->flavor, sites[i].flavor) && !pl->human)
			pl->human = str_printf("accesses of two flavors (%s, %s) in one function", pl->flavor,
					      sites[i].flavor);
		pl->sites = xrealloc(pl->sites, (pl->nsites + 1) * sizeof(*pl->sites));
		site_copy(&pl->sites[pl->nsites++], &sites[i]);
		for (size_t k = 0; k < tg[i].via.n; k++)
			if (!sl_contains(&pl->via, tg[i].via.v[k])) {
				sl_push(&pl->via, tg[i].via.v[k]);
				sl_push(&pl->via_why, tg[i].via_why.v[k]);
			}
	}
	/* The region and edits of each plan, from all its anchors. */
	for (size_t k = 0; k < cx->nplans && !ret; k++) {
		struct fix_plan *pl = &cx->plans[k];
		struct unit u;
		struct planner p = { .cx = cx, .u = &u, .pl = pl };
		size_t *anch = NULL, nanch = 0;
		bool *isacc = NULL;
		struct strlist held = STRLIST_INIT;

		if (unit_open(cx, &u, pl->file) || cfunction_find(&u.src, pl->function, &u.fn)) {
			ret = error("%s: cannot parse %s()", pl->file, pl->function);
			break;
		}
		for (size_t i = 0; i < fl->n; i++) {
			if (!ok[i] || strcmp(tg[i].file, pl->file) || strcmp(tg[i].function, pl->function))
				continue;
			anch = xrealloc(anch, (nanch + tg[i].nanch) * sizeof(*anch));
			isacc = xrealloc(isacc, (nanch + tg[i].nanch) * sizeof(*isacc));
			for (size_t a = 0; a < tg[i].nanch; a++) {
				bool seen = false;

				for (size_t b = 0; b < nanch; b++)
					if (anch[b] == tg[i].anchors[a])
						seen = true;
				if (seen)
					continue;
				anch[nanch] = tg[i].anchors[a];
				isacc[nanch++] = tg[i].is_access[a];
			}
			for (size_t h = 0; h < sites[i].held.n; h++)
				if (!sl_contains(&held, sites[i].held.v[h]))
					sl_push(&held, sites[i].held.v[h]);
		}
		for (size_t v = 0; v < pl->via.n; v++)
			sl_push(&p.chain_funcs, pl->via.v[v]);
		if (!pl->human)
			plan_function(&p, anch, nanch, isacc, &held, pl->sites[0].srcu);
		/* misleading comments in the functions holding the accesses */
		for (size_t i = 0; i < pl->nsites && !pl->human; i++) {
			struct unit au;

			if (unit_open(cx, &au, pl->sites[i].file))
				continue;
			if (cfunction_find(&au.src, pl->sites[i].access_fn, &au.fn) == 0)
				correct_comments(&p, &au, &pl->sites[i], !strcmp(au.path, pl->file));
			unit_close(&au);
		}
		/* the rule in cocci/ makes the insertion for the shapes it knows */
		if (!pl->human)
			fix_cocci_apply(cx, pl);
		free(p.lock_text);
		free(p.unlock_text);
		sl_free(&p.chain_funcs);
		sl_free(&held);
		free(anch);
		free(isacc);
		unit_close(&u);
	}
	for (size_t i = 0; i < fl->n; i++) {
		if (ok[i] || sites[i].file)
			site_free(&sites[i]);
		if (ok[i])
			target_free(&tg[i]);
	}
	free(sites);
	free(tg);
	free(ok);
	return ret;
}

static int cmp_edit(const void *a, const void *b)
{
	const struct fix_edit *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? 1 : -1;	/* from the end */
	return x->seq < y->seq ? 1 : -1;
}

char *fix_apply(struct fix_ctx *cx, const char *path, size_t upto)
{
	const char *orig = fix_file_text(cx, path);
	struct fix_edit *all = NULL;
	size_t n = 0;
	int seq = 0;

	if (!orig)
		return NULL;
	for (size_t k = 0; k < upto && k < cx->nplans; k++) {
		const struct fix_plan *pl = &cx->plans[k];

		if (pl->human || strcmp(pl->file, path))
			continue;
		all = xrealloc(all, (n + pl->nedits + 1) * sizeof(*all));
		for (size_t e = 0; e < pl->nedits; e++) {
			all[n] = pl->edits[e];
			all[n++].seq = seq++;
		}
	}
	if (n)
		qsort(all, n, sizeof(*all), cmp_edit);
	struct strbuf sb = STRBUF_INIT;
	size_t len = strlen(orig);
	size_t pos = len;
	/* built backwards: pieces reversed at the end */
	struct strlist pieces = STRLIST_INIT;

	for (size_t e = 0; e < n; e++) {
		size_t end = all[e].end > pos ? pos : all[e].end;

		if (end < all[e].off)
			continue;	/* overlaps a later edit: dropped */
		sl_push_owned(&pieces, xstrndup(orig + end, pos - end));
		sl_push(&pieces, all[e].text);
		pos = all[e].off;
	}
	sl_push_owned(&pieces, xstrndup(orig, pos));
	for (size_t i = pieces.n; i-- > 0;)
		sb_puts(&sb, pieces.v[i]);
	sl_free(&pieces);
	free(all);
	return sb_detach(&sb);
}

void fix_ctx_free(struct fix_ctx *cx)
{
	for (size_t k = 0; k < cx->nplans; k++) {
		struct fix_plan *pl = &cx->plans[k];

		free(pl->file);
		free(pl->function);
		free(pl->lock);
		free(pl->lock_name);
		free(pl->kept_for);
		sl_free(&pl->section_calls);
		sl_free(&pl->via);
		sl_free(&pl->via_why);
		free(pl->pinned_by);
		free(pl->label);
		for (size_t i = 0; i < pl->nsites; i++)
			site_free(&pl->sites[i]);
		free(pl->sites);
		for (size_t e = 0; e < pl->nedits; e++)
			free(pl->edits[e].text);
		free(pl->edits);
		free(pl->human);
	}
	free(cx->plans);
	for (size_t i = 0; i < cx->paths.n; i++)
		free(cx->texts[i]);
	free(cx->texts);
	sl_free(&cx->paths);
	sl_free(&cx->notes);
	sl_free(&cx->skipped);
	memset(cx, 0, sizeof(*cx));
}
