// SPDX-License-Identifier: GPL-2.0
/*
 * The lookups of rcu/model.h, built from the data files on first use.
 * The function index calls them from its worker threads, so building is
 * done once under pthread_once() and the tables are read-only after.
 */
#include "rcu/model.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include "lib/strmap.h"
#include "rcu/data.h"

/* A primitive (or guard class) matched by name or by prefix. */
struct word {
	const char *name;
	size_t len;
	bool prefix;
	bool bh_suffix;		/* a guard class ending in _bh disables bh too */
	struct rcu_effect effect;
};

struct words {
	struct word *v;
	size_t n;
};

struct pair {
	const char *key, *value;
	rcu_flavors flavors;
};

/* A primitive of "readers" or "locks" by its whole name. */
struct primitive {
	const char *name;
	struct rcu_effect effect;
};

static struct {
	struct words calls, guards;
	bool call_start[256];	/* first bytes of the calls: most names are none */
	const char *reader[RCU_NFLAVORS], *reader_call[RCU_NFLAVORS];
	struct pair *held, *helpers, *lock_words;
	size_t nheld, nhelpers, nlock_words;
	struct primitive *prims;
	size_t nprims;
	struct strmap prims_by_name;	/* name -> its first row of @prims */
	/* The "readers" enter and exit rows, as written: argument-less ones and srcu's. */
	struct strlist reader_ends;
	int *reader_end_dir;	/* +1 enter, -1 exit */
	enum rcu_flavor *reader_end_flavor;
	struct strlist lock_preds, exports, assert_names;
	struct strlist callback_stores, callback_calls;	/* "callback-macros" */
	struct strlist callback_store_types, callback_call_types, callback_generic;
	enum rcu_assertion *assert_kinds;
	struct strlist not_lock, preempt_calls, syscall_name, syscall_entry;
	struct strlist reader_calls, reader_call_exits;	/* "reader-calls", rcu flavor */
	struct strlist any_reader_calls;	/* "reader-calls", every flavor's enters */
	struct strlist accessors, members, walk_flags, cues[RCU_NCUES];
} m;

static pthread_once_t built = PTHREAD_ONCE_INIT;

static void words_add(struct words *w, const char *name, bool prefix, bool bh_suffix,
		      struct rcu_effect e)
{
	w->v = xrealloc(w->v, (w->n + 1) * sizeof(*w->v));
	w->v[w->n++] = (struct word){ name, strlen(name), prefix, bh_suffix, e };
}

static void prim_add(const char *name, struct rcu_effect e)
{
	m.prims = xrealloc(m.prims, (m.nprims + 1) * sizeof(*m.prims));
	m.prims[m.nprims++] = (struct primitive){ name, e };
}

/* "bh,preempt" -> the effect; "sleeps" for a sleeping lock. */
static struct rcu_effect effects_of(const struct rcu_table *t, const struct rcu_row *row,
				    const char *text)
{
	struct rcu_effect e = { 0, false, false };
	char *copy = str_dup(text), *save = NULL;

	for (char *s = strtok_r(copy, ",", &save); s; s = strtok_r(NULL, ",", &save)) {
		if (!strcmp(s, "bh")) {
			e.flavors |= RCU_FL_BH;
		} else if (!strcmp(s, "preempt")) {
			e.flavors |= RCU_FL_SCHED;
		} else if (!strcmp(s, "irq")) {
			e.flavors |= RCU_FL_SCHED;
			e.irqs = true;
		} else if (!strcmp(s, "sleeps")) {
			e.sleeplock = true;
		} else if (strcmp(s, "-")) {
			rcu_bad_row(t, row, "an effect is bh, preempt, irq or sleeps");
		}
	}
	free(copy);
	return e;
}

/* "exact", "prefix" or "-" (false: not matched by name at all). */
static bool index_match(const struct rcu_table *t, const struct rcu_row *row, const char *s,
			bool *prefix)
{
	*prefix = !strcmp(s, "prefix");
	if (!strcmp(s, "exact") || *prefix)
		return true;
	if (strcmp(s, "-"))
		rcu_bad_row(t, row, "a match is exact, prefix or -");
	return false;
}

static rcu_flavors flavors_of(const struct rcu_table *t, const struct rcu_row *row,
			      const char *s)
{
	rcu_flavors f = !strcmp(s, "any") ? RCU_FL_ANY : rcu_flavor_bit(s);

	if (!f)
		rcu_bad_row(t, row, "unknown flavor");
	return f;
}

