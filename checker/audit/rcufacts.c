// SPDX-License-Identifier: GPL-2.0
/*
 * RCU facts: storage, the facts file, and the caller walk that turns
 * "this function needs the read lock on entry" into call chains.
 *
 * The facts file is line-oriented and tab-separated so that a build's
 * facts can be joined with nothing but this reader:
 *
 *   fn    NAME FILE LINE static|global SYSCALL EXPORTED
 *   need  FN WHERE FILE LINE COL FLAVORS FLAVOR UNCERTAIN ACCESS MESSAGE ALTS HELD
 *         INTRINSIC OBJ NODE EVERY DROPPED
 *   site  CALLER CALLEE FILE LINE STATIC PROT HELD_CANON HELD_NAMES ARGS EVERY
 *   upd   FN FILE LINE PRIM OBJ NODE EVERY
 *
 * OBJ and NODE are object keys (index/objkey.h), EVERY the lock keys held
 * on every path (the impact rule's, index/impact_rule.h); DROPPED: the
 * need's function ended a section of the flavor it needs earlier on the
 * path; files without them (the need's and site's first fields only)
 * still read.
 *
 * Lists are '|'-separated; "-" is an empty field.
 */
#include "audit/rcufacts.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "audit/chain.h"
#include "rcu/model.h"

#define FACTS_MAGIC "# rcucheck facts 1"

struct rf_function *rf_add_function(struct rf_db *db)
{
	ALLOC_GROW(db->fns, db->nfns, db->afns);
	memset(&db->fns[db->nfns], 0, sizeof(db->fns[0]));
	return &db->fns[db->nfns++];
}

struct rf_need *rf_add_need(struct rf_db *db)
{
	ALLOC_GROW(db->needs, db->nneeds, db->aneeds);
	memset(&db->needs[db->nneeds], 0, sizeof(db->needs[0]));
	return &db->needs[db->nneeds++];
}

struct rf_site *rf_add_site(struct rf_db *db)
{
	ALLOC_GROW(db->sites, db->nsites, db->asites);
	memset(&db->sites[db->nsites], 0, sizeof(db->sites[0]));
	return &db->sites[db->nsites++];
}

struct rf_update *rf_add_update(struct rf_db *db)
{
	ALLOC_GROW(db->upds, db->nupds, db->aupds);
	memset(&db->upds[db->nupds], 0, sizeof(db->upds[0]));
	return &db->upds[db->nupds++];
}

void rf_free(struct rf_db *db)
{
	for (size_t i = 0; i < db->nfns; i++) {
		free(db->fns[i].name);
		free(db->fns[i].file);
	}
	for (size_t i = 0; i < db->nneeds; i++) {
		struct rf_need *n = &db->needs[i];

		free(n->fn);
		free(n->where);
		free(n->file);
		free(n->flavor);
		free(n->access);
		free(n->message);
		sl_free(&n->alts);
		sl_free(&n->held);
		free(n->obj);
		free(n->node);
		sl_free(&n->every);
	}
	for (size_t i = 0; i < db->nsites; i++) {
		struct rf_site *s = &db->sites[i];

		free(s->caller);
		free(s->callee);
		free(s->file);
		sl_free(&s->held_canon);
		sl_free(&s->held_names);
		sl_free(&s->args);
		sl_free(&s->every);
	}
	for (size_t i = 0; i < db->nupds; i++) {
		struct rf_update *u = &db->upds[i];

		free(u->fn);
		free(u->file);
		free(u->prim);
		free(u->obj);
		free(u->node);
		sl_free(&u->every);
	}
	free(db->upds);
	free(db->fns);
	free(db->needs);
	free(db->sites);
	memset(db, 0, sizeof(*db));
}

/* ---- the file ------------------------------------------------------- */

/* Tabs and newlines would break the record: they become spaces. */
static void put_field(FILE *f, const char *s)
{
	fputc('\t', f);
	if (!s || !*s) {
		fputc('-', f);
		return;
	}
	for (; *s; s++)
		fputc(*s == '\t' || *s == '\n' || *s == '|' ? ' ' : *s, f);
}

