// SPDX-License-Identifier: GPL-2.0
/*
 * The audit's engine: phase A runs the access rules (audit_rules.c); each
 * access that its function does not protect from entry becomes a search up
 * the call graph, breadth first, for a chain of unprotected calls to a
 * root. All searches advance together in rounds, and the call-site facts
 * a round needs are fetched in one spatch run (callsite.c).
 *
 * Callers come from the whole-tree index (tindex.h): a static function's
 * from its own file, others' from every file that names them in a call.
 * A caller whose body shows no lock, reader or disabled state at all is
 * unprotected without asking spatch; a call the tokenizer sees inside a
 * macro definition continues at the macro's callers.
 */
#include "audit/audit.h"
#include "audit/flavor.h"
#include "audit/impact.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "audit/callbacks.h"
#include "audit/fieldbranch.h"
#include "audit/fileidx.h"
#include "index/rcuwalk.h"
#include "audit/chain.h"
#include "audit/sleep.h"
#include "audit/searchpart.h"
#include "lib/forked.h"
#include "lib/finding_order.h"
#include "audit/facts.h"
#include "audit/rules.h"
#include "audit/seeds.h"
#include "index/cfstore.h"
#include "audit/callsite.h"
#include "audit/rcache.h"
#include "audit/runcache.h"
#include "audit/macroargs.h"
#include "audit/macroreader.h"
#include "audit/noeval.h"
#include "audit/paramlock.h"
#include "audit/lockgetter.h"
#include "audit/retryloop.h"
#include "audit/globalwrapper.h"
#include "audit/creatorcall.h"
#include "audit/condrelease.h"
#include "audit/otherbranch.h"
#include "audit/srcuwait.h"
#include "audit/locallock.h"
#include "lib/progress.h"
#include "lib/stages.h"
#include "lib/strmap.h"
#include "index/entryreg.h"
#include "index/param_deref.h"
#include "index/callguard.h"
#include "index/needs.h"
#include "index/readers.h"
#include "index/releasers.h"
#include "index/lockreleasers.h"
#include "index/tindex.h"
#include "tree/ktree.h"
#include "tree/spatch.h"
#include "rcu/rules.h"
#include "rcu/model.h"
#include "rcu/roots.h"
#include "rcu/unreached.h"

#define MAX_NODES 600	/* per search: beyond, a chain is too weak to report */
#define MAX_DEPTH 12

/* One function reached unprotected. */
struct snode {
	const char *name;	/* in the index's arena */
	unsigned file;		/* of its definition, or the access's file */
	bool is_static, is_macro;
	/*
	 * A field the parent is stored into ("->F", callbacks.h): its
	 * "callers" are the calls through that field; file and call_line
	 * are where the parent is stored.
	 */
	bool is_field;
	const char *field_type;	/* the struct it was stored into, "" unknown */
	size_t field_files;	/* that call the field */
	bool guessed;		/* calls its (field) parent matched by name only */
	/*
	 * A field node above another callback's: its calls are followed
	 * only where their struct is the store's, and a root found through
	 * it is the lower tier (a second invoker's context is not known
	 * well enough to accuse: a seq_file's ->start, kernfs's locks).
	 */
	bool second;
	/*
	 * It calls its (field) parent without the reader only under this
	 * condition on the call's object, and with the reader elsewhere
	 * (audit/fieldbranch.h); NULL otherwise. Owned.
	 */
	char *branch;
	int parent;		/* the callee it calls, -1 for the start */
	int call_line;		/* where it calls the parent */
	struct strlist held;	/* held at that call */
	int depth;
	char *unlock_line;	/* it called after dropping the reader */
	bool checked;		/* its body's assertions looked at */
	bool names_state;	/* its body names the flag of the condition's state term */
	bool expanded;		/* every call of it counted (count_calls()) */
	bool contract;		/* asserts what the access needs: not a root */
	unsigned unprotected_calls;	/* of it in the tree, or calls spatch could not see */
	unsigned protected_calls;	/* of it in the tree */
	bool blind;		/* some call of it spatch could not see */
	bool export_pending;	/* exported, its unprotected callers still searched */
	bool export_reached;	/* a root (or a cut) was found above it */
	bool export_cut;	/* a search above it was cut */
	/* a root found by a search within the callback limits was reached above it */
	bool export_near;
	/*
	 * Stored into fields the search does not follow: a third callback
	 * on the chain, or a second matched by name (add_field_nodes()).
	 */
	bool far;
	/*
	 * Its function passes its own parameter at this position on for the
	 * condition's lock parameter below it: its callers' argument there
	 * is the lock (audit/paramlock.h); -1 when none.
	 */
	int lock_param;
};

struct search {
	struct access_fact *a;
	struct need need;
	unsigned file;
	struct snode *nodes;
	size_t n, alloc, head;
	struct strmap visited;
	bool done, cut;
	struct chain_root root;	/* the best so far; .at is its node */
	int lock_param;		/* the condition's lock is this parameter of the access's function, or -1 */
	int lock_forward;	/* judge_call(): the last call passed its caller's parameter at this position, or -1 */
	const char *contract;
	/*
	 * The access comes after its function's own unlock: a local bug,
	 * unless every caller still holds the reader that unlock nested in.
	 * Any chain of unprotected callers makes it one.
	 */
	bool after_unlock;
	/* the callee's check asks for the reader only in a state of the data */
	bool conditional;
	/*
	 * A search from another blame site's function, off the first
	 * search's chain (spawn_other_blames()): it spawns none itself.
	 */
	bool secondary;
	bool spawned;		/* its droppers' searches are started */
	/* the search's place in the report's order (audit/searchpart.h) */
	size_t from;		/* the first search of its access: its index */
	unsigned spawn_k;	/* 0 for that one; the Nth search it started */
	bool foreign;		/* searched by the other process of a split search */
};

static const struct cfunc *find_func(struct tindex *ti, unsigned file, const char *name)
{
	return fileidx_func(ti, file, name);
}

/*
 * A node for @name, unless the search has one: a static function is
 * one per file; a field ("->F") one per struct it was stored into,
 * @type (6.1's ->handler of inet6_protocol, dccp_v6_rcv(), is not
 * net_protocol's, dccp_v4_rcv()'s), "" or NULL for any.
 */
static int add_node_typed(struct search *s, const char *name, const char *type, unsigned file,
			  bool is_static, bool is_macro, int parent, int call_line,
			  const struct strlist *held)
{
	char *key = is_static ? str_printf("%u:%s", file, name) :
		    type && *type ? str_printf("%s@%s", name, type) : str_dup(name);
	void **slot = strmap_slot(&s->visited, key);

	free(key);
	if (*slot)
		return -1;
	*slot = (void *)1;
	ALLOC_GROW(s->nodes, s->n, s->alloc);
	struct snode *nd = &s->nodes[s->n];

	memset(nd, 0, sizeof(*nd));
	nd->name = name;
	nd->file = file;
	nd->is_static = is_static;
	nd->is_macro = is_macro;
	nd->parent = parent;
	nd->call_line = call_line;
	nd->depth = parent >= 0 ? s->nodes[parent].depth + 1 : 0;
	nd->lock_param = -1;
	if (held)
		for (size_t i = 0; i < held->n; i++)
			sl_push(&nd->held, held->v[i]);
	return (int)s->n++;
}

static int add_node(struct search *s, const char *name, unsigned file, bool is_static,
		    bool is_macro, int parent, int call_line, const struct strlist *held)
{
	return add_node_typed(s, name, NULL, file, is_static, is_macro, parent, call_line, held);
}

/*
 * Evidence of the seed's mistake near the access (CHAIN_EV_*): a lock
 * (or another reader) held at the access or at a call at most three
 * levels up, or a reader dropped before the call. Disabled irqs or
 * preemption alone are too common in early boot and arch code to count.
 */
static unsigned held_evidence(const struct strlist *held)
{
	unsigned ev = 0;

	for (size_t h = 0; h < held->n; h++) {
		if (!ends_with(held->v[h], "-disabled"))
			ev |= CHAIN_EV_HELD;
		if (held_is_reader(held->v[h]))
			ev |= CHAIN_EV_READER;
	}
	return ev;
}

/* Does @text name the identifier @word? */
static bool names_word(const char *text, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = strstr(text, word); p; p = strstr(p + n, word))
		if ((p == text || !is_ident_char(p[-1])) && !is_ident_char(p[n]))
			return true;
	return false;
}

static unsigned chain_evidence(const struct search *s, int i)
{
	unsigned ev = s->a->held.n ? CHAIN_EV_HELD : 0;
	bool named = false;

	ev |= held_evidence(&s->a->held) & CHAIN_EV_READER;

	for (int k = i; k >= 0; k = s->nodes[k].parent)
		named |= s->nodes[k].names_state;
	for (; i >= 0; i = s->nodes[i].parent) {
		const struct snode *nd = &s->nodes[i];

		/* Far up the chain, a held lock says little about this access. */
		if (nd->depth > 3)
			continue;
		if (nd->unlock_line)
			ev |= CHAIN_EV_DROPPED;
		/*
		 * What a caller matched by the field's name only holds is a
		 * guess too: its reader is no mistake of the seed's (6.1
		 * flow_walk(), a tcf_proto_ops ->walk, taken for
		 * nf_tables_dump_set()'s set->ops->walk() under rcu_read_lock()).
		 */
		ev |= held_evidence(&nd->held) & (nd->guessed ? ~CHAIN_EV_READER : ~0u);
	}
	/*
	 * A condition that holds only in a state of the data (task_css()'s
	 * task exiting) is undecidable from the text: the lower tier. But a
	 * chain that holds a lock instead of the reader and never tests the
	 * flag (no function on it names PF_EXITING) did not rely on that
	 * state: it took the lock as if it were the reader, the seed's
	 * mistake. An assertion's condition (skb_dst()'s) stays undecided.
	 */
	if (s->conditional || (s->need.state && (named || !(ev & CHAIN_EV_HELD))))
		ev |= CHAIN_EV_UNCERTAIN;
	return ev;
}

/* Marks the pending exported functions below node @i: something reached them unprotected. */
static void mark_reached(struct search *s, int i)
{
	bool far = s->nodes[i].far;

	for (i = s->nodes[i].parent; i >= 0; i = s->nodes[i].parent)
		if (s->nodes[i].export_pending) {
			s->nodes[i].export_reached = true;
			s->nodes[i].export_near |= !far;
		}
}

/*
 * An exported function whose every call in the tree is unprotected and
 * reaches a root: no in-tree caller shows a contract a module would keep.
 */
static bool export_unprotected(const struct snode *nd)
{
	return nd->export_pending && nd->export_reached && !nd->export_cut && !nd->blind &&
	       !nd->protected_calls && nd->unprotected_calls;
}

/*
 * Records a root, with @extra evidence besides what the chain shows;
 * true when the search can stop (nothing better to find).
 */
static bool offer_root_ev(struct search *s, enum rcu_root kind, int node, unsigned extra)
{
	unsigned ev = chain_evidence(s, node) | extra;

	if (kind == RCU_ROOT_EXPORTED && export_unprotected(&s->nodes[node]))
		ev |= CHAIN_EV_UNPROTECTED;
	for (int k = node; k >= 0; k = s->nodes[k].parent) {
		if (s->nodes[k].guessed)
			ev |= CHAIN_EV_GUESSED;
		if (s->nodes[k].second)
			ev |= CHAIN_EV_SECOND;
		if (s->nodes[k].branch)
			ev |= CHAIN_EV_BRANCH;
	}
	/*
	 * Below a guessed field call, a reader held instead is the callback's
	 * own, taken under its real invokers too, which the search found
	 * protected: not the mistake (6.12 ieee80211_get_key()'s
	 * rcu_read_lock() around ieee80211_lookup_key(), a cfg80211 ->get_key
	 * taken for libipw's).
	 */
	if (ev & CHAIN_EV_GUESSED)
		ev &= ~CHAIN_EV_READER;
	/* An exported function every caller protects reaches nothing below it. */
	if (kind != RCU_ROOT_EXPORTED_COVERED)
		mark_reached(s, node);
	bool done = chain_offer(&s->root, kind, ev, node);

	return done || (s->after_unlock && s->root.kind != RCU_ROOT_NONE);
}

static bool offer_root(struct search *s, enum rcu_root kind, int node)
{
	return offer_root_ev(s, kind, node, 0);
}

/*
 * The exported functions whose in-tree callers were searched further up:
 * a root, a cut or an unseen call above one leaves it exported (module
 * callers are the question too); none, and every chain of callers in the
 * tree protects it, however far up: exported-covered.
 */
static void settle_exports(struct search *s)
{
	/* Outermost first: its root reaches the ones below it. */
	for (size_t i = s->n; i-- > 0 && !s->done;) {
		const struct snode *nd = &s->nodes[i];

		/*
		 * Reached only through a callback the search does not follow
		 * (6.1 dccp_check_req(): its handler's invoker is resubmitted
		 * by udp_rcv(), a third callback): what that invoker holds is
		 * not known, as for a second callback's root: lower.
		 */
		if (nd->export_pending)
			s->done = offer_root_ev(s, nd->export_reached || nd->blind ?
						RCU_ROOT_EXPORTED : RCU_ROOT_EXPORTED_COVERED,
						(int)i, nd->export_reached && !nd->export_near &&
						!nd->blind ? CHAIN_EV_SECOND : 0);
	}
}

/* Which flavor field of a call fact speaks for @n. */
static const char *call_state(const struct need *n, const struct call_fact *c)
{
	if (n->flavors & RCU_FL_RCU)
		return c->rcu;
	if (n->flavors & RCU_FL_BH)
		return c->bh;
	if (n->flavors & RCU_FL_SCHED)
		return c->sched;
	return "entry";
}

static const struct call_fact *fact_at(const struct call_facts *cf, int line)
{
	for (size_t i = 0; i < cf->n; i++)
		if (cf->v[i].line == line)
			return &cf->v[i];
	return NULL;
}

/* Lines @from..@to of a file of the tree, or NULL. */
static char *source_lines(struct tindex *ti, unsigned file, int from, int to)
{
	size_t len;
	const char *text = tindex_file_lines(ti, file, from, to, &len);

	return text ? xstrndup(text, len) : NULL;
}

/* Is the call whose name ends at @p (its '(') in @text one that takes a lock? */
static bool lock_call_before(const char *text, const char *p)
{
	const char *b = p;

	while (b > text && is_ident_char(b[-1]))
		b--;
	char *ident = xstrndup(b, (size_t)(p - b));
	/* Assertions are contracts: the search goes on to their callers. */
	bool locks = (strstr(ident, "lock") && !strstr(ident, "unlock") &&
		      !strstr(ident, "is_held") && !strstr(ident, "init") &&
		      !strstr(ident, "assert")) ||
		     starts_with(ident, "down_") || starts_with(ident, "percpu_down_") ||
		     rcu_model_lock_wrapper_name(ident);

	free(ident);
	return locks;
}

/*
 * A lock taken through a plain local that @text assigned before:
 * "lock = kernfs_open_file_mutex_ptr(kn); mutex_lock(lock);" takes the
 * class of kernfs_open_file_mutex_ptr(kn) (audit/locallock.h).
 */
static bool text_locks_class_by_local(const char *text, const struct strlist *classes)
{
	for (const char *p = strchr(text, '('); p; p = strchr(p + 1, '(')) {
		const char *a = p + 1, *e = a;

		while (is_ident_char(*e))
			e++;
		if (e == a || *e != ')' || !lock_call_before(text, p))
			continue;
		char *val = local_value_before(text, p, a, (size_t)(e - a));
		char *cls = val ? lock_class(val) : NULL;
		bool hit = cls && *cls && (!classes || sl_contains(classes, cls));

		free(cls);
		free(val);
		if (hit)
			return true;
	}
	return false;
}

/*
 * Does @text take or assert one of @classes: "mutex_lock(&cgroup_mutex)",
 * "spin_lock_irq(&x->lock)", "lockdep_assert_held(&cgroup_mutex)", or
 * through a local (text_locks_class_by_local())? Any lock at all when
 * @classes is NULL.
 */
static bool text_locks_class(const char *text, const struct strlist *classes)
{
	for (const char *p = strstr(text, "(&"); p; p = strstr(p + 2, "(&")) {
		if (!lock_call_before(text, p))
			continue;
		/* to the argument's end: "&(xa)->xa_lock" in a macro's body */
		size_t len = 0;

		for (int depth = 0; p[1 + len] && (depth || !strchr(",)", p[1 + len])); len++)
			depth += (p[1 + len] == '(') - (p[1 + len] == ')');
		char *arg = xstrndup(p + 1, len), *cls = lock_class(arg);
		bool hit = !classes || sl_contains(classes, cls);

		free(arg);
		free(cls);
		if (hit)
			return true;
	}
	return text_locks_class_by_local(text, classes);
}

/*
 * Calls after which preemption is off (non-RT lockdep: a sched reader),
 * the RCU model's "locks" with a preempt-scan.
 */
static bool text_disables_preemption(const char *text)
{
	const struct strlist *calls = rcu_model_preempt_calls();

	for (size_t i = 0; i < calls->n; i++)
		for (const char *p = strstr(text, calls->v[i]); p; p = strstr(p + 1, calls->v[i]))
			if (p == text || !is_ident_char(p[-1]))
				return true;
	return false;
}

/*
 * Is the call that ends @text made inside a reader that a call with an
 * argument began, rhashtable_walk_start(&hti), not ended again by its
 * rhashtable_walk_stop() before it?
 */
