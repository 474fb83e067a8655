// SPDX-License-Identifier: GPL-2.0-only
/// Find RCU-protected pointers used past what protects them:
///
/// rcu-access-pointer-deref: the result of rcu_access_pointer() is
/// dereferenced (rcu_access_pointer(p)->f, *rcu_access_pointer(p), or
/// x = rcu_access_pointer(p); ... x->f, *x or x[i] with no new value for x
/// in between). rcu_access_pointer() fetches the pointer for a comparison
/// only (with NULL, with another pointer); it has no dependency ordering
/// and no lockdep check: to dereference, use rcu_dereference() in a
/// reader, or rcu_dereference_protected() under the update-side lock.
/// Inside a reader of its own function on every path it is style, not a
/// race (the reader keeps the object, and the load is the same
/// READ_ONCE()): the report modes leave it out, the rcucheck facts mark
/// it with held "rcu_read_lock()" for the lower tier of the audit.
///
/// rcu-use-after-unlock: x = rcu_dereference(p) (or __task_cred(),
/// rcu_dereference_check(), _bh, _sched, srcu_dereference()) inside a
/// read-side critical section, then x->f, *x or x[i] after the matching
/// rcu_read_unlock() (_bh, _sched, srcu_read_unlock()), with no new value
/// for x (an assignment, &x passed, or x as the cursor of an iterator such
/// as list_for_each_entry()) and no reference taken in between: the object may be freed as
/// soon as the reader ends. A call that is passed x, &x->... or x->...
/// between the fetch and the unlock (get_task_struct(x), get_cred(x),
/// kref_get(&x->ref), refcount_inc_not_zero(&x->r), *_tryget(x),
/// try_module_get(x->owner), ...) counts as taking a reference.
///
/// A dereference, for both: x->f read or written, *x, x[i]. Not one:
/// &x->f (&x->a.b, &x->arr[i], &x[i]) whose address is only computed,
/// compared or stored (kernel/workqueue.c compares &pwq->pwqs_node with
/// a list's ends), nor x compared, tested or cast. The address passed to
/// a function is one only when the function is a list function that
/// writes or reads the entry (list_add*(), list_del*(), list_replace*(),
/// list_move*(), list_splice*(), hlist_*()): other callees are not
/// followed (rcucheck_model.py, "Dereferences").
//
// Confidence: Moderate
// Copyright: (C) 2026 rcucheck authors.
// Comments: both are local bugs (STATE "local" in the facts) whatever the
//  callers do. Not seen: a second pointer copied from x, a field of x
//  (x->next) used after the unlock, x stored in a structure, nested
//  read-side sections (an outer rcu_read_lock() still held after the
//  inner unlock is taken as ended), and update-side locks that keep the
//  object alive after the unlock (rcu_dereference_check(p, lockdep_is_held(&l))
//  with l still held). rcu_access_pointer() dereferenced under the
//  update-side lock is safe but should be rcu_dereference_protected():
//  it is reported, with the lock in "held" (facts) for the audit to sort.
//  Speed: a file is parsed only if it has rcu_access_pointer(), or a fetch
//  and an unlock (the token pairs below: the audit's prefilter passes no
//  other file; rule "fetches" needs the fetch before the unlock); a fetch
//  that takes a reference before its unlock (rules ref_early*) is
//  followed no further, so rule "ua" follows the paths of the others
//  only (rules ref and ref_decl check the fetches of ua_ret* and st); what
//  is held at an rcu_access_pointer() dereference is asked only at the
//  positions found (rules ap_held_SRC ... inherit them).
//  The Python helpers it shares with the other rules are in
//  rcucheck_model.py, which must stay beside this file.
// Options: --no-includes --include-headers
// Tokens: rcu_access_pointer rcu_dereference&rcu_read_unlock __task_cred&rcu_read_unlock

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
# One record per dereference, printed as rcucheck facts or reports. The
# text and name helpers shared with the other rules are in
# rcucheck_model.py beside this file.
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from rcucheck_model import tidy, key, FLAVOR, CONDARG, UNLOCK, RELEASERS, reader_unlock, reader_end, list_call, line_of, \
	note_list_arg, note_address, dereferences, takes_reference, hands_off
acc = {}
referenced = set()
# The fetches whose pointer's source the function itself unpublishes
# (RCU_INIT_POINTER(P, NULL) after x = rcu_dereference(P)): update-side
# code, the object is its own (hid-steam's steam_input_unregister()).
retired = set()
# (unlock position, pointer): an unlock only on a path where the pointer
# is NULL or an error (if (!x) rcu_read_unlock();): the function returns
# inside the reader otherwise (xfrm_policy_get_afinfo()).
null_unlocks = set()
# The fetches whose pointer some rule below found used after the unlock
# (a dereference, a call passed it, a return): only these are checked
# for a reference taken before the unlock.
fetched = set()
# Stores of the pointer into a field of an object then handed to a
# consumer that keeps it ("store-handoffs"): skb->dev = peer; netif_rx(skb).
handed = set()