static void put_list(FILE *f, const struct strlist *sl)
{
	fputc('\t', f);
	if (!sl->n) {
		fputc('-', f);
		return;
	}
	for (size_t i = 0; i < sl->n; i++) {
		if (i)
			fputc('|', f);
		for (const char *s = sl->v[i]; *s; s++)
			fputc(*s == '\t' || *s == '\n' || *s == '|' ? ' ' : *s, f);
		if (!*sl->v[i])
			fputc('.', f);
	}
}

int rf_write(const struct rf_db *db, const char *path)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return -1;
	fprintf(f, "%s\n", FACTS_MAGIC);
	for (size_t i = 0; i < db->nfns; i++) {
		const struct rf_function *fn = &db->fns[i];

		fputs("fn", f);
		put_field(f, fn->name);
		put_field(f, fn->file);
		fprintf(f, "\t%d\t%s\t%d\t%d\n", fn->line,
			fn->is_static ? "static" : "global", fn->syscall,
			fn->exported);
	}
	for (size_t i = 0; i < db->nneeds; i++) {
		const struct rf_need *n = &db->needs[i];

		fputs("need", f);
		put_field(f, n->fn);
		put_field(f, n->where);
		put_field(f, n->file);
		fprintf(f, "\t%d\t%d\t%u", n->line, n->col, n->flavors);
		put_field(f, n->flavor);
		fprintf(f, "\t%d", n->uncertain);
		put_field(f, n->access);
		put_field(f, n->message);
		put_list(f, &n->alts);
		put_list(f, &n->held);
		fprintf(f, "\t%d", n->intrinsic);
		put_field(f, n->obj);
		put_field(f, n->node);
		put_list(f, &n->every);
		fprintf(f, "\t%d\n", n->dropped);
	}
	for (size_t i = 0; i < db->nsites; i++) {
		const struct rf_site *s = &db->sites[i];

		fputs("site", f);
		put_field(f, s->caller);
		put_field(f, s->callee);
		put_field(f, s->file);
		fprintf(f, "\t%d\t%d\t%u", s->line, s->callee_static, s->prot);
		put_list(f, &s->held_canon);
		put_list(f, &s->held_names);
		put_list(f, &s->args);
		put_list(f, &s->every);
		fputc('\n', f);
	}
	for (size_t i = 0; i < db->nupds; i++) {
		const struct rf_update *u = &db->upds[i];

		fputs("upd", f);
		put_field(f, u->fn);
		put_field(f, u->file);
		fprintf(f, "\t%d", u->line);
		put_field(f, u->prim);
		put_field(f, u->obj);
		put_field(f, u->node);
		put_list(f, &u->every);
		fputc('\n', f);
	}
	int ret = fclose(f) ? -1 : write_file_atomic(path, buf, len);

	free(buf);
	return ret;
}

static char *field_dup(const char *s)
{
	return strcmp(s, "-") ? str_dup(s) : NULL;
}

static void list_parse(struct strlist *sl, const char *s)
{
	if (!strcmp(s, "-"))
		return;
	while (*s) {
		const char *bar = strchr(s, '|');
		size_t n = bar ? (size_t)(bar - s) : strlen(s);

		if (n == 1 && *s == '.')
			sl_push(sl, "");
		else
			sl_push_owned(sl, xstrndup(s, n));
		if (!bar)
			break;
		s = bar + 1;
	}
}

/* Splits @line in place at tabs; returns the number of fields. */
static int split_tabs(char *line, char **v, int max)
{
	int n = 0;

	while (n < max) {
		v[n++] = line;
		line = strchr(line, '\t');
		if (!line)
			break;
		*line++ = '\0';
	}
	return n;
}

