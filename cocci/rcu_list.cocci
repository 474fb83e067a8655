// SPDX-License-Identifier: GPL-2.0-only
/// Find RCU list traversals that can run outside any RCU reader:
/// list_for_each_entry_rcu(), hlist_for_each_entry_rcu() (and their
/// _continue/_from variants), hlist_nulls_for_each_entry_rcu(),
/// list_entry_rcu(), list_first_or_null_rcu() and list_next_or_null_rcu()
/// need rcu_read_lock_any_held(): rcu_read_lock(), rcu_read_lock_bh(),
/// rcu_read_lock_sched(), or anything that disables preemption (a
/// spinlock or rwlock, preempt_disable(), local_irq_*(),
/// local_bh_disable()) counts, and so does a spinlock asserted held
/// (assert_spin_locked(), lockdep_assert_held() of the sighand lock that
/// lock_task_sighand() takes). A mutex or an rwsem does not: under one,
/// pass its lockdep condition as the optional fourth argument
/// (list_for_each_entry_rcu(pos, head, member, lockdep_is_held(&lock))).
/// hlist_for_each_entry_rcu_bh() needs the bh flavor;
/// list_for_each_entry_srcu() and hlist_for_each_entry_srcu() need
/// their condition, usually srcu_read_lock_held(ssp) or a lockdep_is_held().
///
/// Locally, a function whose caller holds the read lock looks the same as
/// a bug: "rcucheck audit" reads this rule's facts (virtual rule
/// rcucheck) and reports only when a caller chain reaches it unprotected.
//
// Confidence: Moderate (report mode: callers are not seen)
// Copyright: (C) 2026 rcucheck authors.
// Comments: in 6.1 lockdep (CONFIG_PROVE_RCU_LIST) checks only
//  list_for_each_entry_rcu(), hlist_for_each_entry_rcu(), the _srcu
//  iterators and the _rcu_bh ones; the _continue/_from variants,
//  hlist_nulls and list_entry_rcu() need a reader all the same, but no
//  splat shows it. With a lockdep condition (fourth argument), report
//  mode reports only when this function shows why the condition fails:
//  its lock was released on the way, is taken on some paths only, or
//  another lock is held instead; a lock that only the callers can hold,
//  a constant or an opaque condition is a fact for "rcucheck audit"
//  (COND), not a report. Not seen: protection that alternates between
//  branches after an unlock (if (a) spin_lock(&l); else rcu_read_lock();
//  after an earlier unlock), a lock taken through a pointer copy
//  (m = &x->mutex; mutex_lock(m)), PREEMPT_RT (where a spinlock does not
//  disable preemption). Guards (guard(), scoped_guard()) hold to the
//  end of their scope, as their class says (guard_effects()); scoped_guard
//  needs the macro file cocci/rcucheck.h. The Python helpers it shares with the other rules
//  are in rcucheck_model.py, which must stay beside this file.
// Options: --no-includes --include-headers
// Tokens: list_for_each_entry_rcu list_for_each_entry_continue_rcu list_for_each_entry_from_rcu hlist_for_each_entry_rcu hlist_for_each_entry_continue_rcu hlist_for_each_entry_from_rcu hlist_nulls_for_each_entry_rcu hlist_for_each_entry_rcu_bh hlist_for_each_entry_continue_rcu_bh list_for_each_entry_srcu hlist_for_each_entry_srcu list_entry_rcu list_first_or_null_rcu list_next_or_null_rcu

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
# One record per access, filled by the rules below and printed last: as
# rcucheck facts (tab-separated, read by "rcucheck audit") or as a
# coccicheck report. The records, the lock and condition helpers and the
# verdict are shared with rcu_dereference_protected.cocci, in
# rcucheck_model.py beside this file.
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from rcucheck_model import *

def reader(r):
	if r["flavor"] == "bh":
		return "rcu_read_lock_bh()"
	if r["flavor"] == "any":
		return "an RCU reader (rcu_read_lock_any_held())"
	return "%s (its condition)" % " or ".join(named(parse_cond(r["cond"])))