def record(p, rule, flavor, text, msg, srcu="-", held="-"):
	k = key(p)
	if k in acc:
		return None
	acc[k] = r = {"p": p[0], "rule": rule, "flavor": flavor, "text": text,
		      "msg": msg, "srcu": srcu, "held": held}
	return r

def srcu_arg(flavor, es):
	"""The srcu_struct of srcu_dereference(p, ssp), or "-"."""
	args = es.elements
	return tidy(args[1]) if flavor == "srcu" and len(args) > 1 else "-"

def is_ap(p):
	r = acc.get(key(p))
	return bool(r) and r["rule"] == "rcu-access-pointer-deref"

def hold(p, name):
	r = acc[key(p)]
	h = [] if r["held"] == "-" else r["held"].split(", ")
	if name not in h:
		r["held"] = ", ".join(h + [name])

def passed_call(p):
	r = acc.get(key(p))
	return bool(r) and "passed" in r

def live(p):
	"""A record that no reference taken before the unlock makes safe,
	nor the function's own unpublish of the pointer's source."""
	r = acc.get(key(p))
	return bool(r) and r.get("fetch") not in referenced and r.get("fetch") not in retired \
		and key(p) not in handed

def null_unlock(u, x):
	"""Is the unlock at u made only when x is NULL (or an error)?"""
	return (key(u), str(x).strip()) in null_unlocks

def passed(p, g, es1):
	"""The use at p is a call of g with the pointer as argument
	len(es1): the audit decides whether g dereferences it."""
	r = acc.get(key(p))
	if r and r["rule"] == "rcu-use-after-unlock":
		r["passed"] = "%s:%d" % (g, len(es1.elements))
		r["msg"] = r["msg"].replace(" and is used after", " and is passed to %s() after" % g, 1)

def returned(a, u, p, x, fetch, unlock, es):
	"""return x after the unlock: the caller gets an unprotected pointer."""
	fl = FLAVOR[fetch]
	if reader_end(unlock) + "()" != UNLOCK[fl] or null_unlock(u, x):
		return
	r = record(p, "rcu-use-after-unlock", fl, "return %s" % x,
		"return %s: %s is from %s() at line %s and is returned after the %s() "
		"at line %s, with no reference taken" % (x, x, fetch, a[0].line, unlock,
		line_of(u, p)), srcu=srcu_arg(fl, es))
	if r:
		r["fetch"] = key(a)
		fetched.add(key(a))

def stored(a, p, x, g, place):
	"""place = x, x from g(): a fetch, or a call the audit must judge."""
	if g in FLAVOR:
		fl = FLAVOR[g]
	elif g in CONDARG or g.startswith(("rcu_", "srcu_")):
		return	# update side (rcu_dereference_protected()): no reader here
	else:
		fl = "rcu"
	r = record(p, "rcu-use-after-unlock", fl, "%s = %s" % (place, x),
		"%s = %s: %s is from %s() at line %s and is stored where it outlives "
		"the read-side section, with no reference taken" % (place, x, x, g,
		a[0].line))
	if r:
		r["fetch"] = key(a)
		fetched.add(key(a))
		if g not in FLAVOR:
			r["passed"] = "%s:result" % g

def emit(p, mode):
	r = acc.get(key(p))
	if not r or r.get("done") or not live(p):
		return
	r["done"] = True
	if r["rule"] == "rcu-access-pointer-deref" and not r.get("outside"):
		if mode != "rcucheck":
			return	# style inside a reader: lower tier of the audit only
		hold(p, "rcu_read_lock()")
	if mode == "rcucheck":
		print("\t".join(["rcucheck", "access", p[0].file, str(p[0].line),
			str(int(p[0].column) + 1), p[0].current_element, r["rule"],
			r["flavor"], r["srcu"], "-", "local", r["held"], r["text"]] +
			(["-", r["passed"]] if "passed" in r else [])))
	elif "passed" in r:
		return	# only the audit can tell whether the callee dereferences it
	elif mode == "org":
		coccilib.org.print_todo(p[0], r["msg"])
	else:
		coccilib.report.print_report(p[0], r["msg"])

// ---------------------------------------------------------------------------
// What a dereference is (rcucheck_model.py, "Dereferences"): x->f, *x or
// x[i] read or written; not the start of an address (&x->f, &x->a.b,
// &x->arr[i], &x[i]) unless that address is passed to a list function
// (list_del(&x->node) writes x->node). These two rules note the
// addresses and the list arguments before the rules below look.

@list_arg@
identifier lc : script:python() { list_call(lc) };
expression A;
position q;
@@
 lc(..., A@q, ...)

@script:python@
q << list_arg.q;
@@
note_list_arg(q)

