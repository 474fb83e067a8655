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
 * The functions that return inside an RCU reader they began, as rows
 * "NAME\trcu_read_unlock\trcu" of the RCU model's reader-calls (their
 * callers end that reader with rcu_read_unlock()): a function whose own
 * block (not a branch of it) calls rcu_read_lock() more often than
 * rcu_read_unlock(), so that it returns in the reader on the way
 * straight through, when the tree says so: "__acquires(RCU)" on its
 * definition, or the comment before it names rcu_read_lock (6.12's
 * ipc/sem.c find_alloc_undo(): "on success, the function performs a
 * rcu_read_lock()"; its error paths unlock and return an error, which
 * its callers test before going on), or every call of it in the tree is
 * in a function that calls rcu_read_unlock() more often than
 * rcu_read_lock() (6.12's net/xfrm xfrm_input_get_afinfo(): "if
 * (unlikely(!afinfo)) rcu_read_unlock(); return afinfo;", its caller
 * xfrm_rcv_cb() unlocks after the callback), counting the calls of
 * helpers of the caller's file that end more readers than they begin
 * (sock_map_sk_release() after sock_map_sk_acquire()): such a helper is
 * a row of its own, "NAME\tHELPER\trcu". Every definition of the name
 * in the tree must be one.
 */
void index_reader_returners(struct tindex *ti, struct strbuf *out);

/*
 * Is @name one of those wrappers (computed once for @ti and kept until
 * index_readers_free())?
 */
bool index_is_reader_wrapper(struct tindex *ti, const char *name);
void index_readers_free(void);

#endif