def message(r):
	return "%s outside %s" % (r["text"], reader(r))

declare_rule("rcu-list", condition_verdict, message)

// ---------------------------------------------------------------------------
// The accesses. The iterators' arguments are read back from the source
// text: which iterator it is, and its optional condition.

@acc@
position p;
iterator name list_for_each_entry_rcu, list_for_each_entry_continue_rcu,
	list_for_each_entry_from_rcu, hlist_for_each_entry_rcu,
	hlist_for_each_entry_continue_rcu, hlist_for_each_entry_from_rcu,
	hlist_nulls_for_each_entry_rcu, hlist_for_each_entry_rcu_bh,
	hlist_for_each_entry_continue_rcu_bh, list_for_each_entry_srcu,
	hlist_for_each_entry_srcu;
expression list es;
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
(
 list_for_each_entry_rcu@p(es) S
|
 list_for_each_entry_continue_rcu@p(es) S
|
 list_for_each_entry_from_rcu@p(es) S
|
 hlist_for_each_entry_rcu@p(es) S
|
 hlist_for_each_entry_continue_rcu@p(es) S
|
 hlist_for_each_entry_from_rcu@p(es) S
|
 hlist_nulls_for_each_entry_rcu@p(es) S
|
 hlist_for_each_entry_rcu_bh@p(es) S
|
 hlist_for_each_entry_continue_rcu_bh@p(es) S
|
 list_for_each_entry_srcu@p(es) S
|
 hlist_for_each_entry_srcu@p(es) S
|
 list_entry_rcu@p(es)
|
 list_first_or_null_rcu@p(es)
|
 list_next_or_null_rcu@p(es)
|
 AM@p(es)
|
 AI@p(es) S
)

@script:python@
p << acc.p;
es << acc.es;
@@
r = rec(p)
name = token_at(p[0])
args = [tidy(a) for a in es.elements]
r["text"] = "%s(%s)" % (name, ", ".join(args))
n = ITERS.get(name)
if n is not None and len(args) > n:
	r["cond"] = ", ".join(args[n:])
# An accessor macro (for_each_process()): the flavor of its accessor, the
# condition it passes.
m = macro_use(p[0], name, args) if name in MACROS["list"] else None
if m:
	r["via"] = m["via"]
	if m["cond"]:
		r["cond"] = m["cond"]
	name = m["accessor"]
if name in MACROS["list"]:
	pass	# the macro of another .c file: no record
elif name.endswith("_srcu"):
	s = srcu_of(parse_cond(r["cond"])) if r.get("cond") else None
	r["flavor"] = "srcu" if s else "protected"
	r["srcu"] = s
elif name.endswith("_bh"):
	r["flavor"] = "bh"
else:
	r["flavor"] = "any"

// ---------------------------------------------------------------------------
// Outside any reader: some path from the function's entry, or from the
// end of a reader or of a preemption-disabling lock, reaches the access
// with none of them.

@un_any exists@
position p;
expression L, E;
statement S;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save, raw_local_irq_save};
symbol rcu;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
... when != rcu_read_lock()
    when != rcu_read_lock_bh()
    when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_irq_disable()
    when != raw_local_irq_disable()
    when != local_bh_disable()
    when != lk(L, ...)
    when != assert_spin_locked(L)
    when != assert_raw_spin_locked(L)
    when != lockdep_assert_held(&E->sighand->siglock)
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)