int rf_read(struct rf_db *db, const char *path)
{
	size_t len;
	char *data = read_file(path, &len);
	char *v[20];

	if (!data)
		return -1;
	if (!starts_with(data, FACTS_MAGIC)) {
		free(data);
		errno = EINVAL;
		return -1;
	}
	for (char *line = data, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (*line == '#' || !*line)
			continue;
		int n = split_tabs(line, v, 20);

		if (!strcmp(v[0], "fn") && n == 7) {
			struct rf_function *fn = rf_add_function(db);

			fn->name = str_dup(v[1]);
			fn->file = str_dup(v[2]);
			fn->line = atoi(v[3]);
			fn->is_static = !strcmp(v[4], "static");
			fn->syscall = atoi(v[5]);
			fn->exported = atoi(v[6]);
		} else if (!strcmp(v[0], "need") && (n == 14 || n == 17 || n == 18)) {
			struct rf_need *nd = rf_add_need(db);

			nd->fn = str_dup(v[1]);
			nd->where = field_dup(v[2]);
			nd->file = str_dup(v[3]);
			nd->line = atoi(v[4]);
			nd->col = atoi(v[5]);
			nd->flavors = (unsigned)atoi(v[6]);
			nd->flavor = field_dup(v[7]);
			nd->uncertain = atoi(v[8]);
			nd->access = field_dup(v[9]);
			nd->message = field_dup(v[10]);
			list_parse(&nd->alts, v[11]);
			list_parse(&nd->held, v[12]);
			nd->intrinsic = atoi(v[13]);
			if (n >= 17) {
				nd->obj = field_dup(v[14]);
				nd->node = field_dup(v[15]);
				list_parse(&nd->every, v[16]);
			}
			if (n == 18)
				nd->dropped = atoi(v[17]);
		} else if (!strcmp(v[0], "site") && (n == 10 || n == 11)) {
			struct rf_site *s = rf_add_site(db);

			s->caller = str_dup(v[1]);
			s->callee = str_dup(v[2]);
			s->file = str_dup(v[3]);
			s->line = atoi(v[4]);
			s->callee_static = atoi(v[5]);
			s->prot = (unsigned)atoi(v[6]);
			list_parse(&s->held_canon, v[7]);
			list_parse(&s->held_names, v[8]);
			list_parse(&s->args, v[9]);
			if (n == 11)
				list_parse(&s->every, v[10]);
		} else if (!strcmp(v[0], "upd") && n == 8) {
			struct rf_update *u = rf_add_update(db);

			u->fn = str_dup(v[1]);
			u->file = str_dup(v[2]);
			u->line = atoi(v[3]);
			u->prim = str_dup(v[4]);
			u->obj = field_dup(v[5]);
			u->node = field_dup(v[6]);
			list_parse(&u->every, v[7]);
		}
	}
	free(data);
	return 0;
}

/* ---- the caller walk ------------------------------------------------ */

/*
 * "argN" in a callee's lock canon names its N-th parameter; at a call
 * site it becomes what the caller passed, so that
 * rcu_dereference_check(p, lockdep_is_held(&s->lock)) in a helper is
 * satisfied by a caller that holds that lock of the object it passes.
 */
static char *subst_args(const char *canon, const struct strlist *args)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s = canon;

	while (*s) {
		const char *a = strstr(s, "arg");

		if (!a) {
			sb_puts(&sb, s);
			break;
		}
		sb_add(&sb, s, (size_t)(a - s));
		char *end, *kend;
		long n = strtol(a + 3, &end, 10);
		bool boundary = a == canon || a[-1] == '(' || a[-1] == ':' ||
				a[-1] == ' ';

		if (end == a + 3 || !boundary || n < 0 || (size_t)n >= args->n ||
		    !*args->v[n] || *end != '+') {
			sb_puts(&sb, "arg");
			s = a + 3;
			continue;
		}
		/* "argN+K" with argument "B+O": "B+(O+K)", one offset */
		long long k = strtoll(end + 1, &kend, 10);
		const char *arg = args->v[n], *plus = strrchr(arg, '+');
		long long o = plus ? strtoll(plus + 1, NULL, 10) : 0;

		sb_add(&sb, arg, plus ? (size_t)(plus - arg) : strlen(arg));
		sb_printf(&sb, "+%lld", o + k);
		s = kend;
	}
	return sb_detach(&sb);
}