// x is one step from the term: a field of x->f is x->f.g, not x->f->g,
// which reads x->f. The terms x->f, x[I] and those of
// rcu_access_pointer(E) are two rules: the second has a token, and
// matches only in the functions that have it (one rule of the four
// terms took twice the time over every function).
@address@
idexpression x;
expression D, I, J;
identifier f, g, h;
position p;
@@
(
 &\(D@p \& \(x->f\|x[I]\)\)
|
 &(\(D@p \& \(x->f\|x[I]\)\))
|
 &\(D@p \& \(x->f\|x[I]\)\).g
|
 &\(D@p \& \(x->f\|x[I]\)\)[J]
|
 &\(D@p \& \(x->f\|x[I]\)\).g.h
|
 &\(D@p \& \(x->f\|x[I]\)\).g[J]
|
 &\(D@p \& \(x->f\|x[I]\)\)[J].g
)

@script:python@
p << address.p;
@@
note_address(p)

@address_ap@
expression D, E, I, J;
identifier f, g, h;
position p;
@@
(
 &\(D@p \& \(rcu_access_pointer(E)->f\|rcu_access_pointer(E)[I]\)\)
|
 &(\(D@p \& \(rcu_access_pointer(E)->f\|rcu_access_pointer(E)[I]\)\))
|
 &\(D@p \& \(rcu_access_pointer(E)->f\|rcu_access_pointer(E)[I]\)\).g
|
 &\(D@p \& \(rcu_access_pointer(E)->f\|rcu_access_pointer(E)[I]\)\)[J]
|
 &\(D@p \& \(rcu_access_pointer(E)->f\|rcu_access_pointer(E)[I]\)\).g.h
|
 &\(D@p \& \(rcu_access_pointer(E)->f\|rcu_access_pointer(E)[I]\)\).g[J]
|
 &\(D@p \& \(rcu_access_pointer(E)->f\|rcu_access_pointer(E)[I]\)\)[J].g
)

@script:python@
p << address_ap.p;
@@
note_address(p)

// ---------------------------------------------------------------------------
// rcu-access-pointer-deref

@ap_direct@
position p : script:python() { dereferences(p) };
expression E, D, I;
identifier f;
@@
(
 D@p
&
 \(rcu_access_pointer(E)->f\|*rcu_access_pointer(E)\|rcu_access_pointer(E)[I]\)
)

@script:python@
p << ap_direct.p;
D << ap_direct.D;
@@
record(p, "rcu-access-pointer-deref", "-", tidy(D),
       "%s: the result of rcu_access_pointer() is dereferenced; use "
       "rcu_dereference() or rcu_dereference_protected()" % tidy(D))

@ap_var exists@
position a;
position p : script:python() { dereferences(p) };
local idexpression x;
expression E, E2, D, I;
identifier f;
iterator It;
statement St;
@@
x = rcu_access_pointer@a(E)
... when != x = E2
    when != &x
    when != It(x, ...) St
    when any
(
 D@p
&
 \(x->f\|*x\|x[I]\)
)

@ap_decl exists@
position a;
position p : script:python() { dereferences(p) };
type T;
identifier x;
expression E, E2, D, I;
identifier f;
iterator It;
statement St;
@@
T x = rcu_access_pointer@a(E);
... when != x = E2
    when != &x
    when != It(x, ...) St
    when any
(
 D@p
&
 \(x->f\|*x\|x[I]\)
)

@script:python@
a << ap_var.a;
p << ap_var.p;
x << ap_var.x;
D << ap_var.D;
@@
record(p, "rcu-access-pointer-deref", "-", tidy(D),
       "%s: %s is from rcu_access_pointer() at line %s and is "
       "dereferenced; use rcu_dereference() or rcu_dereference_protected()"
       % (tidy(D), x, a[0].line))

@script:python@
a << ap_decl.a;
p << ap_decl.p;
x << ap_decl.x;
D << ap_decl.D;
@@
record(p, "rcu-access-pointer-deref", "-", tidy(D),
       "%s: %s is from rcu_access_pointer() at line %s and is "
       "dereferenced; use rcu_dereference() or rcu_dereference_protected()"
       % (tidy(D), x, a[0].line))

// The four rules below ask, of each dereference the three above
// recorded, what is held on a path to it and whether a reader is: each
// is written three times, inheriting the position from each of the
// three, so that it is matched at those positions only (with every
// expression of the file a candidate, turned down by a constraint, the
// four took a third of the rule's time). SRC in a name is one of
// direct, var, decl.

// What is held on some path to such a dereference: under the update-side
// lock it is safe, if misleading (rcu_dereference_protected() says it).
@ap_held_direct exists@
position ap_direct.p;
expression L, D;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_irqsave,
	spin_lock_nested, raw_spin_lock, raw_spin_lock_irq,
	raw_spin_lock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, write_lock, write_lock_irq, write_lock_bh,
	write_lock_irqsave, mutex_lock, mutex_lock_nested,
	mutex_lock_interruptible, mutex_lock_killable, mutex_trylock,
	down_read, down_write, down_write_killable, down_read_killable,
	lockdep_assert_held, lockdep_assert_held_once,
	lockdep_assert_held_write, lockdep_assert_held_read};