@un_any_after exists@
position p, q;
expression L, E;
statement S;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save, raw_local_irq_save};
identifier ul = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched,
	rcu_read_unlock_sched_notrace, preempt_enable, preempt_enable_notrace,
	put_cpu, local_irq_enable, local_irq_restore, raw_local_irq_restore,
	raw_local_irq_enable, local_bh_enable,
	spin_unlock, spin_unlock_irq, spin_unlock_bh, spin_unlock_irqrestore,
	raw_spin_unlock, raw_spin_unlock_irq, raw_spin_unlock_bh,
	raw_spin_unlock_irqrestore, read_unlock, read_unlock_irq,
	read_unlock_bh, read_unlock_irqrestore, write_unlock, write_unlock_irq,
	write_unlock_bh, write_unlock_irqrestore, unlock_task_sighand,
	bh_unlock_sock};
symbol rcu;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
ul@q(...);
... when != rcu_read_lock()
    when != rcu_read_lock_bh()
    when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_irq_disable()
    when != raw_local_irq_disable()
    when != local_bh_disable()
    when != lk(L, ...)
    when != assert_spin_locked(L)
    when != assert_raw_spin_locked(L)
    when != lockdep_assert_held(&E->sighand->siglock)
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)

@script:python@
p << un_any.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_any_after.p;
q << un_any_after.q;
@@
rec(p)["unprot"] = rec(p)["unprot"] or line_of(q, p)

// A call of a function that ends its caller's reader (RELEASERS: 6.1
// ipc/msg.c freeque()) ends it as rcu_read_unlock() does.
@un_any_after_call exists@
position p, q;
statement S;
identifier rx : script:python () { rx in RELEASERS.get("rcu", ()) };
symbol rcu;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
rx@q(...)
... when != rcu_read_lock()
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)

@script:python@
p << un_any_after_call.p;
q << un_any_after_call.q;
@@
rec(p)["unprot"] = rec(p)["unprot"] or line_of(q, p)

// bh: rcu_read_lock_bh_held() is in_softirq() || irqs_disabled().
@un_bh exists@
position p;
expression L;
statement S;
identifier lk = {spin_lock_bh, read_lock_bh, write_lock_bh, raw_spin_lock_bh,
	spin_lock_irq, spin_lock_irqsave, raw_spin_lock_irq,
	raw_spin_lock_irqsave, read_lock_irq, read_lock_irqsave, write_lock_irq,
	write_lock_irqsave, local_irq_save, raw_local_irq_save};
@@
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
    when != raw_local_irq_disable()
    when != lk(L, ...)
    when any