/* The last whole-word call "@name(" in @text, or NULL. */
static const char *last_call(const char *text, const char *name)
{
	char *call = str_printf("%s(", name);
	const char *last = NULL;

	for (const char *p = strstr(text, call); p; p = strstr(p + 1, call))
		if (p == text || !is_ident_char(p[-1]))
			last = p;
	free(call);
	return last;
}

static bool caller_in_reader_call(const char *text)
{
	const struct strlist *exits, *enters = rcu_model_rcu_reader_calls(&exits);
	const char *last_enter = NULL, *last_exit = NULL;

	for (size_t i = 0; i < enters->n; i++) {
		const char *en = last_call(text, enters->v[i]), *ex = last_call(text, exits->v[i]);

		if (en && (!last_enter || en > last_enter))
			last_enter = en;
		if (ex && (!last_exit || ex > last_exit))
			last_exit = ex;
	}
	return last_enter && (!last_exit || last_exit < last_enter);
}

/* Does @text hold a goto label line, "out_unlock:" (not "default:")? */
static bool has_label_line(const char *text)
{
	for (const char *p = strchr(text, '\n'); p; p = strchr(p + 1, '\n')) {
		const char *b = p + 1, *e;

		while (*b == ' ' || *b == '\t')
			b++;
		for (e = b; is_ident_char(*e); e++)
			;
		if (e > b && *e == ':' && e[1] != ':' && strncmp(b, "default", 7) &&
		    strncmp(b, "case", 4))
			return true;
	}
	return false;
}

/*
 * Does the label "@name:" start a line of @text: a goto's target
 * between the lock and the call?
 */
static bool has_label_named(const char *text, const char *name, size_t n)
{
	for (const char *p = strchr(text, '\n'); p; p = strchr(p + 1, '\n')) {
		const char *b = p + 1;

		while (*b == ' ' || *b == '\t')
			b++;
		if (!strncmp(b, name, n) && b[n] == ':' && b[n + 1] != ':')
			return true;
	}
	return false;
}

/*
 * The start of the last statement of the block @from is in, one that
 * begins after @from, or NULL: a nested block before its "}", or the
 * block does not close in the text.
 */
static const char *last_statement_in(const char *from)
{
	const char *c = from, *b;

	while (*c && *c != '}') {
		if (*c == '{')
			return NULL;
		c++;
	}
	if (!*c)
		return NULL;
	b = c;
	while (b > from && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n'))
		b--;
	if (b == from || b[-1] != ';')
		return NULL;
	for (b--; b > from && b[-1] != ';'; b--)
		;
	return text_skip_blanks(b);
}

/*
 * Is the release at @p ("cgroup_unlock();") in @rest (the lines from the
 * lock to the call) an early exit's: the last statement of its block,
 * after any cleanup, a return, or a goto whose label is not in @rest,
 * and the block closes before the call: "if (!x) { cgroup_unlock();
 * return; }", 6.12 tcmu_free_kept_buf_store()'s "if (!cmd) {
 * xas_unlock(&xas); goto out_unlock; }" before xas_store(),
 * btrfs_get_or_create_delayed_node()'s "xa_unlock(...); kmem_cache_free(...);
 * node = NULL; goto again;" (its label above the lock)? The code after
 * that block still holds the lock.
 */
static bool early_exit_after(const char *rest, const char *p)
{
	const char *semi = strchr(p, ';');

	if (!semi)
		return false;
	p = last_statement_in(semi + 1);
	if (!p)
		return false;
	bool is_return = !strncmp(p, "return", 6) && !is_ident_char(p[6]);
	bool is_goto = !strncmp(p, "goto", 4) && (p[4] == ' ' || p[4] == '\t');

	if (!is_return && !is_goto)
		return false;
	if (is_goto) {
		const char *label = text_skip_blanks(p + 4), *e;

		for (e = label; is_ident_char(*e); e++)
			;
		/* "goto again;" to a label after the lock, or before the call: a way on unlocked */
		if (e == label || has_label_named(rest, label, (size_t)(e - label)))
			return false;
	}
	return true;
}

/*
 * Is the wrapper @lock ("lock_mount_hash", "cgroup_lock", "wiphy_lock")
 * released again in @rest, before the call: "unlock_mount_hash();",
 * "cgroup_unlock();", "wiphy_unlock(" when it takes an argument?
 */
static bool family_wrapper_released_after(const char *rest, const char *lock);

/* Does the release at @p of @rest count: not an early exit's, a retry loop's or an undone one? */
static bool release_counts(const char *rest, const char *p)
{
	return !early_exit_after(rest, p) && !released_in_retry_loop(rest, p) &&
	       !release_undone_by_repeat_test(rest, p) && !release_in_other_branch(rest, p);
}

static bool wrapper_released_after(const char *rest, const char *lock, bool has_arg)
{
	const char *l = strstr(lock, "lock"), *end = has_arg ? "(" : "();";

	if (!l)
		return family_wrapper_released_after(rest, lock);
	size_t n = strlen(lock);
	/* xa_lock_irqsave() is released by xa_unlock_irqrestore() */
	bool save = n > 8 && !strcmp(lock + n - 8, "_irqsave");
	char *un[3] = {
		str_printf("un%s%s", lock, end),
		str_printf("%.*sunlock%s%s", (int)(l - lock), lock, l + 4, end),
		save ? str_printf("%.*sunlock%.*s_irqrestore%s", (int)(l - lock), lock,
				  (int)(n - 8 - (size_t)(l + 4 - lock)), l + 4, end) : NULL,
	};
	const char *last = NULL;

	for (size_t i = 0; i < 3; i++) {
		for (const char *p = un[i] ? strstr(rest, un[i]) : NULL; p; p = strstr(p + 1, un[i]))
			if ((!last || p > last) && release_counts(rest, p))
				last = p;
		free(un[i]);
	}
	/*
	 * A label after the release ("out_cleanup_ids:") is a way in from
	 * code that still holds it: not provably released, so no report.
	 */
	return last && !has_label_line(last);
}

/*
 * The same for a wrapper named after a lock family that does not say
 * "lock" (rcu_model_lock_wrapper_name()): f2fs_down_read() is released
 * by f2fs_up_read(), f2fs_down_write_nested() by f2fs_up_write().
 */
static bool family_wrapper_released_after(const char *rest, const char *lock)
{
	const char *last = NULL;

	for (const char *p = rest; *p; p++) {
		const char *e = p;

		if (!is_ident_char(*p) || (p > rest && is_ident_char(p[-1])))
			continue;
		while (is_ident_char(*e))
			e++;
		char *id = xstrndup(p, (size_t)(e - p));

		if (*e == '(' && rcu_model_wrapper_releases(lock, id) && release_counts(rest, p))
			last = p;
		free(id);
		p = e - 1;
	}
	return last && !has_label_line(last);
}

/*
 * Is the lock a wrapper returned into the local @held ("mutex =
 * kernfs_open_file_mutex_lock(kn);") released again in @rest, before the
 * call: "mutex_unlock(mutex);" (audit/locallock.h)?
 */
static bool returned_lock_released_after(const char *rest, const char *held)
{
	char *un = str_printf("unlock(%s)", held);
	const char *last = NULL;

	for (const char *p = strstr(rest, un); p; p = strstr(p + 1, un))
		if (release_counts(rest, p))
			last = p;
	free(un);
	return last && !has_label_line(last);
}

/*
 * What the annotations @ann ("__acquires", "__releases") of the tree's
 * function @name name, blanks dropped ("nl_table_lock"), from the lines
 * between its name and its body, into @out, in order:
 * netlink_table_grab() "__acquires(nl_table_lock)", 6.1 neigh_seq_stop()
 * "__releases(tbl->lock) __releases(rcu)". For "__acquires", only a
 * definition whose body takes a lock or reader is read, unless
 * @any_body (a function named as a lock that takes it through a wrapper
 * of its own). The first definition that has one says.
 */
static void annotations(struct tindex *ti, const char *name, const char *ann, bool any_body,
			struct strlist *out)
{
	bool acquires = !strcmp(ann, "__acquires") && !any_body;

	size_t nd, n = strlen(ann);
	const struct tdef *d = tindex_defs(ti, name, &nd);

	for (size_t j = 0; j < nd && j < 4 && !out->n; j++) {
		if (d[j].fn->is_macro || (acquires && !body_takes_any(d[j].fn)))
			continue;
		char *head = source_lines(ti, d[j].file, d[j].fn->line,
					  d[j].fn->line + 3 < d[j].fn->end_line ?
					  d[j].fn->line + 3 : d[j].fn->end_line);
		char *brace = head ? strchr(head, '{') : NULL;

		if (brace)
			*brace = '\0';
		for (char *a = head; a && (a = strstr(a, ann)); a += n) {
			if (is_ident_char(a[n]) || (a > head && is_ident_char(a[-1])))
				continue;
			const char *b = a + n + strspn(a + n, " \t\n"), *e;

			if (*b == '(' && (e = strchr(b, ')'))) {
				struct strbuf w = STRBUF_INIT;

				for (const char *c = b + 1; c < e; c++)
					if (*c != ' ' && *c != '\t' && *c != '\n')
						sb_putc(&w, *c);
				sl_push_owned(out, sb_detach(&w));
			}
		}
		free(head);
	}
}

/* The first of annotations(), or NULL when none says so. The caller frees it. */
static char *annotated(struct tindex *ti, const char *name, const char *ann, bool any_body)
{
	struct strlist all = STRLIST_INIT;
	char *what;

	annotations(ti, name, ann, any_body, &all);
	what = all.n ? str_dup(all.v[0]) : NULL;
	sl_free(&all);
	return what;
}

/*
 * The next identifier of @text at or after *@pp that is called (followed
 * directly by '('): its name (the caller frees it), *@pp moved to its
 * '('; NULL when there is none.
 */
static char *next_called_ident(const char *text, const char **pp)
{
	for (const char *p = *pp; *p; p++) {
		const char *e = p;

		if (!is_ident_char(*p) || (p > text && is_ident_char(p[-1])))
			continue;
		while (is_ident_char(*e))
			e++;
		if (*e == '(') {
			*pp = e;
			return xstrndup(p, (size_t)(e - p));
		}
		p = e - 1;
	}
	return NULL;
}

/*
 * Is a call of a function the tree annotates "__releases(@what)" in
 * @rest (netlink_table_ungrab() for netlink_table_grab()'s
 * "__acquires(nl_table_lock)"), with no goto label after it?
 */
static bool annotated_release_after(struct tindex *ti, const char *rest, const char *what)
{
	const char *last = NULL, *p = rest;
	char *name;

	while ((name = next_called_ident(rest, &p))) {
		char *rel = annotated(ti, name, "__releases", false);

		if (rel && !strcmp(rel, what))
			last = p - strlen(name);
		free(rel);
		free(name);
	}
	return last && !has_label_line(last);
}

typedef bool (*body_test)(const char *body, const void *arg);

static bool locks_class_test(const char *body, const void *classes)
{
	/* a wrapper over an argument-less global lock: rtnl_lock_unregistering_all() */
	return text_locks_class(body, classes) || body_holds_global_lock(body, classes);
}

static bool disables_preemption_test(const char *body, const void *unused)
{
	(void)unused;
	return text_disables_preemption(body);
}

/*
 * Where the call statement "NAME(ARGS);" ending at @p (its ");") opens its
 * argument list, ARGS plain expressions (no call, no second line):
 * "wiphy_lock(wiphy);", "cgroup_lock();", "xa_lock_irqsave(&ids,
 * flags);". NULL when it is not one.
 */
static const char *wrapper_call_open(const char *text, const char *p)
{
	const char *o = p;

	while (o > text && o[-1] != '(') {
		o--;
		if (*o == ')' || *o == ';' || *o == '\n')
			return NULL;
	}
	return o > text ? o - 1 : NULL;
}

static bool wrapper_body_hits(struct tindex *ti, const char *name, body_test test,
			      const void *arg, int depth);

/*
 * Does a macro's body @body call another lock wrapper of the tree (an
 * identifier with "lock", not "unlock", before its '(') whose body passes
 * @test: xas_lock_irq(xas) is xa_lock_irq((xas)->xa), which is
 * spin_lock_irq(&(xa)->xa_lock)?
 */
static bool macro_inner_wrapper_hits(struct tindex *ti, const char *body, const char *name,
				     body_test test, const void *arg, int depth)
{
	const char *p = body;
	char *inner;
	bool hit = false;

	while (!hit && (inner = next_called_ident(body, &p))) {
		if (((strstr(inner, "lock") && !strstr(inner, "unlock")) ||
		     rcu_model_lock_wrapper_name(inner)) && strcmp(inner, name) &&
		    !starts_with(inner, "rcu_read_lock"))
			hit = wrapper_body_hits(ti, inner, test, arg, depth);
		free(inner);
	}
	return hit;
}

/*
 * Does a definition of the tree's @name (function or macro) pass @test,
 * or, for a macro, a lock wrapper its body calls (@depth levels down)?
 */
static bool wrapper_body_hits(struct tindex *ti, const char *name, body_test test,
			      const void *arg, int depth)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);
	bool hit = false;

	for (size_t j = 0; j < nd && j < 4 && !hit; j++) {
		char *wb = source_lines(ti, d[j].file, d[j].fn->line, d[j].fn->end_line);

		hit = wb && test(wb, arg);
		if (!hit && wb && depth > 0 && d[j].fn->is_macro)
			hit = macro_inner_wrapper_hits(ti, wb, name, test, arg, depth - 1);
		free(wb);
	}
	return hit;
}

/*
 * Does a definition of @name return its object with the object's lock
 * taken (audit/lockgetter.h), a lock that passes @test?
 */
static bool getter_body_hits(struct tindex *ti, const char *name, body_test test,
			     const void *arg)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);
	bool hit = false;

	for (size_t j = 0; j < nd && j < 4 && !hit; j++) {
		/* the index says whether its body takes a lock at all: most calls do not */
		char *wb = d[j].fn->is_macro || (!d[j].fn->body_sleeplock && !d[j].fn->body_flavors) ?
			   NULL : source_lines(ti, d[j].file, d[j].fn->line, d[j].fn->end_line);

		hit = wb && body_returns_locked_object(wb) && test(wb, arg);
		free(wb);
	}
	return hit;
}

/*
 * Is a lock wrapper the tree defines called in @text (a caller's lines up
 * to the call), and not released again there, one whose body passes
 * @test: "cgroup_lock();" takes cgroup_mutex, "lock_mount_hash();" is
 * write_seqlock(&mount_lock), "wiphy_lock(wiphy);" (one argument) is
 * mutex_lock(&wiphy->mtx); a macro over another wrapper holds what that
 * one holds (xas_lock_irq(&xas) is xa_lock_irq((xas)->xa)). A wrapper is one named so ("lock", released
 * by its "unlock" name) or one the tree annotates "__acquires(X)",
 * released by a function annotated "__releases(X)"
 * (netlink_table_grab() and netlink_table_ungrab()); a named one
 * annotated "__acquires(X)" holds X whatever its body calls
 * (cgroup_lock_and_drain_offline(cgrp), by cgroup_lock()). The model's own
 * lock primitives are the call-site rule's.
 */
static bool caller_holds_wrapper(struct tindex *ti, const char *text, body_test test,
				 const void *arg)
{
	bool hit = false;

	for (const char *p = strstr(text, ");"); p && !hit; p = strstr(p + 2, ");")) {
		const char *o = wrapper_call_open(text, p), *b = o;
		struct rcu_effect prim;

		if (!o)
			continue;
		while (b > text && is_ident_char(b[-1]))
			b--;
		char *ident = xstrndup(b, (size_t)(o - b));
		bool has_arg = o + 1 < p;

		bool named = (strstr(ident, "lock") && !strstr(ident, "unlock")) ||
			     rcu_model_lock_wrapper_name(ident);
		char *acq = NULL;

		if (!starts_with(ident, "rcu_read_lock") && !(has_arg && rcu_model_primitive(ident, &prim)) &&
		    (named || (!has_arg && (acq = annotated(ti, ident, "__acquires", false))))) {
			hit = wrapper_body_hits(ti, ident, test, arg, 2);
			/*
			 * A named one that returns holding what it says it acquires
			 * through a wrapper of its own: cgroup_lock_and_drain_offline()
			 * __acquires(&cgroup_mutex) by cgroup_lock().
			 */
			if (!hit && named && (acq = annotated(ti, ident, "__acquires", true))) {
				char *as = str_printf("lock(%s%s);", acq[0] == '&' ? "" : "&", acq);

				hit = test(as, arg);
				free(as);
			}
			char *held = hit ? text_assigned_local(text, b) : NULL;

			if (hit && (named ? wrapper_released_after(p, ident, has_arg)
					  : annotated_release_after(ti, p, acq)))
				hit = false;
			if (hit && held && returned_lock_released_after(p, held))
				hit = false;
			free(held);
		} else if (!named && has_arg) {
			/* "team = team_nl_team_get(info);": the object comes back locked */
			char *local = text_assigned_local(text, b);

			hit = local && getter_body_hits(ti, ident, test, arg) &&
			      !local_put_after(p, local);
			free(local);
		}
		free(acq);
		free(ident);
	}
	return hit;
}

/*
 * A caller that holds a lock the condition names in a way the call-site
 * rule does not see: taken by name in its body, or through a wrapper.
 */
static bool caller_holds_zero_lock(struct tindex *ti, const char *text, body_test test,
				   const void *arg);

