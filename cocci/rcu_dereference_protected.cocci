// SPDX-License-Identifier: GPL-2.0-only
/// Find rcu_dereference_protected(p, c) that can run without the lock its
/// lockdep condition c names: lockdep_is_held(L) (or _type), or
/// lockdep_rtnl_is_held(), lockdep_tasklist_lock_is_held(),
/// lockdep_sock_is_held(sk), srcu_read_lock_held(ssp), mutex_is_locked(L),
/// alone or combined with "||", "&&" and "!". L is held when
/// spin_lock*(L), raw_spin_lock*(L), read_lock*(L), write_lock*(L),
/// mutex_lock*(L), down_read*(L)/down_write*(L), a trylock of it, or
/// lockdep_assert_held*(L) is on every path to the access and no unlock
/// in between (rtnl_lock() or ASSERT_RTNL() for the RTNL, lock_sock() or
/// bh_lock_sock() for a socket, srcu_read_lock(ssp)). Only the condition
/// counts: rcu_read_lock() is no excuse for rcu_dereference_protected(),
/// and a lock other than the one named is reported with "held instead".
///
/// Locally, a function whose caller holds the lock looks the same as a
/// bug: "rcucheck audit" reads this rule's facts (virtual rule rcucheck)
/// and reports only when a caller chain reaches it without the lock.
//
// Confidence: Moderate (report mode: callers are not seen)
// Copyright: (C) 2026 rcucheck authors.
// Comments: report mode reports only when this function shows why the
//  condition fails: its lock was released on the way (the message names
//  the unlock), is taken on some paths only, or another lock (or a
//  reader) is held instead. A lock that only the callers can hold (the
//  function takes none) is a fact for "rcucheck audit", not a report.
//  Conditions that are constants (1, true) or that name no lock this rule
//  can follow (opaque, e.g. refcount_read(&x->r) == 0) are never
//  reported; in rcucheck mode they are still printed as facts, with STATE
//  "entry" and the condition in COND, so that "rcucheck audit" can decide.
//  So is a condition whose truth hangs on such an opaque part
//  (lockdep_is_held(&l) || !x->live without l). The same lock written
//  differently (&(x->lock) and &x->lock) is recognised; a lock taken
//  through a pointer copy (m = &x->mutex; mutex_lock(m)) is not. A lock
//  held inside the caller's lock (write_lock(&n->lock) when the condition
//  wants the caller's &tbl->lock) shows as "held instead". The Python
//  helpers it shares with the other rules are in rcucheck_model.py, which
//  must stay beside this file.
// Options: --no-includes --include-headers
// Tokens: rcu_dereference_protected

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
# One record per access, filled by the rules below and printed last: as
# rcucheck facts (tab-separated, read by "rcucheck audit") or as a
# coccicheck report. The records, the lock and condition helpers and the
# verdict are shared with rcu_list.cocci, in rcucheck_model.py beside
# this file.
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from rcucheck_model import *

def message(r):
	locks = named(parse_cond(r["cond"]))
	return "%s without %s" % (r["text"], " or ".join(locks))

declare_rule("rcu-dereference-protected", condition_verdict, message)

// ---------------------------------------------------------------------------
// The accesses.

@acc@
position p;
expression E, C;
@@
 rcu_dereference_protected@p(E, C)

@script:python@
p << acc.p;
E << acc.E;
C << acc.C;
@@
r = rec(p)
r["flavor"] = "protected"
r["cond"] = tidy(C)
r["text"] = "rcu_dereference_protected(%s, %s)" % (tidy(E), tidy(C))

// An accessor macro (rtnl_dereference(), nl_deref_protected() of af_netlink.c):
// the condition it passes.
@acc_macro@
position p;
expression list es;
identifier AM : script:python () { AM in MACROS["protected"] };
iterator AI : script:python () { AI in MACROS["protected"] };
statement S;
@@
(
 AI@p(es) S
|
 AM@p(es)
)

@script:python@
p << acc_macro.p;
es << acc_macro.es;
@@
name = token_at(p[0])
args = [tidy(a) for a in es.elements]
m = macro_use(p[0], name, args)
if m:
	r = rec(p)
	r["flavor"] = "protected"
	r["cond"] = m["cond"] or "0"
	r["text"] = "%s(%s)" % (name, ", ".join(args))
	r["via"] = m["via"]

// ---------------------------------------------------------------------------
// Locks: which are held on some path to the access (held), which of
// those are missing on another path from the entry (unheld), which were
// released on a path to it (released). A lock of the condition is held
// on every path when it is held and neither unheld nor released.

