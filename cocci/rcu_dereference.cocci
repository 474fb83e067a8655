// SPDX-License-Identifier: GPL-2.0-only
/// Find RCU-protected pointer fetches that can run outside a read-side
/// critical section of their flavor: __task_cred(), rcu_dereference(),
/// rcu_dereference_check(p, c) unless c holds, rcu_dereference_bh*(),
/// rcu_dereference_sched*() and srcu_dereference*(p, ssp) without
/// srcu_read_lock() on the same srcu_struct.
///
/// A spinlock, an rwlock such as tasklist_lock, a mutex, preempt_disable()
/// or disabled interrupts is not an RCU read-side critical section for
/// rcu_dereference() (lockdep-RCU says "suspicious rcu_dereference_check()
/// usage"); the report names what was held instead. This was the lesson of
/// the 2009 "Fix various __task_cred related invalid RCU assumptions"
/// series. rcu_dereference_bh() needs rcu_read_lock_bh(), or softirqs or
/// interrupts disabled (spin_lock_bh(), spin_lock_irqsave(), ...);
/// rcu_dereference_sched() needs preemption disabled by any means
/// (rcu_read_lock_sched(), preempt_disable(), a spinlock, ...).
///
/// The condition of rcu_dereference_check() is read: lockdep_is_held(l)
/// (and lockdep_rtnl_is_held(), lockdep_sock_is_held(), mutex_is_locked(),
/// srcu_read_lock_held(), rcu_read_lock_*_held()) combined with "||",
/// "&&" and "!" holds when its lock is taken on every path to the access
/// and not released on the way.
///
/// Locally, a function whose caller holds the read lock looks the same as
/// a bug: run "rcucheck audit", which reads this rule's facts (virtual
/// rule rcucheck) and reports an access only when a caller chain reaches
/// it unprotected.
//
// Confidence: Moderate (report mode: callers are not seen)
// Copyright: (C) 2026 rcucheck authors.
// Comments: an access on a path that never takes the reader is reported,
//  even when other paths do. An access after an unlock is reported with
//  the unlock's line, unless a reader of its flavor taken before is still
//  held on every path: nested readers (rcu_read_lock() twice, then one
//  rcu_read_unlock()) and a spinlock around a preempt_disable() section
//  are understood; a reader nested on some paths only is taken as nested.
//  rcu_dereference_check() with a condition this rule cannot decide
//  (a constant, refcount_read(&x->r) == 0, ...) is not reported; in
//  rcucheck mode it is printed as a fact with the condition in COND, for
//  "rcucheck audit" to decide (it drops opaque ones). With a condition
//  naming a lock, report mode reports only when this function shows why
//  it fails: the lock was released on the way, is taken on some paths
//  only, or another lock is held instead. Guards (guard(), scoped_guard())
//  hold to the end of their scope, as their class says (guard_effects():
//  guard(preempt)() is a sched reader, guard(mutex)(&m) holds m);
//  scoped_guard needs the macro file cocci/rcucheck.h (--macro-file).
//  The Python helpers it shares with the other rules are in
//  rcucheck_model.py, which must stay beside this file.
// Options: --no-includes --include-headers
// Tokens: __task_cred rcu_dereference srcu_dereference

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
# One record per access, filled by the rules below and printed last: as
# rcucheck facts (tab-separated, read by "rcucheck audit") or as a
# coccicheck report. The records and the lock and condition helpers are
# those of rcu_list.cocci and rcu_dereference_protected.cocci, in
# rcucheck_model.py beside this file; the verdict, which knows the
# readers' flavors, is this rule's.
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from rcucheck_model import *
inner = set()

def protectors(r, fl):
	"""What, held on every path, makes an access of flavor fl legal."""
	if fl == "srcu":
		return {canon("srcu_read_lock", r["srcu"])}
	if fl == "any":
		return set(PROT["rcu"] + PROT["bh"] + PROT["sched"]) | r["atomic"]
	s = set(PROT[fl])
	if fl == "sched":
		s |= r["atomic"]
	elif fl == "bh":
		s |= r["bhlock"]
	return s

def reader_held(r, fl):
	return any(lock_state(r, a) is None for a in protectors(r, fl))

