// SPDX-License-Identifier: GPL-2.0-only
/// Facts about call sites, for "rcucheck audit" only (not a coccicheck
/// rule): for each call of a function that needs the RCU read lock on
/// entry, which read-side flavors protect it on every path, and which
/// other locks are held on some path to it.
///
/// rcucheck fills in the names of the callees it asks about: the regex
/// below names no real function until then. Every rule names them again
/// rather than inherit cs.fn: an inherited name runs each rule once per
/// callee found in the file, the regex once for all of them (the same
/// lines, at a cost that hardly grows with the callees asked; rcucheck
/// asks a file about every callee a later round may need, prefetch.h).
//
// Confidence: High (facts, not reports)
// Copyright: (C) 2026 rcucheck authors.
// Comments: the Python helpers it shares with the other rules are in
//  rcucheck_model.py beside this file (see the initialize block).
// Options: --no-includes --include-headers

virtual rcucheck

@initialize:python@
@@
# tidy() and the names of lock states are shared with the other rules, in
# rcucheck_model.py beside this file. rcucheck runs a copy of this file,
# with the callees filled in, from its cache, and fills in this
# directory of its checkout as well.
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "RCUCHECK_COCCI_DIR")
from rcucheck_model import tidy, NOARG, PAIR, ARG_READERS, ARG_READER_EXITS, guard_held, guard_flavors, line_of
calls = {}
# The releases of the locks no argument names (rtnl_unlock()).
GLOBAL_UNLOCKS = {PAIR[n] for n, l in NOARG.items() if l.startswith("&") and n in PAIR}

def rec(p, fn=None):
	r = calls.setdefault((p[0].file, p[0].line, p[0].column),
			     {"p": p[0], "rcu": "ok", "bh": "ok", "sched": "ok",
			      "held": []})
	if fn:
		r["fn"] = fn
	return r

def unprot(p, flavor, after=None):
	r = rec(p)
	if r[flavor] in ("ok", "entry") and after:
		r[flavor] = after
	elif r[flavor] == "ok":
		r[flavor] = "entry"

@cs@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
@@
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << cs.p;
fn << cs.fn;
@@
rec(p, fn)

// A call through a field (ops->fn(), INDIRECT_CALL_2(x->fn, ...)): rcucheck
// asks about it as "->fn", the function index's name for it.
@cs_field@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position q;
@@
\(FE->fn@q(...)\|FE.fn@q(...)\|IC(FE->fn@q, ...)\|IC(FE.fn@q, ...)\)

@script:python@
p << cs_field.q;
fn << cs_field.fn;
@@
rec(p)["fn"] = "->" + fn

@un_rcu exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
symbol rcu;
identifier rs : script:python() { rs in ARG_READERS.get("rcu", ()) };
@@
... when != rcu_read_lock()
    when != rs(...)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << un_rcu.p;
@@
unprot(p, "rcu")

@un_rcu_after exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p, q;
@@
rcu_read_unlock@q();
... when != rcu_read_lock()
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << un_rcu_after.p;
q << un_rcu_after.q;
@@
unprot(p, "rcu", line_of(q, p))

// The end of a reader a call with an argument began (rhashtable_walk_stop()).
@un_rcu_after_call exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p, q;
identifier rs : script:python() { rs in ARG_READERS.get("rcu", ()) };
identifier re : script:python() { re in ARG_READER_EXITS.get("rcu", ()) };
@@
re@q(...);
... when != rcu_read_lock()
    when != rs(...)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << un_rcu_after_call.p;
q << un_rcu_after_call.q;
@@
unprot(p, "rcu", line_of(q, p))

@in_scoped_rcu@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
iterator name scoped_guard;
symbol rcu;
@@
scoped_guard(rcu) { <+... \(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\) ...+> }

@script:python@
p << in_scoped_rcu.p;
@@
rec(p)["scoped"] = True

@un_bh exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
expression L, F;
@@
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != spin_lock_bh(L)
    when != read_lock_bh(L)
    when != write_lock_bh(L)
    when != raw_spin_lock_bh(L)
    when != local_irq_disable()
    when != local_irq_save(F)
    when != raw_local_irq_disable()
    when != raw_local_irq_save(F)
    when != spin_lock_irq(L)
    when != spin_lock_irqsave(L, F)
    when != raw_spin_lock_irq(L)
    when != raw_spin_lock_irqsave(L, F)
    when != read_lock_irqsave(L, F)
    when != write_lock_irqsave(L, F)
    when != write_lock_irq(L)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << un_bh.p;
@@
unprot(p, "bh")

// After the end of a bh reader (rcu_read_unlock_bh(), local_bh_enable()),
// a call is outside it, as before its start: ipv6_flowlabel_renew()'s
// fl_lookup() after its walk's rcu_read_unlock_bh().
@un_bh_after exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p, q;
expression L, F;
identifier be = {rcu_read_unlock_bh, local_bh_enable};
@@
be@q();
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != spin_lock_bh(L)
    when != read_lock_bh(L)
    when != write_lock_bh(L)
    when != raw_spin_lock_bh(L)
    when != local_irq_disable()
    when != local_irq_save(F)
    when != raw_local_irq_disable()
    when != raw_local_irq_save(F)
    when != spin_lock_irq(L)
    when != spin_lock_irqsave(L, F)
    when != raw_spin_lock_irq(L)
    when != raw_spin_lock_irqsave(L, F)
    when != read_lock_irqsave(L, F)
    when != write_lock_irqsave(L, F)
    when != write_lock_irq(L)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << un_bh_after.p;
q << un_bh_after.q;
@@
unprot(p, "bh", line_of(q, p))