@held_lock exists@
position p, l;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, mutex_lock,
	mutex_lock_nested, mutex_lock_interruptible,
	mutex_lock_interruptible_nested, mutex_lock_killable,
	mutex_lock_killable_nested, mutex_lock_io, mutex_trylock, down_read,
	down_read_nested, down_read_killable, down_read_interruptible,
	down_read_trylock, down_write, down_write_nested, down_write_killable,
	down_write_trylock, srcu_read_lock, srcu_read_lock_nmisafe,
	lock_task_sighand, lock_sock, lock_sock_nested, lock_sock_fast,
	sockopt_lock_sock, bh_lock_sock, bh_lock_sock_nested, local_irq_save,
	lockdep_assert_held, lockdep_assert_held_once, lockdep_assert_held_write,
	lockdep_assert_held_read, assert_spin_locked, assert_raw_spin_locked};
identifier ul = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	spin_unlock_irqrestore, raw_spin_unlock, raw_spin_unlock_irq,
	raw_spin_unlock_bh, raw_spin_unlock_irqrestore, read_unlock,
	read_unlock_irq, read_unlock_bh, read_unlock_irqrestore, write_unlock,
	write_unlock_irq, write_unlock_bh, write_unlock_irqrestore,
	mutex_unlock, up_read, up_write, srcu_read_unlock,
	srcu_read_unlock_nmisafe, unlock_task_sighand, release_sock,
	sockopt_release_sock, unlock_sock_fast, bh_unlock_sock, local_irq_restore};
identifier AM : script:python () { AM in MACROS["protected"] };
iterator AI : script:python () { AI in MACROS["protected"] };
statement S;
@@
lk@l(L, ...)
... when != ul(L, ...)
    when any
(
 AI@p(...) S
|
 rcu_dereference_protected@p(...)
|
 AM@p(...)
)

@script:python@
p << held_lock.p;
l << held_lock.l;
L << held_lock.L;
@@
note_held(p, l, L)

@unheld_lock exists@
position held_lock.p, q;
expression held_lock.L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, mutex_lock,
	mutex_lock_nested, mutex_lock_interruptible,
	mutex_lock_interruptible_nested, mutex_lock_killable,
	mutex_lock_killable_nested, mutex_lock_io, mutex_trylock, down_read,
	down_read_nested, down_read_killable, down_read_interruptible,
	down_read_trylock, down_write, down_write_nested, down_write_killable,
	down_write_trylock, srcu_read_lock, srcu_read_lock_nmisafe,
	lock_task_sighand, lock_sock, lock_sock_nested, lock_sock_fast,
	sockopt_lock_sock, bh_lock_sock, bh_lock_sock_nested, local_irq_save,
	lockdep_assert_held, lockdep_assert_held_once, lockdep_assert_held_write,
	lockdep_assert_held_read, assert_spin_locked, assert_raw_spin_locked};
identifier AM : script:python () { AM in MACROS["protected"] };
iterator AI : script:python () { AI in MACROS["protected"] };
statement S;
@@
... when != lk(L, ...)
    when any
(
 AI@p@q(...) S
|
 rcu_dereference_protected@p@q(...)
|
 AM@p@q(...)
)

@script:python@
q << unheld_lock.q;
L << held_lock.L;
@@
note_unheld(q, L)

@released_lock exists@
position p, q;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, mutex_lock,
	mutex_lock_nested, mutex_lock_interruptible,
	mutex_lock_interruptible_nested, mutex_lock_killable,
	mutex_lock_killable_nested, mutex_lock_io, mutex_trylock, down_read,
	down_read_nested, down_read_killable, down_read_interruptible,
	down_read_trylock, down_write, down_write_nested, down_write_killable,
	down_write_trylock, srcu_read_lock, srcu_read_lock_nmisafe,
	lock_task_sighand, lock_sock, lock_sock_nested, lock_sock_fast,
	sockopt_lock_sock, bh_lock_sock, bh_lock_sock_nested, local_irq_save,
	lockdep_assert_held, lockdep_assert_held_once, lockdep_assert_held_write,
	lockdep_assert_held_read, assert_spin_locked, assert_raw_spin_locked};