(
 hlist_for_each_entry_rcu_bh@p(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p(...) S
)

@un_bh_after exists@
position p, q;
expression L;
statement S;
identifier lk = {spin_lock_bh, read_lock_bh, write_lock_bh, raw_spin_lock_bh,
	spin_lock_irq, spin_lock_irqsave, raw_spin_lock_irq,
	raw_spin_lock_irqsave, read_lock_irq, read_lock_irqsave, write_lock_irq,
	write_lock_irqsave, local_irq_save, raw_local_irq_save};
@@
rcu_read_unlock_bh@q();
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
    when != raw_local_irq_disable()
    when != lk(L, ...)
    when any
(
 hlist_for_each_entry_rcu_bh@p(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p(...) S
)

@script:python@
p << un_bh.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_bh_after.p;
q << un_bh_after.q;
@@
rec(p)["unprot"] = rec(p)["unprot"] or line_of(q, p)

@in_scoped_rcu@
position p;
iterator name scoped_guard;
symbol rcu;
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
scoped_guard(rcu) {
<+...
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)
...+>
}

@script:python@
p << in_scoped_rcu.p;
@@
rec(p)["prot"] = True

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
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
lk@l(L, ...)
... when != ul(L, ...)
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_rcu_bh@p(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p(...) S
|
 list_for_each_entry_srcu@p(...) S
|
 hlist_for_each_entry_srcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
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
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
... when != lk(L, ...)
    when any
(
 list_for_each_entry_rcu@p@q(...) S
|
 list_for_each_entry_continue_rcu@p@q(...) S
|
 list_for_each_entry_from_rcu@p@q(...) S
|
 hlist_for_each_entry_rcu@p@q(...) S
|
 hlist_for_each_entry_continue_rcu@p@q(...) S
|
 hlist_for_each_entry_from_rcu@p@q(...) S
|
 hlist_nulls_for_each_entry_rcu@p@q(...) S
|
 hlist_for_each_entry_rcu_bh@p@q(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p@q(...) S
|
 list_for_each_entry_srcu@p@q(...) S
|
 hlist_for_each_entry_srcu@p@q(...) S
|
 list_entry_rcu@p@q(...)
|
 list_first_or_null_rcu@p@q(...)
|
 list_next_or_null_rcu@p@q(...)
|
 AM@p@q(...)
|
 AI@p@q(...) S
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
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
ul@q(L, ...)
... when != lk(L, ...)
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_rcu_bh@p(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p(...) S
|
 list_for_each_entry_srcu@p(...) S
|
 hlist_for_each_entry_srcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)

@script:python@
p << released_lock.p;
q << released_lock.q;
L << released_lock.L;
@@
note_released(p, q, L)

// Readers, preemption states and the RTNL: no argument to pair them by,
// so the counterpart of each is made from its name (PAIR).
@noarg_on depends on acc@
identifier off = {rcu_read_lock, rcu_read_lock_bh, rcu_read_lock_sched, rcu_read_lock_trace,
	rcu_read_lock_sched_notrace, preempt_disable, preempt_disable_notrace,
	get_cpu, local_irq_disable, local_bh_disable, rtnl_lock, rtnl_trylock,
	rtnl_lock_killable, ASSERT_RTNL};
@@
off()

@script:python noarg_pair@
off << noarg_on.off;
on;
@@
coccinelle.on = cocci.make_ident(PAIR[off])

@held_noarg exists@
identifier noarg_on.off, noarg_pair.on;
position p, o;
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
off@o()
... when != on()
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_rcu_bh@p(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p(...) S
|
 list_for_each_entry_srcu@p(...) S
|
 hlist_for_each_entry_srcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)

@script:python@
p << held_noarg.p;
off << noarg_on.off;
@@
rec(p)["held"].append(NOARG[off])

@unheld_noarg exists@
identifier noarg_on.off;
position held_noarg.p, q;
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
... when != off()
    when any
(
 list_for_each_entry_rcu@p@q(...) S
|
 list_for_each_entry_continue_rcu@p@q(...) S
|
 list_for_each_entry_from_rcu@p@q(...) S
|
 hlist_for_each_entry_rcu@p@q(...) S
|
 hlist_for_each_entry_continue_rcu@p@q(...) S
|
 hlist_for_each_entry_from_rcu@p@q(...) S
|
 hlist_nulls_for_each_entry_rcu@p@q(...) S
|
 hlist_for_each_entry_rcu_bh@p@q(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p@q(...) S
|
 list_for_each_entry_srcu@p@q(...) S
|
 hlist_for_each_entry_srcu@p@q(...) S
|
 list_entry_rcu@p@q(...)
|
 list_first_or_null_rcu@p@q(...)
|
 list_next_or_null_rcu@p@q(...)
|
 AM@p@q(...)
|
 AI@p@q(...) S
)

@script:python@
q << unheld_noarg.q;
off << noarg_on.off;
@@
if NOARG[off] != "&rtnl_mutex":
	rec(q)["unheld"].add(NOARG[off])

@noarg_off depends on acc@
identifier on = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched, rcu_read_unlock_trace,
	rcu_read_unlock_sched_notrace, preempt_enable, preempt_enable_notrace,
	put_cpu, local_irq_enable, local_bh_enable};
@@
on()

@script:python noarg_unpair@
on << noarg_off.on;
off;
@@
coccinelle.off = cocci.make_ident(PAIR[on])

@released_noarg exists@
identifier noarg_off.on, noarg_unpair.off;
position p, q;
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
on@q();
... when != off()
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_rcu_bh@p(...) S
|
 hlist_for_each_entry_continue_rcu_bh@p(...) S
|
 list_for_each_entry_srcu@p(...) S
|
 hlist_for_each_entry_srcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)

@script:python@
p << released_noarg.p;
q << released_noarg.q;
on << noarg_off.on;
@@
r = rec(p)
c = NOARG[PAIR[on]]
r["released"][c] = max(r["released"].get(c, 0), int(line_of(q, p)))

// rcu_read_lock() released by a call of a function that ends its
// caller's reader (RELEASERS).
@released_call depends on acc exists@
identifier rx : script:python () { rx in RELEASERS.get("rcu", ()) };
position p, q;
statement S;
identifier AM : script:python () { AM in MACROS["list"] };
iterator AI : script:python () { AI in MACROS["list"] };
@@
rx@q(...)
... when != rcu_read_lock()
    when any
(
 list_for_each_entry_rcu@p(...) S
|
 list_for_each_entry_continue_rcu@p(...) S
|
 list_for_each_entry_from_rcu@p(...) S
|
 hlist_for_each_entry_rcu@p(...) S
|
 hlist_for_each_entry_continue_rcu@p(...) S
|
 hlist_for_each_entry_from_rcu@p(...) S
|
 hlist_nulls_for_each_entry_rcu@p(...) S
|
 list_entry_rcu@p(...)
|
 list_first_or_null_rcu@p(...)
|
 list_next_or_null_rcu@p(...)
|
 AM@p(...)
|
 AI@p(...) S
)

@script:python@
p << released_call.p;
q << released_call.q;
@@
r = rec(p)
c = NOARG["rcu_read_lock"]
r["released"][c] = max(r["released"].get(c, 0), int(line_of(q, p)))

// The RTNL (lockdep_rtnl_is_held()), for conditions that name it.
@unheld_rtnl exists@
position p;
symbol rtnl_mutex;
expression P, H, M;
statement S;
@@
... when != rtnl_lock()
    when != rtnl_trylock()
    when != rtnl_lock_killable()
    when != ASSERT_RTNL()
    when != mutex_lock(&rtnl_mutex)
    when any
(
 list_for_each_entry_rcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
|
 hlist_for_each_entry_rcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
|
 list_for_each_entry_srcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
|
 hlist_for_each_entry_srcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
)

@released_rtnl exists@
position p, q;
symbol rtnl_mutex;
expression P, H, M;
statement S;
@@
rtnl_unlock@q();
... when != rtnl_lock()
    when != rtnl_trylock()
    when != rtnl_lock_killable()
    when != mutex_lock(&rtnl_mutex)
    when any
(
 list_for_each_entry_rcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
|
 hlist_for_each_entry_rcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
|
 list_for_each_entry_srcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
|
 hlist_for_each_entry_srcu@p(P, H, M, <+... lockdep_rtnl_is_held() ...+>) S
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
statement S;
@@
(
*list_for_each_entry_rcu@p(...)
 S
|
*list_for_each_entry_continue_rcu@p(...)
 S
|
*list_for_each_entry_from_rcu@p(...)
 S
|
*hlist_for_each_entry_rcu@p(...)
 S
|
*hlist_for_each_entry_continue_rcu@p(...)
 S
|
*hlist_for_each_entry_from_rcu@p(...)
 S
|
*hlist_nulls_for_each_entry_rcu@p(...)
 S
|
*hlist_for_each_entry_rcu_bh@p(...)
 S
|
*hlist_for_each_entry_continue_rcu_bh@p(...)
 S
|
*list_for_each_entry_srcu@p(...)
 S
|
*hlist_for_each_entry_srcu@p(...)
 S
|
*list_entry_rcu@p(...)
|
*list_first_or_null_rcu@p(...)
|
*list_next_or_null_rcu@p(...)
)

@script:python depends on rcucheck@
p << acc.p;
@@
emit(p, "rcucheck")

@script:python depends on report@
p << acc.p;
@@
emit(p, "report")

@script:python depends on org@
p << acc.p;
@@
emit(p, "org")