def verdict(r):
	"""(fact?, report?, state, held) for one access."""
	fl = r["flavor"]
	tree = parse_cond(r["cond"], True) if r.get("cond") else None
	if tree == ("const", False):
		tree = None
	skip = protectors(r, fl) | set(named(tree))
	held = ", ".join(h for h in dict.fromkeys(r["held"]) if norm(h) not in skip)
	if r.get("prot") or r["unprot"] is None:
		return False, False, None, held
	state = r["unprot"]
	# After an unlock, but inside a reader of the flavor taken before it.
	if state != "entry" and reader_held(r, fl):
		return False, False, None, held
	if not tree:
		return True, True, state, held
	v, st = evaluate(tree, r, reader_held)
	if v is True and not names_lock(tree) and not names_reader(tree):
		# A constant: "rcucheck audit" drops it (as an opaque one).
		return True, False, "entry", held
	if v is True:
		return False, False, None, held
	# The report says where the lock of the condition was lost; the
	# fact says "entry" if a caller could still provide it.
	r["where"] = st if st != "entry" else state
	if st == "entry":
		state = "entry"
	return True, v is False and names_lock(tree) and \
		evidence(r, tree, st, held), state, held

def reader(r):
	if r["flavor"] == "srcu":
		return "srcu_read_lock(%s)" % r["srcu"]
	return READER[r["flavor"]]

def message(r):
	locks = named(parse_cond(r["cond"], True)) if r.get("cond") else []
	return "%s outside %s%s" % (r["text"], reader(r),
		" and without " + " or ".join(locks) if locks else "")

declare_rule("rcu-dereference", verdict, message)

def access(p, es):
	"""The access at p: its flavor, srcu_struct, condition and text. An
	accessor macro (rcu_dereference_rtnl(), for_each_sk_fl_rcu()) has its
	flavor of its accessor and the condition it passes; the macro of a .c file used
	in another file is none."""
	r = rec(p)
	name = token_at(p[0])
	args = [tidy(a) for a in es.elements]
	r["text"] = "%s(%s)" % (name, ", ".join(args))
	if name in MACROS["deref"]:
		m = macro_use(p[0], name, args)
		if not m:
			return
		r["via"] = m["via"]
		name = m["accessor"]
		args = [args[0] if args else ""] + ([m["cond"]] if m["cond"] else [])
	r["flavor"] = FLAVOR.get(name, "rcu")
	if r["flavor"] == "srcu" and len(args) > 1:
		r["srcu"] = norm(args[1])
	n = CONDARG.get(name)
	if n is not None and len(args) > n:
		r["cond"] = ", ".join(args[n:])

def needs(p):
	"""Is what is held worth finding out for the access at p? Only when
	some path reaches it unprotected (the rules "un_*" ran before)."""
	r = acc.get(key(p))
	return bool(r) and r["unprot"] is not None and not r.get("prot")

def after(p, q):
	"""An unprotected path starts at the unlock q (not an inner one)."""
	if key(q) in inner:
		return
	r = rec(p)
	if r["unprot"] is None:
		r["unprot"] = line_of(q, p)
	elif r["unprot"] != "entry":
		r["unprot"] = str(max(int(r["unprot"]), int(line_of(q, p))))

// ---------------------------------------------------------------------------
// The accesses: flavor, srcu_struct, condition and text.

@acc@
position p;
expression A;
expression list es;
identifier AM : script:python () { AM in MACROS["deref"] };
@@
(
 A@p
&
 \(__task_cred(es)\|rcu_dereference(es)\|rcu_dereference_check(es)\|
   rcu_dereference_bh(es)\|rcu_dereference_bh_check(es)\|
   rcu_dereference_sched(es)\|rcu_dereference_sched_check(es)\|
   srcu_dereference(es)\|srcu_dereference_check(es)\|AM(es)\)
)

@script:python@
p << acc.p;
es << acc.es;
@@
access(p, es)

// An accessor macro shaped as a loop (for_each_sk_fl_rcu()).
@acc_iter@
position p;
expression list es;
iterator AI : script:python () { AI in MACROS["deref"] };
statement S;
@@
AI@p(es) S

@script:python@
p << acc_iter.p;
es << acc_iter.es;
@@
access(p, es)

@acc_srcu@
position p;
expression E, S;
@@
(
 srcu_dereference@p(E, S)
|
 srcu_dereference_check@p(E, S, ...)
)

// Readers paired by name: the counterpart of each is made from its name
// (PAIR). An unlock that ends an inner reader (the same reader taken
// twice) leaves the outer one held.
@noarg_on depends on (acc || acc_iter)@
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

