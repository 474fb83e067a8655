// SPDX-License-Identifier: GPL-2.0-only
/// Find an rcu_head queued twice, or its object freed, before its callback ran:
///
/// rcu-head-requeue: call_rcu(&x->f, cb) (or call_rcu_hurry(), the tasks
/// flavors, call_srcu(ss, &x->f, cb), kfree_rcu(x, f), or a function of
/// the same file that queues its parameter's head), and then, on some
/// path with x unchanged and no rcu_barrier() (srcu_barrier(), the tasks
/// barriers) between, a second queueing of the same head (an error path
/// that queues again), or x freed at once (kfree(x), kvfree(x),
/// kmem_cache_free(c, x), a function of the file that frees its
/// parameter). The head is in the callback list until its grace period
/// ends: queued again it corrupts the list (the kernel's
/// CONFIG_DEBUG_OBJECTS_RCU_HEAD reports it at run time, "ODEBUG:
/// activate active"), freed it is a use-after-free when the callback
/// runs.
///
/// The fix is a human's: queue the head on one path only (the error path
/// returns after the first call_rcu()), or leave the free to the callback.
//
// Confidence: High
// Copyright: (C) 2026 rcucheck authors.
// Comments: the same call reached twice round a loop is not reported
//  (its x changes with the iterator), nor two queueings with the header
//  of an iterator over x between them (6.1's bcm_release(): two loops
//  with one cursor; wg_ratelimiter_gc_entries(): each queueing reached
//  again round the outer loop); two calls on two paths that never
//  meet are not either (the rule follows paths), nor two queueings of
//  x's member head with x given another object between (6.1
//  fnhe_flush_routes()) or declared again in a sibling block (6.1
//  wg_allowedips_free(): two blocks, one node each). A queueing that a
//  last-reference test ("lastref" rows: atomic_dec_and_test(),
//  refcount_dec_and_test(), kref_put()) governs on every path is a put:
//  a helper that queues only so is no queuer, and two queueings with
//  such a test between are two puts; a test anywhere in the if's
//  condition counts (if (a && !atomic_dec_and_test()) return; too). Not seen: a head queued
//  by a helper two calls deep, or in a function of another file. The
//  primitives are rows of checker/rcu/data/lifecycle; the Python helpers
//  are in rcucheck_model.py, beside this file.
// Options: --no-includes --include-headers
// Tokens: call_rcu call_rcu_hurry call_srcu call_rcu_tasks call_rcu_tasks_rude call_rcu_tasks_trace kfree_rcu kvfree_rcu

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
import os, re, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from rcucheck_model import lc_is, lc_arg, lc_fact, lc_call, lc_text, note_helper, lc_new_file, tidy
reported = set()
MODE = ["report"]

def mode():
	return MODE[0]

@initialize:python depends on rcucheck@
@@
MODE[0] = "rcucheck"

@initialize:python depends on org@
@@
MODE[0] = "org"

// Once per file (a script rule with no metavariable): a spatch worker
// keeps the Python state of the files it worked before, whose helpers
// are not this file's.
@script:python@
@@
lc_new_file()

// ---------------------------------------------------------------------------
// The file's helpers: a function that queues its parameter N's head (on
// some path that no last-reference test governs) counts as a queueing
// of its argument N's; one that frees its parameter N, as a free. A put
// (if (!atomic_dec_and_test(&x->ref)) return; call_rcu(&x->rcu, cb))
// queues once per object whoever calls it: two puts are not two
// queueings.

@queuer exists@
identifier fn, x, q : script:python() { lc_is(q, "defer") };
identifier last : script:python() { lc_is(last, "lastref") };
identifier fld;
parameter list[n] ps;
expression list[m] es;
expression E;
type R, T;
@@
 R fn(ps, T *x, ...) {
 ... when any
     when != x = E
     when != last(...)
(
 q(es, &x->fld, ...);
|
 q(es, x, ...);
)
 ... when any
 }

@script:python@
fn << queuer.fn;
q << queuer.q;
n << queuer.n;
m << queuer.m;
@@
if int(m) == lc_arg(q):
	note_helper(fn, "defer", n)

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
@@
if int(m) == lc_arg(fr):
	note_helper(fn, "free", n)

// ---------------------------------------------------------------------------
// Queued, then queued again or freed, with x unchanged (no assignment,
// and no iterator that moves it: list_for_each_entry_safe(x, ...) makes
// x another object each turn, so two loops over one cursor, or a loop
// reached again round an outer one, queue two objects), no barrier and
// no last-reference test between (two puts written out: each queueing
// under its own atomic_dec_and_test()).

@queued@
identifier q1 : script:python() { lc_is(q1, "defer") };
identifier fld;
expression E;
expression list[m1] es1;
position p1;
@@
(
 q1@p1(es1, &E->fld, ...);
|
 q1@p1(es1, E, ...);
)

// Only the queued object survives to the rule below: the head at the
// primitive's (or the helper's) argument. Found here, by itself, once
// per call: matched inside "requeued" as a prefix of any length, every
// argument of every call stayed a candidate along every path, which
// took minutes on some files (6.1's net/xfrm/xfrm_policy.c).
@script:python@
q1 << queued.q1;
m1 << queued.m1;
E << queued.E;
@@
# &x->f is matched twice: as &E->fld with E = x, and as E itself. Only the
# first sees x given another object between (6.1 fnhe_flush_routes():
# rt = the input route, dst_release(&rt->dst); rt = the output route,
# dst_release(&rt->dst)), since no assignment is to &x->f itself.
if int(m1) != lc_arg(q1) or re.match(r"^&.*->\s*\w+$", tidy(E)):
	cocci.include_match(False)

@requeued exists@
identifier queued.q1;
expression queued.E;
position queued.p1;
identifier q2 : script:python() { lc_is(q2, "defer", "free") };
identifier b : script:python() { lc_is(b, "barrier") };
identifier last : script:python() { lc_is(last, "lastref") };
identifier fld;
expression F;
expression list[m2] es2;
iterator It;
statement St;
type T;
identifier I : script:python(E) { str(I) == tidy(E) };
position p2;
@@
 q1@p1(...);
 ... when != b(...)
     when != E = F
     when != T I = F;
     when != It(E, ...) St
     when != last(...)
(
 q2@p2(es2, &E->fld, ...);
|
 q2@p2(es2, E, ...);
)

@script:python@
q1 << queued.q1;
q2 << requeued.q2;
E << queued.E;
es2 << requeued.es2;
m2 << requeued.m2;
p1 << queued.p1;
p2 << requeued.p2;
@@
E = tidy(E)
# The same call round a loop is another object (x follows the iterator).
if int(m2) == lc_arg(q2) and \
   (p1[0].line, p1[0].column) != (p2[0].line, p2[0].column):
	if lc_is(q2, "free"):
		why = "%s is freed while its rcu_head is queued by %s() at line %s: " \
		      "the callback will run on freed memory" % (E, q1, p1[0].line)
	else:
		head = "the rcu_head %s" % E if E.startswith("&") else "%s's rcu_head" % E
		why = "%s is queued again, already queued by %s() at line %s " \
		      "and its callback not yet run" % (head, q1, p1[0].line)
	lc_fact(p2, "rcu-head-requeue", "rcu", lc_text(p2, lc_call(q2, es2, E)), why, mode(), reported)
