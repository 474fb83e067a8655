// SPDX-License-Identifier: GPL-2.0
/*
 * The sleep-in-reader rules (audit/sleep.h): the facts of
 * cocci/rcu_sleep.cocci judged call by call. A call sleeps when the RCU
 * model says so or a function of the tree it calls does
 * (tindex_call_sleeps()); of the sections around it, the strongest
 * names the finding. A wait for a grace period inside a reader of its
 * own flavor is rcu-sync-in-reader (a deadlock), any other sleep
 * rcu-sleep-in-reader. The default tier is a sleep inside an RCU reader
 * proper (rcu_read_lock(), _bh(), _sched(), guard(rcu)(), the tree's
 * wrappers of them): what an RCU reviewer reads. A sleep only with a
 * spinlock held, preemption, interrupts or bottom halves off is
 * DEBUG_ATOMIC_SLEEP's class in general (an RCU-sched reader only by
 * flavor consolidation): the lower tier, as rcu-flavor-mismatch's
 * consolidated flavors are. What sleeps only on a condition the text
 * does not settle (might_sleep_if(), a gfp_t parameter) is the lower
 * tier too.
 */
#include "lib/stages.h"
#include "audit/sleep.h"
#include "audit/sleepbranch.h"
#include "audit/sleep_flow.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "audit/prefcache.h"
#include "lib/forked.h"
#include "lib/json.h"
#include "index/sleepers.h"
#include "lib/hash.h"
#include "lib/progress.h"
#include "lib/strmap.h"
#include "rcu/confidence.h"
#include "rcu/model.h"
#include "rcu/roots.h"
#include "tree/spatch.h"

#define SLEEP_RULE "rcu_sleep.cocci"

bool parse_sleep_fact(const char *line, struct sleep_fact *s)
{
	char *copy, *col[12];
	int n = 0;

	if (!starts_with(line, "rcucheck\tsleep\t"))
		return false;
	copy = str_dup(line);
	for (char *p = copy, *t; n < 12 && p; p = t) {
		t = strchr(p, '\t');
		if (t)
			*t++ = '\0';
		col[n++] = p;
	}
	if (n != 11) {
		free(copy);
		return false;
	}
	memset(s, 0, sizeof(*s));
	s->file = str_dup(col[2]);
	s->line = atoi(col[3]);
	s->col = atoi(col[4]);
	s->function = str_dup(col[5]);
	s->callee = str_dup(col[6]);
	s->kind = str_dup(col[7]);
	s->held = str_dup(col[8]);
	s->enter_line = atoi(col[9]);
	s->args = str_dup(strcmp(col[10], "-") ? col[10] : "");
	free(copy);
	return true;
}

void sleep_fact_free(struct sleep_fact *s)
{
	free(s->file);
	free(s->function);
	free(s->callee);
	free(s->kind);
	free(s->held);
	free(s->args);
}

static bool is_rcu_reader(const char *kind)
{
	return !strcmp(kind, "rcu") || !strcmp(kind, "bh") || !strcmp(kind, "sched");
}

/* What a section counts as for lockdep: its flavor. */
static const char *kind_flavor(const char *kind)
{
	if (!strcmp(kind, "rcu") || !strcmp(kind, "bh") || !strcmp(kind, "srcu"))
		return kind;
	return !strcmp(kind, "softirq") ? "bh" : "sched";
}

/*
 * The argument of a section's call: the srcu_struct of
 * "srcu_read_lock(&ss)", the lock of "spin_lock_irq(&d->lock)": "&ss",
 * "&d->lock" (the caller frees it).
 */
static char *srcu_of(const char *held)
{
	const char *open = strchr(held, '(');
	size_t n = open ? strlen(open + 1) : 0;

	return n ? xstrndup(open + 1, n - 1) : str_dup(held);
}

/*
 * Does the call, of "sleep-yields" row @y, drop section @s around its
 * sleep: the rcu_read_lock() reader, preempt_disable(), or the lock its
 * arguments name?
 */