identifier ul = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	spin_unlock_irqrestore, raw_spin_unlock, raw_spin_unlock_irq,
	raw_spin_unlock_bh, raw_spin_unlock_irqrestore, read_unlock,
	read_unlock_irq, read_unlock_bh, read_unlock_irqrestore, write_unlock,
	write_unlock_irq, write_unlock_bh, write_unlock_irqrestore,
	mutex_unlock, up_read, up_write, srcu_read_unlock,
	srcu_read_unlock_nmisafe, unlock_task_sighand, release_sock,
	sockopt_release_sock, unlock_sock_fast, bh_unlock_sock, local_irq_restore};
identifier AM : script:python () { AM in MACROS["protected"] };
iterator AI : script:python () { AI in MACROS["protected"] };
statement S;
@@
ul@q(L, ...)
... when != lk(L, ...)
    when any
(
 AI@p(...) S
|
 rcu_dereference_protected@p(...)
|
 AM@p(...)
)

@script:python@
p << released_lock.p;
q << released_lock.q;
L << released_lock.L;
@@
note_released(p, q, L)

// Readers, preemption states and the RTNL: no argument to pair them by.
@held_state exists@
position p, o;
symbol rcu;
identifier AM : script:python () { AM in MACROS["protected"] };
@@
(
 rcu_read_lock@o();
 ... when != rcu_read_unlock()
     when any
|
 rcu_read_lock_bh@o();
 ... when != rcu_read_unlock_bh()
     when any
|
 rcu_read_lock_sched@o();
 ... when != rcu_read_unlock_sched()
     when any
|
 rcu_read_lock_sched_notrace@o();
 ... when != rcu_read_unlock_sched_notrace()
     when any
|
 guard@o(rcu)();
 ... when any
|
 preempt_disable@o();
 ... when != preempt_enable()
     when any
|
 preempt_disable_notrace@o();
 ... when != preempt_enable_notrace()
     when any
|
 local_irq_disable@o();
 ... when != local_irq_enable()
     when any
|
 local_bh_disable@o();
 ... when != local_bh_enable()
     when any
|
 rtnl_lock@o();
 ... when != rtnl_unlock()
     when any
|
 rtnl_trylock@o();
 ... when != rtnl_unlock()
     when any
|
 rtnl_lock_killable@o();
 ... when != rtnl_unlock()
     when any
|
 ASSERT_RTNL@o();
 ... when != rtnl_unlock()
     when any
)
(
 rcu_dereference_protected@p(...)
|
 AM@p(...)
)

@script:python@
p << held_state.p;
o << held_state.o;
@@
rec(p)["held"].append(NOARG.get(token_at(o[0]), token_at(o[0]) + "()"))

// The RTNL (lockdep_rtnl_is_held()), for conditions that name it.
@unheld_rtnl exists@
position p;
symbol rtnl_mutex;
expression E;
identifier AR : script:python () { AR in MACROS["rtnl"] };
@@
... when != rtnl_lock()
    when != rtnl_trylock()
    when != rtnl_lock_killable()
    when != ASSERT_RTNL()
    when != mutex_lock(&rtnl_mutex)
    when any
(
 rcu_dereference_protected@p(E, <+... lockdep_rtnl_is_held() ...+>)
|
 AR@p(...)
)

@released_rtnl exists@
position p, q;
symbol rtnl_mutex;
expression E;
identifier AR : script:python () { AR in MACROS["rtnl"] };
@@
rtnl_unlock@q();
... when != rtnl_lock()
    when != rtnl_trylock()
    when != rtnl_lock_killable()
    when != mutex_lock(&rtnl_mutex)
    when any
(
 rcu_dereference_protected@p(E, <+... lockdep_rtnl_is_held() ...+>)
|
 AR@p(...)
)

@script:python@
p << unheld_rtnl.p;
@@
rec(p)["unheld"].add("&rtnl_mutex")

@script:python@
p << released_rtnl.p;
q << released_rtnl.q;
@@
rec(p)["released"]["&rtnl_mutex"] = int(q[0].line)

// ---------------------------------------------------------------------------
// Output, once per access.

@ctx depends on context@
position p : script:python() { flagged(p) };
@@
*rcu_dereference_protected@p(...)

@script:python depends on rcucheck@
p << acc.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << acc_macro.p;
@@
emit(p, "rcucheck")

@script:python depends on report@
p << acc.p;
@@
emit(p, "report")

@script:python depends on report@
p << acc_macro.p;
@@
emit(p, "report")

@script:python depends on org@
p << acc.p;
@@
emit(p, "org")

@script:python depends on org@
p << acc_macro.p;
@@
emit(p, "org")
