/* SPDX-License-Identifier: GPL-2.0 */
/*
 * sparse-rcu: the shared core of the RCU checker built on libsparse.
 *
 * sparse linearizes each function; paths.c walks the basic blocks of that
 * IR path by path with an abstract lock state (struct rstate) and calls
 * the hooks the check_*.c files register, the way smatch's checks hang on
 * its core.  What the checks learn goes into a per-file facts database
 * (audit/rcufacts.h) that both this program and "rcucheck link" turn
 * into findings.
 */
#ifndef SPARSE_RCU_H
#define SPARSE_RCU_H

#include <stdbool.h>
#include <stdio.h>

#include "lib.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"

#include "lib/finding.h"
#include "audit/rcufacts.h"

/* ---- options (options.c, parsed by main.c) ------------------------------------------------ */

struct rcu_options {
	bool rcu_only;		/* drop sparse's own warnings */
	bool json;		/* JSON lines instead of compiler-style text */
	bool all_roots;		/* a function nobody in the file calls is a root */
	bool lower_tier;	/* also print callback-rooted (lower tier) chains */
	bool no_facts;		/* do not write the facts file */
	bool debug;		/* trace the walk on stderr */
	bool link;		/* join the files of this run, like rcucheck link */
	const char *facts;	/* facts file, or NULL to derive it from -MMD */
	const char *output;	/* RCU findings go here instead of stderr */
	const char *records;	/* every record goes to this file ("": beside
				 * the object), or NULL */
};
extern struct rcu_options rcu_opt;

/* ---- the abstract state of one path ---------------------------------- */

#define MAX_HELD	12
#define MAX_TRACK	24
#define MAX_RING	16
#define SOFTIRQ_MASK	0xff00
#define PREEMPT_MASK	0x00ff

enum lock_kind {
	LK_SPIN,	/* spinlocks, rwlocks: preemption off too */
	LK_SLEEP,	/* mutexes, rwsems */
	LK_SRCU,	/* an srcu_struct's read side */
};

struct held {
	const char *base;	/* interned canonical base of the address */
	long long off, size;	/* byte range of the lock object */
	const char *name;	/* for humans: "tasklist_lock", "&sighand->siglock" */
	unsigned char kind, count;
};

/* A pointer loaded from an __rcu pointer inside a read-side section. */
struct track {
	pseudo_t p;
	unsigned char flavors;	/* rcu_flavors held when it was loaded */
	bool stale;		/* every such section has ended since */
	struct position pos;	/* where it was loaded */
};

/* A lockdep predicate or an undecidable branch seen on the path. */
struct ring_entry {
	unsigned char kind;	/* PRED_* */
	bool value;
	const char *alt;	/* lock canon for PRED_LOCK / PRED_SRCU */
	const char *alt_name;
};

enum {
	PRED_RCU, PRED_BH, PRED_SCHED, PRED_ANY, PRED_SRCU, PRED_LOCK,
	PRED_UNKNOWN_BRANCH,
};

struct rstate {
	short rcu, rcu_bh, rcu_sched;	/* __acquire(RCU*) nesting */
	int preempt;			/* preempt_count as the primitives change it */
	short irq;			/* local_irq_disable/save depth */
	bool assume_any;		/* entry run: callers hold whatever is asked */
	bool preempt_asm;		/* preempt_count changed by an asm whose
					 * "# call" annotation may follow */
	bool slept;			/* a call that sleeps has run (check_sleep) */
	/*
	 * The flavors (RCU_FL_*) whose section the function's own body ended
	 * on the path (check_rcu.c own_section_end()): an access after it
	 * that needs one was meant to be inside it; ending: ended inside the
	 * inlined function ending_in, whose "# call" note, at its call site,
	 * says whose.  Not hashed: like an event's other fields, the first
	 * path's.
	 */
	unsigned char ended, ending;
	const char *ending_in;
	/*
	 * A call of the file's function that returns inside a reader on some
	 * path only has run (check_rcu.c): the accesses after it are taken
	 * as inside it, the sleeps not (it may be its error path).
	 */
	bool rcu_maybe;
	/*
	 * Where the path's latest RCU_LOCKDEP_WARN() began (its first
	 * debug_lockdep_rcu_enabled() call, check_rcu.c): its second call
	 * is at the same place.
	 */
	int warn_stream, warn_line;
	unsigned char nheld, ntrack, nring;
	struct held held[MAX_HELD];
	struct track track[MAX_TRACK];
	struct ring_entry ring[MAX_RING];
};