identifier ul = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	spin_unlock_irqrestore, raw_spin_unlock, raw_spin_unlock_irq,
	raw_spin_unlock_irqrestore, read_unlock, read_unlock_irq,
	read_unlock_bh, read_unlock_irqrestore, write_unlock, write_unlock_irq,
	write_unlock_bh, write_unlock_irqrestore, mutex_unlock, up_read,
	up_write};
@@
lk(L, ...)
... when != ul(L, ...)
    when any
D@p

@ap_held_var exists@
position ap_var.p;
expression L, D;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_irqsave,
	spin_lock_nested, raw_spin_lock, raw_spin_lock_irq,
	raw_spin_lock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, write_lock, write_lock_irq, write_lock_bh,
	write_lock_irqsave, mutex_lock, mutex_lock_nested,
	mutex_lock_interruptible, mutex_lock_killable, mutex_trylock,
	down_read, down_write, down_write_killable, down_read_killable,
	lockdep_assert_held, lockdep_assert_held_once,
	lockdep_assert_held_write, lockdep_assert_held_read};
identifier ul = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	spin_unlock_irqrestore, raw_spin_unlock, raw_spin_unlock_irq,
	raw_spin_unlock_irqrestore, read_unlock, read_unlock_irq,
	read_unlock_bh, read_unlock_irqrestore, write_unlock, write_unlock_irq,
	write_unlock_bh, write_unlock_irqrestore, mutex_unlock, up_read,
	up_write};
@@
lk(L, ...)
... when != ul(L, ...)
    when any
D@p

@ap_held_decl exists@
position ap_decl.p;
expression L, D;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_irqsave,
	spin_lock_nested, raw_spin_lock, raw_spin_lock_irq,
	raw_spin_lock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, write_lock, write_lock_irq, write_lock_bh,
	write_lock_irqsave, mutex_lock, mutex_lock_nested,
	mutex_lock_interruptible, mutex_lock_killable, mutex_trylock,
	down_read, down_write, down_write_killable, down_read_killable,
	lockdep_assert_held, lockdep_assert_held_once,
	lockdep_assert_held_write, lockdep_assert_held_read};
identifier ul = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	spin_unlock_irqrestore, raw_spin_unlock, raw_spin_unlock_irq,
	raw_spin_unlock_irqrestore, read_unlock, read_unlock_irq,
	read_unlock_bh, read_unlock_irqrestore, write_unlock, write_unlock_irq,
	write_unlock_bh, write_unlock_irqrestore, mutex_unlock, up_read,
	up_write};
@@
lk(L, ...)
... when != ul(L, ...)
    when any
D@p

@script:python@
p << ap_direct.p;
L << ap_held_direct.L;
@@
hold(p, tidy(L))

@script:python@
p << ap_var.p;
L << ap_held_var.L;
@@
hold(p, tidy(L))

@script:python@
p << ap_decl.p;
L << ap_held_decl.L;
@@
hold(p, tidy(L))

@ap_held_rtnl_direct exists@
position ap_direct.p;
expression D;
@@
(
 rtnl_lock();
|
 ASSERT_RTNL();
)
... when != rtnl_unlock()
    when any
D@p

@ap_held_rtnl_var exists@
position ap_var.p;
expression D;
@@
(
 rtnl_lock();
|
 ASSERT_RTNL();
)
... when != rtnl_unlock()
    when any
D@p

@ap_held_rtnl_decl exists@
position ap_decl.p;
expression D;
@@
(
 rtnl_lock();
|
 ASSERT_RTNL();
)
... when != rtnl_unlock()
    when any
D@p

@script:python@
p << ap_direct.p;
D << ap_held_rtnl_direct.D;
@@
hold(p, "&rtnl_mutex")

@script:python@
p << ap_var.p;
D << ap_held_rtnl_var.D;
@@
hold(p, "&rtnl_mutex")

@script:python@
p << ap_decl.p;
D << ap_held_rtnl_decl.D;
@@
hold(p, "&rtnl_mutex")

// Inside a reader of its own function on every path (no way to it from
// the entry of the function, or from an unlock, without a reader): the
// reader keeps the object alive and rcu_access_pointer() is a
// READ_ONCE() like rcu_dereference(); lockdep and sparse only lose
// their check. Style, not a race (6.12 apparmorfs.c profile_depth()):
// the audit gives it a lower-tier root of its own, and the report
// modes of coccicheck leave it out.
@ap_unread_direct exists@
position ap_direct.p;
expression D;
@@
... when != rcu_read_lock()
    when != rcu_read_lock_bh()
    when != rcu_read_lock_sched()
    when any
D@p

@ap_unread_var exists@
position ap_var.p;
expression D;
@@
... when != rcu_read_lock()
    when != rcu_read_lock_bh()
    when != rcu_read_lock_sched()
    when any