static bool yields_section(const struct sleep_fact *s, const struct rcu_sleep_yield *y)
{
	bool yes;
	char *lock;

	switch (y->kind) {
	case RCU_YIELD_RCU:
		return !strcmp(s->kind, "rcu");
	case RCU_YIELD_PREEMPT:
		return !strcmp(s->kind, "preempt");
	case RCU_YIELD_LOCK:
		if (strcmp(s->kind, "spin"))
			return false;
		lock = srcu_of(s->held);
		yes = rcu_sleep_yield_drops(y, s->args, lock);
		free(lock);
		return yes;
	}
	return false;
}

/*
 * The rule a call of verdict @v inside section @s breaks, or NULL: an
 * SRCU reader only by a wait for its own srcu_struct, named directly;
 * none in a section the call drops around its sleep ("sleep-yields").
 */
static const char *rule_of(const struct sleep_fact *s, const struct sleep_verdict *v)
{
	if (v->yield && yields_section(s, v->yield))
		return NULL;
	if (!strcmp(s->kind, "srcu")) {
		if (v->kind != RCU_SLEEP_SYNC_SRCU || v->at)
			return NULL;
		char *mine = srcu_of(s->held), *arg = args_nth(s->args, 1);
		bool same = arg && !strcmp(mine, arg);

		free(mine);
		free(arg);
		return same ? "rcu-sync-in-reader" : NULL;
	}
	if (is_rcu_reader(s->kind) &&
	    (v->kind == RCU_SLEEP_SYNC_RCU || v->kind == RCU_SLEEP_SYNC_SRCU))
		return "rcu-sync-in-reader";
	return "rcu-sleep-in-reader";
}

static const char *section_words(const char *kind)
{
	if (is_rcu_reader(kind) || !strcmp(kind, "srcu"))
		return "inside the read-side critical section of";
	if (!strcmp(kind, "spin"))
		return "with a spinlock held:";
	if (!strcmp(kind, "irq"))
		return "with interrupts disabled:";
	if (!strcmp(kind, "softirq"))
		return "with bottom halves disabled:";
	return "with preemption disabled:";
}

static void make_finding(const struct sleep_fact *s, const struct sleep_verdict *v,
			 const char *rule, struct finding_list *out)
{
	struct finding *f = finding_new(out);
	struct strbuf msg = STRBUF_INIT;
	bool sure = v->sleeps > 0;
	bool reader = is_rcu_reader(s->kind) || !strcmp(s->kind, "srcu");

	f->tool = str_dup("spatch");
	f->rule = str_dup(rule);
	f->severity = str_dup("warning");
	f->file = str_dup(s->file);
	f->line = s->line;
	f->col = s->col;
	f->function = str_dup(s->function);
	f->access = str_printf("%s(%s)", s->callee, s->args);
	f->flavor = str_dup(kind_flavor(s->kind));
	sl_push(&f->held, s->held);
	if (!strcmp(rule, "rcu-sync-in-reader"))
		sb_printf(&msg, "%s waits for a grace period %s %s", f->access,
			  section_words(s->kind), s->held);
	else
		sb_printf(&msg, "%s %s %s %s", f->access, sure ? "may sleep" :
			  "may sleep, on a condition its text does not settle,",
			  section_words(s->kind), s->held);
	/* a guard's section starts where its scope does: no line of its own */
	if (s->enter_line)
		sb_printf(&msg, " (line %d)", s->enter_line);
	if (!strcmp(rule, "rcu-sync-in-reader"))
		sb_puts(&msg, ": a deadlock");
	if (v->at)
		sb_printf(&msg, ": %s at %s", v->path, v->at);
	if (!reader)
		sb_puts(&msg, " (atomic context, not an RCU reader proper)");
	f->message = sb_detach(&msg);
	f->confidence = str_dup(rcu_confidence_name(sure && reader ? RCU_CONF_HIGH :
							 RCU_CONF_MODERATE));
	f->tier = str_dup(sure && reader ? "default" : "lower");
	f->root = str_dup(rcu_root_name(RCU_ROOT_LOCAL));
	f->blame = str_dup(s->function);
	f->blame_site = str_printf("%s:%d", s->file, s->line);
}