/* state.c */
void state_init(struct rstate *s, bool assume_any);
unsigned long long state_hash(const struct rstate *s);
bool held_rcu(const struct rstate *s);
bool held_bh(const struct rstate *s);
bool held_sched(const struct rstate *s);
unsigned state_flavors(const struct rstate *s);
void state_acquire(struct rstate *s, enum lock_kind kind, const char *base,
		   long long off, long long size, const char *name);
void state_release(struct rstate *s, const char *base, long long off);
const struct held *state_find_lock(const struct rstate *s, const char *base,
				   long long off);
void state_ring_add(struct rstate *s, int kind, bool value, const char *alt,
		    const char *alt_name);
void state_ring_clear(struct rstate *s);
void state_ring_drop_branches(struct rstate *s);
/* "tasklist_lock, &sighand->siglock, preempt-disabled, irqs-disabled" */
void state_held_names(const struct rstate *s, struct strlist *out);
/* The object keys (index/objkey.h) of the locks held: "tasklist_lock", "->siglock". */
void state_lock_keys(const struct rstate *s, struct strlist *out);
/* One more path: @acc keeps what @now holds too (all of it on the first, *@set false). */
void keys_meet(struct strlist *acc, bool *set, const struct strlist *now);

/* names.c: canonical addresses and readable names of pseudos */
const char *intern(const char *s);
struct canon {
	const char *base;	/* interned */
	long long off;
};
struct canon canon_of(pseudo_t p);
char *canon_text(struct canon c);
/* The object the address @p points to, as C: "tasklist_lock", "&t->sighand->siglock". */
char *pseudo_name(pseudo_t p);
/* The same, knowing the pointer's type (a parameter's) for a better name. */
char *pseudo_name_typed(pseudo_t p, struct symbol *ptrtype);
/* Size of the object a pointer-typed pseudo points to (0 if unknown). */
long long pointee_size(struct symbol *ptrtype);
const char *callee_name(struct instruction *insn);
struct symbol *callee_symbol(struct instruction *insn);
pseudo_t call_arg(struct instruction *insn, int n);
/* Innermost function definition whose body holds @pos (inlined helpers). */
const char *function_at(struct position pos, const char *fallback);
/* The first line of that function, 0 if none. */
int function_start_at(struct position pos);
void functions_index(struct symbol_list *list);
void functions_note(struct symbol *inline_fn);
bool type_is_rcu_pointer(struct symbol *type);
/* Text of the RCU accessor at @pos in the source, or NULL. */
char *access_text(struct position pos);
const char *pos_file(struct position pos);
/* The source text from the start of @pos's line to the end of its file, or NULL. */
const char *source_line_at(struct position pos);
/*
 * The "entry" accessor (list_entry_rcu) a macro called on @pos's line
 * reaches through the translation unit's macros, the macro in *@via
 * (for_each_process); NULL for none (entry_macros.c).
 */
const char *entry_macro_at(struct position pos, const char **via);

/* ---- the path walker (paths.c) -------------------------------------- */

struct walk {
	struct entrypoint *ep;
	struct symbol *fn;
	const char *fname;
	struct rstate *st;
	struct basic_block *prev;	/* block the path came from */
	int run;			/* 0: nothing held on entry; 1: assume_any */
	bool aborted;			/* path budget exhausted */
};