static void load_readers(void)
{
	const struct rcu_table *t = rcu_table("readers");

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *name = rcu_col(t, r, 4, 0), *role = r->col[2];
		rcu_flavors fl = flavors_of(t, r, r->col[1]);
		struct rcu_effect e = { fl, false, false }, none = { 0, false, false };
		bool prefix, indexed = index_match(t, r, r->col[3], &prefix);

		prim_add(name, strcmp(role, "exit") ? e : none);
		if (!strcmp(role, "enter") || !strcmp(role, "exit")) {
			size_t n = m.reader_ends.n;

			m.reader_end_dir = xrealloc(m.reader_end_dir, (n + 1) * sizeof(int));
			m.reader_end_flavor = xrealloc(m.reader_end_flavor,
						       (n + 1) * sizeof(enum rcu_flavor));
			m.reader_end_dir[n] = !strcmp(role, "enter") ? 1 : -1;
			if (!rcu_flavor_parse(r->col[1], &m.reader_end_flavor[n]))
				rcu_bad_row(t, r, "an enter or exit row has one flavor");
			sl_push(&m.reader_ends, name);
		}

		if (!strcmp(role, "enter")) {
			enum rcu_flavor f;

			if (indexed)
				words_add(&m.calls, name, prefix, false, e);
			if (rcu_flavor_parse(r->col[1], &f) && !m.reader[f]) {
				m.reader[f] = name;
				m.reader_call[f] = str_printf("%s()", name);
			}
		} else if (!strcmp(role, "guard")) {
			if (indexed)
				words_add(&m.guards, name, prefix, false, e);
		} else if (!strcmp(role, "held")) {
			m.held = xrealloc(m.held, (m.nheld + 1) * sizeof(*m.held));
			m.held[m.nheld++] = (struct pair){ name, NULL, fl };
		} else if (strcmp(role, "exit")) {
			rcu_bad_row(t, r, "a role is enter, exit, guard or held");
		}
	}
	t = rcu_table("reader-calls");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		rcu_flavors fl = flavors_of(t, r, rcu_col(t, r, 3, 2));

		if (!sl_contains(&m.any_reader_calls, rcu_col(t, r, 3, 0)))
			sl_push(&m.any_reader_calls, r->col[0]);
		if (fl & RCU_FL_RCU) {
			sl_push(&m.reader_calls, rcu_col(t, r, 3, 0));
			sl_push(&m.reader_call_exits, rcu_col(t, r, 3, 1));
		}
	}
}

static void load_locks(void)
{
	const struct rcu_table *t = rcu_table("locks");

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *name = rcu_col(t, r, 5, 0), *scan = r->col[4];
		struct rcu_effect e = effects_of(t, r, r->col[2]);
		bool prefix;

		prim_add(name, e);
		if (index_match(t, r, r->col[3], &prefix))
			words_add(&m.calls, name, prefix, false, e);
		if (!strcmp(scan, "args"))
			sl_push_owned(&m.preempt_calls, str_printf("%s(", name));
		else if (!strcmp(scan, "noargs"))
			sl_push_owned(&m.preempt_calls, str_printf("%s()", name));
		else if (strcmp(scan, "-"))
			rcu_bad_row(t, r, "a preempt-scan is args, noargs or -");
	}
	t = rcu_table("lock-guards");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *name = rcu_col(t, r, 4, 0);
		bool prefix;

		if (index_match(t, r, r->col[1], &prefix))
			words_add(&m.guards, name, prefix, !strcmp(r->col[3], "yes"),
				  effects_of(t, r, r->col[2]));
	}
	for (size_t i = 0; i < m.calls.n; i++)
		m.call_start[(unsigned char)m.calls.v[i].name[0]] = true;
}

/* Column @col of every row of @name (of @ncols columns) into @out. */
static void load_column(const char *name, int ncols, int col, struct strlist *out)
{
	const struct rcu_table *t = rcu_table(name);

	for (size_t i = 0; i < t->nrows; i++)
		sl_push(out, rcu_col(t, &t->rows[i], ncols, col));
}

static void load_lists(void)
{
	static const char *const cue_kinds[RCU_NCUES] = {
		"mention-tail", "cue", "weak-cue", "suffix-cue", "negation",
		"suffix-negation", "taker", "insufficient",
	};
	const struct rcu_table *t = rcu_table("lockdep-helpers");

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];

		m.helpers = xrealloc(m.helpers, (m.nhelpers + 1) * sizeof(*m.helpers));
		m.helpers[m.nhelpers++] = (struct pair){ rcu_col(t, r, 2, 0), r->col[1], 0 };
	}
	t = rcu_table("contract-lock-words");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];

		m.lock_words = xrealloc(m.lock_words, (m.nlock_words + 1) * sizeof(*m.lock_words));
		m.lock_words[m.nlock_words++] = (struct pair){ rcu_col(t, r, 2, 0), r->col[1], 0 };
	}
	t = rcu_table("syscall-prefixes");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *prefix = rcu_col(t, r, 2, 0), *uses = r->col[1];

		if (strstr(uses, "name"))
			sl_push(&m.syscall_name, prefix);
		if (strstr(uses, "entry"))
			sl_push(&m.syscall_entry, prefix);
	}
	t = rcu_table("contract-cues");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *kind = rcu_col(t, r, 2, 0);
		int k = 0;

		while (k < RCU_NCUES && strcmp(kind, cue_kinds[k]))
			k++;
		if (k == RCU_NCUES)
			rcu_bad_row(t, r, "unknown kind of cue");
		sl_push(&m.cues[k], r->col[1]);
	}
	load_column("not-lock-names", 2, 0, &m.not_lock);
	load_column("accessors", 4, 0, &m.accessors);
	load_column("lock-members", 1, 0, &m.members);
	load_column("rcu-walk-flags", 2, 0, &m.walk_flags);
}