/* canon "BASE+OFF" split at its last '+'. */
static bool split_canon(const char *c, size_t *baselen, long long *off)
{
	const char *plus = strrchr(c, '+');

	if (!plus)
		return false;
	*baselen = (size_t)(plus - c);
	*off = strtoll(plus + 1, NULL, 10);
	return true;
}

/* Is lock @alt ("BASE+OFF") inside held lock @held ("BASE+OFF+SIZE")? */
static bool alt_matches(const char *alt, const char *held)
{
	const char *last = strrchr(held, '+');
	size_t bl, hbl;
	long long off, hoff, size;

	if (!last)
		return false;
	size = strtoll(last + 1, NULL, 10);
	char *hb = xstrndup(held, (size_t)(last - held));
	bool ok = split_canon(alt, &bl, &off) && split_canon(hb, &hbl, &hoff) &&
		  bl == hbl && !strncmp(alt, hb, bl) && off >= hoff &&
		  off < hoff + (size > 0 ? size : 1);

	free(hb);
	return ok;
}

static bool site_protects(const struct rf_site *s, unsigned flavors,
			  const struct strlist *alts)
{
	if (s->prot & flavors)
		return true;
	for (size_t i = 0; i < alts->n; i++)
		for (size_t j = 0; j < s->held_canon.n; j++)
			if (!strcmp(alts->v[i], RF_ANY_LOCK) ||
			    alt_matches(alts->v[i], s->held_canon.v[j]))
				return true;
	return false;
}

static const struct rf_function *find_fn(const struct rf_db *db,
					 const char *name, const char *file,
					 bool want_static)
{
	const struct rf_function *global = NULL;

	for (size_t i = 0; i < db->nfns; i++) {
		const struct rf_function *f = &db->fns[i];

		if (strcmp(f->name, name))
			continue;
		if (f->is_static) {
			if (file && !strcmp(f->file, file))
				return f;
		} else if (!want_static) {
			global = f;
		}
	}
	return global;
}

/* Does call site @s call function @f? */
static bool site_calls(const struct rf_site *s, const struct rf_function *f)
{
	if (strcmp(s->callee, f->name))
		return false;
	if (f->is_static)
		return s->callee_static && !strcmp(s->file, f->file);
	return !s->callee_static;
}

struct item {
	const struct rf_function *fn;
	struct strlist chain, held, alts;
};

static void item_free(struct item *it)
{
	sl_free(&it->chain);
	sl_free(&it->held);
	sl_free(&it->alts);
}

static void sl_copy(struct strlist *dst, const struct strlist *src)
{
	for (size_t i = 0; i < src->n; i++)
		sl_push(dst, src->v[i]);
}

static void sl_union(struct strlist *dst, const struct strlist *src)
{
	for (size_t i = 0; i < src->n; i++)
		if (!sl_contains(dst, src->v[i]))
			sl_push(dst, src->v[i]);
}

/* Does @held show a reader of @f? rcu's "rcu_read_lock" stands for its _bh and _sched kin too. */
static bool holds_reader(const struct strlist *held, enum rcu_flavor f)
{
	const char *prefix = rcu_model_reader(f);

	for (size_t i = 0; i < held->n; i++)
		if (starts_with(held->v[i], prefix))
			return true;
	return false;
}

/* The flavor @n names, rcu when it names none this version knows. */
static enum rcu_flavor need_flavor(const struct rf_need *n)
{
	enum rcu_flavor f;

	if (!n->flavor || !rcu_flavor_parse(n->flavor, &f) || f > RCU_FLAVOR_SRCU)
		return RCU_FLAVOR_RCU;
	return f;
}

