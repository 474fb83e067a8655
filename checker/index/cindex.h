/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One C file's facts, from a light tokenizer rather than a parser: the
 * functions it defines (and function-like macros), the calls in their
 * bodies, the identifiers used as values (possible function pointers),
 * its EXPORT_SYMBOL()s, and whether a function documents that its
 * caller holds the RCU read lock. Coccinelle is exact but far too slow
 * for the whole tree; this is fast, never fails, and good enough to find
 * the callers that the exact tools then examine.
 */
#ifndef RCUCHECK_CINDEX_H
#define RCUCHECK_CINDEX_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"
#include "rcu/flavor.h"

enum contract {		/* the function documents that its caller holds the RCU read lock */
	CONTRACT_NONE, CONTRACT_COMMENT, CONTRACT_LOCKDEP, CONTRACT_ANNOTATION,
};

struct cfunc {
	char *name;
	int line, end_line;	/* of the name, and of the closing brace */
	bool is_static, is_inline, is_syscall, is_macro;
	bool says_releases;	/* __releases(...) among its declaration's tokens */
	/*
	 * What the calls and guards of its body do: the read sides they
	 * enter (bh also for bottom halves off, sched for preemption or irqs
	 * off), and whether they take a sleeping lock (mutex, rwsem, rtnl).
	 */
	rcu_flavors body_flavors;
	bool body_sleeplock;
	/* a guard of a class the model does not know (the tree may define it) */
	bool body_guard;
	enum contract contract;
	char *contract_text;	/* the comment line or statement that says so, tidied to one line */
	/*
	 * The first read-side accessor its body calls (rcu/model.h's
	 * rcu_model_reader_accessor()), tidied to one line with its
	 * arguments ("rcu_dereference_check(p, lockdep_is_held(&l))"), and
	 * its line; NULL when none. Whether the function then needs its
	 * caller's reader is the tree's question (index/needs.h).
	 */
	char *access_text;
	int access_line;
};

struct ccall {
	int caller;		/* index into funcs */
	char *callee;		/* "->F" for a call through field F: ops->F(), INDIRECT_CALL_2(x->F, ...) */
	int line, col;		/* 1-based; col counts bytes */
	/* a call through a field: the struct its base is declared as a pointer
	 * to in the function ("struct T *ops" a parameter or local); or, when
	 * the base is itself a member ("file->f_op->read()"), "S->m": the
	 * member m of struct S (the base's base's type, "" when unknown), whose
	 * declared type the whole tree knows (tindex_call_type()); else NULL */
	char *type;
	/* the lock keys (index/objkey.h) its function holds at the call, by the
	 * text before it, ", "-separated; NULL when none */
	const char *held;
};

/*
 * An RCU update site ("updaters" rows other than read): a call that
 * publishes, links, unlinks or replaces what readers walk, with its
 * object's keys (index/objkey.h), the locks held at it (taken before it
 * in its function and not released, asserted, or named by a lockdep
 * condition of the function), and the first grace-period primitive after
 * it in the function.
 */
struct cupdate {
	int func;		/* index into funcs */
	const char *prim;	/* "list_add_rcu" (the model's string) */
	const char *object;	/* the pointer or head, NULL when the call names none */
	const char *node;	/* the list node's key ("struct T.member"), NULL */
	const char *held;	/* lock keys, ", "-separated, NULL when none */
	const char *gp;		/* "synchronize_rcu", NULL when none follows */
	/*
	 * every wait or defer after it in the function, as "NAME=FLAVORS"
	 * items "; "-separated: "synchronize_srcu=srcu:pmus_srcu;
	 * kfree_rcu=rcu" (FLAVORS as cread's); NULL when none
	 */
	const char *gps;
	int line;
};

/*
 * A read site whose flavor its function says ("updaters" read rows): an
 * accessor or iterator inside a reader section the function enters
 * (srcu_read_lock(&A), rcu_read_lock_trace(), guard(srcu)(&A), ...), or
 * one that names its flavor itself (srcu_dereference(p, &A),
 * rcu_dereference_bh(), a reader predicate in its lockdep condition).
 * An accessor that only implies plain RCU, in a function that enters no
 * reader, leaves its reader to the callers: not recorded.
 */
struct cread {
	int func;
	const char *prim;	/* "srcu_dereference" */
	const char *object, *node;	/* as cupdate's; NULL when none */
	/*
	 * the flavors that protect it, "|"-separated: rcu, bh, sched, tasks,
	 * tasks-trace, and srcu:KEY for an srcu_struct (KEY an object key,
	 * index/objkey.h; "?" when its text names none)
	 */
	const char *flavors;
	int line;
};

/*
 * A value stored into a field, a possible callback: ".F = fn" in an
 * initializer, "x->F = fn;", or a registration macro ("callback-macros").
 */
struct cstore {
	char *field, *func;
	char *type;	/* of the struct initialized or assigned into ("" unknown) */
	int line;
	unsigned agg;	/* the initializer it is part of (a file's count), 0 none */
};

/*
 * A member of a struct definition that points to a struct:
 * "struct S { const struct T *m; }" (S, m, T); what a call through
 * "x->m->F()" is a call of.
 */
struct cmember {
	char *strct, *field, *type;
};

struct cfile {
	struct cfunc *funcs;
	size_t nfuncs;
	struct ccall *calls;
	size_t ncalls;
	struct strlist refs;	/* identifiers used as values, not called: possible function pointers */
	struct cstore *stores;
	size_t nstores;
	struct cmember *members;
	size_t nmembers;
	struct strlist exports;	/* names in EXPORT_SYMBOL*(name) */
	struct cupdate *updates;
	size_t nupdates;
	struct cread *reads;
	size_t nreads;
	/*
	 * The guard classes it defines (linux/cleanup.h: DEFINE_GUARD(),
	 * DEFINE_LOCK_GUARD_0/1(), their _COND variants, DEFINE_CLASS(),
	 * EXTEND_CLASS()) and, at the same index: the call their lock
	 * expression makes (the first the RCU model knows, else the first);
	 * what it holds, written over the guard's argument "@" ("&@->mutex",
	 * "-" for nothing of it); and the class a _COND or EXTEND_ variant
	 * extends ("-" for a class of its own), whose effects it has.
	 */
	struct strlist guard_classes, guard_locks, guard_held, guard_bases;
	struct carena *arena;	/* owns every name and text above except the strlists */
};

/* Scans @len bytes of C. Never fails on odd input (NULs too); returns 0. */
int cindex_scan(const char *text, size_t len, struct cfile *out);
void cfile_free(struct cfile *f);
/* A copy of @n bytes at @s, NUL-ended, owned by the arena @a (a cfile's: freed with it). */
char *carena_dup(struct carena **a, const char *s, size_t n);

/* Does @fn's body take any lock or reader, or disable anything? */
static inline bool body_takes_any(const struct cfunc *fn)
{
	return fn->body_flavors || fn->body_sleeplock || fn->body_guard;
}

/* "rcu,bh,sched,srcu,sleeplock" subset of @fn's body into @buf ("" when none). */
const char *body_flags_str(const struct cfunc *fn, char *buf, size_t len);
/* "none", "comment", "lockdep", "annotation". */
const char *contract_str(enum contract c);

#endif