@nested exists@
identifier noarg_on.off, noarg_pair.on;
position q;
@@
off();
... when != on()
off();
... when != on()
on@q();

@script:python@
q << nested.q;
@@
inner.add(key(q))

// ---------------------------------------------------------------------------
// Unprotected: some path from the function's entry, or from an unlock,
// reaches the access without the flavor's reader.

@un_rcu exists@
position p;
symbol rcu;
identifier AM : script:python () { AM in MACROS["rcu"] };
iterator AI : script:python () { AI in MACROS["rcu"] };
statement S;
@@
... when != rcu_read_lock()
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 AM@p(...)
)

@un_rcu_after exists@
position p, q;
symbol rcu;
identifier AM : script:python () { AM in MACROS["rcu"] };
iterator AI : script:python () { AI in MACROS["rcu"] };
statement S;
@@
rcu_read_unlock@q();
... when != rcu_read_lock()
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 AM@p(...)
)

@in_scoped_rcu@
position p;
iterator name scoped_guard;
symbol rcu;
identifier AM : script:python () { AM in MACROS["rcu"] };
iterator AI : script:python () { AI in MACROS["rcu"] };
statement S;
@@
scoped_guard(rcu) {
<+...
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 AM@p(...)
)
...+>
}

@script:python@
p << un_rcu.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_rcu_after.p;
q << un_rcu_after.q;
@@
after(p, q)

// A call of a function that ends its caller's reader (RELEASERS: 6.1
// ipc/msg.c freeque(), __releases(RCU) over a body that unlocks more
// than it locks) ends it as rcu_read_unlock() does.
@un_rcu_after_call exists@
position p, q;
symbol rcu;
identifier rx : script:python () { rx in RELEASERS.get("rcu", ()) };
identifier AM : script:python () { AM in MACROS["rcu"] };
iterator AI : script:python () { AI in MACROS["rcu"] };
statement S;
@@
rx@q(...)
... when != rcu_read_lock()
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 AM@p(...)
)

@script:python@
p << un_rcu_after_call.p;
q << un_rcu_after_call.q;
@@
after(p, q)

@script:python@
p << in_scoped_rcu.p;
@@
rec(p)["prot"] = True

// bh: rcu_read_lock_bh_held() is in_softirq() || irqs_disabled().
@un_bh exists@
position p;
expression L;
identifier lk = {spin_lock_bh, read_lock_bh, write_lock_bh, raw_spin_lock_bh,
	spin_lock_bh_nested, spin_trylock_bh, spin_lock_irq, spin_lock_irqsave,
	spin_lock_irqsave_nested, spin_trylock_irq, spin_trylock_irqsave,
	raw_spin_lock_irq, raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested,
	raw_spin_trylock_irqsave, read_lock_irq, read_lock_irqsave,
	write_lock_irq, write_lock_irqsave, local_irq_save};
identifier AM : script:python () { AM in MACROS["bh"] };
iterator AI : script:python () { AI in MACROS["bh"] };
statement S;
@@
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 AI@p(...) S
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 AM@p(...)
)

@un_bh_after exists@
position p, q;
expression L;
identifier lk = {spin_lock_bh, read_lock_bh, write_lock_bh, raw_spin_lock_bh,
	spin_lock_bh_nested, spin_trylock_bh, spin_lock_irq, spin_lock_irqsave,
	spin_lock_irqsave_nested, spin_trylock_irq, spin_trylock_irqsave,
	raw_spin_lock_irq, raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested,
	raw_spin_trylock_irqsave, read_lock_irq, read_lock_irqsave,
	write_lock_irq, write_lock_irqsave, local_irq_save};
identifier ul = {rcu_read_unlock_bh, local_bh_enable, local_irq_enable,
	local_irq_restore, spin_unlock_bh, spin_unlock_irq,
	spin_unlock_irqrestore, raw_spin_unlock_bh, raw_spin_unlock_irq,
	raw_spin_unlock_irqrestore, read_unlock_bh, read_unlock_irq,
	read_unlock_irqrestore, write_unlock_bh, write_unlock_irq,
	write_unlock_irqrestore};
identifier AM : script:python () { AM in MACROS["bh"] };
iterator AI : script:python () { AI in MACROS["bh"] };
statement S;
@@
ul@q(...);
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 AI@p(...) S
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 AM@p(...)
)

@script:python@
p << un_bh.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_bh_after.p;
q << un_bh_after.q;
@@
after(p, q)