static const char *rule_for(const struct rf_need *n, const struct strlist *held)
{
	if (n->flavor && need_flavor(n) == RCU_FLAVOR_SRCU)
		return holds_reader(held, RCU_FLAVOR_SRCU) ?
		       "rcu-srcu-mismatch" : "rcu-unprotected";
	if (!n->flavors)
		return "rcu-lock-not-held";
	if (holds_reader(held, RCU_FLAVOR_RCU) || holds_reader(held, RCU_FLAVOR_SRCU))
		return "rcu-wrong-flavor";
	return "rcu-unprotected";
}

/* What lockdep would want there, for the message. */
static char *reader_for(const struct rf_need *n)
{
	enum rcu_flavor f = need_flavor(n);

	if (!n->flavor)
		return str_dup("the lock its condition names");
	return str_printf("%s%s", rcu_model_reader_call(f),
			  f == RCU_FLAVOR_SCHED ? " or disabled preemption" :
			  f == RCU_FLAVOR_SRCU ? " of its srcu_struct" : "");
}

static void emit(const struct rf_need *n, const struct rf_site *call, const struct item *it,
		 const struct chain_root *root, const struct rf_report_opts *o,
		 struct finding_list *out)
{
	struct finding *f = finding_new(out);

	f->tool = str_dup(o->tool);
	f->rule = str_dup(rule_for(n, &it->held));
	f->severity = str_dup("warning");
	f->file = str_dup(call ? call->file : n->file);
	f->line = call ? call->line : n->line;
	f->col = call ? 0 : n->col;
	f->function = str_dup(call ? call->caller : n->where ? n->where : n->fn);
	/* the access read, at a call too: its object keys the impact (rfimpact.c) */
	f->access = n->access ? str_dup(n->access) : NULL;
	f->flavor = n->flavor ? str_dup(n->flavor) : NULL;
	sl_copy(&f->held, &it->held);
	chain_fill(f, &(struct chain){ .root = *root, .top = it->fn->name, .links = &it->chain },
		   &chain_style_link, NULL);
	struct strbuf sb = STRBUF_INIT;
	char *reader = reader_for(n);

	for (size_t i = 0; i < it->held.n; i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", it->held.v[i]);
	char *what = call ? str_printf("call to %s(), which leaves its reader to its callers "
				       "(%s at %s:%d)", call->callee,
				       n->message ? n->message : "RCU access", n->file, n->line) :
			    str_dup(n->message ? n->message : "RCU access");

	f->message = str_printf("%s: reached without %s%s%s%s", what,
			       reader, sb.len ? " (holds " : "",
			       sb.len ? sb.buf : "", sb.len ? " instead)" : "");
	free(what);
	free(reader);
	sb_free(&sb);
}

/* A need's walk up its callers: breadth first, each function once. */
struct walk {
	struct item *q;
	size_t nq, aq, head;
	const struct rf_function **seen;
	size_t nseen, aseen;
};

/* Queues @f, unless the walk has seen it: its item, empty; else NULL. */
static struct item *walk_push(struct walk *w, const struct rf_function *f)
{
	for (size_t k = 0; k < w->nseen; k++)
		if (w->seen[k] == f)
			return NULL;
	ALLOC_GROW(w->seen, w->nseen, w->aseen);
	w->seen[w->nseen++] = f;
	ALLOC_GROW(w->q, w->nq, w->aq);
	struct item *it = &w->q[w->nq++];