static bool caller_holds_named_lock(struct tindex *ti, const char *text, const struct need *n)
{
	return n->locks.n && (text_locks_class(text, &n->locks) ||
			      caller_holds_wrapper(ti, text, locks_class_test, &n->locks) ||
			      caller_holds_zero_lock(ti, text, locks_class_test, &n->locks));
}

/*
 * The name of a lock call that returns 0 once it holds the lock:
 * "mutex_lock_killable", "down_write_killable", "mmap_read_lock_killable".
 */
static bool lock_returns_zero(const char *ident)
{
	return ((strstr(ident, "lock") && !strstr(ident, "unlock")) ||
		starts_with(ident, "down_")) &&
	       (ends_with(ident, "_killable") || ends_with(ident, "_interruptible"));
}

/*
 * Is the lock a killable or interruptible call took ("NAME" of
 * "if (NAME(ARGS))") released again in @rest: a wrapper by its unlock
 * name (mmap_write_unlock() for mmap_write_lock_killable()), a model
 * primitive by its pair (up_write() for down_write_killable())?
 */
static bool zero_lock_released_after(const char *rest, const char *name, bool has_arg)
{
	size_t n = strlen(name) - (ends_with(name, "_killable") ? 9 : 14);
	char *base = xstrndup(name, n);
	bool released = false;

	if (strstr(base, "lock")) {
		released = wrapper_released_after(rest, base, has_arg);
	} else {
		const char *p = rest;
		char *id;

		while (!released && (id = next_called_ident(rest, &p))) {
			released = rcu_model_releases(base, id) && !has_label_line(p);
			free(id);
		}
	}
	free(base);
	return released;
}

/*
 * The last statement of the block that opens at @open ("{"): a failed
 * lock's block that cleans up before it leaves, 6.12 remap_file_pages()'s
 * "if (mmap_write_lock_killable(mm)) { fput(file); return -EINTR; }".
 * NULL when the block does not close in the text or holds a nested one.
 */
static const char *block_last_statement(const char *open)
{
	return last_statement_in(open + 1);
}

/*
 * Does @text (a caller's lines up to the call) take a lock with a call
 * that returns 0 once it holds it, tested so that the code after it runs
 * only then: "if (mmap_write_lock_killable(oldmm)) return -EINTR;" (6.12
 * dup_mmap()), "if (mutex_lock_interruptible(&m)) goto out;", and not
 * release it again? The lock is the primitive's argument, or what the
 * wrapper's body takes; it passes @test.
 */
static bool caller_holds_zero_lock(struct tindex *ti, const char *text, body_test test,
				   const void *arg)
{
	bool hit = false;

	for (const char *p = strstr(text, "if"); p && !hit; p = strstr(p + 2, "if")) {
		const char *q = p + 2, *o, *e;

		if ((p > text && is_ident_char(p[-1])) || is_ident_char(*q))
			continue;
		q = text_skip_blanks(q);
		if (*q != '(')
			continue;
		q = text_skip_blanks(q + 1);
		for (e = q; is_ident_char(*e); e++)
			;
		if (*e != '(' || e == q)
			continue;
		char *ident = xstrndup(q, (size_t)(e - q));
		/* the call's ')' then the condition's: "NAME(ARGS))" */
		int depth = 0;

		for (o = e; *o && (o == e || depth); o++)
			depth += (*o == '(') - (*o == ')');
		const char *after = text_skip_blanks(o);

		if (lock_returns_zero(ident) && *after == ')') {
			after = text_skip_blanks(after + 1);
			if (*after == '{')
				after = block_last_statement(after);
			bool exits = after &&
				     ((starts_with(after, "return") && !is_ident_char(after[6])) ||
				      (starts_with(after, "goto") && !is_ident_char(after[4])));
			char *call = xstrndup(q, (size_t)(o - q));

			/* a primitive names its lock: "down_write_killable(&mm->mmap_lock)" */
			if (exits)
				hit = test(call, arg) || wrapper_body_hits(ti, ident, test, arg, 2);
			if (hit && zero_lock_released_after(after, ident, o > e + 2))
				hit = false;
			free(call);
		}
		free(ident);
	}
	return hit;
}

/*
 * A lock the caller holds that the call-site rule does not see: a
 * wrapper (mmap_write_lock_nested(mm, ...)) or a killable or
 * interruptible lock whose failure returns. For a need that any lock
 * may meet (need.any_lock).
 */
static bool caller_holds_any_lock(struct tindex *ti, const char *text)
{
	return caller_holds_wrapper(ti, text, locks_class_test, NULL) ||
	       caller_holds_zero_lock(ti, text, locks_class_test, NULL);
}

/* A sched (or any-flavor) need met by a wrapper that takes a spinlock. */
static bool caller_wrapper_disables_preemption(struct tindex *ti, const char *text,
					       const struct need *n)
{
	return (n->flavors & RCU_FL_SCHED) &&
	       caller_holds_wrapper(ti, text, disables_preemption_test, NULL);
}

/*
 * Does @text offer as the reader's alternative a lock it does not name,
 * the structure's own: "Must hold rcu_read_lock or the write lock"
 * (the maple tree's mas_find(): its lock, or the mm's mmap_lock it is
 * told to use instead), "either a RCU read lock or the hash table lock"?
 * The words "or"/"either", "the"/"a", at most three plain words, then
 * "lock"; none of them the reader's ("rcu", "read", "srcu").
 */
static bool contract_unnamed_lock(const char *text)
{
	const char *w[8];
	size_t len[8], nw = 0;

	for (const char *p = text; *p;) {
		if (!is_ident_char(*p)) {
			p++;
			continue;
		}
		const char *b = p;

		while (is_ident_char(*p))
			p++;
		if (nw == 8) {
			memmove(w, w + 1, sizeof(w[0]) * 7);
			memmove(len, len + 1, sizeof(len[0]) * 7);
			nw--;
		}
		w[nw] = b;
		len[nw++] = (size_t)(p - b);
		if (len[nw - 1] != 4 || strncasecmp(b, "lock", 4))
			continue;
		/* back from "lock": plain words, then "the"/"a", then "or"/"either" */
		for (size_t k = nw - 1, plain = 0; k-- > 0 && plain <= 3;) {
			bool the = (len[k] == 3 && !strncasecmp(w[k], "the", 3)) ||
				   (len[k] == 1 && !strncasecmp(w[k], "a", 1));

			if (the) {
				if (k > 0 && ((len[k - 1] == 2 && !strncasecmp(w[k - 1], "or", 2)) ||
					      (len[k - 1] == 6 && !strncasecmp(w[k - 1], "either", 6))))
					return true;
				break;
			}
			bool word = true;

			for (size_t c = 0; c < len[k] && word; c++)
				word = isalpha((unsigned char)w[k][c]);
			if (!word || (len[k] == 3 && !strncasecmp(w[k], "rcu", 3)) ||
			    (len[k] == 4 && (!strncasecmp(w[k], "read", 4) ||
					     !strncasecmp(w[k], "srcu", 4))))
				break;
			plain++;
		}
	}
	return false;
}

/*
 * Locks a contract comment names as alternatives to the reader: "should be
 * called under either cgroup_mutex or RCU read lock" adds cgroup_mutex;
 * a word the model maps to a class ("contract-lock-words") adds that
 * class: "Caller must hold rcu_read_lock or RTNL" adds rtnl_mutex. One
 * that offers the structure's own lock without naming it ("or the write
 * lock") is met by any lock held, as a lookup of rcu/data/lookups is.
 */
static void contract_locks(const char *text, struct need *n)
{
	if (contract_unnamed_lock(text))
		n->any_lock = true;
	for (const char *p = text; *p;) {
		if (!is_ident_char(*p)) {
			p++;
			continue;
		}
		const char *b = p;

		while (is_ident_char(*p))
			p++;
		char *w = xstrndup(b, (size_t)(p - b));
		const char *cls = rcu_model_contract_lock_word(w);

		if (cls) {
			if (!sl_contains(&n->locks, cls))
				sl_push(&n->locks, cls);
		} else if ((ends_with(w, "_mutex") || ends_with(w, "_lock") || ends_with(w, "_sem") ||
		     ends_with(w, "_rwsem")) && !rcu_model_not_lock_name(w) && !sl_contains(&n->locks, w))
			sl_push(&n->locks, w);
		free(w);
	}
}

/*
 * Locks and readers the function's own run-time check accepts beside the
 * reader: WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_rtnl_is_held())
 * adds rtnl_mutex (netdev_upper_get_next_dev_rcu()), as a condition
 * would; skb_dst()'s WARN_ON(... && !rcu_read_lock_held() &&
 * !rcu_read_lock_bh_held()) adds the bh flavor (bottom halves off meet
 * it), by the "held" predicates of the model's "readers".
 */
static void assertion_locks(const char *body, struct need *n)
{
	for (const char *p = strstr(body, "rcu_read_lock_held()"); p;
	     p = strstr(p + 1, "rcu_read_lock_held()")) {
		const char *b = p, *e = p + strcspn(p, ";{");

		while (b > body && b[-1] != ';' && b[-1] != '{' && b[-1] != '}')
			b--;
		for (const char *t = b; t < e; t++) {
			const char *cls;

			if (!is_ident_char(*t) || (t > b && is_ident_char(t[-1])))
				continue;
			cls = rcu_model_lockdep_helper(t);
			if (cls && !sl_contains(&n->locks, cls))
				sl_push(&n->locks, cls);
			size_t len = 0;

			while (t + len < e && is_ident_char(t[len]))
				len++;
			n->flavors |= rcu_model_held_predicate_len(t, len) & RCU_FL_ANY;
		}
	}
}

/* Is [b, e) a term that tests a member and calls no reader or lock predicate? */
static bool term_tests_state(const char *b, const char *e)
{
	char *t = xstrndup(b, (size_t)(e - b));
	bool state = strstr(t, "->") && !strstr(t, "_held") && !strstr(t, "lockdep");

	free(t);
	return state;
}

/*
 * Does the run-time check around "rcu_read_lock_held()" in @text ask for
 * the reader only in some state of the data: a term of its warning's
 * top-level conjunction that tests a member and calls no predicate?
 * skb_dst()'s WARN_ON((skb->_skb_refdst & SKB_DST_NOREF) &&
 * !rcu_read_lock_held() && !rcu_read_lock_bh_held()) warns only for a
 * dst that is not counted: whether the caller's skb has one is not in
 * the text, so such a contract is undecidable (the lower tier).
 */
static bool assertion_conditional(const char *text)
{
	const char *p = strstr(text, "rcu_read_lock_held()"), *b, *t;
	int depth = 0;

	if (!p)
		return false;
	b = p;
	while (b > text && b[-1] != ';' && b[-1] != '{' && b[-1] != '}')
		b--;
	b = strchr(b, '(');
	if (!b || b > p)
		return false;
	t = ++b;
	for (const char *q = b; *q; q++) {
		if (*q == '(') {
			depth++;
		} else if ((*q == ')' || *q == ',') && depth == 0) {
			return term_tests_state(t, q);
		} else if (*q == ')') {
			depth--;
		} else if (depth == 0 && q[0] == '&' && q[1] == '&') {
			if (term_tests_state(t, q))
				return true;
			t = ++q + 1;
		}
	}
	return false;
}

/*
 * Is the contract's run-time check (its "rcu_read_lock_held()") made
 * only inside an if that tests one of its function's parameters? 6.1
 * skb_dst_force()'s WARN_ON(!rcu_read_lock_held()) sits under "if
 * (skb_dst_is_noref(skb))": it asks for the reader only for an skb whose
 * dst is not counted, which the caller's text does not show (an skb
 * queued with no dst needs none): undecidable, as assertion_conditional()'s
 * term in the warning itself. @at is where the function is defined, its
 * first line ("include/net/dst.h:308").
 */
static bool assertion_under_param_test(struct tindex *ti, const char *at)
{
	const char *colon = at ? strrchr(at, ':') : NULL;
	char *path = colon ? xstrndup(at, (size_t)(colon - at)) : NULL;
	long file = path ? tindex_file_id(ti, path) : -1;
	const struct cfile *cf = file >= 0 ? tindex_file(ti, (size_t)file) : NULL;
	int line = colon ? atoi(colon + 1) : 0;
	bool under = false;

	free(path);
	for (size_t k = 0; cf && k < cf->nfuncs && !under; k++) {
		const struct cfunc *fn = &cf->funcs[k];

		if (fn->line != line || fn->is_macro)
			continue;
		char *text = source_lines(ti, (unsigned)file, fn->line, fn->end_line);
		struct strlist params = STRLIST_INIT;
		const char *p = text ? strstr(text, "rcu_read_lock_held()") : NULL, *b = p;

		if (!p || !func_params(text, 1, fn->end_line - fn->line + 1, fn->name, &params)) {
			sl_free(&params);
			free(text);
			continue;
		}
		/* the statement holding the check: its line and column */
		while (b > text && b[-1] != ';' && b[-1] != '{' && b[-1] != '}')
			b--;
		while (*b == ' ' || *b == '\t' || *b == '\n')
			b++;
		int l = 1, col = 1;

		for (const char *q = text; q < b; q++) {
			col = *q == '\n' ? 1 : col + 1;
			l += *q == '\n';
		}
		for (size_t i = 0; i < params.n && !under; i++) {
			char *cond = *params.v[i] ? field_branch_condition(text, 1, l, col, params.v[i])
						  : NULL;

			under = cond != NULL;
			free(cond);
		}
		sl_free(&params);
		free(text);
	}
	return under;
}

/* The body of node @i's function, or NULL (macros, not found). */
static char *node_body(struct search *s, int i, struct tindex *ti)
{
	const struct cfunc *fn = find_func(ti, s->nodes[i].file, s->nodes[i].name);

	if (!fn || fn->is_macro)
		return NULL;
	return source_lines(ti, s->nodes[i].file, fn->line, fn->end_line);
}

/* Lockdep checks at run time that irqs or preemption are off here. */
static bool asserts_sched(const char *body)
{
	return strstr(body, "lockdep_assert_irqs_disabled()") ||
	       strstr(body, "lockdep_assert_preemption_disabled()") ||
	       strstr(body, "WARN_ON_ONCE(!irqs_disabled())") ||
	       strstr(body, "WARN_ON(!irqs_disabled())") ||
	       strstr(body, "DEBUG_LOCKS_WARN_ON(!irqs_disabled())");
}

/* lockdep_assert_held(&X) for a lock the need names. */
static bool asserts_lock(const char *body, const struct need *n)
{
	for (size_t l = 0; l < n->locks.n; l++) {
		char *pat = str_printf("lockdep_assert_held(&%s)", n->locks.v[l]);
		bool hit = strstr(body, pat) != NULL;

		free(pat);
		if (hit)
			return true;
		/* "&d->cfg_lock": the class is what follows the last -> or . */
		for (const char *p = strstr(body, "lockdep_assert_held("); p && !hit;
		     p = strstr(p + 1, "lockdep_assert_held(")) {
			size_t len = strcspn(p + 20, ",)");
			char *arg = xstrndup(p + 20, len), *cls = lock_class(arg);

			hit = !strcmp(cls, n->locks.v[l]);
			free(arg);
			free(cls);
		}
		if (hit)
			return true;
	}
	return false;
}

/* The tree's read-side wrappers (export_readers()), for this audit. */
static struct strlist reader_wrappers = STRLIST_INIT;

/*
 * Does function @k of @cf take a lock or reader: by the index, or by
 * calling one of the tree's read-side wrappers, which the index of its
 * file alone cannot tell from any other call?
 */
static bool caller_takes_any(const struct cfile *cf, int k)
{
	const struct strlist *rc = rcu_model_any_reader_calls();

	if (body_takes_any(&cf->funcs[k]))
		return true;
	/* a wrapper of the tree, or a call that returns in a reader (the ring buffer's reserve) */
	for (size_t c = 0; c < cf->ncalls; c++)
		if (cf->calls[c].caller == k && (sl_contains(&reader_wrappers, cf->calls[c].callee) ||
						 sl_contains(rc, cf->calls[c].callee)))
			return true;
	return false;
}

/* caller_takes_any() of file @y, kept per file (audit/fileidx.h) */
static bool caller_takes_any_in(struct tindex *ti, unsigned y, int k)
{
	return fileidx_takes_any(ti, y, k, &reader_wrappers);
}

/*
 * Does some call of @name in file @y come from a function with a lock or
 * reader in its body, whose call sites only the call-site rule can
 * judge? Sets *@any when @y calls @name at all.
 */
static bool calls_need_facts(struct search *s, int i, struct tindex *ti, unsigned y, bool *any)
{
	const struct cfile *cf = tindex_file(ti, y);
	size_t nk;
	const unsigned *ks = fileidx_calls_of(ti, y, s->nodes[i].name, &nk);

	for (size_t m = 0; m < nk; m++) {
		const struct ccall *c = &cf->calls[ks[m]];

		if (c->caller < 0)
			continue;
		/* a field of that name in another struct: no call of node @i */
		if (s->nodes[i].is_field &&
		    !callback_type_matches(ti, c, s->nodes[i].field_type, s->nodes[i].field_files))
			continue;
		if (s->nodes[i].second && !callback_typed(ti, c, s->nodes[i].field_type))
			continue;
		if (any)
			*any = true;
		if (!cf->funcs[c->caller].is_macro && caller_takes_any_in(ti, y, c->caller))
			return true;
	}
	return false;
}

/*
 * Is node @i a static function of a header (a "static inline" wrapper)?
 * Every file that includes the header has its own copy: its callers are
 * found by name, like a global's, not in the header alone.
 */
