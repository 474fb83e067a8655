// SPDX-License-Identifier: GPL-2.0
#include "audit/quiet.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "audit/ccalls.h"
#include "audit/cflow.h"
#include "audit/ctoks.h"
#include "audit/learned.h"
#include "audit/quiet_names.h"
#include "audit/quiet_updater.h"
#include "lib/strmap.h"

#define ALWAYS (1u << 31)	/* an accessor the rule prints whatever the paths */

/*
 * The tree's accessor macros ($RCUCHECK_MACROS: NAME FILE ACCESSOR KIND
 * FLAVOR - CONDITION -), each with the MACROS[...] sets of
 * rcucheck_model.py's _macros() it is in (quiet_macro_set()'s bits) and
 * MACRO_ROW; read again when the file changes.
 */
#define MACRO_ROW (1u << 30)

static unsigned macro_row_sets(char **col)
{
	unsigned sets = MACRO_ROW;
	const char *kind = col[3], *fl = col[4];

	if ((!strcmp(kind, "deref") || !strcmp(kind, "check")) &&
	    (!strcmp(fl, "rcu") || !strcmp(fl, "bh") || !strcmp(fl, "sched")))
		sets |= quiet_macro_set(fl, strlen(fl)) | quiet_macro_set("deref", 5);
	else if ((!strcmp(kind, "iterator") || !strcmp(kind, "entry")) && !strcmp(fl, "rcu"))
		sets |= quiet_macro_set("list", 4);
	else if (!strcmp(kind, "protected"))
		sets |= quiet_macro_set("protected", 9) |
			(strstr(col[6], "lockdep_rtnl_is_held()") ? quiet_macro_set("rtnl", 4) : 0);
	return sets;
}

const struct strmap *quiet_tree_macros(void)
{
	static struct strmap names;
	static char *seen;
	const char *path = getenv("RCUCHECK_MACROS");
	struct stat st;
	char *key = path && !stat(path, &st) ?
		str_printf("%s %lld %lld.%ld", path, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
			   st.st_mtim.tv_nsec) : str_dup("");

	if (seen && !strcmp(seen, key)) {
		free(key);
		return &names;
	}
	free(seen);
	seen = key;
	strmap_free(&names, NULL);
	memset(&names, 0, sizeof(names));
	char *text = *key ? read_file(path, NULL) : NULL;

	for (char *line = text, *nl; line && *line; line = nl ? nl + 1 : line + strlen(line)) {
		char *col[9], *p = line;
		int n = 0;

		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		/* a row of another shape is a macro of every set, as far as the proofs know */
		for (col[n++] = p; n < 9 && (p = strchr(p, '\t')); col[n++] = ++p)
			*p = '\0';
		void **slot = strmap_slot(&names, col[0]);

		*slot = (void *)((uintptr_t)*slot | (n == 8 ? macro_row_sets(col) : ~0u));
	}
	free(text);
	return &names;
}

/* Why the last file was not proved (quiet_refusal()). */
static const char *why_not;

/* Where, for a path that reaches an access (RCUCHECK_QUIET_VERIFY=2). */
static char why_detail[96];

static bool refuse(const char *why)
{
	why_not = why;
	return false;
}

const char *quiet_refusal(void)
{
	return why_not;
}

const char *quiet_refusal_detail(void)
{
	return why_detail;
}

/* The tree's accessor macros for the file being proved (quiet_tree_macros(), once a file). */
static const struct strmap *macros;

/* The families (a bit each, ALWAYS) whose rules match a call of @name, @len bytes. */
static uint32_t access_families(const struct quiet_rule *q, const char *name, size_t len)
{
	char buf[128];
	uint32_t m = 0;

	if (len >= sizeof(buf))
		return 0;
	memcpy(buf, name, len);
	buf[len] = '\0';
	for (size_t f = 0; f < q->nfam && f < 31; f++)
		if (sl_contains(&q->fam[f].access, buf))
			m |= 1u << f;
	if (sl_contains(&q->always, buf))
		m |= ALWAYS;
	unsigned sets = (unsigned)(uintptr_t)strmap_get(macros, buf);

	if (sets)
		for (size_t f = 0; f < q->nfam && f < 31; f++)
			if (q->fam[f].macros && (q->fam[f].macro_sets & sets & ~MACRO_ROW))
				m |= 1u << f;
	return m;
}