	memset(it, 0, sizeof(*it));
	it->fn = f;
	return it;
}

/* Queues the callers of @it's function that do not protect the call; false if it has none. */
static bool walk_callers(struct walk *w, const struct rf_db *db, const struct rf_need *n,
			 const struct item *it)
{
	bool callers = false;

	for (size_t i = 0; i < db->nsites; i++) {
		const struct rf_site *s = &db->sites[i];

		if (!site_calls(s, it->fn))
			continue;
		callers = true;
		/* The condition in the caller's terms: what it passed. */
		struct strlist here = STRLIST_INIT;

		for (size_t k = 0; k < it->alts.n; k++)
			sl_push_owned(&here, subst_args(it->alts.v[k], &s->args));
		bool protects = site_protects(s, n->flavors, &here);

		sl_free(&here);
		if (protects)
			continue;
		const struct rf_function *c = find_fn(db, s->caller, s->file, false);
		struct item *ni = c ? walk_push(w, c) : NULL;

		if (!ni)
			continue;
		sl_copy(&ni->chain, &it->chain);
		sl_push(&ni->chain, c->name);
		sl_copy(&ni->held, &it->held);
		sl_union(&ni->held, &s->held_names);
		for (size_t k = 0; k < it->alts.n; k++)
			sl_push_owned(&ni->alts, subst_args(it->alts.v[k], &s->args));
	}
	return callers;
}

/*
 * The root kind @it's function is for @n (RCU_ROOT_NONE: its callers
 * decide), and what was seen on the way into *@ev. A system call's
 * caller holds nothing; an exported function is the default tier when it
 * holds some other lock instead (the 2009 bugs) or the need's function
 * ended its own section of that flavor before the access (the audit's
 * "drops the reader, then calls"), else a contract on its callers
 * (document it with __must_hold(RCU)); a function nobody calls
 * directly while all its callers are in scope is called through a
 * pointer only, or from outside C: a callback, the lower tier.
 */
static enum rcu_root root_at(const struct rf_need *n, const struct item *it, bool is_start,
			     bool callers, const struct rf_report_opts *o, unsigned *ev)
{
	const struct rf_function *f = it->fn;
	bool known = o->scope == RF_SCOPE_BUILD || f->is_static;
	bool entry = !callers && o->all_roots;

	*ev = (it->held.n ? CHAIN_EV_HELD : 0) | (n->uncertain ? CHAIN_EV_UNCERTAIN : 0) |
	      (entry ? CHAIN_EV_ENTRY : 0) | (n->dropped ? CHAIN_EV_DROPPED : 0);
	if (is_start && n->intrinsic)
		return RCU_ROOT_LOCAL;	/* fails whatever the callers hold */
	if (f->syscall)
		return RCU_ROOT_SYSCALL;
	if (f->exported)
		return RCU_ROOT_EXPORTED;
	if (entry)
		return RCU_ROOT_NOCALLER;
	if (!callers && known)
		return RCU_ROOT_CALLBACK;
	return RCU_ROOT_NONE;
}

/*
 * The walk up from @n's function, or with @call from that call of it (its
 * caller the start, the need's own function seen): the first root, a
 * default-tier one if any; true when a record was emitted.
 */
static bool report_need_at(const struct rf_db *db, const struct rf_need *n,
			   const struct rf_site *call, const struct rf_report_opts *o,
			   struct finding_list *out)
{
	const struct rf_function *need_fn = find_fn(db, n->fn, n->file, false);
	const struct rf_function *start = call ? find_fn(db, call->caller, call->file, false) :
					  need_fn;
	struct walk w = { 0 };
	struct chain_root root = { 0 };
	struct item lower = { 0 };	/* the chain of a lower-tier root */
	bool done = false;

	if (!start || !need_fn)
		return false;
	if (call)
		/* the need's function is not a caller of its caller */
		walk_push(&w, need_fn);
	struct item *first = walk_push(&w, start);

	if (!first)
		goto out;
	if (call)
		w.head = w.nq - 1;
	if (n->where && strcmp(n->where, n->fn))
		sl_push(&first->chain, n->where);
	sl_push(&first->chain, n->fn);
	sl_copy(&first->held, &n->held);
	if (call) {
		sl_push(&first->chain, start->name);
		sl_union(&first->held, &call->held_names);
		for (size_t k = 0; k < n->alts.n; k++)
			sl_push_owned(&first->alts, subst_args(n->alts.v[k], &call->args));
	} else {
		sl_copy(&first->alts, &n->alts);
	}