/*
 * Does the function of fact @s declare its callee as a pointer, a
 * parameter or a local ("ip6_icmp_send_t *send;", "void (*cb)(int)")
 * before the call? Then the call goes through that pointer, not to the
 * tree's function of the name (__icmpv6_send()'s send(), not the send()
 * system call).
 */
static bool callee_is_pointer(struct tindex *ti, unsigned file, const struct sleep_fact *s)
{
	const struct cfile *cf = tindex_file(ti, file);
	const struct cfunc *fn = NULL;
	size_t n = strlen(s->callee);
	bool yes = false;

	for (size_t i = 0; i < cf->nfuncs; i++)
		if (!strcmp(cf->funcs[i].name, s->function) && cf->funcs[i].line <= s->line &&
		    s->line <= cf->funcs[i].end_line)
			fn = &cf->funcs[i];
	if (!fn)
		return false;
	const char *text = tindex_file_text(ti, file), *p = text, *end;
	int l = 1;

	for (; p && *p && l < fn->line; p++)
		l += *p == '\n';
	for (end = p; end && *end && l < s->line; end++)
		l += *end == '\n';
	for (const char *q = p; q && q < end && !yes; q++) {
		const char *b = q, *a = q + n;

		if (strncmp(q, s->callee, n) || (q > text && is_ident_char(q[-1])) || is_ident_char(*a))
			continue;
		while (b > p && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		while (*a == ' ' || *a == '\t')
			a++;
		yes = b > p && b[-1] == '*' && (*a == ';' || *a == '=' || *a == ',' || *a == ')');
	}
	return yes;
}

/* Judges the facts of one call (@n of them at @v, strongest section first). */
static void judge_call(struct tindex *ti, struct sleep_fact *v, size_t n,
		       struct finding_list *out)
{
	long file = tindex_file_id(ti, v[0].file);
	struct sleep_verdict sv;

	tindex_call_sleeps(ti, file < 0 ? 0 : (unsigned)file, v[0].callee, v[0].args, &sv);
	if (file < 0 && sv.at)		/* a file the index lacks: the model's word only */
		sv.sleeps = 0;
	if (sv.sleeps && sv.at && callee_is_pointer(ti, (unsigned)file, &v[0]))
		sv.sleeps = 0;
	for (size_t i = 0; sv.sleeps && i < n; i++) {
		const char *rule = rule_of(&v[i], &sv);

		/* ended on the branch the call's flag records: judge the next one out */
		if (rule && file >= 0 && sleep_section_ended_on_flag(ti, (unsigned)file, &v[i]))
			continue;
		if (rule) {
			make_finding(&v[i], &sv, rule, out);
			break;
		}
	}
	sleep_verdict_free(&sv);
}

static bool has_token(const char *text, size_t len, const struct strlist *tokens)
{
	for (size_t i = 0; i < tokens->n; i++)
		if (memmem(text, len, tokens->v[i], strlen(tokens->v[i])))
			return true;
	return false;
}

/* prefcache_answer()'s question: does @text hold one of the rule's tokens (@arg)? */
static void sleep_token_answer(const char *text, size_t len, const char *file, bool *want,
			       size_t nrules, void *arg)
{
	(void)file;
	(void)nrules;
	want[0] = has_token(text, len, arg);
}

/* Does a call of @callee open a section the rule knows (one of its tokens, "guard(" as "guard")? */
static bool opens_section(const char *callee, const struct strlist *tokens)
{
	for (size_t i = 0; i < tokens->n; i++) {
		const char *t = tokens->v[i];
		size_t n = strcspn(t, "(");

		if (n && memmem(callee, strlen(callee), t, n))
			return true;
	}
	return false;
}

struct section_event {
	int func, line;
	const char *name;	/* the call's, for an opener */
	bool opens;
};

enum call_sleeper { SLEEPER_NONE = 1, SLEEPER_MODEL, SLEEPER_TREE };

/*
 * Whether a call of @name from @file may sleep, whatever its arguments:
 * one of the model's sleepers, a function of the tree that calls one, or
 * neither. Kept for this audit by file and name (@memo): the selection
 * asks it of every call of a name, and each asking resolved the name's
 * definitions again (the index's answers it reads are memoized: asked
 * again, the same).
 */
static enum call_sleeper name_sleeper(struct tindex *ti, unsigned file, const char *name,
				      struct strmap *memo)
{
	char *key = str_printf("%u:%s", file, name);
	enum call_sleeper r = (enum call_sleeper)(uintptr_t)strmap_get(memo, key);

	if (!r) {
		struct sleep_verdict v;

		r = SLEEPER_MODEL;
		if (!rcu_model_sleeper(name, strlen(name))) {
			tindex_call_sleeps(ti, file, name, NULL, &v);
			r = v.sleeps ? SLEEPER_TREE : SLEEPER_NONE;
			sleep_verdict_free(&v);
		}
		/* after the work: a slot is not kept across the map's growth */
		*strmap_slot(memo, key) = (void *)(uintptr_t)r;
	}
	free(key);
	return r;
}

/* Is the call @c of its file's function one that may sleep, whatever its arguments? */
static bool call_may_sleep(struct tindex *ti, unsigned file, const struct ccall *c,
			   struct strmap *memo)
{
	return name_sleeper(ti, file, c->callee, memo) != SLEEPER_NONE;
}

/*
 * Can the rule report anything in file @path: has one of its functions a
 * call that may sleep (the model's sleepers whatever their arguments, or
 * a function of the tree that calls one) inside a section by text
 * order: after a call that opens one, with a call that releases one of
 * the function's openers next ("lock-pairs" and the naming rule, as the
 * model pairs them; an unlock on an early return before it still leaves
 * the final unlock after it), or anywhere after a guard? Asked of the
 * index, so that spatch, seconds a file, never parses the thousands of
 * files that take a spinlock only around calls that do not sleep. A
 * file the index lacks is parsed; a function that returns holding a lock
 * it took, with no unlock after the sleep, is missed (the lower tier's
 * trade).
 */
static bool may_sleep_in_section(struct tindex *ti, const char *path,
				 const struct strlist *tokens, struct strmap *memo)
{
	long id = tindex_file_id(ti, path);
	const struct cfile *cf = id < 0 ? NULL : tindex_file(ti, (size_t)id);
	struct section_event *ev = NULL;
	size_t nev = 0, nopen, alloc = 0;
	bool hit = false;

	if (!cf)
		return true;
	int *guarded = xcalloc(cf->nfuncs + 1, sizeof(*guarded));	/* first guard's line */

	for (size_t i = 0; i < cf->ncalls; i++) {
		const struct ccall *c = &cf->calls[i];
		int f = c->caller;

		if (f < 0 || (size_t)f >= cf->nfuncs || c->callee[0] == '-')
			continue;
		if (strstr(c->callee, "guard")) {
			if (!guarded[f] || c->line < guarded[f])
				guarded[f] = c->line;
		} else if (opens_section(c->callee, tokens)) {
			ALLOC_GROW(ev, nev + 1, alloc);
			ev[nev++] = (struct section_event){ f, c->line, c->callee, true };
		}
	}
	/* the calls that release an opener of their own function */
	nopen = nev;
	for (size_t i = 0; i < cf->ncalls; i++) {
		const struct ccall *c = &cf->calls[i];

		for (size_t e = 0; e < nopen; e++)
			if (ev[e].func == c->caller && rcu_model_releases(ev[e].name, c->callee)) {
				ALLOC_GROW(ev, nev + 1, alloc);
				ev[nev++] = (struct section_event){ c->caller, c->line, NULL, false };
				break;
			}
	}
	for (size_t i = 0; i < cf->ncalls && !hit; i++) {
		const struct ccall *c = &cf->calls[i];
		int f = c->caller, next = 0, next_line = 0;
		bool opened = false;

		if (f < 0 || (size_t)f >= cf->nfuncs || c->callee[0] == '-')
			continue;
		for (size_t e = 0; e < nev; e++) {
			if (ev[e].func != f)
				continue;
			if (ev[e].line <= c->line)
				opened |= ev[e].opens;
			else if (!next_line || ev[e].line < next_line) {
				next_line = ev[e].line;
				next = ev[e].opens ? 1 : -1;
			}
		}
		if ((guarded[f] && c->line >= guarded[f]) || (opened && next == -1))
			hit = call_may_sleep(ti, (unsigned)id, c, memo);
	}
	free(ev);
	free(guarded);
	return hit;
}

/*
 * The functions of the tree that file @path calls and that may sleep
 * (not the model's sleepers, which the rule knows itself), sorted, into
 * @names; with every one also in @all (a set). These are the only
 * calls of the tree the audit can judge to sleep there (judge_call()):
 * the rule is asked about them alone ($RCUCHECK_SLEEPY), so that its
 * paths from a section's start need not reach every call a large
 * function makes (net/core/dev.c: 17 s of its 22 s). Their hash names
 * the file's facts in the result cache: another answer of the index
 * (a callee that sleeps now) asks again.
 */
static void sleepy_callees(struct tindex *ti, const char *path, struct strlist *names,
			   struct strmap *all, struct strmap *memo)
{
	long id = tindex_file_id(ti, path);
	const struct cfile *cf = id < 0 ? NULL : tindex_file(ti, (size_t)id);

	for (size_t i = 0; cf && i < cf->ncalls; i++) {
		const struct ccall *c = &cf->calls[i];

		if (c->caller < 0 || c->callee[0] == '-' || sl_contains(names, c->callee) ||
		    name_sleeper(ti, (unsigned)id, c->callee, memo) != SLEEPER_TREE)
			continue;
		sl_push(names, c->callee);
		*strmap_slot(all, c->callee) = (void *)1;
	}
	sl_sort(names);
}

/* The cache label of a file asked about @names: "sleepy HASH". */
static char *sleepy_label(const struct strlist *names)
{
	struct hasher *h = hasher_new();
	char hex[HASH_HEX];

	for (size_t i = 0; i < names->n; i++) {
		hasher_add_str(h, names->v[i]);
		hasher_add_str(h, "\n");
	}
	hasher_done(h, hex);
	return str_printf("sleepy %s", hex);
}

/*
 * The names of @all, one a line, in a scratch file named by
 * $RCUCHECK_SLEEPY, where the rule's Python module reads them (an empty
 * file too: then only the model's sleepers count); its path, or NULL
 * after error().
 */
static char *export_sleepy(const struct strmap *all)
{
	struct strbuf sb = STRBUF_INIT;
	char *path;

	strmap_for_each(all, e)
		sb_printf(&sb, "%s\n", e->key);
	path = rules_export_table(&sb, "sleepy", "RCUCHECK_SLEEPY");
	sb_free(&sb);
	return path;
}

/* The files the rule is asked about, and what it is told of them. */
struct sleep_selection {
	struct strlist selected;	/* in the order of the files checked */
	struct strmap labels;		/* path -> "sleepy HASH", the result cache's label */
	struct strmap sleepy;		/* the tree's functions that may sleep there, a set */
	size_t read, reused;		/* the token test's files read, answers kept */
};

static void selection_free(struct sleep_selection *sel)
{
	sl_free(&sel->selected);
	strmap_free(&sel->labels, free);
	strmap_free(&sel->sleepy, NULL);
}

/*
 * The files of @a->files (@a->shard's) that hold one of the rule's
 * @tokens and whose index facts have a call that may sleep inside a
 * section, with the tree's sleepers each calls, into @sel.
 */
static void sleep_select(const struct sleep_ahead_args *a, const struct strlist *tokens,
			 struct sleep_selection *sel)
{
	/* the token test's answers kept by file stamp, as the rules' prefilter's */
	struct strmap sleepers = { 0 };
	struct prefcache pc;
	char key[HASH_HEX];
	struct strlist parts = STRLIST_INIT;

	sl_push(&parts, SLEEP_RULE);
	for (size_t i = 0; i < tokens->n; i++)
		sl_push(&parts, tokens->v[i]);
	prefcache_key(a->rc, a->root, &parts, key);
	sl_free(&parts);
	prefcache_open(&pc, a->rc->on ? a->rc->dir : NULL, key);
	for (size_t i = 0; i < a->files->n; i++) {
		const char *path = a->files->v[i];
		bool want = false;

		if (prefcache_answer(&pc, a->rc, a->root, path, 1, sleep_token_answer,
				     (void *)tokens, &want) &&
		    audit_shard_has_path(a->shard, path) &&
		    may_sleep_in_section(a->ti, path, tokens, &sleepers)) {
			struct strlist names = STRLIST_INIT;

			sl_push(&sel->selected, path);
			sleepy_callees(a->ti, path, &names, &sel->sleepy, &sleepers);
			*strmap_slot(&sel->labels, path) = sleepy_label(&names);
			sl_free(&names);
		}
	}
	sel->read = pc.read;
	sel->reused = pc.reused;
	prefcache_close(&pc);
	strmap_free(&sleepers, NULL);
}

/*
 * The child's work (lib/forked.h): the selection as JSON lines, as the
 * caller search's child answers (audit/searchpart.h): "counts" (the token
 * test's files read and answers kept), a "file" per file selected (its
 * content hash, the result cache's key, and its label) and a "sleepy"
 * per function of the tree the rule is told of.
 */
static bool select_in_child(void *arg, struct strbuf *out)
{
	const struct sleep_ahead_args *a = arg;
	struct strlist tokens = STRLIST_INIT;
	struct sleep_selection sel = { 0 };
	char *rule = cocci_rule(SLEEP_RULE);

	if (rule_tokens(rule, &tokens))
		return false;	/* the parent says why */
	sleep_select(a, &tokens, &sel);
	jsonl_append(out, json_pack("{s:s, s:I, s:I}", "kind", "counts", "read",
				(json_int_t)sel.read, "reused", (json_int_t)sel.reused));
	for (size_t i = 0; i < sel.selected.n; i++) {
		const char *path = sel.selected.v[i];
		const char *hash = a->rc->on ? rcache_file_hash(a->rc, path, NULL, 0) : NULL;

		jsonl_append(out, json_pack("{s:s, s:s, s:o, s:s}", "kind", "file", "path", path,
					"hash", jsonl_str(hash), "label",
					(const char *)strmap_get(&sel.labels, path)));
	}
	strmap_for_each(&sel.sleepy, e)
		jsonl_append(out, json_pack("{s:s, s:s}", "kind", "sleepy", "name", e->key));
	return true;	/* the process ends: nothing to free */
}

void audit_sleep_select_ahead(struct sleep_ahead *ah, const char *root,
			      const struct strlist *files, struct tindex *ti,
			      const struct audit_shard *shard, struct rcache *rc)
{
	ah->args = (struct sleep_ahead_args){ root, files, ti, shard, rc };
	forked_start(&ah->child, select_in_child, &ah->args);
}

void audit_sleep_ahead_abandon(struct sleep_ahead *ah)
{
	if (ah)
		forked_abandon(&ah->child);
}

struct selection_read {
	struct sleep_selection *sel;
	struct rcache *rc;
};

/* One line of select_in_child()'s answer into the selection. */
static char *selection_line(json_t *obj, void *arg)
{
	struct selection_read *r = arg;
	const char *kind = json_string_value(json_object_get(obj, "kind"));
	const char *path, *label, *name;
	json_int_t read, reused;
	json_t *hash;

	if (kind && !strcmp(kind, "counts") &&
	    !json_unpack(obj, "{s:I, s:I}", "read", &read, "reused", &reused)) {
		r->sel->read = (size_t)read;
		r->sel->reused = (size_t)reused;
	} else if (kind && !strcmp(kind, "file") &&
		   !json_unpack(obj, "{s:s, s:o, s:s}", "path", &path, "hash", &hash, "label",
				&label)) {
		sl_push(&r->sel->selected, path);
		*strmap_slot(&r->sel->labels, path) = str_dup(label);
		if (r->rc->on && json_is_string(hash))
			rcache_file_hash_set(r->rc, path, json_string_value(hash));
	} else if (kind && !strcmp(kind, "sleepy") &&
		   !json_unpack(obj, "{s:s}", "name", &name)) {
		*strmap_slot(&r->sel->sleepy, name) = (void *)1;
	} else {
		return str_dup("not a line of the sleep selection");
	}
	return NULL;
}

/* The child's selection into @sel; false when there is none to read. */
static bool selection_collect(struct sleep_ahead *ah, struct rcache *rc,
			      struct sleep_selection *sel)
{
	struct strbuf sb = STRBUF_INIT;
	struct selection_read r = { sel, rc };
	bool ok;

	ok = !forked_collect(&ah->child, &sb) &&
	     !jsonl_parse(sb.buf ? sb.buf : "", NULL, "line", selection_line, &r);
	sb_free(&sb);
	if (!ok) {
		selection_free(sel);
		*sel = (struct sleep_selection){ 0 };
		warn("sleep rule: the selection made beside the caller search failed; making it again");
	}
	return ok;
}

static void free_facts(void *p)
{
	sl_free(p);
	free(p);
}

/* The lines of @lines about file @path, in order, into @out. */
static void file_lines(const struct strlist *lines, const char *path, struct strlist *out)
{
	char *want = str_printf("rcucheck\tsleep\t%s\t", path);

	for (size_t i = 0; i < lines->n; i++)
		if (starts_with(lines->v[i], want))
			sl_push(out, lines->v[i]);
	free(want);
}

/* The line and column of fact line @s, as a sort key. */
static long call_key(const char *s)
{
	const char *p = s;

	for (int tab = 0; tab < 3 && p; tab++)
		p = strchr(p, '\t') ? strchr(p, '\t') + 1 : NULL;
	if (!p)
		return 0;
	long line = strtol(p, NULL, 10);

	p = strchr(p, '\t');
	return line * 10000 + (p ? strtol(p + 1, NULL, 10) : 0);
}

struct keyed {
	long key;
	size_t at;
	char *s;
};

static int keyed_cmp(const void *x, const void *y)
{
	const struct keyed *a = x, *b = y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return a->at < b->at ? -1 : a->at > b->at;
}

/* @sl's facts by call position, a call's lines kept in their order (spatch's order of calls is its own). */
static void by_call(struct strlist *sl)
{
	struct keyed *k = xcalloc(sl->n + 1, sizeof(*k));

	for (size_t i = 0; i < sl->n; i++)
		k[i] = (struct keyed){ call_key(sl->v[i]), i, sl->v[i] };
	qsort(k, sl->n, sizeof(*k), keyed_cmp);
	for (size_t i = 0; i < sl->n; i++)
		sl->v[i] = k[i].s;
	free(k);
}

/*
 * RCUCHECK_SLEEP_VERIFY=1: each file's facts worked out in C (@mine, by
 * path) against spatch's (@lines): a line on stderr per fact one of them
 * lacks or orders otherwise; how many files differ.
 */
static size_t verify_sleep_facts(const struct strmap *mine, const struct strlist *lines)
{
	size_t differ = 0;

	strmap_for_each(mine, e) {
		struct strlist *c = e->val;
		struct strlist sp = STRLIST_INIT;
		bool same;

		file_lines(lines, e->key, &sp);
		by_call(&sp);
		by_call(c);
		same = sp.n == c->n;
		for (size_t i = 0; same && i < sp.n; i++)
			same = !strcmp(sp.v[i], c->v[i]);
		if (!same) {
			differ++;
			for (size_t i = 0; i < sp.n; i++)
				if (!sl_contains(c, sp.v[i]))
					fprintf(stderr, "sleep verify: spatch only: %s\n", sp.v[i]);
			for (size_t i = 0; i < c->n; i++)
				if (!sl_contains(&sp, c->v[i]))
					fprintf(stderr, "sleep verify: C only: %s\n", c->v[i]);
			if (sp.n == c->n)
				fprintf(stderr, "sleep verify: %s: a call's sections in another order\n",
					e->key);
		}
		sl_free(&sp);
	}
	return differ;
}

struct sleep_in_c_arg {
	struct tindex *ti;
	const struct strmap *sleepy;
};

/* rule_in_c's answer: the file's facts from sleep_flow.h. */
static bool sleep_answer(const char *path, struct strlist *facts, void *arg)
{
	const struct sleep_in_c_arg *a = arg;

	return sleep_flow_file(a->ti, path, a->sleepy, facts);
}

/*
 * RCUCHECK_SLEEP_VERIFY=1: each selected file's facts worked out in C,
 * into @mine by path, for verify_sleep_facts() to compare with spatch's.
 */
static void sleep_facts_in_c(struct tindex *ti, const struct sleep_selection *sel,
			     struct strmap *mine)
{
	for (size_t i = 0; i < sel->selected.n; i++) {
		struct strlist *f = xcalloc(1, sizeof(*f));

		if (sleep_flow_file(ti, sel->selected.v[i], &sel->sleepy, f))
			*strmap_slot(mine, sel->selected.v[i]) = f;
		else
			free(f);
	}
}

int audit_sleep_run(const char *root, const struct strlist *files, int jobs,
		    struct tindex *ti, const struct audit_shard *shard, struct rcache *rc,
		    struct sleep_ahead *ahead, struct finding_list *out, struct rules_stats *st)
{
	char *rule = cocci_rule(SLEEP_RULE);
	struct strlist tokens = STRLIST_INIT, lines = STRLIST_INIT;
	struct spatch_cover cover = { 0 };
	struct strmap parsed = { 0 };
	struct sleep_selection sel = { 0 };
	struct strmap mine = { 0 };	/* verifying: path -> the facts worked out in C */
	bool verify = env_is("RCUCHECK_SLEEP_VERIFY", "1");
	struct sleep_in_c_arg ca = { ti, &sel.sleepy };
	struct rule_in_c in_c = { sleep_answer, &ca, 0, 0 };
	bool text = !env_is("RCUCHECK_SLEEP_TEXT", "0");
	char *sleepy_path = NULL;
	int ret = 0;

	if (rule_tokens(rule, &tokens)) {
		ret = error("%s has no '// Tokens:' header line: cannot prefilter files", rule);
		goto out;
	}
	if (ahead && forked_running(&ahead->child) && selection_collect(ahead, rc, &sel)) {
		stages_count("sleep rule: files selected by a child process", sel.selected.n,
			     files->n);
	} else {
		struct sleep_ahead_args a = { root, files, ti, shard, rc };

		sleep_select(&a, &tokens, &sel);
	}
	stages_count("sleep rule: files read", sel.read, sel.read + sel.reused);
	if (!sel.selected.n)
		goto out;
	stages_mark("sleep rule: select");
	sleepy_path = export_sleepy(&sel.sleepy);
	if (!sleepy_path ||
	    audit_rule_facts(rc, SLEEP_RULE, rule, root, &sel.selected, jobs, &sel.labels,
			     text && !verify ? &in_c : NULL, &lines, &cover, st, &parsed)) {
		ret = -1;
		goto out;
	}
	if (text && !verify) {
		char *what = str_printf("sleep rule: files answered in C (%zu kept)", in_c.kept);

		stages_count(what, in_c.answered, sel.selected.n);
		free(what);
	}
	if (text && verify) {
		sleep_facts_in_c(ti, &sel, &mine);
		stages_count("sleep rule: files answered in C", mine.n, sel.selected.n);
		fprintf(stderr, "sleep verify: %zu files answered in C, %zu differ from spatch\n",
			mine.n, verify_sleep_facts(&mine, &lines));
	}
	struct sleep_fact *v = xcalloc(lines.n + 1, sizeof(*v));
	size_t n = 0;

	for (size_t i = 0; i < lines.n; i++)
		n += parse_sleep_fact(lines.v[i], &v[n]);
	/* the rule prints a call's sections together, strongest first */
	for (size_t i = 0, j; i < n; i = j) {
		for (j = i + 1; j < n && v[j].line == v[i].line && v[j].col == v[i].col &&
				!strcmp(v[j].file, v[i].file); j++)
			;
		judge_call(ti, &v[i], j - i, out);
	}
	for (size_t i = 0; i < n; i++)
		sleep_fact_free(&v[i]);
	free(v);
	cover_add_run(&st->cover, root, &sel.selected, &cover);
out:
	audit_sleep_ahead_abandon(ahead);
	rules_drop_table("RCUCHECK_SLEEPY", sleepy_path);
	selection_free(&sel);
	sleepers_free();
	cover_free(&cover);
	strmap_free(&parsed, NULL);
	strmap_free(&mine, free_facts);
	sl_free(&lines);
	sl_free(&tokens);
	free(rule);
	return ret;
}