// sched: anything that disables preemption (rcu_read_lock_sched_held()
// is !preemptible()): spinlocks and rwlocks included.
@un_sched exists@
position p;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save};
identifier AM : script:python () { AM in MACROS["sched"] };
iterator AI : script:python () { AI in MACROS["sched"] };
statement S;
@@
... when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != rcu_read_lock_bh()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 AI@p(...) S
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 AM@p(...)
)

@un_sched_after exists@
position p, q;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save};
identifier ul = {rcu_read_unlock_sched, rcu_read_unlock_sched_notrace,
	rcu_read_unlock_bh, preempt_enable, preempt_enable_notrace,
	preempt_enable_no_resched, put_cpu, local_irq_enable,
	local_irq_restore, local_bh_enable, spin_unlock, spin_unlock_irq,
	spin_unlock_bh, spin_unlock_irqrestore, raw_spin_unlock,
	raw_spin_unlock_irq, raw_spin_unlock_bh, raw_spin_unlock_irqrestore,
	read_unlock, read_unlock_irq, read_unlock_bh, read_unlock_irqrestore,
	write_unlock, write_unlock_irq, write_unlock_bh,
	write_unlock_irqrestore, unlock_task_sighand, bh_unlock_sock};
identifier AM : script:python () { AM in MACROS["sched"] };
iterator AI : script:python () { AI in MACROS["sched"] };
statement S;
@@
ul@q(...);
... when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != rcu_read_lock_bh()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 AI@p(...) S
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 AM@p(...)
)

@script:python@
p << un_sched.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_sched_after.p;
q << un_sched_after.q;
@@
after(p, q)

// srcu: srcu_read_lock() on the same srcu_struct.
@un_srcu exists@
position p;
expression acc_srcu.S;
symbol srcu;
@@
... when != srcu_read_lock(S)
    when != srcu_read_lock_nmisafe(S)
    when any
(
 srcu_dereference@p(..., S)
|
 srcu_dereference_check@p(..., S, ...)
)

@un_srcu_after exists@
position p, q;
expression acc_srcu.S;
symbol srcu;
@@
(
 srcu_read_unlock@q(S, ...);
|
 srcu_read_unlock_nmisafe@q(S, ...);
)
... when != srcu_read_lock(S)
    when != srcu_read_lock_nmisafe(S)
    when any
(
 srcu_dereference@p(..., S)
|
 srcu_dereference_check@p(..., S, ...)
)

@script:python@
p << un_srcu.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_srcu_after.p;
q << un_srcu_after.q;
@@
after(p, q)

// ---------------------------------------------------------------------------
// Locks: which are held on some path to the access (held: what was held
// instead, and the locks of conditions), which of those are missing on
// another path from the entry (unheld), which were released on a path to
// it (released). A lock is held on every path when it is held and neither
// unheld nor released.

@held_lock depends on (acc || acc_iter) exists@
position p : script:python() { needs(p) };
position l;
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
identifier AM : script:python () { AM in MACROS["deref"] };
iterator AI : script:python () { AI in MACROS["deref"] };
statement S;
@@
lk@l(L, ...)
... when != ul(L, ...)
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
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
identifier AM : script:python () { AM in MACROS["deref"] };
iterator AI : script:python () { AI in MACROS["deref"] };
statement S;
@@
... when != lk(L, ...)
    when any
(
 AI@p@q(...) S
|
 __task_cred@p@q(...)
|
 rcu_dereference@p@q(...)
|
 rcu_dereference_check@p@q(...)
|
 rcu_dereference_bh@p@q(...)
|
 rcu_dereference_bh_check@p@q(...)
|
 rcu_dereference_sched@p@q(...)
|
 rcu_dereference_sched_check@p@q(...)
|
 srcu_dereference@p@q(...)
|
 srcu_dereference_check@p@q(...)
|
 AM@p@q(...)
)

@script:python@
q << unheld_lock.q;
L << held_lock.L;
@@
note_unheld(q, L)

@released_lock depends on (acc || acc_iter) exists@
position p : script:python() { needs(p) };
position q;
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
identifier AM : script:python () { AM in MACROS["deref"] };
iterator AI : script:python () { AI in MACROS["deref"] };
statement S;
@@
ul@q(L, ...)
... when != lk(L, ...)
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
|
 AM@p(...)
)

