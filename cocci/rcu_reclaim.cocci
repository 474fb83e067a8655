// SPDX-License-Identifier: GPL-2.0-only
/// Find RCU-protected objects freed with no grace period after their unlink:
///
/// rcu-reclaim-no-gp: an object taken out of the readers' view
/// (list_del_rcu(&x->node), hlist_del_rcu(), hash_del_rcu(), hlist_nulls_del_rcu(),
/// list_replace_rcu(); the old value x of an RCU pointer P after
/// rcu_assign_pointer(P, v) or RCU_INIT_POINTER(P, v), x loaded from P
/// before; x = rcu_replace_pointer(P, v, c)) and then freed at once
/// (kfree(x), kvfree(x), kmem_cache_free(c, x), or a static helper of the
/// same file that frees its parameter) on some path with no grace period
/// in between: no synchronize_rcu() (or _expedited, synchronize_net(),
/// synchronize_srcu(), the tasks flavors), no call_rcu() / call_srcu() /
/// kfree_rcu() / queue_rcu_work(), no rcu_barrier(), and no call of a
/// static helper of the file that makes one of those. Readers that found
/// x before the unlink may still be using it: a use-after-free.
///
/// The fix: kfree_rcu(x, field) when x's struct has an rcu_head (field),
/// else synchronize_rcu() (synchronize_srcu(&ss) for an SRCU domain)
/// between the unlink and the free.
//
// Confidence: High
// Copyright: (C) 2026 rcucheck authors.
// Comments: x must keep its value between the unlink and the free (an
//  assignment to x, or the header of an iterator over x, ends the path). An unlink that a grace period already
//  precedes in its function is a teardown (the container is gone from
//  the readers' view, 6.1's dev_map_free()): not reported. A wait under
//  a test of x itself covers the free (6.1's ftrace_graph_release():
//  if (old_hash != EMPTY_HASH) synchronize_rcu_tasks_rude(); the free of
//  the static EMPTY_HASH is none). Not seen: a grace period waited in a
//  function of another file (a call of one ends nothing here), a put
//  whose release frees (kref_put(&x->ref, release)), an object freed by
//  a helper two calls deep, and caches created SLAB_TYPESAFE_BY_RCU in
//  another file (one the file creates with the flag, x = KMEM_CACHE(T,
//  ... | SLAB_TYPESAFE_BY_RCU) or kmem_cache_create(), is seen: its
//  objects may be freed at once by design, the reader rechecks them).
//  The primitives are rows of checker/rcu/data/lifecycle;
//  the Python helpers are in rcucheck_model.py, beside this file.
// Options: --no-includes --include-headers
// Tokens: list_del_rcu list_del_init_rcu list_replace_rcu hlist_del_rcu hlist_del_init_rcu hlist_replace_rcu hlist_nulls_del_rcu hlist_nulls_del_init_rcu hash_del_rcu rcu_assign_pointer RCU_INIT_POINTER rcu_replace_pointer

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from rcucheck_model import lc_is, lc_arg, lc_fetch, lc_fact, lc_call, lc_text, note_helper, lc_new_file, tidy
reported = set()
teardown = set()
typesafe = set()
MODE = ["report"]

def mode():
	return MODE[0]

def to_typesafe(es):
	"""Is a free's earlier argument (kmem_cache_free(c, x)'s c) a cache
	this file creates SLAB_TYPESAFE_BY_RCU?"""
	return any(tidy(a) in typesafe for a in es.elements)

@initialize:python depends on rcucheck@
@@
MODE[0] = "rcucheck"

@initialize:python depends on org@
@@
MODE[0] = "org"

// Once per file (a script rule with no metavariable): a spatch worker
// keeps the Python state of the files it worked before, whose helpers
// and caches are not this file's.
@script:python@
@@
lc_new_file()
typesafe.clear()

// ---------------------------------------------------------------------------
// The caches the file creates with a "typesafe" flag (SLAB_TYPESAFE_BY_RCU,
// a row of checker/rcu/data/lifecycle): their objects may be freed at
// once by design (6.1's i915_dependency_free()), the readers recheck
// what they find; a free to one is no reclaim, nor a helper's.

@typesafe_cache@
identifier kc : script:python() { lc_is(kc, "cache") };
identifier fl : script:python() { lc_is(fl, "typesafe") };
expression C;
expression list[n] es;
@@
 C = kc(es, <+... fl ...+>, ...)

@script:python@
kc << typesafe_cache.kc;
C << typesafe_cache.C;
n << typesafe_cache.n;
@@
if int(n) == lc_arg(kc):
	typesafe.add(tidy(C))

// ---------------------------------------------------------------------------
// The file's helpers: a function that waits for a grace period or queues
// anything for after one counts as a wait; a function that frees
// its parameter N on some path counts as a free of its argument N.

@waiter exists@
identifier fn, w : script:python() { lc_is(w, "wait", "defer", "barrier") };
@@
 fn(...) {
 ... when any
 w(...);
 ... when any
 }

@script:python@
fn << waiter.fn;
@@
note_helper(fn, "wait")