static bool static_in_header(const struct search *s, int i, struct tindex *ti)
{
	return s->nodes[i].is_static && ends_with(tindex_path(ti, s->nodes[i].file), ".h");
}

/*
 * Does file @y define a static function of global node @i's name? Its
 * calls of that name call its own (fs/userfaultfd.c's msg_init(), not
 * ipc/msg.c's).
 */
static bool shadowed_in(struct search *s, int i, struct tindex *ti, unsigned y)
{
	const struct cfunc *own;

	if (y == s->nodes[i].file ||
	    (s->nodes[i].is_static && !static_in_header(s, i, ti)))
		return false;
	own = find_func(ti, y, s->nodes[i].name);
	return own && own->is_static;
}

/*
 * The call of @name at @line of file @y, in @fn, whose argument @idx is
 * the condition's lock: true when it passes NULL (the protected form is
 * not taken: "if (lock)"); a parameter of @fn's passed on leaves the lock
 * to @fn's callers (s->lock_forward); else what it passes is the lock the
 * condition names, for this caller and those above it.
 */
static bool caller_passes_lock(struct search *s, struct tindex *ti, unsigned y, int line,
			       const char *name, int idx, const struct cfunc *fn)
{
	char *text = source_lines(ti, y, line, line + 3);
	char *arg = text ? call_argument(text, name, idx) : NULL;
	bool null = arg && (!strcmp(arg, "NULL") || !strcmp(arg, "0"));

	if (arg && !null) {
		char *def = source_lines(ti, y, fn->line, fn->line + 4);

		s->lock_forward = def ? param_index(def, arg) : -1;
		free(def);
	}
	if (arg && !null && s->lock_forward < 0) {
		char *cls = lock_class(arg);

		if (*cls && !sl_contains(&s->need.locks, cls))
			sl_push(&s->need.locks, cls);
		free(cls);
	}
	free(arg);
	free(text);
	return null;
}

/*
 * Is the call or access at column @col of @text's last line an argument
 * of a macro of the tree that runs it inside a reader @n accepts
 * (btrfs_info_in_rcu(..., rcu_str_deref(device->name)))?
 */
static bool in_reader_macro_arg(struct tindex *ti, const char *text, int col,
				const struct need *n)
{
	size_t len = strlen(text), last;

	while (len && text[len - 1] == '\n')
		len--;
	last = len;
	while (last && text[last - 1] != '\n')
		last--;
	if (col < 1 || last + (size_t)col - 1 > len)
		return false;
	return macro_arg_in_reader(ti, source_lines, text, last + (size_t)col - 1, n);
}

/* index/needs.h's cover: a callee's call made only in a reader macro's argument. */
static bool needs_call_in_reader_macro_arg(struct tindex *ti, unsigned file,
					   const struct cfunc *fn, const struct ccall *c,
					   const char *flavor)
{
	char *text = source_lines(ti, file, fn->line, c->line);
	struct need n = { .flavors = !strcmp(flavor, "any") ? RCU_FL_ANY :
				     rcu_flavor_bit(flavor) & RCU_FL_ANY };
	bool in = text && n.flavors && in_reader_macro_arg(ti, text, c->col, &n);

	free(text);
	return in;
}

static bool call_covered_by_text_read(struct tindex *ti, unsigned y, const struct cfunc *fn,
				      const struct ccall *c, const struct need *n);

/*
 * Is call @c of @fn (in file @y) protected in a way the call-site rule
 * does not see? Read once from the caller's text. Memoized per index,
 * call and need (its flavors, srcu class, locks and any_lock: what the
 * tests read; fn is the call's caller): each search through a function
 * judged each of its calls again, copying and scanning the caller's
 * text (2 s CPU of a warm audit's caller search on the packaged 6.1).
 */
static bool call_covered_by_text(struct tindex *ti, unsigned y, const struct cfunc *fn,
				 const struct ccall *c, const struct need *n)
{
	static struct strmap memo;
	char *nk = need_key(n);
	char *key = str_printf("%lu:%u:%zu:%s", tindex_serial(ti), y,
			       (size_t)(c - tindex_file(ti, y)->calls), nk);
	void *kept = strmap_get(&memo, key);

	free(nk);
	if (!kept) {
		kept = call_covered_by_text_read(ti, y, fn, c, n) ? (void *)2 : (void *)1;
		/* after the work: a slot is not kept across the map's growth */
		*strmap_slot(&memo, key) = kept;
	}
	free(key);
	return kept == (void *)2;
}

static bool call_covered_by_text_read(struct tindex *ti, unsigned y, const struct cfunc *fn,
				      const struct ccall *c, const struct need *n)
{
	char *text = source_lines(ti, y, fn->line, c->line);
	bool covered = text &&
		       (caller_holds_named_lock(ti, text, n) ||
			(n->any_lock && caller_holds_any_lock(ti, text)) ||
			caller_wrapper_disables_preemption(ti, text, n) ||
			((n->flavors & RCU_FL_RCU) &&
			 (text_call_in_rcu_walk(text, c->callee) || caller_in_reader_call(text))) ||
			in_reader_macro_arg(ti, text, c->col, n) ||
			function_guards_srcu(text, c->callee, n));

	free(text);
	return covered;
}

/*
 * The line of the last srcu_read_unlock() of @srcu's class in caller @fn
 * before its call @c, or 0: the call-site facts have a column per reader
 * flavor (rcu, bh, sched) but none per srcu_struct, so a caller that ends
 * its SRCU section and then calls (dquot_reclaim_space_nodirty() after
 * srcu_read_unlock(&dquot_srcu, index)) is read from its text.
 */
static int srcu_unlock_before(struct tindex *ti, unsigned y, const struct cfunc *fn,
			      const struct ccall *c, const char *srcu)
{
	char *text = source_lines(ti, y, fn->line, c->line - 1);
	int line = 0, at = fn->line;

	for (const char *p = text; p && *p; p++) {
		if (*p == '\n') {
			at++;
			continue;
		}
		if (strncmp(p, "srcu_read_unlock(", 17) || (p > text && is_ident_char(p[-1])))
			continue;
		const char *arg = p + 17, *end = arg + strcspn(arg, ",)");
		char *expr = xstrndup(arg, (size_t)(end - arg)), *cls = lock_class(expr);

		if (!strcmp(cls, srcu))
			line = at;
		free(cls);
		free(expr);
	}
	free(text);
	return line;
}

enum call_verdict {
	CALL_SKIP,		/* no call of node i (recursion, another struct's field) */
	CALL_PASSES_NULL,	/* passes NULL for the condition's lock parameter */
	CALL_PROTECTED,
	CALL_BLIND,		/* spatch could not see it: not known to protect */
	CALL_UNPROTECTED,
};

/*
 * What call @c of file @y (whose call-site facts for node @i are @facts)
 * is to node @i: the one judgement of expand_in_file() and
 * count_calls(). An unprotected call leaves where its reader ended in
 * *@state ("entry" when it never had one) and what it holds in @held.
 */
static enum call_verdict judge_call(struct search *s, int i, struct tindex *ti, unsigned y,
				    const struct call_facts *facts, const struct ccall *c,
				    const struct cfunc *self, const char **state,
				    struct strlist *held)
{
	const struct cfile *cf = tindex_file(ti, y);
	const char *name = s->nodes[i].name;
	const struct cfunc *fn;

	if (strcmp(c->callee, name) || c->caller < 0)
		return CALL_SKIP;
	if (s->nodes[i].is_field &&
	    !callback_type_matches(ti, c, s->nodes[i].field_type, s->nodes[i].field_files))
		return CALL_SKIP;	/* a field of that name in another struct */
	if (s->nodes[i].second && !callback_typed(ti, c, s->nodes[i].field_type))
		return CALL_SKIP;	/* a second callback: its own struct's calls only */
	fn = &cf->funcs[c->caller];
	*state = "entry";
	if (fn == self)
		return CALL_SKIP;	/* recursion */
	int lock_idx = i == 0 ? s->lock_param : s->nodes[i].lock_param;

	s->lock_forward = -1;
	if (lock_idx >= 0 && !fn->is_macro &&
	    caller_passes_lock(s, ti, y, c->line, name, lock_idx, fn))
		return CALL_PASSES_NULL;
	if (!fn->is_macro && call_covered_by_text(ti, y, fn, c, &s->need))
		return CALL_PROTECTED;
	if (fn->is_macro) {
		/* A macro's body: the rule cannot see its calls, the text can. */
		char *text = source_lines(ti, y, fn->line, c->line);
		bool covered = text && macro_holds_reader(text, name, &s->need);

		free(text);
		if (covered)
			return CALL_PROTECTED;
	}
	if (!fn->is_macro && caller_takes_any_in(ti, y, c->caller)) {
		const struct call_fact *f = fact_at(facts, c->line);

		if (!f)
			return CALL_BLIND;	/* spatch could not see this call: stay quiet */
		if (call_satisfies(&s->need, f))
			return CALL_PROTECTED;
		*state = call_state(&s->need, f);
		for (size_t h = 0; h < f->held.n; h++)
			if (strcmp(f->held.v[h], need_reader(&s->need)) &&
			    !held_is_needed_reader(&s->need, f->held.v[h]))
				sl_push(held, f->held.v[h]);
		if (s->need.srcu && !strcmp(*state, "entry")) {
			static char line[16];
			int at = srcu_unlock_before(ti, y, fn, c, s->need.srcu);

			if (at) {
				snprintf(line, sizeof(line), "%d", at);
				*state = line;
			}
		}
	}
	return CALL_UNPROTECTED;
}

/*
 * The condition under which caller @c->caller of file @y calls node @i
 * (a field) without the reader, when it also calls it with the reader
 * and every call of it it makes without one is on a branch that tests
 * the call's object: 6.12's bpf_map_update_value() calls
 * map->ops->map_update_elem() under rcu_read_lock() for most map types
 * and without it only "else if (map->map_type == BPF_MAP_TYPE_CPUMAP ||
 * ...)" (audit/fieldbranch.h). NULL otherwise. The caller frees it.
 */
static char *field_call_branch(struct search *s, int i, struct tindex *ti, unsigned y,
			       const struct call_facts *facts, const struct ccall *c,
			       const struct cfunc *self)
{
	const struct cfile *cf = tindex_file(ti, y);
	const struct cfunc *fn = &cf->funcs[c->caller];
	char *text = fn->is_macro ? NULL : source_lines(ti, y, fn->line, fn->end_line);
	char *cond = NULL;
	bool prot = false;

	size_t nk;
	const unsigned *ks = fileidx_calls_of(ti, y, c->callee, &nk);

	for (size_t m = 0; text && m < nk; m++) {
		const struct ccall *o = &cf->calls[ks[m]];
		struct strlist held = STRLIST_INIT;
		const char *state;
		enum call_verdict v;

		if (o->caller != c->caller)
			continue;
		v = judge_call(s, i, ti, y, facts, o, self, &state, &held);
		sl_free(&held);
		if (v == CALL_PROTECTED) {
			prot = true;
		} else if (v == CALL_UNPROTECTED || v == CALL_BLIND) {
			char *line = source_lines(ti, y, o->line, o->line);
			char *call = callback_call_text(line, o->col, o->callee);
			char *base = field_call_base(call);
			char *b = base ? field_branch_condition(text, fn->line, o->line, o->col, base)
				       : NULL;

			free(line);
			free(call);
			free(base);
			if (!b) {
				free(cond);
				cond = NULL;
				break;
			}
			if (o == c) {
				free(cond);
				cond = b;
			} else {
				free(b);
			}
		}
	}
	free(text);
	if (!prot) {
		free(cond);
		return NULL;
	}
	return cond;
}

/*
 * Does @caller's call of node @i never reach a function below it on the
 * chain (rcu/data/unreached-calls: netdev_run_todo()'s
 * linkwatch_forget_dev() never runs dev_activate())?
 */
static bool call_unreached(const struct search *s, int i, const char *caller)
{
	for (int k = s->nodes[i].parent; k >= 0; k = s->nodes[k].parent)
		if (rcu_model_unreached_call(caller, s->nodes[i].name, s->nodes[k].name))
			return true;
	return false;
}

/*
 * Follows the calls of node @i in caller file @y. Returns false when a
 * call-site question had to be queued (the node is retried next round).
 */
static bool expand_in_file(struct search *s, int i, unsigned y, struct tindex *ti,
			   struct callsite_cache *cc, struct audit_stats *st)
{
	const struct cfile *cf = tindex_file(ti, y);
	const struct call_facts *facts = NULL;
	const char *name = s->nodes[i].name;
	const struct cfunc *self = y == s->nodes[i].file ? find_func(ti, y, name) : NULL;

	if (shadowed_in(s, i, ti, y))
		return true;
	/* register_netdevice() from code that never made a device of the callback's table */
	if (s->nodes[i].parent >= 0 && s->nodes[s->nodes[i].parent].is_field &&
	    creator_call_foreign(name, tindex_path(ti, s->nodes[s->nodes[i].parent].file),
				 tindex_path(ti, y)))
		return true;
	if (calls_need_facts(s, i, ti, y, NULL) &&
	    !(facts = callsite_get(cc, tindex_path(ti, y), name)))
		return false;
	size_t nk;
	const unsigned *ks = fileidx_calls_of(ti, y, name, &nk);

	/* judge_call() skips every other call */
	for (size_t m = 0; m < nk && !s->done; m++) {
		const struct ccall *c = &cf->calls[ks[m]];
		struct strlist held = STRLIST_INIT;
		const char *state;
		enum call_verdict v = judge_call(s, i, ti, y, facts, c, self, &state, &held);

		/* a call that never reaches the access: as a protected one */
		if ((v == CALL_UNPROTECTED || v == CALL_BLIND) &&
		    call_unreached(s, i, cf->funcs[c->caller].name)) {
			sl_free(&held);
			v = CALL_PROTECTED;
		}

		switch (v) {
		case CALL_SKIP:
			continue;
		case CALL_PASSES_NULL:
			st->protected_by_callers++;
			continue;
		case CALL_PROTECTED:
			st->protected_by_callers++;
			s->nodes[i].protected_calls++;
			continue;
		case CALL_BLIND:
			st->unresolved_calls++;
			s->nodes[i].unprotected_calls++;	/* not known to protect */
			s->nodes[i].blind = true;
			continue;
		case CALL_UNPROTECTED:
			break;
		}
		const struct cfunc *fn = &cf->funcs[c->caller];

		/* a caller that requires the reader itself calls under it, for the blame count */
		if (fn->contract != CONTRACT_NONE)
			s->nodes[i].protected_calls++;
		else
			s->nodes[i].unprotected_calls++;
		int forward = s->lock_forward;
		int j = add_node(s, fn->name, y, fn->is_static, fn->is_macro, i, c->line, &held);

		sl_free(&held);
		if (j < 0)
			continue;
		s->nodes[j].lock_param = forward;
		if (strcmp(state, "entry") && strcmp(state, "ok"))
			s->nodes[j].unlock_line = str_dup(state);
		if (s->nodes[i].is_field && !callback_typed(ti, c, s->nodes[i].field_type))
			s->nodes[j].guessed = true;
		if (s->nodes[i].is_field)
			s->nodes[j].branch = field_call_branch(s, i, ti, y, facts, c, self);
		if (fn->is_syscall) {
			s->done = offer_root(s, RCU_ROOT_SYSCALL, j);
		}
	}
	return true;
}

/* The files whose calls can reach node @i. */
static const unsigned *caller_files(const struct search *s, int i, struct tindex *ti,
				    size_t *n)
{
	static unsigned own;

	if (s->nodes[i].is_static && !static_in_header(s, i, ti)) {
		own = s->nodes[i].file;
		*n = 1;
		return &own;
	}
	return tindex_callers_files(ti, s->nodes[i].name, n);
}

/* User-space programs, BPF samples and docs do not call kernel functions. */
static bool is_kernel_caller_file(const char *path)
{
	return tindex_kernel_file(path);
}

/*
 * Asks the call-site rule about node @i's calls in each of its caller
 * files @files that needs facts (@has_callers as calls_need_facts()
 * sets it); true while one still waits on its answer.
 */
static bool ask_callers(struct search *s, int i, struct tindex *ti, struct callsite_cache *cc,
			const unsigned *files, size_t nf, bool *has_callers)
{
	bool blocked = false;

	for (size_t f = 0; f < nf; f++) {
		if (!is_kernel_caller_file(tindex_path(ti, files[f])) ||
		    shadowed_in(s, i, ti, files[f]))
			continue;
		if (calls_need_facts(s, i, ti, files[f], has_callers) &&
		    !callsite_get(cc, tindex_path(ti, files[f]), s->nodes[i].name))
			blocked = true;
	}
	return blocked;
}

/*
 * Does the prologue @pro of an entry's family (a genl family's .pre_doit)
 * take a lock the access needs, as its body or a lock wrapper it calls
 * shows: 6.12 nl80211_pre_doit()'s wiphy_lock(&rdev->wiphy), taken for
 * every command whose flags do not say NL80211_FLAG_NO_WIPHY_MTX, which
 * the text of the family's ops would tell and is not read.
 */
static bool prologue_takes_need(struct tindex *ti, const char *pro, const struct need *n)
{
	size_t nd;
	const struct tdef *d = n->locks.n ? tindex_defs(ti, pro, &nd) : NULL;
	bool hit = false;

	for (size_t j = 0; d && j < nd && j < 4 && !hit; j++) {
		char *body = source_lines(ti, d[j].file, d[j].fn->line, d[j].fn->end_line);

		hit = body && (locks_class_test(body, &n->locks) ||
			       caller_holds_wrapper(ti, body, locks_class_test, &n->locks));
		free(body);
	}
	return hit;
}