/* The words of the function index and the lock predicates. */
static void load_words(void)
{
	static const char *const kinds[] = { "-", "warn", "assert", "reader" };
	const struct rcu_table *t = rcu_table("assertions");

	m.assert_kinds = xcalloc(t->nrows + 1, sizeof(*m.assert_kinds));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *kind = rcu_col(t, r, 2, 1);
		int k = RCU_ASSERT_WARN;

		while (k <= RCU_ASSERT_READER && strcmp(kind, kinds[k]))
			k++;
		if (k > RCU_ASSERT_READER)
			rcu_bad_row(t, r, "an assertion is warn, assert or reader");
		m.assert_kinds[i] = (enum rcu_assertion)k;
		sl_push(&m.assert_names, r->col[0]);
	}
	load_column("export-macros", 1, 0, &m.exports);
	t = rcu_table("callback-macros");
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *kind = rcu_col(t, r, 3, 1);
		bool store = !strcmp(kind, "store");

		if (!store && strcmp(kind, "call"))
			rcu_bad_row(t, r, "a callback macro is store or call");
		sl_push(store ? &m.callback_stores : &m.callback_calls, r->col[0]);
		sl_push(store ? &m.callback_store_types : &m.callback_call_types, r->col[2]);
	}
	load_column("callback-generic-fields", 1, 0, &m.callback_generic);
	load_column("lock-predicates", 1, 0, &m.lock_preds);
}

static void build(void)
{
	load_readers();
	load_locks();
	load_lists();
	load_words();
	/* asked of every call the index walks: by name, not row by row */
	for (size_t i = 0; i < m.nprims; i++) {
		void **slot = strmap_slot(&m.prims_by_name, m.prims[i].name);

		if (!*slot)
			*slot = &m.prims[i];
	}
}

static void model(void)
{
	pthread_once(&built, build);
}

static bool has_suffix(const char *s, size_t len, const char *w)
{
	size_t n = strlen(w);

	return len >= n && !memcmp(s + len - n, w, n);
}

/* The longest row of @w that @s names: all of it, or a prefix row's start. */
static const struct word *match(const struct words *w, const char *s, size_t len)
{
	const struct word *best = NULL;

	for (size_t i = 0; i < w->n; i++) {
		const struct word *x = &w->v[i];

		if (x->len > len || (!x->prefix && x->len != len) || memcmp(s, x->name, x->len))
			continue;
		if (!best || x->len > best->len)
			best = x;
	}
	return best;
}

struct rcu_effect rcu_model_call(const char *name, size_t len)
{
	struct rcu_effect none = { 0, false, false };
	const struct word *w;

	model();
	if (!len || !m.call_start[(unsigned char)name[0]] || has_suffix(name, len, "_init") ||
	    has_suffix(name, len, "_held") || has_suffix(name, len, "_is_locked"))
		return none;
	w = match(&m.calls, name, len);
	return w ? w->effect : none;
}

struct rcu_effect rcu_model_guard(const char *cls, size_t len)
{
	struct rcu_effect e = { 0, false, false };

	model();
	for (size_t i = 0; i < m.guards.n; i++) {
		const struct word *x = &m.guards.v[i];

		if (x->len > len || (!x->prefix && x->len != len) || memcmp(cls, x->name, x->len))
			continue;
		e = x->effect;	/* the first that matches: rows do not overlap */
		if (x->bh_suffix && has_suffix(cls, len, "_bh"))
			e.flavors |= RCU_FL_BH;
		break;
	}
	return e;
}

const struct strlist *rcu_model_rcu_reader_calls(const struct strlist **exits)
{
	model();
	*exits = &m.reader_call_exits;
	return &m.reader_calls;
}

const struct strlist *rcu_model_any_reader_calls(void)
{
	model();
	return &m.any_reader_calls;
}