D@p

@ap_unread_decl exists@
position ap_decl.p;
expression D;
@@
... when != rcu_read_lock()
    when != rcu_read_lock_bh()
    when != rcu_read_lock_sched()
    when any
D@p

@script:python@
p << ap_direct.p;
D << ap_unread_direct.D;
@@
acc[key(p)]["outside"] = True

@script:python@
p << ap_var.p;
D << ap_unread_var.D;
@@
acc[key(p)]["outside"] = True

@script:python@
p << ap_decl.p;
D << ap_unread_decl.D;
@@
acc[key(p)]["outside"] = True

@ap_after_unlock_direct exists@
position ap_direct.p;
expression D;
identifier ul = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched};
identifier lk = {rcu_read_lock, rcu_read_lock_bh, rcu_read_lock_sched};
@@
ul();
... when != lk()
    when any
D@p

@ap_after_unlock_var exists@
position ap_var.p;
expression D;
identifier ul = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched};
identifier lk = {rcu_read_lock, rcu_read_lock_bh, rcu_read_lock_sched};
@@
ul();
... when != lk()
    when any
D@p

@ap_after_unlock_decl exists@
position ap_decl.p;
expression D;
identifier ul = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched};
identifier lk = {rcu_read_lock, rcu_read_lock_bh, rcu_read_lock_sched};
@@
ul();
... when != lk()
    when any
D@p

@script:python@
p << ap_direct.p;
D << ap_after_unlock_direct.D;
@@
acc[key(p)]["outside"] = True

@script:python@
p << ap_var.p;
D << ap_after_unlock_var.D;
@@
acc[key(p)]["outside"] = True

@script:python@
p << ap_decl.p;
D << ap_after_unlock_decl.D;
@@
acc[key(p)]["outside"] = True

// ---------------------------------------------------------------------------
// rcu-use-after-unlock: fetch, no new value until the unlock, then a
// dereference with still no new value; unless some path from the fetch
// to the unlock passes x, &x->... or x->... to a function (a reference
// taken: "if (t) get_task_struct(t);" takes it on one path only, the
// other one has t == NULL; try_module_get(ops->owner) pins a static
// ops structure).

// (Names in an identifier set do not tell spatch which files to skip:
// this rule does, for the rules below: a file needs a fetch and then an
// unlock, or it is not even parsed.)
@fetches exists@
identifier rx : script:python() { rx in RELEASERS.get("rcu", ()) };
@@
(
 rcu_dereference(...)
|
 rcu_dereference_check(...)
|
 __task_cred(...)
|
 rcu_dereference_bh(...)
|
 rcu_dereference_bh_check(...)
|
 rcu_dereference_sched(...)
|
 rcu_dereference_sched_check(...)
|
 srcu_dereference(...)
|
 srcu_dereference_check(...)
)
... when any
(
 rcu_read_unlock();
|
 rcu_read_unlock_bh();
|
 rcu_read_unlock_sched();
|
 srcu_read_unlock(...);
|
 rx(...);
)

// An unlock made only when the pointer is NULL or an error: on the other
// paths the function is still inside its reader (it returns inside it,
// for its caller to end: xfrm_policy_get_afinfo(), acquire_ipmi_user()).
@null_unlock depends on fetches exists@
idexpression x;
position u;
identifier unlock = {rcu_read_unlock, rcu_read_unlock_bh,
	rcu_read_unlock_sched, srcu_read_unlock};
@@
if (\(!x\|unlikely(!x)\|x == NULL\|unlikely(x == NULL)\|IS_ERR(x)\|unlikely(IS_ERR(x))\|IS_ERR_OR_NULL(x)\|unlikely(IS_ERR_OR_NULL(x))\))
(
 unlock@u(...);
|
 {
 ... when any
 unlock@u(...);
 ... when any
 }
)

@script:python@
u << null_unlock.u;
x << null_unlock.x;
@@
null_unlocks.add((key(u), str(x).strip()))

// A reference taken between an accessor's fetch and the unlock (the
// same test as rules ref and ref_decl below, which also check the fetches
// of rule st): asked here first, for every fetch, so that rules ua and
// ua_decl follow no path from a fetch already kept. From such a fetch the
// paths after the unlock reach every call passed the pointer (the uses
// ua binds); drivers/md/raid1.c's loops, whose fetches all take
// rdev->nr_pending before the unlock, took ua minutes.
@ref_early depends on fetches exists@
position b;
idexpression x;
expression E2;
identifier g, fld, fld2;
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock = {rcu_read_unlock, rcu_read_unlock_bh,
	rcu_read_unlock_sched, srcu_read_unlock};
@@
x = fetch@b(...)
... when != x = E2
    when != unlock(...)
    when any
(
 g(..., x, ...)
|
 g(..., &x->fld, ...)
|
 g(..., &x->fld.fld2, ...)
|
 g(..., x->fld, ...)
|
 g(..., x->fld->fld2, ...)
)