/* Roots at node @i itself, when nothing above it protects or reaches it. */
static void roots_at(struct search *s, int i, struct tindex *ti, bool has_callers)
{
	const char *name = s->nodes[i].name;
	struct entry_site site;

	if ((i == 0 && s->contract) || s->nodes[i].contract)
		return;		/* its callers are the question, not it */
	if (!s->nodes[i].is_field && !s->nodes[i].is_macro &&
	    index_entry_registration(ti, name, s->nodes[i].file, s->nodes[i].is_static, &site)) {
		/*
		 * Run by an invoker that holds nothing, whatever else calls it;
		 * as a system call when in its task, unless a prologue of its
		 * family's (a genl family's .pre_doit) may take locks first.
		 */
		const char *pro = index_entry_prologue_func(ti, &site);
		bool syscall = site.reg->from_syscall && !pro;
		unsigned ev = syscall ? CHAIN_EV_SYSCALL_ENTRY : 0;

		/* nl80211_pre_doit()'s wiphy_lock(): held unless the command's flags say not */
		if (pro && prologue_takes_need(ti, pro, &s->need))
			ev |= CHAIN_EV_UNCERTAIN;

		if (site.reg->once && need_lock_only(&s->need))
			ev |= CHAIN_EV_ONCE_LOCK;
		s->done = offer_root_ev(s, RCU_ROOT_ENTRY, i, ev);
		return;
	}
	if (s->nodes[i].is_field) {
		/* no call through the field in a kernel file: the function it holds */
		if (!has_callers)
			s->done = offer_root(s, RCU_ROOT_CALLBACK, s->nodes[i].parent);
		return;
	}
	if (!s->nodes[i].is_static && tindex_is_exported(ti, name)) {
		/*
		 * Every caller in the tree protects it: that is its contract,
		 * and a module caller most likely keeps it too. Callers that
		 * do not are searched first: theirs may (a driver's worker
		 * around its rx helper), settle_exports() decides.
		 */
		if (has_callers && s->nodes[i].unprotected_calls)
			s->nodes[i].export_pending = true;
		else
			s->done = offer_root(s, has_callers ? RCU_ROOT_EXPORTED_COVERED :
					     RCU_ROOT_EXPORTED, i);
	}
	else if (!has_callers && tindex_is_referenced(ti, name))
		s->done = offer_root(s, RCU_ROOT_CALLBACK, i);
	else if (!has_callers)
		s->done = offer_root(s, RCU_ROOT_NOCALLER, i);
}

/*
 * A seq_file ->stop: "static void foo_stop(...) __releases(RCU)", one of
 * its annotations (6.1 neigh_seq_stop(): "__releases(tbl->lock)
 * __releases(rcu)"), a reader of any flavor ("rcu_bh").
 */
static bool releases_reader(struct tindex *ti, const char *name)
{
	/* memoized: each ops table's check asks it of the same callees again */
	static struct strmap memo;
	struct strlist all = STRLIST_INIT;
	bool rcu = false;
	char *key = str_printf("%lu:%s", tindex_serial(ti), name);
	void *kept = strmap_get(&memo, key);

	if (kept) {
		free(key);
		return kept == (void *)2;
	}
	annotations(ti, name, "__releases", false, &all);
	for (size_t k = 0; k < all.n && !rcu; k++)
		rcu = !strcasecmp(all.v[k], "rcu") || !strcasecmp(all.v[k], "rcu_bh") ||
		      !strcasecmp(all.v[k], "rcu_sched");
	sl_free(&all);
	/* its slot only after the work, as every memo here: a slot is not kept across growth */
	*strmap_slot(&memo, key) = rcu ? (void *)2 : (void *)1;
	free(key);
	return rcu;
}

/* Is the field @call ("->F") a node of @s, stored into the struct @type? */
static bool field_in_search(const struct search *s, const char *call, const char *type)
{
	for (size_t k = 0; k < s->n; k++)
		if (s->nodes[k].is_field && !strcmp(s->nodes[k].name, call))
			return !strcmp(s->nodes[k].field_type ? s->nodes[k].field_type : "",
				       type ? type : "");
	return false;
}

/*
 * The fields node @i's function is stored into, as nodes above it: the
 * calls through them are its callers too (callbacks.h). A field whose
 * invoker rcu/data/callback-invokers names is a protected call when its
 * reader meets the need (nf_hook_ops.hook, under nf_hook()'s
 * rcu_read_lock()), or its lock is one the need names (a
 * callback-lock-registrars row: rtnl_register()'s doit under the RTNL),
 * at any depth. Two callbacks at most on a chain, the
 * second only where its store names the struct (a node marked second).
 * Returns how many callers were added or counted; *@far set when a
 * field was left out as a third callback (or a second matched by name).
 */
static size_t add_field_nodes(struct search *s, int i, struct tindex *ti,
			      struct audit_stats *st, bool *far)
{
	struct callback_field cb[8];
	size_t n, added = 0;
	int below = 0;

	if (s->nodes[i].is_field || s->nodes[i].is_macro ||
	    !tindex_is_referenced(ti, s->nodes[i].name))
		return 0;
	for (int k = s->nodes[i].parent; k >= 0; k = s->nodes[k].parent)
		below += s->nodes[k].is_field;
	bool unresolved;

	n = callback_fields(ti, s->nodes[i].name, s->nodes[i].file, s->nodes[i].is_static,
			    cb, sizeof(cb) / sizeof(cb[0]), releases_reader, &unresolved);
	*far |= unresolved;
	for (size_t k = 0; k < n; k++) {
		int j;

		if (cb[k].invoker) {
			const struct rcu_invoker *inv = cb[k].invoker;

			/* a reader of another flavor, or a lock not the invoker's: as unresolved */
			if (inv->lock ? !sl_contains(&s->need.locks, inv->lock)
				      : !(inv->flavors & s->need.flavors))
				continue;
			st->protected_by_callers++;
			s->nodes[i].protected_calls++;
			added++;
			continue;
		}
		/* a third one's invokers, or a second one's matched by name, are too far a guess */
		if (below > 1 || (below == 1 && !*cb[k].type)) {
			*far = true;
			continue;
		}
		j = add_node_typed(s, cb[k].call, cb[k].type, cb[k].store_file, false, false, i,
				   cb[k].store_line, NULL);
		if (j < 0) {
			/*
			 * The field is in the search already, for another
			 * function stored into it (6.12's ipmr_dump() and
			 * ip6mr_dump(), both ->fib_dump): its calls are this
			 * one's too when the structs agree, so not caller-less.
			 */
			if (field_in_search(s, cb[k].call, cb[k].type)) {
				s->nodes[i].unprotected_calls++;
				added++;
			}
			continue;
		}
		s->nodes[j].is_field = true;
		s->nodes[j].second = below == 1;
		s->nodes[j].field_type = cb[k].type;
		s->nodes[j].field_files = cb[k].files;
		s->nodes[j].checked = true;	/* no body */
		s->nodes[i].unprotected_calls++;
		added++;
	}
	return added;
}

/* Advances @s until done or blocked on call-site facts. */
static void advance(struct search *s, struct tindex *ti, struct callsite_cache *cc,
		    struct audit_stats *st)
{
	while (!s->done && s->head < s->n) {
		int i = (int)s->head;
		size_t nf;
		const unsigned *files;
		bool has_callers = false;

		if (s->nodes[i].depth >= MAX_DEPTH || s->n >= MAX_NODES) {
			s->cut = true;
			for (int k = s->nodes[i].parent; k >= 0; k = s->nodes[k].parent)
				s->nodes[k].export_cut = true;
			/* what the callers above a cut hold is not known: as a far callback */
			s->nodes[i].far = true;
			mark_reached(s, i);
			s->head++;
			continue;
		}
		if (!s->nodes[i].checked) {
			char *body = node_body(s, i, ti);

			s->nodes[i].checked = true;
			s->nodes[i].names_state = body && s->need.state &&
						   names_word(body, s->need.state);
			if (body && (s->need.flavors & RCU_FL_SCHED) && asserts_sched(body)) {
				/* Protected, and lockdep proves it at run time. */
				free(body);
				s->head++;
				continue;
			}
			if (body && asserts_lock(body, &s->need))
				s->nodes[i].contract = true;
			free(body);
			const struct cfunc *fn = find_func(ti, s->nodes[i].file, s->nodes[i].name);

			if (fn && fn->contract != CONTRACT_NONE && s->need.flavors) {
				s->nodes[i].contract = true;
				contract_locks(fn->contract_text, &s->need);
			}
		}
		files = caller_files(s, i, ti, &nf);
		/* Ask everything this node needs in one round. */
		if (ask_callers(s, i, ti, cc, files, nf, &has_callers))
			return;
		bool blocked = false;

		/* Files are expanded whole: a file still waiting on facts waits. */
		for (size_t f = 0; f < nf && !s->done; f++)
			if (is_kernel_caller_file(tindex_path(ti, files[f])) &&
			    !expand_in_file(s, i, files[f], ti, cc, st))
				blocked = true;
		if (blocked)
			return;
		if (!s->done)
			s->nodes[i].expanded = true;
		bool far = false;

		if (!s->done && add_field_nodes(s, i, ti, st, &far))
			has_callers = true;
		else if (far)
			s->nodes[i].far = true;
		if (!s->done)
			roots_at(s, i, ti, has_callers);
		s->head++;
	}
	if (s->head >= s->n) {
		settle_exports(s);
		s->done = true;
	}
}

/*
 * Counts every call of node @i's function in the tree as expand_in_file()
 * judges them, adding no node. A search ends at its first default root,
 * so the node it was expanding then (the root's callee) has only the
 * calls up to that root counted, and leaves_reader_to_callers() decides
 * the blame site by these counts: kill_pid_info() with its reader
 * removed is called under a reader by kill_proc_info() and vas-api.c,
 * and without one by pidfd_send_signal(), kill_pid() and itimer.c; the
 * search stopped at the system call, two and two, and blamed the system
 * call. Calls through a field it is stored into are not counted (they
 * are only when the node is expanded whole). False when a call-site
 * question had to be queued.
 */
static bool count_calls(struct search *s, int i, struct tindex *ti, struct callsite_cache *cc)
{
	size_t nf;
	const unsigned *files = caller_files(s, i, ti, &nf);
	const char *name = s->nodes[i].name;
	unsigned prot = 0, unprot = 0;

	if (ask_callers(s, i, ti, cc, files, nf, NULL))
		return false;
	for (size_t f = 0; f < nf; f++) {
		unsigned y = files[f];
		const struct cfile *cf = tindex_file(ti, y);
		const struct call_facts *facts = NULL;
		const struct cfunc *self = y == s->nodes[i].file ? find_func(ti, y, name) : NULL;

		if (!is_kernel_caller_file(tindex_path(ti, y)) || shadowed_in(s, i, ti, y))
			continue;
		if (calls_need_facts(s, i, ti, y, NULL))
			facts = callsite_get(cc, tindex_path(ti, y), name);
		size_t nk;
		const unsigned *ks = fileidx_calls_of(ti, y, name, &nk);

		/* judge_call() skips every other call */
		for (size_t m = 0; m < nk; m++) {
			struct strlist held = STRLIST_INIT;
			const char *state;
			size_t k = ks[m];

			switch (judge_call(s, i, ti, y, facts, &cf->calls[k], self, &state, &held)) {
			case CALL_PROTECTED:
				prot++;
				break;
			case CALL_UNPROTECTED:
				/* as expand_in_file(): a caller with a contract calls under it */
				if (cf->funcs[cf->calls[k].caller].contract != CONTRACT_NONE) {
					prot++;
					break;
				}
				/* fall through */
			case CALL_BLIND:
				unprot++;
				break;
			default:
				break;
			}
			sl_free(&held);
		}
	}
	s->nodes[i].protected_calls = prot;
	s->nodes[i].unprotected_calls = unprot;
	s->nodes[i].expanded = true;
	return true;
}

/*
 * Completes the call counts of the functions between a finished search's
 * root and its access, for blame_node(). False while call-site questions
 * are pending.
 */
static bool complete_blame_counts(struct search *s, struct tindex *ti, struct callsite_cache *cc)
{
	bool ok = true;

	if (s->root.kind == RCU_ROOT_NONE)
		return true;
	for (int k = s->nodes[s->root.at].parent; k >= 0; k = s->nodes[k].parent) {
		const struct snode *nd = &s->nodes[k];

		if (!nd->expanded && !nd->is_field && !nd->is_macro && !count_calls(s, k, ti, cc))
			ok = false;
	}
	return ok;
}

static char *node_text(struct search *s, int i, struct tindex *ti)
{
	const struct snode *nd = &s->nodes[i];
	struct strbuf sb = STRBUF_INIT;

	sb_printf(&sb, "%s() (%s:%d", nd->name, tindex_path(ti, nd->file), nd->call_line);
	if (nd->parent >= 0 && s->nodes[nd->parent].is_field) {
		/* the call through the field, as written: "sk->sk_state_change()" */
		char *line = source_lines(ti, nd->file, nd->call_line, nd->call_line);
		const struct cfile *cf = tindex_file(ti, nd->file);
		int col = 0;

		for (size_t k = 0; cf && k < cf->ncalls && !col; k++)
			if (cf->calls[k].line == nd->call_line &&
			    !strcmp(cf->calls[k].callee, s->nodes[nd->parent].name))
				col = cf->calls[k].col;
		char *call = callback_call_text(line, col, s->nodes[nd->parent].name);

		sb_printf(&sb, ", through %s()", call);
		free(call);
		free(line);
	}
	if (nd->held.n) {
		sb_puts(&sb, ", holding ");
		for (size_t h = 0; h < nd->held.n; h++) {
			const char *l = nd->held.v[h];

			sb_printf(&sb, "%s%s", h ? ", " : "", l[0] == '&' && l[1] != '(' ? l + 1 : l);
		}
	}
	sb_puts(&sb, ")");
	return sb_detach(&sb);
}

/* Held locks as lockdep names them: "tasklist_lock", not "&tasklist_lock". */
static void push_unique(struct strlist *sl, const char *s)
{
	if (s[0] == '&' && s[1] != '(')
		s++;
	if (!sl_contains(sl, s))
		sl_push(sl, s);
}

/*
 * Does node @i's function leave the reader to its callers: it says so (a
 * contract, an assertion, an accessor's lockdep condition, an _rcu name),
 * or at least as many of its calls in the tree protect it as do not (a
 * function that lost its own reader is called unprotected by most)?
 */
static bool leaves_reader_to_callers(struct search *s, int i, struct tindex *ti)
{
	const struct snode *nd = &s->nodes[i];
	const struct reader_need *rn;

	if ((i == 0 && s->contract) || nd->contract ||
	    (nd->protected_calls && nd->protected_calls >= nd->unprotected_calls))
		return true;
	if (ends_with(nd->name, "_rcu"))
		return true;	/* its name says so */
	rn = nd->is_macro ? NULL : tindex_reader_need(ti, nd->file, nd->name);
	return rn && rn->declared;
}

/*
 * The blame site: the first function up the chain from the access that
 * should have taken the reader. A function that dropped it before the
 * call (or the access's own, after its unlock) is; one that leaves the
 * reader to its callers is not, and the chain's top is when all do.
 */
static int blame_node(struct search *s, struct tindex *ti)
{
	int up[MAX_DEPTH + 2], n = 0;

	for (int i = s->root.at; i >= 0 && n < MAX_DEPTH + 2; i = s->nodes[i].parent)
		up[n++] = i;
	while (n-- > 0) {
		int i = up[n];

		if (s->nodes[i].unlock_line || n == 0)
			return i;
		if (i == 0 && strcmp(s->a->state, "entry"))
			return 0;	/* after its own unlock */
		if (!leaves_reader_to_callers(s, i, ti))
			return i;
	}
	return 0;
}

/* How an entry root's function is run, for the message; NULL for another root. */
static char *entry_sentence(const struct search *s, int r, struct tindex *ti)
{
	static const char *const what[][2] = {
		{ "work", "a work item" }, { "initcall", "an initcall" },
		{ "exit", "a module's exit" }, { "kthread", "a kernel thread's function" },
		{ "genl", "a generic netlink command's handler" },
		{ "netlink", "a netlink command's handler" },
		{ "socket", "a socket call's handler" },
	};
	const struct snode *nd = &s->nodes[r];
	struct entry_site site;
	const char *kind = "an entry point";

	if (s->root.kind != RCU_ROOT_ENTRY ||
	    !index_entry_registration(ti, nd->name, nd->file, nd->is_static, &site))
		return NULL;
	for (size_t k = 0; k < sizeof(what) / sizeof(what[0]); k++)
		if (!strcmp(what[k][0], site.reg->context))
			kind = what[k][1];
	return str_printf(site.reg->arg ? "%s (%s() at %s:%d), run by %s() with no reader held" :
			  "%s (.%s at %s:%d), run by %s() with no reader held", kind,
			  site.reg->arg ? site.reg->name : strchr(site.reg->name, '.') + 1,
			  tindex_path(ti, site.file), site.line, site.reg->invoker);
}