const char *rcu_model_reader(enum rcu_flavor f)
{
	model();
	return (unsigned)f < RCU_NFLAVORS ? m.reader[f] : NULL;
}

const char *rcu_model_reader_call(enum rcu_flavor f)
{
	model();
	return (unsigned)f < RCU_NFLAVORS ? m.reader_call[f] : NULL;
}

/* Is the @len bytes at @s the whole of @w? */
static bool is_word(const char *w, const char *s, size_t len)
{
	return !strncmp(w, s, len) && !w[len];
}

/* The index in @l of the @len bytes at @s, or -1. */
static ssize_t sl_find_len(const struct strlist *l, const char *s, size_t len)
{
	for (size_t i = 0; i < l->n; i++)
		if (is_word(l->v[i], s, len))
			return (ssize_t)i;
	return -1;
}

const struct strlist *rcu_model_reader_ends(void)
{
	model();
	return &m.reader_ends;
}

int rcu_model_reader_end(const char *name, enum rcu_flavor *f)
{
	ssize_t i;

	model();
	i = sl_find_len(&m.reader_ends, name, strlen(name));
	if (i < 0)
		return 0;
	*f = m.reader_end_flavor[i];
	return m.reader_end_dir[i];
}

rcu_flavors rcu_model_held_predicate_len(const char *name, size_t len)
{
	model();
	for (size_t i = 0; i < m.nheld; i++)
		if (is_word(m.held[i].key, name, len))
			return m.held[i].flavors;
	return 0;
}

rcu_flavors rcu_model_held_predicate(const char *name)
{
	return rcu_model_held_predicate_len(name, strlen(name));
}

bool rcu_model_lock_predicate(const char *name)
{
	model();
	return sl_contains(&m.lock_preds, name);
}

bool rcu_model_primitive(const char *name, struct rcu_effect *e)
{
	const struct primitive *p;

	model();
	p = strmap_get(&m.prims_by_name, name);
	if (p)
		*e = p->effect;
	return p;
}

enum rcu_assertion rcu_model_assertion(const char *name, size_t len)
{
	ssize_t i;

	model();
	i = sl_find_len(&m.assert_names, name, len);
	return i < 0 ? RCU_ASSERT_NONE : m.assert_kinds[i];
}

bool rcu_model_export_macro(const char *name, size_t len)
{
	model();
	return sl_find_len(&m.exports, name, len) >= 0;
}

enum rcu_callback_macro rcu_model_callback_macro(const char *name, size_t len,
						 const char **type)
{
	ssize_t i;

	model();
	if ((i = sl_find_len(&m.callback_stores, name, len)) >= 0) {
		*type = m.callback_store_types.v[i];
		return RCU_CALLBACK_STORE;
	}
	if ((i = sl_find_len(&m.callback_calls, name, len)) >= 0) {
		*type = m.callback_call_types.v[i];
		return RCU_CALLBACK_CALL;
	}
	return RCU_CALLBACK_NONE;
}

bool rcu_model_callback_generic_field(const char *name)
{
	model();
	return sl_contains(&m.callback_generic, name);
}

const char *rcu_model_lockdep_helper(const char *term)
{
	model();
	for (size_t i = 0; i < m.nhelpers; i++)
		if (starts_with(term, m.helpers[i].key))
			return m.helpers[i].value;
	return NULL;
}

const char *rcu_model_contract_lock_word(const char *word)
{
	model();
	for (size_t i = 0; i < m.nlock_words; i++)
		if (!strcasecmp(word, m.lock_words[i].key))
			return m.lock_words[i].value;
	return NULL;
}

bool rcu_model_not_lock_name(const char *word)
{
	model();
	return sl_contains(&m.not_lock, word);
}

const struct strlist *rcu_model_preempt_calls(void)
{
	model();
	return &m.preempt_calls;
}

const char *rcu_model_syscall_name(const char *symbol)
{
	model();
	for (size_t i = 0; i < m.syscall_name.n; i++) {
		size_t n = strlen(m.syscall_name.v[i]);

		if (starts_with(symbol, m.syscall_name.v[i]) && symbol[n])
			return symbol + n;
	}
	return symbol;
}

bool rcu_model_syscall_entry(const char *symbol)
{
	model();
	for (size_t i = 0; i < m.syscall_entry.n; i++)
		if (starts_with(symbol, m.syscall_entry.v[i]))
			return true;
	return false;
}

const struct strlist *rcu_model_accessors(void)
{
	model();
	return &m.accessors;
}

const struct strlist *rcu_model_lock_members(void)
{
	model();
	return &m.members;
}

const struct strlist *rcu_model_rcu_walk_flags(void)
{
	model();
	return &m.walk_flags;
}

const struct strlist *rcu_model_cues(enum rcu_cue kind)
{
	model();
	return &m.cues[kind];
}