@ref_early_decl depends on fetches exists@
position b;
type T;
identifier x;
expression E2;
identifier g, fld, fld2;
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock = {rcu_read_unlock, rcu_read_unlock_bh,
	rcu_read_unlock_sched, srcu_read_unlock};
@@
T x = fetch@b(...);
... when != x = E2
    when != unlock(...)
    when any
(
 g(..., x, ...)
|
 g(..., &x->fld, ...)
|
 g(..., &x->fld.fld2, ...)
|
 g(..., x->fld, ...)
|
 g(..., x->fld->fld2, ...)
)

@script:python@
a << ref_early.b;
@@
referenced.add(key(a))

@script:python@
a << ref_early_decl.b;
@@
referenced.add(key(a))

@ua depends on fetches exists@
position a : script:python() { key(a) not in referenced };
position u;
position p : script:python() { dereferences(p) };
idexpression x;
expression E2, D, I;
expression list es, es1;
identifier f, f2, g;
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock : script:python() { reader_unlock(unlock) };
iterator It;
statement St;
@@
x = fetch@a(es)
... when != x = E2
    when != &x
    when != It(x, ...) St
    when != unlock(...)
unlock@u(...);
... when != x = E2
    when != &x
    when != It(x, ...) St
    when any
(
 D@p
&
 \(x->f\|*x\|x[I]\|g(es1, x, ...)\|g(es1, &x->f, ...)\|g(es1, &x->f.f2, ...)\)
)

@ua_decl depends on fetches exists@
position a : script:python() { key(a) not in referenced };
position u;
position p : script:python() { dereferences(p) };
type T;
identifier x;
expression E2, D, I;
expression list es, es1;
identifier f, f2, g;
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock : script:python() { reader_unlock(unlock) };
iterator It;
statement St;
@@
T x = fetch@a(es);
... when != x = E2
    when != &x
    when != It(x, ...) St
    when != unlock(...)
unlock@u(...);
... when != x = E2
    when != &x
    when != It(x, ...) St
    when any
(
 D@p
&
 \(x->f\|*x\|x[I]\|g(es1, x, ...)\|g(es1, &x->f, ...)\|g(es1, &x->f.f2, ...)\)
)

@script:python@
a << ua.a;
u << ua.u;
p << ua.p;
x << ua.x;
fetch << ua.fetch;
unlock << ua.unlock;
D << ua.D;
es << ua.es;
@@
fl = FLAVOR[fetch]
if reader_end(unlock) + "()" == UNLOCK[fl] and not null_unlock(u, x):
	r = record(p, "rcu-use-after-unlock", fl, tidy(D),
		"%s: %s is from %s() at line %s and is used after the %s() "
		"at line %s" % (tidy(D), x, fetch, a[0].line, unlock, line_of(u, p)),
		srcu=srcu_arg(fl, es))
	if r:
		r["fetch"] = key(a)
		fetched.add(key(a))

@script:python@
a << ua_decl.a;
u << ua_decl.u;
p << ua_decl.p;
x << ua_decl.x;
fetch << ua_decl.fetch;
unlock << ua_decl.unlock;
D << ua_decl.D;
es << ua_decl.es;
@@
fl = FLAVOR[fetch]
if reader_end(unlock) + "()" == UNLOCK[fl] and not null_unlock(u, x):
	r = record(p, "rcu-use-after-unlock", fl, tidy(D),
		"%s: %s is from %s() at line %s and is used after the %s() "
		"at line %s" % (tidy(D), x, fetch, a[0].line, unlock, line_of(u, p)),
		srcu=srcu_arg(fl, es))
	if r:
		r["fetch"] = key(a)
		fetched.add(key(a))

// The pointer passed to a function after the unlock: a use only if that
// function dereferences the parameter, which the rule cannot see (the
// callee is in another file, a header, a macro); "rcucheck audit" decides
// from the callee's body in the tree's index (index/param_deref.c). The
// fact names the callee and the argument (its 15th column, PASSED); the report
// modes, which have no index, leave these out.
@script:python@
p << ua.p;
g << ua.g;
es1 << ua.es1;
@@
passed(p, g, es1)

@script:python@
p << ua_decl.p;
g << ua_decl.g;
es1 << ua_decl.es1;
@@
passed(p, g, es1)

// The pointer returned after the unlock: its caller uses an object that
// may already be freed. Reported at the return, in the function that
// let it out unprotected.
@ua_ret depends on fetches exists@
position a, u, p;
idexpression x;
expression E2;
expression list es;
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock : script:python() { reader_unlock(unlock) };
iterator It;
statement St;
@@
x = fetch@a(es)
... when != x = E2
    when != &x
    when != It(x, ...) St
    when != unlock(...)
unlock@u(...);
... when != x = E2
    when != &x
    when != It(x, ...) St
    when any
return x@p;