static void make_finding(struct search *s, struct tindex *ti, struct finding_list *out)
{
	struct access_fact *a = s->a;
	struct finding *f = finding_new(out);
	const char *reader = need_reader(&s->need);
	struct strbuf msg = STRBUF_INIT;
	int r = s->root.at;

	f->tool = str_dup("spatch");
	f->rule = str_dup(a->rule);
	f->severity = str_dup("warning");
	f->file = str_dup(a->file);
	f->line = a->line;
	f->col = a->col;
	f->function = str_dup(a->function);
	f->access = str_dup(a->text);
	f->flavor = strcmp(a->flavor, "-") ? str_dup(a->flavor) : str_dup("rcu");
	for (size_t h = 0; h < a->held.n; h++)
		if (strcmp(a->held.v[h], reader))
			push_unique(&f->held, a->held.v[h]);
	for (int i = r; i > 0; i = s->nodes[i].parent) {
		for (size_t h = 0; h < s->nodes[i].held.n; h++)
			push_unique(&f->held, s->nodes[i].held.v[h]);
	}
	char *what = a->via ? str_printf("%s (%s)", a->text, a->via) : str_dup(a->text);

	if (rcu_rule_local(a->rule))
		sb_printf(&msg, "%s: %s", a->text, a->via ? a->via : "");
	else if (!strcmp(a->rule, "rcu-pointer-lifetime") || !strcmp(a->state, "local"))
		sb_printf(&msg, "%s", what);
	else if (s->need.srcu)
		sb_printf(&msg, "%s outside srcu_read_lock(&%s)", what, s->need.srcu);
	else if (s->need.flavors)
		sb_printf(&msg, "%s outside %s", what, reader);
	else
		sb_printf(&msg, "%s", what);
	free(what);
	for (size_t l = 0; l < s->need.locks.n; l++)
		sb_printf(&msg, "%s%s", l ? " or " : (s->need.flavors || s->need.srcu) ?
			  " and without holding " : " without holding ", s->need.locks.v[l]);
	if (s->root.kind == RCU_ROOT_LOCAL && r == 0 && strcmp(a->state, "local"))
		sb_printf(&msg, ", after the unlock at line %s", a->state);
	if (f->held.n) {
		sb_puts(&msg, "; held instead: ");
		for (size_t h = 0; h < f->held.n; h++)
			sb_printf(&msg, "%s%s", h ? ", " : "", f->held.v[h]);
	}
	if (s->contract)
		sb_printf(&msg, "; %s() requires its caller to hold it", a->function);
	/* The innermost callback on the chain (the last seen outside in): where it is stored. */
	int field = -1;

	for (int k = r; k > 0; k = s->nodes[k].parent)
		if (s->nodes[k].is_field)
			field = k;
	if (field > 0)
		sb_printf(&msg, "; %s() is called through %s (stored at %s:%d%s)",
			  s->nodes[s->nodes[field].parent].name, s->nodes[field].name,
			  tindex_path(ti, s->nodes[field].file), s->nodes[field].call_line,
			  s->root.evidence & CHAIN_EV_GUESSED ? "; matched by the field's name only" : "");
	for (int k = r; k > 0; k = s->nodes[k].parent)
		if (s->nodes[k].branch)
			sb_printf(&msg, "; %s() calls %s without the reader only when %s, "
				  "and under it otherwise", s->nodes[k].name,
				  s->nodes[s->nodes[k].parent].name, s->nodes[k].branch);
	if (a->needs_via)
		sb_printf(&msg, "; it needs its caller's reader: %s", a->needs_via);
	if (s->need.state)
		sb_printf(&msg, s->root.evidence & CHAIN_EV_UNCERTAIN ?
			  "; its condition also holds while %s is set, which the text does not settle" :
			  "; its condition also holds while %s is set, but the chain holds a lock "
			  "instead and never tests it", s->need.state);
	int b = blame_node(s, ti);

	f->blame = str_dup(s->nodes[b].name);
	f->blame_site = b ? str_printf("%s:%d", tindex_path(ti, s->nodes[b].file),
				       s->nodes[b].call_line)
			  : str_printf("%s:%d", a->file, a->line);
	/* Innermost first: the direct caller of the access's function first. */
	struct strlist rev = STRLIST_INIT, links = STRLIST_INIT;
	struct chain c = { .root = s->root, .top = s->nodes[r].name, .links = &links };

	for (int i = r; i > 0; i = s->nodes[i].parent)
		if (!s->nodes[i].is_field)
			sl_push_owned(&rev, node_text(s, i, ti));
	for (size_t k = rev.n; k-- > 0;)
		sl_push(&links, rev.v[k]);
	/* The outermost caller that calls after dropping the reader. */
	for (int i = r; i > 0 && !c.dropper; i = s->nodes[i].parent)
		if (s->nodes[i].unlock_line) {
			c.dropper = s->nodes[i].name;
			c.drop_line = s->nodes[i].unlock_line;
		}
	if (c.dropper && s->need.flavors != RCU_FL_RCU && s->need.flavors != RCU_FL_ANY)
		c.drop_reader = need_reader(&s->need);
	char *entry = entry_sentence(s, r, ti);

	c.entry = entry;
	chain_fill(f, &c, &chain_style_audit, &msg);
	free(entry);
	sl_free(&rev);
	sl_free(&links);
	f->message = sb_detach(&msg);
}

/*
 * Is the call @key ("f() (file:line", of length @n) a step of record @g's
 * chain ("f() (file:line)" or "f() (file:line, through ...)")?
 */
static bool call_in_chain(const char *key, size_t n, const struct finding *g)
{
	for (size_t k = 0; k < g->chain.n; k++) {
		const char *e = g->chain.v[k];

		if (!strncmp(e, key, n) && (e[n] == ')' || e[n] == ','))
			return true;
	}
	return false;
}

/*
 * An rcu-callee record whose call another record's chain already passes
 * (the callee's own access, or a deeper call, found from its file) says
 * nothing new: the deeper record stays. The record's call is formatted
 * once, not once per other record (a whole-6.12 audit's 1380 callee
 * records against its 3300 records made 4.5 million strings).
 */
void audit_drop_callee_repeats(struct finding_list *out, size_t first)
{
	for (size_t i = out->n; i-- > first;) {
		if (strcmp(out->v[i].rule, "rcu-callee"))
			continue;
		const struct finding *f = &out->v[i];
		char *key = str_printf("%s() (%s:%d", f->function, f->file, f->line);
		size_t n = strlen(key);
		bool repeat = false;

		for (size_t j = first; j < out->n && !repeat; j++)
			repeat = j != i && call_in_chain(key, n, &out->v[j]);
		free(key);
		if (repeat)
			finding_list_remove(out, i);
	}
}

static bool in_scope(const struct audit_opts *o, const char *file)
{
	if (!o->paths.n)
		return true;
	for (size_t i = 0; i < o->paths.n; i++) {
		const char *p = o->paths.v[i];
		size_t n = strlen(p);

		if (!strcmp(p, ".") || (!strncmp(file, p, n) && (file[n] == '/' || !file[n] ||
								   p[n - 1] == '/')))
			return true;
	}
	return false;
}

/* Does function @k of @cf call an RCU accessor the rules look for? */
static bool func_calls_accessor(const struct cfile *cf, int k, const struct strlist *tokens)
{
	for (size_t c = 0; c < cf->ncalls; c++)
		if (cf->calls[c].caller == k && sl_contains(tokens, cf->calls[c].callee))
			return true;
	return false;
}

/*
 * --since: the changed files, and the files defining a function that a
 * changed file calls and that itself calls an RCU accessor: a changed
 * caller can expose its access (one level down; deeper ones wait for a
 * whole audit).
 */
static void since_files(const struct audit_opts *o, struct tindex *ti, struct strlist *out)
{
	struct strlist tokens = STRLIST_INIT;

	audit_rule_tokens(&tokens);
	for (size_t i = 0; i < o->only_files.n; i++) {
		const char *p = o->only_files.v[i];
		long id = tindex_file_id(ti, p);

		if (ends_with(p, ".c") && !sl_contains(out, p))
			sl_push(out, p);
		if (id < 0)
			continue;
		const struct cfile *cf = tindex_file(ti, (size_t)id);
		struct strlist callees = STRLIST_INIT;

		for (size_t k = 0; k < cf->ncalls; k++)
			if (!sl_contains(&callees, cf->calls[k].callee))
				sl_push(&callees, cf->calls[k].callee);
		for (size_t k = 0; k < callees.n; k++) {
			size_t nd;
			const struct tdef *d = tindex_defs(ti, callees.v[k], &nd);

			for (size_t j = 0; j < nd && nd < 8; j++) {
				const char *dp = tindex_path(ti, d[j].file);

				if ((d[j].fn->is_static && d[j].file != (unsigned)id) ||
				    !ends_with(dp, ".c") || sl_contains(out, dp) ||
				    !is_kernel_caller_file(dp))
					continue;
				const struct cfile *df = tindex_file(ti, d[j].file);
				for (size_t fk = 0; fk < df->nfuncs; fk++) {
					if (df->funcs[fk].line == d[j].fn->line &&
					    !strcmp(df->funcs[fk].name, callees.v[k]) &&
					    func_calls_accessor(df, (int)fk, &tokens)) {
						sl_push(out, dp);
						break;
					}
				}
			}
		}
		sl_free(&callees);
	}
	sl_free(&tokens);
}

/* A call of a function that needs its caller's reader, in a file checked. */
struct callee_call {
	unsigned file;
	size_t call;
	const struct reader_need *rn;
};

/* Call @c as written, "pid_task(pid, PIDTYPE_PID)", blanks squeezed (the fixer finds it so). */
static char *call_text(struct tindex *ti, unsigned file, const struct ccall *c)
{
	char *text = source_lines(ti, file, c->line, c->line + 8);
	struct strbuf sb = STRBUF_INIT;
	int depth = 0;

	if (!text || strlen(text) < (size_t)c->col) {
		free(text);
		return str_printf("%s()", c->callee);
	}
	for (const char *p = text + c->col - 1; *p; p++) {
		if (isspace((unsigned char)*p)) {
			if (sb.len && sb.buf[sb.len - 1] != ' ' && sb.buf[sb.len - 1] != '(')
				sb_putc(&sb, ' ');
			continue;
		}
		if (*p == ')' && sb.len && sb.buf[sb.len - 1] == ' ')
			sb.len--;
		sb_putc(&sb, *p);
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			break;
	}
	free(text);
	if (depth) {
		sb_free(&sb);
		return str_printf("%s()", c->callee);
	}
	return sb_detach(&sb);
}

/*
 * A lookup's structure (rcu/data/lookups) whose update sites the index
 * finds, all holding a lock in common (every radix_tree_insert() and
 * radix_tree_delete() of one tree under its mutex): only that lock, not
 * any, protects the lookup instead of the reader. Its classes into
 * @a->updaters_locks; none when no site is found or they share no lock.
 */
static void updaters_lock_classes(struct impact_ctx *ic, struct access_fact *a)
{
	struct strlist keys = STRLIST_INIT;

	if (audit_updaters_locks(ic, a->file, a->function, a->line, a->text, &keys))
		for (size_t i = 0; i < keys.n; i++) {
			char *cls = lock_class(keys.v[i]);

			if (*cls && !sl_contains(&a->updaters_locks, cls))
				sl_push(&a->updaters_locks, cls);
			free(cls);
		}
	sl_free(&keys);
	/*
	 * Not any lock, then; but any reader flavor: since RCU's flavors were
	 * consolidated, a region with bottom halves or preemption off (a
	 * spinlock's, read_lock(&tasklist_lock) over 6.1 find_vpid()) holds
	 * off the call_rcu() that frees the structure's nodes, as
	 * rcu_read_lock() does (6.1 l2tp_tunnel_get()'s rcu_read_lock_bh()).
	 */
	if (a->updaters_locks.n) {
		free(a->flavor);
		a->flavor = str_dup("any");
	}
}

/*
 * The call @cc of a file checked as an access fact, when nothing
 * protects it: its need is the callee's (flavor, condition, contract),
 * its state and what is held come from the call-site rule when the
 * caller takes anything at all. False when the call is protected (or
 * spatch could not see it).
 */
static bool callee_access(struct tindex *ti, struct callsite_cache *cc, struct impact_ctx *ic,
			  const struct callee_call *k, struct access_fact *a)
{
	const struct cfile *cf = tindex_file(ti, k->file);
	const struct ccall *c = &cf->calls[k->call];
	const struct cfunc *fn = &cf->funcs[c->caller];
	const char *path = tindex_path(ti, k->file);
	const struct reader_need *rn = k->rn;
	struct need need;
	bool ok = true;

	memset(a, 0, sizeof(*a));
	a->file = str_dup(path);
	a->function = str_dup(fn->name);
	a->rule = str_dup("rcu-callee");
	a->flavor = str_dup(rn->flavor);
	a->cond = rn->cond ? str_dup(rn->cond) : NULL;
	a->state = str_dup("entry");
	a->text = call_text(ti, k->file, c);
	a->line = c->line;
	a->col = c->col;
	a->contract = rn->contract ? str_dup(rn->contract) : NULL;
	a->contract_at = rn->contract ? str_dup(rn->at) : NULL;
	a->needs_via = str_printf("%s at %s: %s", rn->path, rn->at, rn->access);
	a->any_lock = rn->lock_instead;
	if (a->any_lock && ic)
		updaters_lock_classes(ic, a);
	if (!access_need(a, &need))
		return false;	/* an opaque condition: stay quiet */
	if (a->contract) {
		/* a comment's alternatives, or an assertion's (a lockdep contract is one) */
		contract_locks(a->contract, &need);
		assertion_locks(a->contract, &need);
	}
	if (call_covered_by_text(ti, k->file, fn, c, &need)) {
		ok = false;
	} else if (caller_takes_any(cf, c->caller)) {
		const struct call_fact *f = fact_at(callsite_get(cc, path, c->callee), c->line);
		const char *reader = need_reader(&need);

		if (!f || call_satisfies(&need, f)) {
			ok = false;
		} else {
			free(a->state);
			a->state = str_dup(call_state(&need, f));
			for (size_t h = 0; h < f->held.n; h++)
				if (strcmp(f->held.v[h], reader))
					sl_push(&a->held, f->held.v[h]);
			ok = !held_satisfies(&need, &a->held);
		}
	}
	need_free(&need);
	return ok;
}

/*
 * Is @name defined in file @file? A helper of the caller's own file is
 * the rules' and the search's: they see its accesses and how each call
 * reaches them (an RCU-walk flag test, a reader-call before it).
 */
static bool defined_in(struct tindex *ti, const char *name, unsigned file)
{
	size_t nd;
	const struct tdef *d = tindex_defs(ti, name, &nd);

	for (size_t j = 0; j < nd; j++)
		if (d[j].file == file)
			return true;
	return false;
}

/*
 * Does file @id call a function that needs its caller's reader, from one
 * of its functions? Asked name by name in the order of their first call
 * (the index's tindex_file_call_order()), as the loop over its calls
 * would ask: the answers are memoized with their recursion
 * (index/needs.c), so that a function reached through a cycle could be
 * answered otherwise in another order; and the files that call none
 * (most of the tree) are not read for their call sites.
 */
static bool calls_needy(struct tindex *ti, unsigned id)
{
	size_t n;
	const unsigned *v = tindex_file_call_order(ti, id, &n);
	bool yes = false;

	for (size_t k = 0; k < n && !yes; k++) {
		const char *name = tindex_file_callee(ti, id, v[k]);

		yes = !rcu_model_reader_accessor(name, strlen(name)) && !defined_in(ti, name, id) &&
		      tindex_reader_need(ti, id, name);
	}
	return yes;
}

/*
 * The calls, in the files checked, of functions that need their caller's
 * reader (index/needs.h), as accesses: pid_task() called under an
 * unrelated rwlock is as unprotected as its rcu_dereference_check()
 * would be there. The callee's own file need not be checked. 0, or -1
 * when spatch failed.
 */
static int add_callee_accesses(struct tindex *ti, const struct strlist *check,
			       const struct audit_shard *shard, struct callsite_cache *cc,
			       struct access_set *acc)
{
	struct callee_call *v = NULL;
	size_t n = 0, alloc = 0, scanned = 0;

	for (size_t i = 0; i < check->n; i++) {
		long id = tindex_file_id(ti, check->v[i]);

		if (id < 0 || !audit_shard_has_path(shard, check->v[i]) ||
		    !calls_needy(ti, (unsigned)id))
			continue;
		const struct cfile *cf = tindex_file(ti, (size_t)id);

		scanned++;

		for (size_t k = 0; k < cf->ncalls; k++) {
			const struct ccall *c = &cf->calls[k];
			const struct reader_need *rn;

			if (c->caller < 0 || cf->funcs[c->caller].is_macro ||
			    rcu_model_reader_accessor(c->callee, strlen(c->callee)) ||
			    defined_in(ti, c->callee, (unsigned)id) ||
			    !(rn = tindex_reader_need(ti, (unsigned)id, c->callee)))
				continue;
			if (caller_takes_any(cf, c->caller))
				callsite_get(cc, check->v[i], c->callee);	/* queued */
			if (cc->pf)	/* a search starts at the caller */
				prefetch_seed(cc->pf, cf->funcs[c->caller].name);
			ALLOC_GROW(v, n, alloc);
			v[n++] = (struct callee_call){ (unsigned)id, k, rn };
		}
	}
	stages_count("callee accesses: files whose calls were read", scanned, check->n);
	stages_mark("callee accesses");
	if (callsite_has_pending(cc) && callsite_answer(cc)) {
		free(v);
		return -1;
	}
	struct impact_ctx ic;
	/* before the flavors were one (4.20), only the reader protected a lookup */
	bool consolidated = audit_flavor_consolidated(tindex_root(ti));