/* Is token @i a call by name, not through a field? */
static bool plain_call(const struct toks *t, size_t i)
{
	return i + 1 < t->n && tk_ident(&t->v[i]) && !tk_keyword(&t->v[i]) &&
	       tk_punct(&t->v[i + 1], '(') &&
	       !(i && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.')));
}

/* Does some call of node calls @c[0..@n) match @l? */
static bool node_matches(const struct toks *t, const struct tcall *c, size_t n, const struct qcalls *l)
{
	for (size_t k = 0; k < n; k++)
		if (!c[k].member &&
		    qcalls_match(l, t->v[c[k].name].s, t->v[c[k].name].len, c[k].nargs))
			return true;
	return false;
}

static bool is_learned(const struct tok *w);

/* Does some call of node calls @c[0..@n) call a wrapper or releaser of the tree's? */
static bool node_learned(const struct toks *t, const struct tcall *c, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (!c[k].member && is_learned(&t->v[c[k].name]))
			return true;
	return false;
}

/*
 * Does some path of family @f reach a node of @at (the nodes holding its
 * accesses) in graph @g, node i's calls cs[first[i]..first[i + 1])?
 */
static bool family_reaches(const struct toks *t, const struct cflow *g, const struct tcall *cs,
			   const size_t *first, const struct quiet_family *f, const bool *at)
{
	uint64_t *gen = xcalloc(g->nn, sizeof(*gen)), *kill = xcalloc(g->nn, sizeof(*kill));
	uint64_t *in = xcalloc(g->nn, sizeof(*in));
	bool reached = false;

	for (size_t p = 0; p < f->npath && p < 64; p++) {
		uint64_t bit = (uint64_t)1 << p;

		for (size_t i = 0; i < g->nn; i++) {
			const struct tcall *c = cs + first[i];
			size_t n = first[i + 1] - first[i];

			if (f->path[p].entry ? i == 0 :
			    node_matches(t, c, n, &f->path[p].start) || node_learned(t, c, n))
				gen[i] |= bit;
			if (node_matches(t, c, n, &f->path[p].kill))
				kill[i] |= bit;
		}
	}
	cflow_forward(g, gen, kill, in);
	for (size_t i = 0; i < g->nn && !reached; i++) {
		reached = at[i] && in[i];
		bool start = false;

		for (size_t p = 0; p < f->npath && p < 64 && reached; p++)
			start |= f->path[p].entry && (in[i] >> p & 1);
		if (reached)
			snprintf(why_detail, sizeof(why_detail), "line %d, %s",
				 t->v[g->n[i].a].line, start ? "from the start" : "after an unlock");
	}
	free(gen);
	free(kill);
	free(in);
	return reached;
}

/*
 * The accesses of function tokens @t, their offsets in @text marked in
 * @found; false when some path reaches one outside its reader, or the
 * function cannot be read.
 */
static bool function_quiet(const struct quiet_rule *q, const struct toks *t, const char *text,
			   struct strmap *found)
{
	struct cflow g = { 0 };
	struct tcall *cs = NULL;
	size_t body = t->n, acs = 0, *first = NULL;
	uint32_t families = 0;
	bool quiet = true;

	for (size_t i = 0; i < t->n && body == t->n; i++)
		if (tk_punct(&t->v[i], '{'))
			body = i;
	for (size_t i = body; i < t->n; i++) {
		uint32_t m = plain_call(t, i) ? access_families(q, t->v[i].s, t->v[i].len) : 0;

		if (!m)
			continue;
		if (m & ALWAYS)
			return refuse("an accessor the rule prints whatever the paths");
		families |= m;
		tk_found_key(found, text, &t->v[i]);
	}
	if (!families)
		return true;
	if (t->directives || !cflow_directives_placed(t, body) || !cflow_build(t, body, &g))
		return refuse("a function the flow graph cannot read");
	first = xcalloc(g.nn + 1, sizeof(*first));
	for (size_t i = 0; i < g.nn; i++)
		first[i + 1] = first[i] + tcalls_in(t, g.n[i].a, g.n[i].b, &cs, first[i], &acs);
	bool *at = xcalloc(g.nn + 1, sizeof(*at));

	for (size_t f = 0; f < q->nfam && f < 31 && quiet; f++) {
		if (!(families & (1u << f)))
			continue;
		for (size_t i = 0; i < g.nn; i++) {
			at[i] = false;
			for (size_t k = first[i]; k < first[i + 1] && !at[i]; k++)
				at[i] = !cs[k].member && (access_families(q, t->v[cs[k].name].s,
									  t->v[cs[k].name].len) &
							  (1u << f));
		}
		quiet = !family_reaches(t, &g, cs, first, &q->fam[f], at) ||
			refuse("a path reaches an access outside its reader");
	}
	free(at);
	free(first);
	free(cs);
	cflow_free(&g);
	return quiet;
}

static bool rule_access(const struct quiet_rule *q, const char *name, size_t len)
{
	return access_families(q, name, len) != 0;
}

struct access_of {
	const struct quiet_rule *q;
	bool (*is_access)(const struct quiet_rule *q, const char *name, size_t len);
};

static bool is_rule_access(const char *name, size_t len, void *arg)
{
	const struct access_of *a = arg;

	return a->is_access(a->q, name, len);
}

/* ---- rcu_pointer_lifetime.cocci: no pointer a fetch assigns is named after an unlock ---- */

static const char *const fetches[] = { "rcu_dereference", "rcu_dereference_check", "__task_cred",
				       "rcu_dereference_bh", "rcu_dereference_bh_check",
				       "rcu_dereference_sched", "rcu_dereference_sched_check",
				       "srcu_dereference", "srcu_dereference_check", NULL };
/* the rule's reader_unlock(): the ends of a reader, and the tree's releasers ($RCUCHECK_READER_CALLS) */
static const char *const unlocks[] = { "rcu_read_unlock", "rcu_read_unlock_bh",
				       "rcu_read_unlock_sched", "srcu_read_unlock", NULL };
static const char *const locks[] = { "rcu_read_lock", "rcu_read_lock_bh", "rcu_read_lock_sched",
				     NULL };
/*
 * The tree's read-side wrappers and releasers the audit hands spatch
 * ($RCUCHECK_READERS, $RCUCHECK_READER_CALLS): spatch sees an unlock in a
 * wrapper's call, a path after it starts there (a lock too: no path ends
 * at one here, which only errs towards a path).
 */
static struct strlist learned;

static bool name_of(const char *const *names, const char *s, size_t len)
{
	for (size_t k = 0; names[k]; k++)
		if (strlen(names[k]) == len && !memcmp(names[k], s, len))
			return true;
	return false;
}

/*
 * The rule's calls: its fetches, the tree's accessor macros (a fetch, as
 * far as the proof knows) and rcu_access_pointer(), whose files are left
 * to spatch.
 */
static bool lifetime_access(const struct quiet_rule *q, const char *name, size_t len)
{
	char buf[128];

	(void)q;
	if (name_of(fetches, name, len) || (len == 18 && !memcmp(name, "rcu_access_pointer", 18)))
		return true;
	if (len >= sizeof(buf))
		return false;
	memcpy(buf, name, len);
	buf[len] = '\0';
	return strmap_get(macros, buf) != NULL;
}

static bool is_learned(const struct tok *w)
{
	for (size_t i = 0; i < learned.n; i++)
		if (tk_is(w, learned.v[i]))
			return true;
	return false;
}

static void add_learned(enum learned_kind kind, const char *name, const char *what, void *arg)
{
	(void)what;
	(void)arg;
	if ((kind == LEARNED_ENDS || kind == LEARNED_WRAPPER) && !sl_contains(&learned, name))
		sl_push(&learned, name);
}

/* Is token @i "IDENT = NAME(" or "IDENT = (", the variable given a call's result (or a cast's)? */
static bool assigned_call_at(const struct toks *t, size_t i)
{
	return tk_assigned_at(t, i) && i + 3 < t->n &&
	       (tk_punct(&t->v[i + 2], '(') ||
		(tk_ident(&t->v[i + 2]) && tk_punct(&t->v[i + 3], '(')));
}

/*
 * Could the rule's st match: a variable given a call's result (x = g(es))
 * stored into a field (E->f = x)? Order and paths aside: both written in
 * the function; "E->f = (" stores what any such variable may be.
 */
static bool stores_call_into_field(const struct toks *t, size_t body)
{
	bool paren = false, found = false;
	struct strlist given = STRLIST_INIT, stored = STRLIST_INIT;

	for (size_t i = body; i + 3 < t->n; i++) {
		if (assigned_call_at(t, i)) {
			char *w = xstrndup(t->v[i].s, t->v[i].len);

			sl_push(&given, w);
			free(w);
		}
		if (!tk_is(&t->v[i], "->") || !tk_ident(&t->v[i + 1]) || !tk_punct(&t->v[i + 2], '='))
			continue;
		if (tk_punct(&t->v[i + 3], '(')) {
			paren = true;
		} else if (tk_ident(&t->v[i + 3])) {
			char *w = xstrndup(t->v[i + 3].s, t->v[i + 3].len);

			sl_push(&stored, w);
			free(w);
		}
	}
	found = paren && given.n;
	for (size_t k = 0; k < stored.n && !found; k++)
		found = sl_contains(&given, stored.v[k]);
	sl_free(&given);
	sl_free(&stored);
	return found;
}

/*
 * Could the rule's ap_direct, ap_var or ap_decl match the call of
 * rcu_access_pointer() at token @i: its result dereferenced there
 * (rcu_access_pointer(E)->f, [I], *rcu_access_pointer(E)), or given to
 * a variable of its statement that the function dereferences anywhere
 * (x->f, x[I], *x)?
 */
static bool access_pointer_deref(const struct toks *t, size_t body, size_t i)
{
	size_t close = tk_close(t, i + 1), a = close + 1, b = i, start = i;
	bool found = false;

	while (a < t->n && tk_punct(&t->v[a], ')'))
		a++;
	if (a < t->n && (tk_is(&t->v[a], "->") || tk_punct(&t->v[a], '[')))
		return true;
	while (b > body && tk_punct(&t->v[b - 1], '('))
		b--;
	if (b > body && tk_punct(&t->v[b - 1], '*'))
		return true;
	while (start > body && !tk_punct(&t->v[start - 1], ';') && !tk_punct(&t->v[start - 1], '{') &&
	       !tk_punct(&t->v[start - 1], '}'))
		start--;
	for (size_t v = start; v < i && !found; v++) {
		if (!tk_assigned_at(t, v))
			continue;
		for (size_t k = body; k + 1 < t->n && !found; k++)
			found = k != v && t->v[k].len == t->v[v].len &&
				!memcmp(t->v[k].s, t->v[v].s, t->v[v].len) &&
				!(tk_is(&t->v[k - 1], "->") || tk_punct(&t->v[k - 1], '.')) &&
				(tk_is(&t->v[k + 1], "->") || tk_punct(&t->v[k + 1], '[') ||
				 tk_punct(&t->v[k - 1], '*'));
	}
	return found;
}

/* How a walk (walk_after()) goes on at a node. */
enum walk_step { WALK_ON, WALK_BLOCKED, WALK_FOUND };

/*
 * Walks the nodes some path reaches from the successors of the nodes
 * @from marks, each once, asking @step at each (NULL: go on everywhere)
 * whether to go on past it, not past it, or to stop: true when @step
 * found what it looked for. The nodes reached, those not gone past too,
 * into @seen when not NULL (cleared first; g->nn of them).
 */
static bool walk_after(const struct cflow *g, const struct node_list *succ, const bool *from,
		       enum walk_step (*step)(int node, void *arg), void *arg, bool *seen)
{
	int *stack = xcalloc(g->nn + 1, sizeof(*stack)), n = 0;
	bool *mark = seen ? seen : xcalloc(g->nn + 1, sizeof(*mark)), found = false;

	memset(mark, 0, g->nn * sizeof(*mark));
	for (size_t u = 0; u < g->nn; u++)
		for (size_t j = 0; from[u] && j < succ[u].n; j++)
			if (!mark[succ[u].v[j]])
				mark[stack[n++] = succ[u].v[j]] = true;
	while (n && !found) {
		int y = stack[--n];
		enum walk_step w = step ? step(y, arg) : WALK_ON;

		found = w == WALK_FOUND;
		for (size_t j = 0; w == WALK_ON && j < succ[y].n; j++)
			if (!mark[succ[y].v[j]])
				mark[stack[n++] = succ[y].v[j]] = true;
	}
	free(stack);
	if (mark != seen)
		free(mark);
	return found;
}

/* The nodes some path reaches from the successors of node @from, into @seen (cleared first). */
static void reach_from(const struct cflow *g, const struct node_list *succ, int from, bool *seen)
{
	bool *start = xcalloc(g->nn + 1, sizeof(*start));

	start[from] = true;
	walk_after(g, succ, start, NULL, NULL, seen);
	free(start);
}

/* the rule's st: its unlock() */
static const char *const st_unlocks[] = { "rcu_read_unlock", "rcu_read_unlock_bh",
					  "rcu_read_unlock_sched", NULL };

/* Does node @nd call one of @names by name, or (@learned_too) a name of the tree's the audit hands spatch? */
static bool node_calls(const struct toks *t, const struct cflow_node *nd, const char *const *names,
		       bool learned_too)
{
	for (size_t k = nd->a; nd->a <= nd->b && k <= nd->b; k++)
		if (plain_call(t, k) && (name_of(names, t->v[k].s, t->v[k].len) ||
					 (learned_too && is_learned(&t->v[k]))))
			return true;
	return false;
}

/* Is node @nd the statement "NAME();", NAME one of @names? */
static bool node_is_call_stmt(const struct toks *t, const struct cflow_node *nd, const char *const *names)
{
	return nd->kind == CF_STMT && nd->b == nd->a + 3 && plain_call(t, nd->a) &&
	       name_of(names, t->v[nd->a].s, t->v[nd->a].len) && tk_punct(&t->v[nd->a + 2], ')') &&
	       tk_punct(&t->v[nd->a + 3], ';');
}

/* Does node @nd store the variable of token @x into a field: "->f = x", or "->f = (" (a cast, anything)? */
static bool node_stores(const struct toks *t, const struct cflow_node *nd, const struct tok *x)
{
	for (size_t i = nd->a; nd->a <= nd->b && i + 3 <= nd->b; i++)
		if (tk_is(&t->v[i], "->") && tk_ident(&t->v[i + 1]) && tk_punct(&t->v[i + 2], '=') &&
		    !(t->v[i + 3].len == 1 && t->v[i + 3].s[0] == '=' && t->v[i + 2].s + 1 == t->v[i + 3].s) &&
		    (tk_punct(&t->v[i + 3], '(') ||
		     (t->v[i + 3].len == x->len && !memcmp(t->v[i + 3].s, x->s, x->len))))
			return true;
	return false;
}

/*
 * Could the rule's st match in graph @g (successors @succ): "lock(); ...
 * when != unlock() x = g(es) ... E->f = x ... unlock();"? Some path from
 * a reader's start, not past the statement "unlock();", to a variable
 * given a call's result (a cast's too), on to a store of it into a
 * field, on to an unlock. It errs towards a match: a wrapper of the
 * tree's starts and ends a reader, any unlock call ends one, x is
 * not checked to be local, what ends the path from x = g() to the
 * store is not followed (x assigned again, &x, an iterator over x).
 */
static bool st_may_match(const struct toks *t, const struct cflow *g, const struct node_list *succ)
{
	size_t nn = g->nn;
	bool *kill = xcalloc(nn + 1, sizeof(*kill)), *unlock = xcalloc(nn + 1, sizeof(*unlock));
	bool *from_lock = xcalloc(nn + 1, sizeof(*from_lock)), *from_a = xcalloc(nn + 1, sizeof(*from_a));
	bool *from_s = xcalloc(nn + 1, sizeof(*from_s));
	signed char *s_unlocks = xcalloc(nn + 1, sizeof(*s_unlocks));	/* 0 unknown, 1 yes, -1 no */
	int *stack = xcalloc(nn + 1, sizeof(*stack));
	bool match = false;

	for (size_t i = 0; i < nn; i++) {
		kill[i] = node_is_call_stmt(t, &g->n[i], st_unlocks);
		unlock[i] = node_calls(t, &g->n[i], st_unlocks, true);
	}
	for (size_t l = 0; l < nn && !match; l++) {
		int n = 0;

		if (!node_calls(t, &g->n[l], locks, true))
			continue;
		/* what some path reaches from the lock, not past "unlock();" */
		memset(from_lock, 0, nn * sizeof(*from_lock));
		from_lock[l] = true;
		stack[n++] = (int)l;
		while (n) {
			int x = stack[--n];

			for (size_t k = 0; k < succ[x].n; k++) {
				int y = succ[x].v[k];

				if (!from_lock[y] && !kill[y])
					from_lock[stack[n++] = y] = true;
			}
		}
		for (size_t a = 0; a < nn && !match; a++) {
			const struct cflow_node *na = &g->n[a];
			bool reached = false;

			if (!from_lock[a])
				continue;
			for (size_t v = na->a; na->a <= na->b && v + 1 <= na->b && !match; v++) {
				if (!assigned_call_at(t, v))
					continue;
				if (!reached) {
					reach_from(g, succ, (int)a, from_a);
					from_a[a] = true;
					reached = true;
				}
				for (size_t st = 0; st < nn && !match; st++) {
					if (!from_a[st] || !node_stores(t, &g->n[st], &t->v[v]))
						continue;
					if (!s_unlocks[st]) {
						reach_from(g, succ, (int)st, from_s);
						s_unlocks[st] = -1;
						for (size_t u = 0; u < nn && s_unlocks[st] < 0; u++)
							if (from_s[u] && unlock[u])
								s_unlocks[st] = 1;
					}
					match = s_unlocks[st] > 0;
				}
			}
		}
	}
	free(kill);
	free(unlock);
	free(from_lock);
	free(from_a);
	free(from_s);
	free(s_unlocks);
	free(stack);
	return match;
}

/* What ends a reader, as bits: the rule's unlocks by flavor, and the tree's (any flavor). */
enum { END_RCU = 1, END_BH = 2, END_SCHED = 4, END_SRCU = 8, END_ANY = 15 };

/* The ends of the fetch of token @w's flavor (FLAVOR[fetch], UNLOCK[fl]); any for another access. */
static unsigned fetch_ends(const struct tok *w)
{
	static const struct { const char *name; unsigned ends; } fl[] = {
		{ "rcu_dereference", END_RCU }, { "rcu_dereference_check", END_RCU },
		{ "__task_cred", END_RCU }, { "rcu_dereference_bh", END_BH },
		{ "rcu_dereference_bh_check", END_BH }, { "rcu_dereference_sched", END_SCHED },
		{ "rcu_dereference_sched_check", END_SCHED }, { "srcu_dereference", END_SRCU },
		{ "srcu_dereference_check", END_SRCU },
	};

	for (size_t i = 0; i < sizeof(fl) / sizeof(*fl); i++)
		if (tk_is(w, fl[i].name))
			return fl[i].ends;
	return END_ANY;
}

/* The reader ends node @nd calls (a wrapper or releaser of the tree's: any). */
static unsigned node_ends(const struct toks *t, const struct cflow_node *nd)
{
	static const char *const names[] = { "rcu_read_unlock", "rcu_read_unlock_bh",
					     "rcu_read_unlock_sched", "srcu_read_unlock" };
	unsigned ends = 0;

	for (size_t k = nd->a; nd->a <= nd->b && k <= nd->b; k++) {
		if (!plain_call(t, k))
			continue;
		for (size_t n = 0; n < 4; n++)
			if (tk_is(&t->v[k], names[n]))
				ends |= 1u << n;
		if (is_learned(&t->v[k]))
			ends = END_ANY;
	}
	return ends;
}

/* Is token @i the variable @x itself (not a field of that name)? */
static bool is_var(const struct toks *t, size_t i, const struct tok *x)
{
	return i < t->n && t->v[i].len == x->len && !memcmp(t->v[i].s, x->s, x->len) &&
	       !(i && (tk_is(&t->v[i - 1], "->") || tk_punct(&t->v[i - 1], '.')));
}

/* Does node @nd assign the variable of token @x ("x = ...")? */
static bool node_assigns(const struct toks *t, const struct cflow_node *nd, const struct tok *x)
{
	for (size_t i = nd->a; nd->a <= nd->b && i <= nd->b; i++)
		if (is_var(t, i, x) && tk_assigned_at(t, i))
			return true;
	return false;
}

/*
 * Does node @nd use the variable of token @x as the rule's ua and ua_ret
 * do: x->f, *x, x[I], x a call's argument (g(es1, x, ...)), return x;?
 * It errs towards a use: any "*" before x, "(x)" or ", x)" but after if,
 * while and switch, a cast's ")" before an argument.
 */
static bool node_uses(const struct toks *t, const struct cflow_node *nd, const struct tok *x)
{
	for (size_t i = nd->a; nd->a <= nd->b && i <= nd->b; i++) {
		const struct tok *prev = i ? &t->v[i - 1] : NULL, *next = i + 1 < t->n ? &t->v[i + 1] : NULL;

		if (!is_var(t, i, x))
			continue;
		if (next && (tk_is(next, "->") || tk_punct(next, '[')))
			return true;
		if (prev && tk_punct(prev, '*'))
			return true;
		/* return x; or return (x); */
		if (prev && next && ((tk_is(prev, "return") && tk_punct(next, ';')) ||
				     (tk_punct(prev, '(') && i >= 2 && tk_is(&t->v[i - 2], "return") &&
				      tk_punct(next, ')'))))
			return true;
		if (!prev || !next || !(tk_punct(next, ')') || tk_punct(next, ',')))
			continue;
		if (tk_punct(prev, ',') || tk_punct(prev, ')'))
			return true;
		if (tk_punct(prev, '(') &&
		    !(i >= 2 && (tk_is(&t->v[i - 2], "if") || tk_is(&t->v[i - 2], "while") ||
				 tk_is(&t->v[i - 2], "switch"))))
			return true;
	}
	return false;
}

/* A fetch followed by retire's or ref's walks: its variable, its source. */
struct fetch_walk {
	const struct cflow *g;
	const struct toks *t;
	const struct tok *x;
	size_t p0, p1;		/* the source's tokens, [p0, p1] */
	bool *unlocked;		/* the first unlocks reached */
};

/*
 * The nodes some path reaches past the unlocks of @from (the unlock nodes
 * to start after), not through a node that assigns the variable of @x
 * again (the rule's "when != x = E2"; such a node may still be reached):
 * into @after.
 */
/* after_unlocks(): not past a node that assigns x */
static enum walk_step to_assignment(int y, void *arg)
{
	struct fetch_walk *fw = arg;

	return node_assigns(fw->t, &fw->g->n[y], fw->x) ? WALK_BLOCKED : WALK_ON;
}

static void after_unlocks(const struct cflow *g, const struct node_list *succ, const bool *from,
			  const struct toks *t, const struct tok *x, bool *after)
{
	struct fetch_walk fw = { g, t, x, 0, 0, NULL };

	walk_after(g, succ, from, to_assignment, &fw, after);
}

/* The call at token @k (a plain_call()) as ccalls.h reads one. */
static struct tcall call_at(const struct toks *t, size_t k)
{
	return (struct tcall){ .name = k, .open = k + 1, .close = tk_close(t, k + 1) };
}

/* the rule's retire: its unlock and its pub */
static const char *const retire_unlocks[] = { "rcu_read_unlock", "rcu_read_unlock_bh",
					      "rcu_read_unlock_sched", "srcu_read_unlock", NULL };
static const char *const retire_pubs[] = { "rcu_assign_pointer", "RCU_INIT_POINTER", NULL };

/* Does node @nd call one of @names with the tokens [@p0, @p1] for its first argument? */
static bool node_calls_on(const struct toks *t, const struct cflow_node *nd,
			  const char *const *names, size_t p0, size_t p1)
{
	for (size_t i = nd->a; nd->a <= nd->b && i <= nd->b; i++) {
		struct tcall c;
		size_t a0, a1;

		if (!plain_call(t, i) || !name_of(names, t->v[i].s, t->v[i].len))
			continue;
		c = call_at(t, i);
		if (c.close < t->n && targ_range(t, &c, 0, &a0, &a1) && tk_same(t, a0, a1, p0, p1))
			return true;
	}
	return false;
}

/* retire up to the first unlock of each path, x unchanged */
static enum walk_step to_unlock(int y, void *arg)
{
	struct fetch_walk *fw = arg;

	if (node_assigns(fw->t, &fw->g->n[y], fw->x))
		return WALK_BLOCKED;
	if (node_calls(fw->t, &fw->g->n[y], retire_unlocks, false)) {
		fw->unlocked[y] = true;
		return WALK_BLOCKED;
	}
	return WALK_ON;
}

/* then to a publish of the source, x unchanged */
static enum walk_step to_publish(int y, void *arg)
{
	struct fetch_walk *fw = arg;

	if (node_calls_on(fw->t, &fw->g->n[y], retire_pubs, fw->p0, fw->p1))
		return WALK_FOUND;
	return node_assigns(fw->t, &fw->g->n[y], fw->x) ? WALK_BLOCKED : WALK_ON;
}

/*
 * The rule's retire: is the fetch at token @k of node @f, into the
 * variable of token @x, followed on some path by a reader's unlock and
 * then by a publish of the fetch's own source (RCU_INIT_POINTER(P,
 * NULL), rcu_assign_pointer(P, v); P the same text), x not assigned
 * again on the way (hid-steam's steam_input_unregister(): the function
 * is the updater, what it fetched is its own)? The rule then prints
 * nothing for the fetch.
 */
static bool fetch_retired(const struct cflow *g, const struct node_list *succ,
			  const struct toks *t, int f, size_t k, const struct tok *x)
{
	bool *start = xcalloc(g->nn + 1, sizeof(*start)), found = false;
	struct fetch_walk fw = { g, t, x, 0, 0, xcalloc(g->nn + 1, sizeof(bool)) };
	struct tcall c = call_at(t, k);

	if (c.close < t->n && targ_range(t, &c, 0, &fw.p0, &fw.p1)) {
		start[f] = true;
		walk_after(g, succ, start, to_unlock, &fw, NULL);
		found = walk_after(g, succ, fw.unlocked, to_publish, &fw, NULL);
	}
	free(start);
	free(fw.unlocked);
	return found;
}

/*
 * Is the argument [@a, @e) one the rule's ref names: x, &x->f, &x->f.g,
 * x->f or x->f->g?
 */
static bool ref_argument(const struct toks *t, size_t a, size_t e, const struct tok *x)
{
	size_t n = e - a;

	if (n == 1)
		return is_var(t, a, x);
	if (n >= 4 && tk_punct(&t->v[a], '&') && is_var(t, a + 1, x) && tk_is(&t->v[a + 2], "->") &&
	    tk_ident(&t->v[a + 3]))
		return n == 4 || (n == 6 && tk_punct(&t->v[a + 4], '.') && tk_ident(&t->v[a + 5]));
	if (n >= 3 && is_var(t, a, x) && tk_is(&t->v[a + 1], "->") && tk_ident(&t->v[a + 2]))
		return n == 3 || (n == 5 && tk_is(&t->v[a + 3], "->") && tk_ident(&t->v[a + 4]));
	return false;
}

/* Does node @nd pass @x to a call as the rule's ref does (any call: g(..., x, ...))? */
static bool node_passes(const struct toks *t, const struct cflow_node *nd, const struct tok *x)
{
	for (size_t i = nd->a; nd->a <= nd->b && i <= nd->b; i++) {
		struct tcall c;
		size_t a, b;

		if (!plain_call(t, i) || (c = call_at(t, i)).close >= t->n)
			continue;
		for (int k = 0; targ_range(t, &c, k, &a, &b); k++)
			if (ref_argument(t, a, b + 1, x))
				return true;
	}
	return false;
}

/* ref: to a call passed x, before an unlock (a node that also unlocks counts for none), x unchanged */
static enum walk_step to_passed(int y, void *arg)
{
	struct fetch_walk *fw = arg;
	const struct cflow_node *nd = &fw->g->n[y];

	if (node_calls(fw->t, nd, unlocks, true) || node_assigns(fw->t, nd, fw->x))
		return WALK_BLOCKED;
	return node_passes(fw->t, nd, fw->x) ? WALK_FOUND : WALK_ON;
}

/*
 * The rule's ref: is the variable of token @x, which the fetch of node
 * @f assigns, passed to a call (any: it may take a reference; the
 * rule's shapes, node_passes()) on some path from the fetch before an
 * unlock, not assigned again on the way? The rule then prints nothing
 * for the fetch. A node that also unlocks counts for no call.
 */
static bool fetch_referenced(const struct cflow *g, const struct node_list *succ,
			     const struct toks *t, int f, const struct tok *x)
{
	bool *start = xcalloc(g->nn + 1, sizeof(*start)), found;
	struct fetch_walk fw = { g, t, x, 0, 0, NULL };

	start[f] = true;
	found = walk_after(g, succ, start, to_passed, &fw, NULL);
	free(start);
	return found;
}

/*
 * No variable a fetch of the function assigns is used (node_uses()) on a
 * path past an unlock of its flavor that follows the fetch, not assigned
 * again on the way (the rule's ua, ua_decl, ua_ret,
 * ua_ret_decl need one), and no variable is stored into a field inside a
 * reader (its st): the rule prints nothing for it.
 */
static bool function_lifetime_quiet(const struct quiet_rule *q, const struct toks *t,
				    const char *text, struct strmap *found)
{
	struct cflow g = { 0 };
	size_t body = t->n;
	bool any = false, reader = false, quiet = true;

	(void)q;
	for (size_t i = 0; i < t->n && body == t->n; i++)
		if (tk_punct(&t->v[i], '{'))
			body = i;
	for (size_t i = body; i < t->n; i++) {
		if (!plain_call(t, i))
			continue;
		reader |= name_of(locks, t->v[i].s, t->v[i].len) || is_learned(&t->v[i]);
		if (!lifetime_access(NULL, t->v[i].s, t->v[i].len))
			continue;
		tk_found_key(found, text, &t->v[i]);
		if (!tk_is(&t->v[i], "rcu_access_pointer"))
			any = true;
		else if (access_pointer_deref(t, body, i))
			return refuse("rcu_access_pointer()'s result dereferenced");
	}
	/* the rule's st: a store of any call's result inside a reader, fetch or not */
	bool st = reader && stores_call_into_field(t, body);

	if (!any && !st)
		return true;
	if (t->directives || !cflow_directives_placed(t, body) || !cflow_build(t, body, &g))
		return refuse("a function the flow graph cannot read");
	struct node_list *succ = xcalloc(g.nn + 1, sizeof(*succ));
	bool *unlock = xcalloc(g.nn + 1, sizeof(*unlock)), *seen = xcalloc(g.nn + 1, sizeof(*seen));
	bool *after = xcalloc(g.nn + 1, sizeof(*after));

	for (size_t i = 0; i < g.nn; i++) {
		for (size_t p = 0; p < g.n[i].preds.n; p++)
			node_list_push(&succ[g.n[i].preds.v[p]], (int)i);
		unlock[i] = node_calls(t, &g.n[i], unlocks, true);
	}
	if (st && st_may_match(t, &g, succ))
		quiet = refuse("a call's result stored into a field inside a reader");
	for (size_t f = 0; f < g.nn && quiet && any; f++) {
		const struct cflow_node *nd = &g.n[f];

		for (size_t k = nd->a; nd->a <= nd->b && k <= nd->b && quiet; k++) {
			if (!plain_call(t, k) || !lifetime_access(NULL, t->v[k].s, t->v[k].len))
				continue;
			unsigned fl = fetch_ends(&t->v[k]);
			bool reached = false;

			/* every variable the fetch's statement assigns: the one it may be */
			for (size_t v = nd->a; v + 1 < k && quiet; v++) {
				if (!tk_assigned_at(t, v))
					continue;
				/* the function unpublishes the fetch's source after its unlock */
				if (fetch_retired(&g, succ, t, (int)f, k, &t->v[v]) ||
				    fetch_referenced(&g, succ, t, (int)f, &t->v[v]))
					continue;
				/* the unlocks of the fetch's flavor after it */
				if (!reached) {
					reach_from(&g, succ, (int)f, seen);
					if (unlock[f])
						seen[f] = true;
					for (size_t u = 0; u < g.nn; u++)
						seen[u] = seen[u] && unlock[u] && (node_ends(t, &g.n[u]) & fl);
					reached = true;
				}
				after_unlocks(&g, succ, seen, t, &t->v[v], after);
				for (size_t x = 0; x < g.nn && quiet; x++)
					quiet = !(after[x] && node_uses(t, &g.n[x], &t->v[v])) ||
						refuse("a fetched variable used after an unlock");
			}
		}
	}
	for (size_t i = 0; i < g.nn; i++)
		free(succ[i].v);
	free(succ);
	free(unlock);
	free(seen);
	free(after);
	cflow_free(&g);
	return quiet;
}

/* The rules proved quiet, and how. */
static const struct prover {
	const char *rule;
	bool (*function_quiet)(const struct quiet_rule *q, const struct toks *t, const char *text,
			       struct strmap *found);
	bool (*is_access)(const struct quiet_rule *q, const char *name, size_t len);
} provers[] = {
	{ "rcu_dereference.cocci", function_quiet, rule_access },
	{ "rcu_list.cocci", function_quiet, rule_access },
	{ "rcu_pointer_lifetime.cocci", function_lifetime_quiet, lifetime_access },
	{ NULL, NULL, NULL },
};

static const struct prover *prover_of(const char *rule)
{
	for (const struct prover *p = provers; p->rule; p++)
		if (!strcmp(p->rule, rule))
			return p;
	return NULL;
}

bool rule_has_quiet_proof(const char *rule)
{
	const struct prover *p = prover_of(rule);

	if (updater_rule_proved(rule))
		return true;
	return p && (p->function_quiet != function_quiet || quiet_rule(rule));
}

struct file_proof {
	const struct prover *pv;
	const struct quiet_rule *q;
	const char *text;
	struct strmap *found;
};

static bool each_function(const struct toks *t, const struct cfunc *f, void *arg)
{
	struct file_proof *fp = arg;
	struct toks tmp;
	bool quiet;

	(void)f;
	quiet = fp->pv->function_quiet(fp->q, cflow_as_read(t, &tmp), fp->text, fp->found);
	free(tmp.v);
	return quiet;
}

bool rule_quiet_file(const char *rule, struct tindex *ti, const char *path)
{
	const struct prover *pv = prover_of(rule);
	const struct quiet_rule *q = quiet_rule(rule);
	long id = tindex_file_id(ti, path);
	const char *text, *code;
	struct strmap found = { 0 };
	bool quiet = true;

	why_not = "no proof";
	why_detail[0] = '\0';
	if (updater_rule_proved(rule))
		return id >= 0 && updater_file_quiet(rule, ti, (unsigned)id, &why_not);
	if (!pv || (pv->function_quiet == function_quiet && !q) || id < 0 ||
	    !(text = tindex_file_text(ti, (unsigned)id)))
		return false;
	/*
	 * A guard (guard(rcu)(), scoped_guard(spinlock, &l)) is not read:
	 * the rules take it as held to its scope's end, which only protects
	 * (no unlock of theirs, no path starts there), so a path the proof
	 * finds without it is one more, never one fewer.
	 */
	macros = quiet_tree_macros();
	sl_free(&learned);
	learned_readers_each(add_learned, NULL);
	struct file_proof fp = { pv, q, text, &found };

	quiet = tk_each_function(ti, (unsigned)id, each_function, &fp);
	/* an access the functions read did not hold (a #define's body, code the index has no function of) */
	code = quiet ? tindex_file_code(ti, (unsigned)id) : NULL;
	struct access_of ao = { q, pv->is_access };

	if (quiet && !(code && tk_calls_found(code, &found, is_rule_access, &ao)))
		quiet = refuse("an access outside the functions read");
	strmap_free(&found, NULL);
	return quiet;
}