@freer exists@
identifier fn, x, fr : script:python() { lc_is(fr, "free") };
parameter list[n] ps;
expression list[m] es;
expression E;
type R, T;
@@
 R fn(ps, T *x, ...) {
 ... when any
     when != x = E
 fr(es, x, ...);
 ... when any
 }

@script:python@
fn << freer.fn;
fr << freer.fr;
n << freer.n;
m << freer.m;
es << freer.es;
@@
if int(m) == lc_arg(fr) and not to_typesafe(es):
	note_helper(fn, "free", n)

// ---------------------------------------------------------------------------
// A teardown: the container was unpublished and a grace period waited
// before this unlink (6.1's dev_map_free(): synchronize_rcu(), then each
// entry unlinked and freed): no reader can reach the entry any more.

@waited exists@
identifier w : script:python() { lc_is(w, "wait", "barrier") };
identifier un : script:python() { lc_is(un, "unlink") };
position p1;
@@
 w(...);
 ...
 un@p1(...);

@script:python@
p1 << waited.p1;
@@
teardown.add((p1[0].file, p1[0].line, p1[0].column))

// ---------------------------------------------------------------------------
// An unlinked object freed with no wait between.

@unlinked exists@
identifier un : script:python() { lc_is(un, "unlink") };
identifier fr : script:python() { lc_is(fr, "free") };
identifier w : script:python() { lc_is(w, "wait", "defer", "barrier") };
identifier fld, g;
expression E, F;
expression list[m] es;
iterator It;
statement St;
position p1, p2;
@@
(
 un@p1(&E->fld, ...);
|
 un@p1(&E->fld.g, ...);
)
 ... when != w(...)
     when != E = F
     when != It(E, ...) St
     when != if (<+... E ...+>) w(...);
 fr@p2(es, E, ...);

@script:python@
un << unlinked.un;
fr << unlinked.fr;
E << unlinked.E;
es << unlinked.es;
m << unlinked.m;
p1 << unlinked.p1;
p2 << unlinked.p2;
@@
E = tidy(E)
if int(m) == lc_arg(fr) and not to_typesafe(es) and \
   (p1[0].file, p1[0].line, p1[0].column) not in teardown:
	lc_fact(p2, "rcu-reclaim-no-gp", "rcu", lc_text(p2, lc_call(fr, es, E)),
		"%s is unlinked by %s() at line %s and freed with no grace period "
		"between: readers may still hold it" % (E, un, p1[0].line), mode(), reported)

// The old value of an RCU pointer, replaced and then freed.
@replaced exists@
identifier pub : script:python() { lc_is(pub, "publish") };
identifier acc : script:python() { lc_fetch(acc) };
identifier fr : script:python() { lc_is(fr, "free") };
identifier w : script:python() { lc_is(w, "wait", "defer", "barrier") };
identifier x;
expression P, F, V;
expression list[m] es;
type T;
position p1, p2;
@@
(
 x = acc(P, ...);
|
 T x = acc(P, ...);
|
 x = P;
|
 T x = P;
)
 ... when != w(...)
     when != x = F
     when != P = F
 pub@p1(P, V);
 ... when != w(...)
     when != x = F
     when != if (<+... x ...+>) w(...);
 fr@p2(es, x, ...);

@script:python@
pub << replaced.pub;
fr << replaced.fr;
x << replaced.x;
es << replaced.es;
P << replaced.P;
V << replaced.V;
m << replaced.m;
p1 << replaced.p1;
p2 << replaced.p2;
@@
if int(m) == lc_arg(fr) and not to_typesafe(es) and str(V).strip() != str(x).strip():
	lc_fact(p2, "rcu-reclaim-no-gp", "rcu", lc_text(p2, lc_call(fr, es, x)),
		"%s, the old value of %s, is replaced by %s() at line %s and freed "
		"with no grace period between: readers may still hold it"
		% (x, tidy(P), pub, p1[0].line), mode(), reported)

@swapped exists@
identifier fr : script:python() { lc_is(fr, "free") };
identifier w : script:python() { lc_is(w, "wait", "defer", "barrier") };
identifier x;
expression P, F, V, C;
expression list[m] es;
type T;
position p1, p2;
@@
(
 x = rcu_replace_pointer@p1(P, V, C);
|
 T x = rcu_replace_pointer@p1(P, V, C);
)
 ... when != w(...)
     when != x = F
 fr@p2(es, x, ...);

@script:python@
fr << swapped.fr;
x << swapped.x;
es << swapped.es;
P << swapped.P;
m << swapped.m;
p1 << swapped.p1;
p2 << swapped.p2;
@@
if int(m) == lc_arg(fr) and not to_typesafe(es):
	lc_fact(p2, "rcu-reclaim-no-gp", "rcu", lc_text(p2, lc_call(fr, es, x)),
		"%s, the old value of %s, is replaced by rcu_replace_pointer() at line %s "
		"and freed with no grace period between: readers may still hold it"
		% (x, tidy(P), p1[0].line), mode(), reported)