	impact_ctx_init(&ic, ti);
	for (size_t i = 0; i < n; i++) {
		struct access_fact a;

		if (!callee_access(ti, cc, consolidated ? &ic : NULL, &v[i], &a)) {
			access_fact_free(&a);
			continue;
		}
		ALLOC_GROW(acc->v, acc->n, acc->alloc);
		acc->v[acc->n++] = a;
	}
	impact_ctx_free(&ic);
	free(v);
	return 0;
}

/*
 * Are the update side's rules on (RCU_TIER_LOCAL's facts and
 * rcu-flavor-mismatch): the one gate of both.
 */
static bool local_rules_on(const struct audit_opts *o)
{
	return !o->no_lifecycle;
}

/*
 * One search per access its function does not protect from entry, its
 * start node in place and any root at the access's own function offered.
 */
/*
 * Does the access's own function hold the lock its condition names
 * through a wrapper the rules cannot see, taken before the access and
 * not released (netlink_release()'s netlink_table_grab(), annotated
 * __acquires(nl_table_lock))? As for a caller (caller_holds_wrapper()).
 */
static bool own_wrapper_holds(struct tindex *ti, unsigned file, const struct access_fact *a,
			      const struct need *n)
{
	const struct cfunc *fn = find_func(ti, file, a->function);
	char *text;
	bool held;

	if (!fn || fn->is_macro || !n->locks.n || strcmp(a->state, "entry") ||
	    a->line <= fn->line)
		return false;
	text = source_lines(ti, file, fn->line, a->line - 1);
	held = text && caller_holds_wrapper(ti, text, locks_class_test, &n->locks);
	free(text);
	return held;
}

/* An access passed to a macro that reads it inside a reader (in_reader_macro_arg()). */
static bool access_in_reader_macro_arg(struct tindex *ti, unsigned file,
				       const struct access_fact *a, const struct need *n)
{
	const struct cfunc *fn = find_func(ti, file, a->function);
	char *text;
	bool in;

	if (!fn || fn->is_macro || a->line < fn->line)
		return false;
	text = source_lines(ti, file, fn->line, a->line);
	in = text && in_reader_macro_arg(ti, text, a->col, n);
	free(text);
	return in;
}

static struct search *start_searches(const struct audit_opts *o, struct tindex *ti,
				     struct access_set *acc, struct audit_stats *st, size_t *n)
{
	struct search *ss = xcalloc(acc->n ? acc->n : 1, sizeof(*ss));
	size_t nsearch = 0;

	for (size_t i = 0; i < acc->n; i++) {
		struct access_fact *a = &acc->v[i];
		struct search *s = &ss[nsearch];
		long file = tindex_file_id(ti, a->file);

		if (!in_scope(o, a->file))
			continue;
		/*
		 * Passed on after its section: a use only if the callee
		 * dereferences it; stored from a call: only if the call
		 * returns a pointer that needs the section.
		 */
		if (a->passed_to && (a->passed_arg < 0 ?
				     !returns_rcu_pointer(ti, a->passed_to, a->file) :
				     !param_derefs(ti, a->passed_to, (unsigned)a->passed_arg, a->file)))
			continue;
		st->accesses++;
		if (rcu_rule_local(a->rule) && !local_rules_on(o))
			continue;	/* --no-lifecycle */
		if (file >= 0 && rcu_rule_local(a->rule)) {
			/* The update side's: its own function's bug, no callers asked. */
			s->a = a;
			s->file = (unsigned)file;
			s->need.flavors = RCU_FL_RCU;
			add_node(s, a->function, s->file, true, false, -1, a->line, NULL);
			s->done = offer_root(s, RCU_ROOT_LOCAL, 0);
			nsearch++;
			continue;
		}
		if (file < 0 || !access_need(a, &s->need)) {
			st->dropped_opaque++;
			continue;
		}
		if (held_satisfies(&s->need, &a->held) ||
		    own_wrapper_holds(ti, (unsigned)file, a, &s->need) ||
		    access_in_reader_macro_arg(ti, (unsigned)file, a, &s->need)) {
			need_free(&s->need);
			continue;	/* the lock its condition names is held here */
		}
		s->a = a;
		s->file = (unsigned)file;
		const struct cfunc *fn = find_func(ti, s->file, a->function);

		add_node(s, fn ? fn->name : a->function, s->file, fn ? fn->is_static : true,
			 false, -1, a->line, NULL);
		if (fn && fn->contract != CONTRACT_NONE) {
			s->contract = fn->contract_text;
			contract_locks(fn->contract_text, &s->need);
		}
		if (a->contract) {
			contract_locks(a->contract, &s->need);
			assertion_locks(a->contract, &s->need);
			s->conditional = assertion_conditional(a->contract) ||
					 (strstr(a->contract, "rcu_read_lock_held()") &&
					  assertion_under_param_test(ti, a->contract_at));
		}
		s->lock_param = -1;
		if (fn && !fn->is_macro && s->need.locks.n) {
			char *def = source_lines(ti, s->file, fn->line, fn->line + 4);

			if (def)
				s->lock_param = lock_param_index(def, &s->need);
			free(def);
		}
		if (fn && !fn->is_macro && (s->need.flavors & RCU_FL_RCU)) {
			char *body = source_lines(ti, s->file, fn->line, fn->end_line);

			if (body)
				assertion_locks(body, &s->need);
			free(body);
		}
		if (!strcmp(a->rule, "rcu-access-pointer-deref") && fn &&
		    !(fn->body_flavors & (RCU_FL_RCU | RCU_FL_SRCU)))
			/*
			 * No reader in sight: update-side code (a free path, an
			 * init under the update lock), where this is style, not a
			 * race; rcu_dereference_protected() says it better.
			 */
			s->done = offer_root(s, RCU_ROOT_UPDATER, 0);
		else if (!strcmp(a->rule, "rcu-access-pointer-deref") &&
			 sl_contains(&a->held, "rcu_read_lock()")) {
			/*
			 * Inside its function's own reader on every path (the
			 * rule says so): no race, and lockdep-clean, for
			 * rcu_access_pointer() has no check: style, lower,
			 * whatever its callers hold.
			 */
			offer_root(s, RCU_ROOT_IN_READER, 0);
			s->done = true;
		} else if (strcmp(a->state, "entry"))
			s->after_unlock = true;	/* the callers decide (finish_after_unlock()) */
		else if (fn && fn->is_syscall)
			s->done = offer_root(s, RCU_ROOT_SYSCALL, 0);
		nsearch++;
	}
	*n = nsearch;
	return ss;
}

/*
 * An access after its function's unlock is reported at the function, as
 * local, when some chain of callers reaches it without the reader (or
 * the search was cut before it could tell); when every caller holds the
 * reader, the unlock only ended a nested section. So too for an exported
 * function every chain of callers in the tree protects (6.12's mr_dump(),
 * called only as ->fib_dump() inside fib_net_dump()'s reader): its
 * exported-covered root stays, lower tier, the contract a module caller
 * must keep.
 */
static void finish_after_unlock(struct search *s)
{
	if (!s->after_unlock || (s->root.kind == RCU_ROOT_NONE && !s->cut) ||
	    (s->root.kind == RCU_ROOT_EXPORTED_COVERED && !s->cut))
		return;
	s->root = (struct chain_root){ RCU_ROOT_NONE, CHAIN_TIER_LOWER, 0, 0 };
	chain_offer(&s->root, RCU_ROOT_LOCAL, chain_evidence(s, 0), 0);
}

/* Does the last record of @out repeat an earlier one's access and blame site (from @first on)? */
static bool repeats_blame(const struct finding_list *out, size_t first)
{
	const struct finding *f = &out->v[out->n - 1];

	for (size_t j = first; j + 1 < out->n; j++) {
		const struct finding *g = &out->v[j];

		if (g->line == f->line && g->col == f->col && !strcmp(g->file, f->file) &&
		    !strcmp(g->rule, f->rule) && !strcmp(g->blame, f->blame) &&
		    !strcmp(g->blame_site, f->blame_site))
			return true;
	}
	return false;
}

/* How many further records one access may get from callers off its chain. */
#define MAX_DROPPERS 4

/* Is node @k on the chain from @s's root down to the access? */
static bool on_root_path(const struct search *s, int k)
{
	for (int i = s->root.at; i >= 0; i = s->nodes[i].parent)
		if (i == k)
			return true;
	return false;
}

static void need_copy(struct need *to, const struct need *from)
{
	*to = (struct need){ .flavors = from->flavors, .any_lock = from->any_lock };
	to->srcu = from->srcu ? str_dup(from->srcu) : NULL;
	to->state = from->state ? str_dup(from->state) : NULL;
	for (size_t i = 0; i < from->locks.n; i++)
		sl_push(&to->locks, from->locks.v[i]);
}

/*
 * A search of @s's access that goes on from node @d, a caller off its
 * chain: its nodes are the ones from the access up to @d, as @s found
 * them, and @d's callers are searched next.
 */
static void start_from_caller(const struct search *s, int d, struct search *t)
{
	int path[MAX_DEPTH + 2], n = 0, prev = -1;

	memset(t, 0, sizeof(*t));
	t->a = s->a;
	t->file = s->file;
	need_copy(&t->need, &s->need);
	t->lock_param = s->lock_param;
	t->contract = s->contract;
	t->conditional = s->conditional;
	t->secondary = true;
	for (int i = d; i >= 0 && n < MAX_DEPTH + 2; i = s->nodes[i].parent)
		path[n++] = i;
	while (n-- > 0) {
		const struct snode *o = &s->nodes[path[n]];
		int j = add_node(t, o->name, o->file, o->is_static, o->is_macro, prev,
				 o->call_line, &o->held);
		struct snode *nd = &t->nodes[j];

		nd->is_field = o->is_field;
		nd->field_type = o->field_type;
		nd->field_files = o->field_files;
		nd->guessed = o->guessed;
		nd->checked = o->checked;
		nd->expanded = o->expanded;
		nd->contract = o->contract;
		nd->unprotected_calls = o->unprotected_calls;
		nd->protected_calls = o->protected_calls;
		nd->blind = o->blind;
		nd->lock_param = o->lock_param;
		nd->unlock_line = o->unlock_line ? str_dup(o->unlock_line) : NULL;
		prev = j;
	}
	t->head = t->n - 1;
}

/*
 * Does the access's function leave the reader to its callers because most
 * of its calls protect it (a static helper), and not because it says so
 * (a contract, a lockdep condition, an _rcu name)? Then each caller that
 * does not protect it is a blame site of its own. One that says so has
 * a record per unprotected call already (rcu-callee, from the caller's
 * file).
 */
static bool access_left_by_calls(struct search *s, struct tindex *ti)
{
	const struct snode *nd = &s->nodes[0];
	const struct reader_need *rn;

	if (s->contract || nd->contract || !nd->protected_calls ||
	    nd->protected_calls < nd->unprotected_calls || ends_with(nd->name, "_rcu"))
		return false;
	rn = nd->is_macro ? NULL : tindex_reader_need(ti, nd->file, nd->name);
	return !rn || !rn->declared;
}

/*
 * One record per access would hide a second bug: a search ends at its
 * first default root, through one caller (dquot_claim_space_nodirty()
 * under the wrong reader, recall injection 15), while another caller of
 * the same helper, mark_all_dquot_dirty(), calls it unprotected too
 * (dquot_reclaim_space_nodirty() after srcu_read_unlock(), injection 24),
 * a blame site of its own. Such a caller off the reported chain (a
 * direct caller of a helper its other callers protect, or any function
 * that called after dropping the reader) gets a search of its own from
 * there (at most MAX_DROPPERS an access), reported when it reaches a
 * default-tier root with a blame site no other record of the access has;
 * not when every caller of it still holds the reader. Appended to *@ss;
 * returns how many.
 */
static size_t spawn_other_blames(struct search **ss, size_t *n, size_t *alloc, size_t i,
				 struct tindex *ti)
{
	size_t added = 0;
	bool helper;

	if ((*ss)[i].spawned || (*ss)[i].secondary || (*ss)[i].after_unlock ||
	    (*ss)[i].root.kind == RCU_ROOT_NONE || (*ss)[i].root.tier != CHAIN_TIER_DEFAULT ||
	    ((*ss)[i].root.evidence & CHAIN_EV_UNCERTAIN))
		return 0;
	(*ss)[i].spawned = true;
	helper = access_left_by_calls(&(*ss)[i], ti);
	for (size_t k = 1; k < (*ss)[i].n && added < MAX_DROPPERS; k++) {
		const struct snode *nd = &(*ss)[i].nodes[k];

		if ((!nd->unlock_line && !(helper && nd->parent == 0 && !nd->is_field)) ||
		    on_root_path(&(*ss)[i], (int)k))
			continue;
		ALLOC_GROW(*ss, *n, *alloc);
		start_from_caller(&(*ss)[i], (int)k, &(*ss)[*n]);
		(*ss)[*n].from = (*ss)[i].from;
		(*ss)[(*n)++].spawn_k = (unsigned)++added;
	}
	return added;
}

/* The jobs an audit may run at once: -j N, else the machine's cores (as spatch takes them). */
static long audit_jobs(const struct audit_opts *o)
{
	return o->jobs > 0 ? o->jobs : sysconf(_SC_NPROCESSORS_ONLN);
}

/* One process's caller search: its searches, and what answers their questions. */
struct search_run {
	struct search **ss;
	size_t *n, *alloc;
	struct tindex *ti;
	struct callsite_cache *cc;
	struct audit_stats *st;
	size_t first;		/* the first searches, one an access */
	int rounds;
	struct progress pr;
};

/*
 * The rounds of this process's searches (not foreign): each advances until
 * it waits for a call-site question; a round's questions are answered
 * together. 0, or -1 after error().
 */
static int search_rounds(struct search_run *sr)
{
	for (;;) {
		size_t active = 0, spawned = 0;

		for (size_t i = 0; i < *sr->n; i++) {
			if ((*sr->ss)[i].foreign)
				continue;
			advance(&(*sr->ss)[i], sr->ti, sr->cc, sr->st);
			if (!(*sr->ss)[i].done || !complete_blame_counts(&(*sr->ss)[i], sr->ti, sr->cc))
				active++;
			else
				spawned += spawn_other_blames(sr->ss, sr->n, sr->alloc, i, sr->ti);
		}
		if (!callsite_has_pending(sr->cc) && !spawned)
			return 0;
		char detail[96];

		snprintf(detail, sizeof(detail), "round %d: %zu searches open", ++sr->rounds,
			 active);
		progress_update(&sr->pr, -1, detail);
		stages_mark("caller search");
		if (callsite_answer(sr->cc))
			return -1;
	}
}

/* What this process's searches leave for the report, appended to @out. */
static void search_results_of(struct search_run *sr, struct search_results *out)
{
	for (size_t i = 0; i < *sr->n; i++) {
		struct search *s = &(*sr->ss)[i];

		if (s->foreign)
			continue;
		struct search_result *r = search_result_new(out);

		finish_after_unlock(s);
		r->from = s->from;
		r->k = s->spawn_k;
		r->cut = s->cut;
		r->secondary = s->secondary;
		if (s->root.kind != RCU_ROOT_NONE) {
			struct finding_list one = { 0 };

			make_finding(s, sr->ti, &one);
			r->f = one.v[0];
			r->has = true;
			free(one.v);
		}
	}
}

/*
 * Is the caller search worth a second process? With a second core, on a
 * warm audit (the rules' facts came from the result cache, nine in ten
 * files or more: the search is then this process's CPU, where a cold
 * one waits on the call-site rule's spatch runs, which use the cores
 * already), and with enough searches ($RCUCHECK_SEARCH_SPLIT_MIN, 256)
 * for a fork to pay. Not while the text's call-site answers are checked
 * against spatch's (RCUCHECK_CALLSITE_VERIFY=1 counts in this process).
 */
static bool search_split_wanted(const struct audit_opts *o, const struct rules_stats *rs,
				size_t n)
{
	const char *min = getenv("RCUCHECK_SEARCH_SPLIT_MIN");
	const char *verify = getenv("RCUCHECK_CALLSITE_VERIFY");
	size_t at_least = min && *min ? strtoul(min, NULL, 10) : 256;

	return audit_jobs(o) > 1 && !o->seeds && !(verify && !strcmp(verify, "1")) &&
	       n >= at_least && rs->files_run * 10 <= rs->files_cached + rs->files_run;
}

/*
 * Every search of the other half is the other process's: the accesses
 * by index, first half and second, and the searches each starts. Halves
 * of the accesses' order (the files') rather than every other access:
 * the two processes then read fewer of the same files and fields, whose
 * tables each builds for itself (21 s of CPU against 24 to 28 on a warm
 * whole-6.12 audit).
 */
static void search_take_half(struct search_run *sr, size_t half)
{
	for (size_t i = 0; i < *sr->n; i++)
		(*sr->ss)[i].foreign = ((*sr->ss)[i].from >= sr->first / 2) != half;
}