@un_sched exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
expression L, F;
identifier rs : script:python() { rs in ARG_READERS.get("sched", ()) };
@@
... when != rcu_read_lock_sched()
    when != rs(...)
    when != rcu_read_lock_sched_notrace()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != local_bh_disable()
    when != local_irq_disable()
    when != local_irq_save(F)
    when != raw_local_irq_disable()
    when != raw_local_irq_save(F)
    when != get_cpu()
    when != spin_lock(L)
    when != spin_lock_bh(L)
    when != spin_lock_irq(L)
    when != spin_lock_irqsave(L, F)
    when != raw_spin_lock(L)
    when != raw_spin_lock_bh(L)
    when != raw_spin_lock_irq(L)
    when != raw_spin_lock_irqsave(L, F)
    when != read_lock(L)
    when != read_lock_irqsave(L, F)
    when != write_lock(L)
    when != write_lock_irq(L)
    when != write_lock_irqsave(L, F)
    when != write_seqlock(L)
    when != write_seqlock_irq(L)
    when != write_seqlock_irqsave(L, F)
    when != write_seqlock_bh(L)
    when != read_seqlock_excl(L)
    when != read_lock_irq(L)
    when != read_lock_bh(L)
    when != lock_task_sighand(L, F)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << un_sched.p;
@@
unprot(p, "sched")

// After the end of one (the ring buffer's commit enables preemption
// again), a call is outside it, as before its start.
@un_sched_after_call exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p, q;
identifier rs : script:python() { rs in ARG_READERS.get("sched", ()) };
identifier re : script:python() { re in ARG_READER_EXITS.get("sched", ()) };
@@
re@q(...);
... when != rcu_read_lock_sched()
    when != preempt_disable()
    when != rs(...)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << un_sched_after_call.p;
@@
unprot(p, "sched")

@held_lock exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
expression L;
identifier lock = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, read_lock,
	read_lock_irq, read_lock_bh, write_lock, write_lock_irq, write_lock_bh,
	mutex_lock, mutex_lock_nested, down_read, down_write,
	spin_lock_irqsave, spin_lock_irqsave_nested, raw_spin_lock_irqsave,
	read_lock_irqsave, write_lock_irqsave};
identifier unlock = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	raw_spin_unlock, raw_spin_unlock_irq, raw_spin_unlock_bh, read_unlock,
	read_unlock_irq, read_unlock_bh, write_unlock, write_unlock_irq,
	write_unlock_bh, mutex_unlock, up_read, up_write,
	spin_unlock_irqrestore, raw_spin_unlock_irqrestore,
	read_unlock_irqrestore, write_unlock_irqrestore};
@@
lock(L, ...);
... when != unlock(L, ...)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << held_lock.p;
L << held_lock.L;
@@
rec(p)["held"].append(tidy(L))

// The locks no argument names (rtnl_lock(), ASSERT_RTNL()): the model's
// global-locks, released by their pairs (one lock each today, the RTNL).
// Taken as a statement or in a test: "if (!rtnl_trylock()) return
// restart_syscall();" (6.12 carrier_show()) holds it after the test.
@held_global exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
identifier lock : script:python() { NOARG.get(lock, "").startswith("&") };
identifier unlock : script:python() { unlock in GLOBAL_UNLOCKS };
@@
lock()
... when != unlock();
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << held_global.p;
lock << held_global.lock;
@@
rec(p)["held"].append(NOARG[lock])

@held_sighand exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
expression T, F;
@@
lock_task_sighand(T, F)
... when != unlock_task_sighand(T, F)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << held_sighand.p;
T << held_sighand.T;
@@
rec(p)["held"].append(tidy("&" + T + "->sighand->siglock"))

@held_srcu exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
expression S;
@@
srcu_read_lock(S)
... when != srcu_read_unlock(S, ...)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << held_srcu.p;
S << held_srcu.S;
@@
rec(p)["held"].append(tidy("srcu_read_lock(" + S + ")"))

@held_state exists@
identifier fn =~ "^(RCUCHECK_CALLEES)$";
expression FE;
identifier IC =~ "^INDIRECT_CALL_";
position p;
expression F;
identifier off = {preempt_disable, local_irq_disable, local_irq_save,
	raw_local_irq_disable, raw_local_irq_save,
	local_bh_disable, rcu_read_lock_bh, rcu_read_lock_sched, rcu_read_lock};
identifier on = {preempt_enable, local_irq_enable, local_irq_restore,
	raw_local_irq_enable, raw_local_irq_restore,
	local_bh_enable, rcu_read_unlock_bh, rcu_read_unlock_sched,
	rcu_read_unlock};
@@
(
 off();
|
 off(F);
)
... when != on(...)
    when any
\(fn@p(...)\|FE->fn@p(...)\|FE.fn@p(...)\|IC(FE->fn@p, ...)\|IC(FE.fn@p, ...)\)

@script:python@
p << held_state.p;
off << held_state.off;
@@
rec(p)["held"].append(NOARG.get(off, off + "()"))

@script:python depends on rcucheck@
p << cs.p;
@@
r = calls.get((p[0].file, p[0].line, p[0].column))
if r and not r.get("done"):
	r["done"] = True
	if r.get("scoped"):
		r["rcu"] = "ok"
	# Guards hold to the end of their scope (rcucheck_model.py).
	guards = guard_held(r["p"])
	for fl in guard_flavors(guards) & {"rcu", "bh", "sched"}:
		r[fl] = "ok"
	r["held"] += [h for h, _, _, lock in guards if lock]
	print("\t".join(["rcucheck", "call", p[0].file, str(p[0].line),
		str(int(p[0].column) + 1), p[0].current_element, r["fn"],
		"rcu=%s,bh=%s,sched=%s" % (r["rcu"], r["bh"], r["sched"]),
		", ".join(dict.fromkeys(r["held"])) or "-"]))