/*
 * What a check hangs on the walker.  Each run of a function calls, for
 * every registered check in the order of check_list.h:
 *
 *   enter   the entry state is w->st: a check that keeps the path's state
 *           sets it here (a __must_hold() contract), before any begin;
 *   begin   the run starts;
 *   track   per instruction, after the core has evaluated its value: a
 *           check that keeps the path's state (sections, locks, lockdep's
 *           answers) updates it here; every track runs before any insn,
 *           so a check reads the state whatever its place in the list;
 *   insn    per instruction, the state being that after it;
 *   section_end  a section of @flavors just ended (its nesting is back
 *           to zero): raised by a track hook through notify_section_end();
 *   end     the run is done.
 *
 * Every hook is optional.
 */
struct check_ops {
	const char *name;
	void (*enter)(struct walk *w);
	void (*begin)(struct walk *w);
	void (*track)(struct walk *w, struct instruction *insn);
	void (*insn)(struct walk *w, struct instruction *insn);
	void (*section_end)(struct walk *w, unsigned flavors);
	void (*end)(struct walk *w);
};

void register_check(const struct check_ops *ops);
void walk_function(struct entrypoint *ep, struct symbol *fn);
void notify_section_end(struct walk *w, unsigned flavors);

/* Values on the path: pseudo->priv, known integer or unknown. */
bool value_known(pseudo_t p, long long *v);
void value_set(pseudo_t p, long long v);
void value_unknown(pseudo_t p);

/* ---- the per-file facts and findings (facts.c) ---------------------- */

void facts_begin_file(const char *file);
void facts_function(struct symbol *fn);
struct rf_db *facts_db(void);
const char *facts_file(void);
void facts_mark_intrinsic(struct rf_need *n);
/* Reports, writes the facts file; returns the number of RCU findings. */
int facts_end_file(const char *facts_path, FILE *to);

/* check_list.h: each check_*.c registers its hooks */
#define CHECK(name) void name##_register(void);
#include "sparse/check_list.h"
#undef CHECK

/* facts.c: a finding a check reports itself (not through the facts) */
struct finding_list *current_findings(void);
struct finding *report_finding(const char *rule, struct position pos,
			       const char *function, const char *message);

/*
 * objects.c: the object keys (index/objkey.h) of the RCU accessor or
 * update call @text at @pos, its variables' types read from the source
 * the way the index reads them; the call's "updaters" row, or NULL.
 */
const struct rcu_updater *object_keys(struct position pos, const char *text, bool update,
				      char **obj, char **node);

/* triage.c: sparse's own warnings, captured from its stderr */
/* @errors_only: of the rest, pass only sparse's errors (--rcu-only) */
void triage_sparse_output(const char *text, size_t len, FILE *pass,
			  bool errors_only, struct finding_list *out);

/*
 * operands.c: @on_expr for each operand of @e (in sparse's order), and
 * @on_body for the body of a statement expression ({ ... }).
 */
typedef void (*operand_fn)(struct expression *e, void *arg, int depth);
typedef void (*body_fn)(struct statement *s, void *arg, int depth);
void for_each_operand(struct expression *e, operand_fn on_expr, body_fn on_body, void *arg,
		      int depth);

/* fixup.c: pointer assignments sparse leaves untyped get their type */
void fixup_symbols(struct symbol_list *list);
/* ... and collects pointers used with RCU accessors but not __rcu */
void rcuptr_write(const char *facts_path);

/* locals.c: what a load from a local variable's memory reads, or NULL */
pseudo_t local_load_source(struct instruction *load);

/* guard.c: a cleanup.h guard's destructor called where its scope ends */
void guards_symbols(struct symbol_list *list);

/* upstream.c: sparse's own per-function checks (sparse.c, unchanged) */
void sparse_upstream_check(struct entrypoint *ep);

#endif