@ua_ret_decl depends on fetches exists@
position a, u, p;
type T;
identifier x;
expression E2;
expression list es;
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock : script:python() { reader_unlock(unlock) };
iterator It;
statement St;
@@
T x = fetch@a(es);
... when != x = E2
    when != &x
    when != It(x, ...) St
    when != unlock(...)
unlock@u(...);
... when != x = E2
    when != &x
    when != It(x, ...) St
    when any
return x@p;

@script:python@
a << ua_ret.a;
u << ua_ret.u;
p << ua_ret.p;
x << ua_ret.x;
fetch << ua_ret.fetch;
unlock << ua_ret.unlock;
es << ua_ret.es;
@@
returned(a, u, p, x, fetch, unlock, es)

@script:python@
a << ua_ret_decl.a;
u << ua_ret_decl.u;
p << ua_ret_decl.p;
x << ua_ret_decl.x;
fetch << ua_ret_decl.fetch;
unlock << ua_ret_decl.unlock;
es << ua_ret_decl.es;
@@
returned(a, u, p, x, fetch, unlock, es)

// The pointer stored where it outlives the section, a field of an object
// reached through a pointer (sk->sk_memcg = memcg), with no reference
// taken: a later reader of that field gets an object that may be freed.
// Fetched inside a reader by an accessor, or by a call that "rcucheck
// audit" finds returns such a pointer (mem_cgroup_from_task(), from
// task_css()): the fact names the call ("CALLEE:result", 15th column, PASSED).
// Only when the section ends after the store, in this function: one that
// returns inside the reader it began (a seq_file's ->start(), __acquires(rcu),
// whose ->stop() ends it) keeps the pointer for the calls made inside that
// same reader (6.12 afs_proc_cell_vlservers_start()'s priv->vllist, read
// back by ->next()).
@st depends on fetches exists@
position a, p;
local idexpression x;
expression E, E2;
expression list es;
identifier f, g;
identifier lock = {rcu_read_lock, rcu_read_lock_bh, rcu_read_lock_sched};
identifier unlock = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched};
iterator It;
statement St;
@@
lock();
... when != unlock()
x = g@a(es)
... when != x = E2
    when != &x
    when != It(x, ...) St
    when any
E->f@p = x
... when any
unlock();

@script:python@
a << st.a;
p << st.p;
x << st.x;
g << st.g;
E << st.E;
f << st.f;
@@
stored(a, p, x, g, "%s->%s" % (tidy(E), f))

// The store's object handed to a consumer that keeps the stored field's
// object alive (checker/rcu/data/store-handoffs): vxcan_xmit()'s
// skb->dev = peer, then netif_rx(skb).
@st_handoff depends on st exists@
position p;
local idexpression x;
expression E, E2;
identifier f;
identifier h : script:python() { hands_off(None, h) };
@@
E->f@p = x
... when != E = E2
    when any
h(..., E, ...)

@script:python@
p << st_handoff.p;
f << st_handoff.f;
h << st_handoff.h;
@@
if hands_off(f, h):
	handed.add(key(p))

// A reference taken: checked only from the fetches found above (they are
// few; a call passed x is everywhere). A call through an ops pointer
// counts as one by name does: 6.12 nfs_open_local_fh()'s
// "!nfs_to->nfsd_net_try_get(net)" inside the reader.
@ref exists@
position b : script:python() { key(b) in fetched };
idexpression x;
expression E2, Ops;
identifier g, fld, fld2;
identifier fetch;
identifier unlock : script:python() { reader_unlock(unlock) };
@@
x = fetch@b(...)
... when != x = E2
    when != unlock(...)
    when any
(
 g(..., x, ...)
|
 g(..., &x->fld, ...)
|
 g(..., &x->fld.fld2, ...)
|
 g(..., x->fld, ...)
|
 g(..., x->fld->fld2, ...)
|
 Ops->g(..., x, ...)
|
 Ops->g(..., &x->fld, ...)
)

@ref_decl exists@
position b : script:python() { key(b) in fetched };
type T;
identifier x;
expression E2, Ops;
identifier g, fld, fld2;
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock : script:python() { reader_unlock(unlock) };
@@
T x = fetch@b(...);
... when != x = E2
    when != unlock(...)
    when any
(
 g(..., x, ...)
|
 g(..., &x->fld, ...)
|
 g(..., &x->fld.fld2, ...)
|
 g(..., x->fld, ...)
|
 g(..., x->fld->fld2, ...)
|
 Ops->g(..., x, ...)
|
 Ops->g(..., &x->fld, ...)
)

// A reference taken on the object the pointer was read from, by a call
// named as a getter (checker/rcu/data/reference-getters), before the
// unlock: bnxt_ulp_sriov_cfg()'s ops = rcu_dereference(ulp->ulp_ops);
// bnxt_ulp_get(ulp); its updater waits for ulp's count before the ops go.
@ref_base exists@
position b : script:python() { key(b) in fetched };
idexpression x;
expression C, E2, E3;
identifier fld, fld2, fetch;
identifier g : script:python() { takes_reference(g) };
identifier unlock : script:python() { reader_unlock(unlock) };
@@
x = fetch@b(C->fld, ...)
... when != x = E2
    when != C = E3
    when != unlock(...)
    when any