	while (w.head < w.nq && !done) {
		struct item it = w.q[w.head++];
		bool callers = walk_callers(&w, db, n, &it);
		bool had_root = root.kind != RCU_ROOT_NONE;
		unsigned ev;
		enum rcu_root kind = root_at(n, &it, !call && it.fn == start, callers, o, &ev);

		if (chain_offer(&root, kind, ev, (int)w.head - 1)) {
			emit(n, call, &it, &root, o, out);
			done = true;
		} else if (!had_root && root.kind != RCU_ROOT_NONE) {
			lower.fn = it.fn;
			sl_copy(&lower.chain, &it.chain);
			sl_copy(&lower.held, &it.held);
		}
		item_free(&it);
	}
	if (!done && root.kind != RCU_ROOT_NONE && o->lower_tier) {
		emit(n, call, &lower, &root, o, out);
		done = true;
	}
out:
	item_free(&lower);
	while (w.head < w.nq)
		item_free(&w.q[w.head++]);
	free(w.q);
	free(w.seen);
	return done;
}

static bool report_need(const struct rf_db *db, const struct rf_need *n,
			const struct rf_report_opts *o, struct finding_list *out)
{
	return report_need_at(db, n, NULL, o, out);
}

/*
 * Each call of a function that leaves the reader to its callers, made
 * without it from another function, is its own record at the call, as
 * the audit's rcu-callee: a need reached from several callers is one
 * record up the first chain, and a second caller's missing reader (a
 * lookup called unprotected where the first chain was reported already)
 * would go unseen. The call is judged as the walk judges it; the
 * record's chain starts at the need's function.
 */
static void report_need_calls(const struct rf_db *db, const struct rf_need *n,
			      const char *reported, const struct rf_report_opts *o,
			      struct finding_list *out)
{
	const struct rf_function *fn = find_fn(db, n->fn, n->file, false);

	if (!fn || n->intrinsic || o->scope != RF_SCOPE_BUILD)
		return;
	for (size_t i = 0; i < db->nsites; i++) {
		const struct rf_site *s = &db->sites[i];

		/* the need's own record went up through @reported's calls */
		if (!site_calls(s, fn) || !strcmp(s->caller, fn->name) ||
		    (reported && !strcmp(s->caller, reported)))
			continue;
		struct strlist here = STRLIST_INIT;

		for (size_t k = 0; k < n->alts.n; k++)
			sl_push_owned(&here, subst_args(n->alts.v[k], &s->args));
		bool protects = site_protects(s, n->flavors, &here);

		sl_free(&here);
		/* one record a call line: the same need inlined twice is one */
		for (size_t j = 0; !protects && j < out->n; j++)
			protects = out->v[j].line == s->line && !strcmp(out->v[j].file, s->file);
		if (!protects)
			report_need_at(db, n, s, o, out);
	}
}

void rf_report(const struct rf_db *db, const struct rf_report_opts *o,
	       struct finding_list *out)
{
	for (size_t i = 0; i < db->nneeds; i++) {
		const struct rf_need *n = &db->needs[i];

		/* The same access inlined into several functions: once. */
		bool dup = false;

		for (size_t j = 0; j < out->n && !dup; j++)
			dup = out->v[j].line == n->line &&
			      !strcmp(out->v[j].file, n->file);
		/* Undecidable lockdep conditions: only when asked for. */
		if (!dup && (!n->uncertain || o->lower_tier)) {
			size_t before = out->n;
			const char *reported = NULL;

			report_need(db, n, o, out);
			/* the caller its record's chain goes through, after the need's function */
			for (size_t k = 0; out->n > before && k + 1 < out->v[before].chain.n; k++)
				if (!strcmp(out->v[before].chain.v[k], n->fn))
					reported = out->v[before].chain.v[k + 1];
			report_need_calls(db, n, reported, o, out);
		}
	}
}
