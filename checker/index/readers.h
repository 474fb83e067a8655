/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The read-side wrappers a tree's headers define, learned from their
 * bodies: a function that calls one reader primitive of the RCU model
 * and no other, on every way through, is that primitive to whoever
 * calls it. spatch is handed them as macros, so every rule sees the
 * reader where the wrapper is called.
 */
#ifndef RCUCHECK_INDEX_READERS_H
#define RCUCHECK_INDEX_READERS_H

#include "index/tindex.h"
#include "lib/util.h"

/*
 * One "#define NAME(PARAMS) PRIMITIVE(ARGS)" line each:
 *
 * - an argument-less function calling an rcu, bh, sched or tasks-trace
 *   primitive as a statement (6.12's "rcu_read_lock_dont_migrate(void)
 *   { ... rcu_read_lock(); }"): "#define NAME() PRIMITIVE()";
 * - a function calling srcu_read_lock() or srcu_read_unlock() as a
 *   statement, as the value it returns, or assigned
 *   ("return srcu_read_lock(&tomoyo_ss);", "vcpu->idx =
 *   srcu_read_lock(&vcpu->kvm->srcu);"), whose arguments name only its
 *   parameters and globals: "#define NAME(P...) srcu_read_lock(ARGS)",
 *   the call as written, so the srcu_struct is the wrapper's.
 */
void index_reader_wrappers(struct tindex *ti, struct strbuf *out);

/*
 * Is @name one of those wrappers (computed once for @ti and kept until
 * index_readers_free())?
 */
bool index_is_reader_wrapper(struct tindex *ti, const char *name);
void index_readers_free(void);

#endif