(
 g(..., C, ...)
|
 g(..., &C->fld2, ...)
)

@ref_base_decl exists@
position b : script:python() { key(b) in fetched };
type T;
identifier x;
expression C, E2, E3;
identifier fld, fld2, fetch;
identifier g : script:python() { takes_reference(g) };
identifier unlock : script:python() { reader_unlock(unlock) };
@@
T x = fetch@b(C->fld, ...);
... when != x = E2
    when != C = E3
    when != unlock(...)
    when any
(
 g(..., C, ...)
|
 g(..., &C->fld2, ...)
)

@script:python@
a << ref_base.b;
@@
referenced.add(key(a))

@script:python@
a << ref_base_decl.b;
@@
referenced.add(key(a))

@script:python@
a << ref.b;
@@
referenced.add(key(a))

@script:python@
a << ref_decl.b;
@@
referenced.add(key(a))

// The function unpublishes the pointer's own source after the unlock,
// x unchanged (RCU_INIT_POINTER(P, NULL), rcu_assign_pointer(P, v)): it
// is the updater, and what it fetched is its own to use (and wait for,
// and free): hid-steam's steam_input_unregister() reads steam->input in
// a reader, clears it, synchronize_rcu(), then unregisters the input.
// (A publish inside the reader is not one: blk-ioc's icq hint.)
@retire exists@
position b : script:python() { key(b) in fetched };
idexpression x;
expression P, V, E2;
identifier pub = {rcu_assign_pointer, RCU_INIT_POINTER};
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock = {rcu_read_unlock, rcu_read_unlock_bh,
	rcu_read_unlock_sched, srcu_read_unlock};
@@
x = fetch@b(P, ...)
... when != x = E2
    when != unlock(...)
unlock(...);
... when != x = E2
    when any
pub(P, V);

@retire_decl exists@
position b : script:python() { key(b) in fetched };
type T;
identifier x;
expression P, V, E2;
identifier pub = {rcu_assign_pointer, RCU_INIT_POINTER};
identifier fetch = {rcu_dereference, rcu_dereference_check, __task_cred,
	rcu_dereference_bh, rcu_dereference_bh_check, rcu_dereference_sched,
	rcu_dereference_sched_check, srcu_dereference, srcu_dereference_check};
identifier unlock = {rcu_read_unlock, rcu_read_unlock_bh,
	rcu_read_unlock_sched, srcu_read_unlock};
@@
T x = fetch@b(P, ...);
... when != x = E2
    when != unlock(...)
unlock(...);
... when != x = E2
    when any
pub(P, V);

@script:python@
a << retire.b;
@@
retired.add(key(a))

@script:python@
a << retire_decl.b;
@@
retired.add(key(a))

// ---------------------------------------------------------------------------
// Output, once per dereference.

@ctx depends on context && (ap_direct || ap_var || ap_decl || ua || ua_decl || ua_ret || ua_ret_decl || st)@
position p : script:python() { live(p) and not passed_call(p) };
expression D;
@@
*D@p

@script:python depends on rcucheck@
p << ap_direct.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << ap_var.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << ap_decl.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << ua.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << ua_decl.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << ua_ret.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << ua_ret_decl.p;
@@
emit(p, "rcucheck")

@script:python depends on rcucheck@
p << st.p;
@@
emit(p, "rcucheck")

@script:python depends on report@
p << ap_direct.p;
@@
emit(p, "report")

@script:python depends on report@
p << ap_var.p;
@@
emit(p, "report")

@script:python depends on report@
p << ap_decl.p;
@@
emit(p, "report")

@script:python depends on report@
p << ua.p;
@@
emit(p, "report")

@script:python depends on report@
p << ua_decl.p;
@@
emit(p, "report")

@script:python depends on report@
p << ua_ret.p;
@@
emit(p, "report")

@script:python depends on report@
p << ua_ret_decl.p;
@@
emit(p, "report")

@script:python depends on report@
p << st.p;
@@
emit(p, "report")

@script:python depends on org@
p << ap_direct.p;
@@
emit(p, "org")

@script:python depends on org@
p << ap_var.p;
@@
emit(p, "org")

@script:python depends on org@
p << ap_decl.p;
@@
emit(p, "org")

@script:python depends on org@
p << ua.p;
@@
emit(p, "org")

@script:python depends on org@
p << ua_decl.p;
@@
emit(p, "org")

@script:python depends on org@
p << ua_ret.p;
@@
emit(p, "org")

@script:python depends on org@
p << ua_ret_decl.p;
@@
emit(p, "org")

@script:python depends on org@
p << st.p;
@@
emit(p, "org")