/* The child's half (lib/forked.h): its results and counts as audit/searchpart.h's lines. */
static bool search_child(void *arg, struct strbuf *out)
{
	struct search_run *sr = arg;
	struct search_results res = { 0 };
	const struct callsite_cache *cc = sr->cc;
	struct search_part_stats st = {
		.protected_by_callers = sr->st->protected_by_callers,
		.unresolved_calls = sr->st->unresolved_calls,
		.runs = cc->runs, .files_run = cc->files_run, .pairs_cached = cc->pairs_cached,
		.pairs_run = cc->pairs_run, .pairs_text = cc->pairs_text,
	};

	progress_silence();
	search_take_half(sr, 1);
	if (search_rounds(sr))
		return false;
	search_results_of(sr, &res);
	/* what this half added since the fork; the cover whole (merging it again adds nothing) */
	st.protected_by_callers = sr->st->protected_by_callers - st.protected_by_callers;
	st.unresolved_calls = sr->st->unresolved_calls - st.unresolved_calls;
	st.runs = cc->runs - st.runs;
	st.files_run = cc->files_run - st.files_run;
	st.pairs_cached = cc->pairs_cached - st.pairs_cached;
	st.pairs_run = cc->pairs_run - st.pairs_run;
	st.pairs_text = cc->pairs_text - st.pairs_text;
	st.rounds = sr->rounds;
	st.cover = cc->cover;
	st.timeouts = cc->timeouts;
	search_part_encode(&res, &st, out);
	return true;	/* the process ends: nothing to free */
}

/*
 * The search in two processes: a forked child searches the second half
 * of the accesses (and the searches they start), this process the first; the
 * child's results and counts come back into @results and @part. When no
 * child could be made, or it failed, this process searches its half too.
 * The results are the same as one process's (the same searches from the
 * same state, put in one order by search_results_sort()):
 * testcases/audit/ci-search-split.sh. 0, or -1 after error().
 */
static int search_split(struct search_run *sr, struct search_results *results,
			struct search_part_stats *part)
{
	struct forked child;
	struct strbuf sb = STRBUF_INIT;
	size_t own;

	if (!forked_start(&child, search_child, sr))
		return search_rounds(sr) ? -1 : (search_results_of(sr, results), 0);
	search_take_half(sr, 0);
	if (search_rounds(sr)) {
		forked_abandon(&child);
		return -1;
	}
	search_results_of(sr, results);
	own = results->n;
	if (!forked_collect(&child, &sb) && !search_part_decode(sb.buf, results, part)) {
		stages_count("callers: searched by a child process", results->n - own,
			     results->n);
		sb_free(&sb);
		return 0;
	}
	sb_free(&sb);
	warn("caller search: the process that searched half of the accesses failed; "
	     "searching them here");
	/* what was read of its answer goes; its searches are as they were at the fork */
	search_results_truncate(results, own);
	search_part_stats_free(part);
	memset(part, 0, sizeof(*part));
	for (size_t i = 0; i < *sr->n; i++)
		(*sr->ss)[i].foreign = !(*sr->ss)[i].foreign;
	if (search_rounds(sr))
		return -1;
	search_results_of(sr, results);
	return 0;
}

/* A child's counts and cover added to the audit's. */
static void search_part_add(struct callsite_cache *cc, struct audit_stats *st,
			    const struct search_part_stats *part)
{
	st->protected_by_callers += part->protected_by_callers;
	st->unresolved_calls += part->unresolved_calls;
	cc->runs += part->runs;
	cc->files_run += part->files_run;
	cc->pairs_cached += part->pairs_cached;
	cc->pairs_run += part->pairs_run;
	cc->pairs_text += part->pairs_text;
	cover_merge(&cc->cover, &part->cover);
	for (size_t i = 0; i < part->timeouts.n; i++)
		if (!sl_contains(&cc->timeouts, part->timeouts.v[i]))
			sl_push(&cc->timeouts, part->timeouts.v[i]);
}

static void free_searches(struct search *ss, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		for (size_t k = 0; k < ss[i].n; k++) {
			sl_free(&ss[i].nodes[k].held);
			free(ss[i].nodes[k].unlock_line);
			free(ss[i].nodes[k].branch);
		}
		free(ss[i].nodes);
		need_free(&ss[i].need);
		strmap_free(&ss[i].visited, NULL);
	}
	free(ss);
}

/* What spatch read and skipped, and the files it timed out on, in either phase, each once. */
static void add_failures(struct audit_stats *st, const struct rules_stats *rs,
			 const struct callsite_cache *cc)
{
	cover_merge(&st->cover, &rs->cover);
	cover_merge(&st->cover, &cc->cover);
	for (size_t i = 0; i < rs->timeouts.n; i++)
		sl_push(&st->timeouts, rs->timeouts.v[i]);
	for (size_t i = 0; i < cc->timeouts.n; i++)
		if (!sl_contains(&st->timeouts, cc->timeouts.v[i]))
			sl_push(&st->timeouts, cc->timeouts.v[i]);
}

/*
 * The tree's guard classes (tindex_guard_table()) in a scratch file named
 * by $RCUCHECK_GUARDS, where the rules' Python module reads them; NULL
 * when the tree defines none (the module then has the model's classes).
 */
static char *export_guards(const struct tindex *ti)
{
	struct strbuf sb = STRBUF_INIT;
	char *path;

	tindex_guard_table(ti, &sb);
	path = sb.len ? rules_export_table(&sb, "guards", "RCUCHECK_GUARDS") : NULL;
	sb_free(&sb);
	return path;
}

/*
 * The tree's read-side wrappers (index_reader_wrappers()) in a scratch
 * file named by $RCUCHECK_READERS, which the spatch runner adds to the
 * macros spatch expands; their names into @names, for the callers'
 * bodies (caller_takes_any()). NULL when the tree defines none.
 */
static char *export_readers(struct tindex *ti, struct strlist *names)
{
	struct strbuf sb = STRBUF_INIT;
	char *path;

	index_reader_wrappers(ti, &sb);
	for (const char *p = sb.buf; p && (p = strstr(p, "#define ")); p += 8)
		sl_push_owned(names, xstrndup(p + 8, strcspn(p + 8, "(")));
	path = sb.len ? rules_export_table(&sb, "readers", "RCUCHECK_READERS") : NULL;
	sb_free(&sb);
	return path;
}

/*
 * The tree's functions that return inside a reader they began
 * (index_reader_returners()) in a scratch file named by
 * $RCUCHECK_READER_CALLS, rows of the model's reader-calls that the
 * call-site rule adds to its own; their names into @names too, so that
 * a caller that calls one is asked about (caller_takes_any()). Then the
 * functions that end their caller's reader (index_reader_releasers(),
 * rows "-\tNAME\trcu"): the access, call-site and sleep rules end the
 * reader at their call; and those that release their caller's lock
 * (index_lock_releasers(), rows "lock\tNAME\tARG\tLOCK"): the sleep
 * rule ends that lock's section at their call. NULL when the tree has none.
 */
static char *export_reader_calls(struct tindex *ti, struct strlist *names)
{
	struct strbuf sb = STRBUF_INIT;
	char *path;

	index_reader_returners(ti, &sb);
	for (const char *p = sb.buf, *nl; p && (nl = strchr(p, '\n')); p = nl + 1)
		sl_push_owned(names, xstrndup(p, strcspn(p, "\t\n")));
	/* and those that end their caller's reader: "-" enters nothing */
	index_reader_releasers(ti, &sb);
	/* and those that release their caller's lock: the sleep rule's rows */
	index_lock_releasers(ti, &sb);
	path = sb.len ? rules_export_table(&sb, "reader-calls", "RCUCHECK_READER_CALLS") : NULL;
	sb_free(&sb);
	return path;
}

/*
 * The files' full facts kept between runs (index/cfstore.h): the index's,
 * beside it, which the index's scan fills as it goes, so that no file is
 * scanned twice; for a tree without a kept index (a baseline's scratch
 * checkout), the result cache's (not with --no-cache). One file per
 * tree, keyed by the tree and this binary: another build's audit
 * replaces the store (about 100 MB for 6.12) instead of adding one. NULL
 * when this binary cannot be read.
 */
static struct cfstore *facts_store_open(const struct audit_opts *o)
{
	struct cfstore *store;
	char *path;

	if (o->index_path) {
		path = cfstore_path_beside(o->index_path);
	} else {
		char *dir = rcache_version_dir(), name[HASH_HEX];

		if (o->no_cache) {
			free(dir);
			return NULL;
		}
		hash_hex(o->root, strlen(o->root), name);
		path = str_printf("%s/cfiles/%.32s", dir, name);
		free(dir);
	}
	store = cfstore_open_tree(path, o->root);
	free(path);
	return store;
}

int audit_run(const struct audit_opts *o, struct finding_list *out, struct audit_stats *st)
{
	struct strlist files = STRLIST_INIT, check = STRLIST_INIT;
	struct access_set acc = { 0 };
	struct rules_stats rs = { 0 };
	struct rcache rc = { 0 };
	struct runcache kept = { 0 };
	struct callsite_prefetch pf = { .max_depth = MAX_DEPTH, .asks = caller_takes_any };
	struct callsite_cache cc = { .root = o->root, .jobs = o->jobs, .rc = &rc, .pf = &pf };
	struct tindex *ti;
	struct cfstore *store = NULL;
	size_t store_reused = 0, store_indexed = 0;
	char *guards = NULL, *readers = NULL, *reader_calls = NULL;
	struct audit_macros macros = { 0 };
	struct sleep_ahead sleep_ahead = { 0 };
	double t0 = now_seconds();
	int ret = -1;

	/* a bad timeout in the environment dies before any work */
	cc.timeout = spatch_timeout("RCUCHECK_CALLSITE_TIMEOUT", 60);
	audit_rule_timeout();
	stages_mark("start");
	if (tindex_list_files(o->root, &files))
		return -1;
	stages_mark("list files");
	/* nothing it reads changed since an audit with these options: its report */
	runcache_open(&kept, o, &files);
	if (runcache_get(&kept, out, st)) {
		stages_mark("kept report");
		runcache_close(&kept);
		sl_free(&files);
		return 0;
	}
	stages_mark("kept report");
	store = facts_store_open(o);
	/* an index not kept is built anew each time: its scans would replace the records each time */
	ti = o->index_path ? tindex_open(o->root, &files, o->index_path, store)
			   : tindex_build(o->root, &files, NULL);
	if (!ti)
		goto out;
	tindex_set_store(ti, store);
	if (store) {
		/* what the index's own scan put there, told apart from the audit's */
		cfstore_counts(store, &store_reused, &store_indexed);
		stages_count("index: files scanned by the index, their facts kept", store_indexed,
			     files.n);
	}
	stages_mark("index");
	pf.ti = ti;
	needs_set_macro_arg_cover(needs_call_in_reader_macro_arg);
	st->files_indexed = files.n;
	st->seconds_index = now_seconds() - t0;
	guards = export_guards(ti);
	readers = export_readers(ti, &reader_wrappers);
	reader_calls = export_reader_calls(ti, &reader_wrappers);
	if (audit_macros_export(ti, o->index_path, &macros))
		goto out;
	stages_mark("tables");
	/* After the tables: they are part of every key. */
	rcache_open(&rc, o->root, !o->no_cache);
	stages_mark("rules version");
	/* The rules and the call-site rounds parse each file once. */
	if (spatch_ast_cache_begin(o->root))
		goto out;

	if (o->since)
		since_files(o, ti, &check);
	else
		for (size_t i = 0; i < files.n; i++)
			/* tools/ and friends are user space, unless asked for. */
			if (ends_with(files.v[i], ".c") && in_scope(o, files.v[i]) &&
			    (o->paths.n || is_kernel_caller_file(files.v[i])))
				sl_push(&check, files.v[i]);
	st->files_checked = check.n;
	stages_mark("files to check");

	t0 = now_seconds();
	struct audit_shard shard = { o->shard, o->shards };

	if (o->flavor_only) {
		audit_flavor_run(ti, &check, audit_flavor_consolidated(o->root), out);
		st->seconds_rules = now_seconds() - t0;
		qsort(out->v, out->n, sizeof(*out->v), finding_cmp);
		ret = 0;
		goto out;
	}
	if (o->sleep_only) {
		ret = audit_sleep_run(o->root, &check, o->jobs, ti, &shard, &rc, NULL, out, &rs);
		st->seconds_rules = now_seconds() - t0;
		if (!ret)
			qsort(out->v, out->n, sizeof(*out->v), finding_cmp);
		goto out;
	}
	/* with a second core, the sleep rule's selection beside the rules and the search */
	if (local_rules_on(o) && !o->seeds && audit_jobs(o) > 1)
		audit_sleep_select_ahead(&sleep_ahead, o->root, &check, ti, &shard, &rc);
	if (o->seeds)
		audit_seeds_copy(o->seeds, &acc);
	else if (audit_rules_run(o->root, &check, o->jobs, &macros, ti, &shard, &rc, &acc, &rs))
		goto out;
	for (size_t i = 0; i < acc.n; i++)
		prefetch_seed(&pf, acc.v[i].function);
	stages_mark("rules: facts");
	if (!o->seeds && add_callee_accesses(ti, &check, &shard, &cc, &acc))
		goto out;
	stages_mark("callee accesses");
	st->files_prefiltered = rs.files_prefiltered;
	st->spatch_runs = rs.spatch_runs;
	st->rule_files_cached = rs.files_cached;
	st->rule_files_run = rs.files_run;
	st->files_parsed = rs.files_parsed;
	st->seconds_rules = now_seconds() - t0;

	t0 = now_seconds();
	size_t nsearch;
	struct search *ss = start_searches(o, ti, &acc, st, &nsearch);
	size_t search_alloc = acc.n ? acc.n : 1;
	struct search_results results = { 0 };
	struct search_part_stats part = { 0 };
	struct search_run run = { .ss = &ss, .n = &nsearch, .alloc = &search_alloc, .ti = ti,
				  .cc = &cc, .st = st };
	int err;

	for (size_t i = 0; i < nsearch; i++)
		ss[i].from = i;
	run.first = nsearch;
	progress_start(&run.pr, "callers");
	if (search_split_wanted(o, &rs, nsearch))
		err = search_split(&run, &results, &part);
	else if (!(err = search_rounds(&run)))
		search_results_of(&run, &results);
	if (err)
		goto out_searches;
	search_part_add(&cc, st, &part);
	char detail[96];

	snprintf(detail, sizeof(detail), "%zu accesses, %d rounds, %zu answers from the text",
		 results.n, run.rounds > part.rounds ? run.rounds : part.rounds, cc.pairs_text);
	progress_done(&run.pr, detail);
	stages_mark("caller search");
	search_part_stats_free(&part);
	st->seconds_callers = now_seconds() - t0;
	st->call_runs = cc.runs;
	st->call_files = cc.files_run;

	size_t first = out->n;

	search_results_sort(&results);
	for (size_t i = 0; i < results.n; i++) {
		struct search_result *r = &results.v[i];

		st->searches_cut += r->cut;
		if (!r->has)
			continue;
		*finding_new(out) = r->f;
		r->has = false;		/* the report's now */
		/* a dropper's chain: only a default-tier one, and only with a blame site of its own */
		if (r->secondary && (strcmp(out->v[out->n - 1].tier, "default") ||
				     repeats_blame(out, first)))
			finding_list_remove(out, out->n - 1);
	}
	search_results_free(&results);
	if (o->seeds) {
		/* another engine's accesses: their chains and tiers only */
		ret = 0;
		goto out_searches;
	}
	audit_drop_callee_repeats(out, first);
	audit_impact(ti, out, first);
	audit_noeval_lower(ti, out, first);
	audit_srcu_waited_lower(ti, out, first);
	stages_mark("findings");
	if (local_rules_on(o) &&
	    audit_sleep_run(o->root, &check, o->jobs, ti, &shard, &rc, &sleep_ahead, out, &rs))
		goto out_searches;
	stages_mark("sleep rule");
	/* the update side's third rule: gated as rcu_rule_local()'s facts are */
	if (local_rules_on(o))
		audit_flavor_run(ti, &check, audit_flavor_consolidated(o->root), out);
	stages_mark("flavor rule");
	qsort(out->v, out->n, sizeof(*out->v), finding_cmp);
	ret = 0;
out_searches:
	free_searches(ss, nsearch);
out:
	audit_sleep_ahead_abandon(&sleep_ahead);
	st->cache_on = rc.on;
	st->calls_cached = cc.pairs_cached;
	st->calls_run = cc.pairs_run;
	st->cache_corrupt = rc.corrupt;
	rcache_close(&rc);
	spatch_ast_cache_end();
	add_failures(st, &rs, &cc);
	if (!ret)
		runcache_put(&kept, o, &files, out, st);
	runcache_close(&kept);
	stages_mark("keep report");
	cover_free(&rs.cover);
	sl_free(&rs.timeouts);
	callsite_cache_free(&cc);
	prefetch_free(&pf);
	/* Findings point into nothing of ours: the access facts can go. */
	access_set_free(&acc);
	needs_free();
	if (store) {
		size_t reused, made;

		cfstore_counts(store, &reused, &made);
		made -= store_indexed;
		stages_count("index: files whose facts were scanned", made, made + reused);
		cfstore_close(store);
		stages_mark("keep facts");
	}
	if (ti)
		tindex_free(ti);
	rules_drop_table("RCUCHECK_GUARDS", guards);
	rules_drop_table("RCUCHECK_READER_CALLS", reader_calls);
	rules_drop_table("RCUCHECK_READERS", readers);
	audit_macros_free(&macros);
	sl_free(&reader_wrappers);
	sl_free(&files);
	sl_free(&check);
	stages_mark("end");
	return ret;
}

void audit_stats_free(struct audit_stats *st)
{
	cover_free(&st->cover);
	sl_free(&st->timeouts);
}