@script:python@
p << released_lock.p;
q << released_lock.q;
L << released_lock.L;
@@
note_released(p, q, L)

// Readers and preemption states, paired by name.
@held_noarg exists@
identifier noarg_on.off, noarg_pair.on;
position p : script:python() { needs(p) };
position o;
identifier AM : script:python () { AM in MACROS["deref"] };
iterator AI : script:python () { AI in MACROS["deref"] };
statement S;
@@
off@o()
... when != on()
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
|
 AM@p(...)
)

@script:python@
p << held_noarg.p;
off << noarg_on.off;
@@
rec(p)["held"].append(NOARG[off])

@unheld_noarg exists@
identifier noarg_on.off;
position held_noarg.p, q;
identifier AM : script:python () { AM in MACROS["deref"] };
iterator AI : script:python () { AI in MACROS["deref"] };
statement S;
@@
... when != off()
    when any
(
 AI@p@q(...) S
|
 __task_cred@p@q(...)
|
 rcu_dereference@p@q(...)
|
 rcu_dereference_check@p@q(...)
|
 rcu_dereference_bh@p@q(...)
|
 rcu_dereference_bh_check@p@q(...)
|
 rcu_dereference_sched@p@q(...)
|
 rcu_dereference_sched_check@p@q(...)
|
 srcu_dereference@p@q(...)
|
 srcu_dereference_check@p@q(...)
|
 AM@p@q(...)
)

@script:python@
q << unheld_noarg.q;
off << noarg_on.off;
@@
rec(q)["unheld"].add(NOARG[off])

@noarg_off depends on (acc || acc_iter)@
identifier on = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched, rcu_read_unlock_trace,
	rcu_read_unlock_sched_notrace, preempt_enable, preempt_enable_notrace,
	put_cpu, local_irq_enable, local_bh_enable, rtnl_unlock};
@@
on()

@script:python noarg_unpair@
on << noarg_off.on;
off;
@@
coccinelle.off = cocci.make_ident(PAIR.get(on, "rtnl_lock"))

@released_noarg exists@
identifier noarg_off.on, noarg_unpair.off;
position p : script:python() { needs(p) };
position q;
identifier AM : script:python () { AM in MACROS["deref"] };
iterator AI : script:python () { AI in MACROS["deref"] };
statement S;
@@
on@q();
... when != off()
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
|
 AM@p(...)
)

@script:python@
p << released_noarg.p;
q << released_noarg.q;
on << noarg_off.on;
@@
r = rec(p)
c = NOARG[PAIR.get(on, "rtnl_lock")]
if key(q) not in inner:
	r["released"][c] = max(r["released"].get(c, 0), int(line_of(q, p)))

// rcu_read_lock() released by a call of a function that ends its
// caller's reader (RELEASERS).
@released_call depends on (acc || acc_iter) exists@
identifier rx : script:python () { rx in RELEASERS.get("rcu", ()) };
position p : script:python() { needs(p) };
position q;
identifier AM : script:python () { AM in MACROS["rcu"] };
iterator AI : script:python () { AI in MACROS["rcu"] };
statement S;
@@
rx@q(...)
... when != rcu_read_lock()
    when any
(
 AI@p(...) S
|
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 AM@p(...)
)

@script:python@
p << released_call.p;
q << released_call.q;
@@
r = rec(p)
c = NOARG["rcu_read_lock"]
r["released"][c] = max(r["released"].get(c, 0), int(line_of(q, p)))

// ---------------------------------------------------------------------------
// Output, once per access.

@ctx depends on context@
position p : script:python() { flagged(p) };
@@
(
*__task_cred@p(...)
|
*rcu_dereference@p(...)
|
*rcu_dereference_check@p(...)
|
*rcu_dereference_bh@p(...)
|
*rcu_dereference_bh_check@p(...)
|
*rcu_dereference_sched@p(...)
|
*rcu_dereference_sched_check@p(...)
|
*srcu_dereference@p(...)
|
*srcu_dereference_check@p(...)
)

@script:python depends on rcucheck@
p << acc.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << acc_iter.p;
@@
emit(p, "rcucheck")

@script:python depends on report@
p << acc.p;
@@
emit(p, "report")

@script:python depends on report@
p << acc_iter.p;
@@
emit(p, "report")

@script:python depends on org@
p << acc.p;
@@
emit(p, "org")

@script:python depends on org@
p << acc_iter.p;
@@
emit(p, "org")
