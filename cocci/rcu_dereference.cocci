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
/// series.
///
/// Locally, a function whose caller holds the read lock looks the same as
/// a bug: run "rcucheck audit", which reads this rule's facts (virtual
/// rule rcucheck) and reports an access only when a caller chain reaches
/// it unprotected.
//
// Confidence: Moderate (report mode: callers are not seen)
// Copyright: (C) 2026 rcucheck authors.
// Comments: an access on a path that never takes the reader is reported,
//  even when other paths do; scoped_guard(rcu) needs the macro file
//  cocci/rcucheck.h on trees that have it (--macro-file).
// Options: --no-includes --include-headers
// Tokens: __task_cred rcu_dereference srcu_dereference

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
# One record per access, filled by the rules below and printed last:
# as rcucheck facts (tab-separated, read by "rcucheck audit") or as a
# coccicheck report.
import re
acc = {}
# Readers that cannot protect an access of their own flavor when held
# (they are "held" only on another path).
same_flavor = {"rcu": "rcu_read_lock()", "bh": "rcu_read_lock_bh()",
	       "sched": "rcu_read_lock_sched()"}

def tidy(t):
	"""Coccinelle's pretty-printing, back to kernel style."""
	t = re.sub(r"\s+", " ", t)
	t = re.sub(r" ?(->|\.|\(|\)|\[|\]) ?", r"\1", t)
	t = re.sub(r"(^|[(,] ?)([&*!]) ", r"\1\2", t)
	return re.sub(r",(?! )", ", ", t)

def key(p):
	return (p[0].file, p[0].line, p[0].column)

def rec(p):
	return acc.setdefault(key(p), {"p": p[0], "held": [], "unprot": None})

def emit(p, mode):
	r = acc.get(key(p))
	if not r or "flavor" not in r or r.get("done") or r["unprot"] is None \
	   or r.get("prot"):
		return
	r["done"] = True
	held = ", ".join(h for h in dict.fromkeys(r["held"])
			 if h != same_flavor.get(r["flavor"]))
	if mode == "rcucheck":
		print("\t".join(["rcucheck", "access", p[0].file, str(p[0].line),
			str(int(p[0].column) + 1), p[0].current_element,
			"rcu-dereference", r["flavor"], r.get("srcu", "-"),
			r.get("cond", "-"), r["unprot"], held or "-",
			r.get("text", "-")]))
		return
	msg = "%s outside %s%s%s" % (r.get("text", "access"),
		{"rcu": "rcu_read_lock()", "bh": "rcu_read_lock_bh()",
		 "sched": "rcu_read_lock_sched()",
		 "srcu": "srcu_read_lock(%s)" % r.get("srcu")}[r["flavor"]],
		" (after the rcu_read_unlock() at line %s)" % r["unprot"]
		if r["unprot"] != "entry" else "",
		"; held instead: " + held if held else "")
	if mode == "org":
		coccilib.org.print_todo(p[0], msg)
	else:
		coccilib.report.print_report(p[0], msg)

// ---------------------------------------------------------------------------
// The accesses, by flavor.

@acc_rcu@
position p;
expression E, C;
@@
(
 __task_cred@p(E)
|
 rcu_dereference@p(E)
|
 rcu_dereference_check@p(E, C)
)

@acc_bh@
position p;
expression E, C;
@@
(
 rcu_dereference_bh@p(E)
|
 rcu_dereference_bh_check@p(E, C)
)

@acc_sched@
position p;
expression E, C;
@@
(
 rcu_dereference_sched@p(E)
|
 rcu_dereference_sched_check@p(E, C)
)

@acc_srcu@
position p;
expression E, S, C;
@@
(
 srcu_dereference@p(E, S)
|
 srcu_dereference_check@p(E, S, C)
)

@script:python@
p << acc_rcu.p;
@@
rec(p)["flavor"] = "rcu"

@script:python@
p << acc_bh.p;
@@
rec(p)["flavor"] = "bh"

@script:python@
p << acc_sched.p;
@@
rec(p)["flavor"] = "sched"

@script:python@
p << acc_srcu.p;
S << acc_srcu.S;
@@
rec(p).update(flavor="srcu", srcu=S)

// The text of each access, for the report and for the condition.
@acc_text@
position p;
expression A;
@@
(
 A@p
&
 \(__task_cred(...)\|rcu_dereference(...)\|rcu_dereference_check(...)\|
   rcu_dereference_bh(...)\|rcu_dereference_bh_check(...)\|
   rcu_dereference_sched(...)\|rcu_dereference_sched_check(...)\|
   srcu_dereference(...)\|srcu_dereference_check(...)\)
)

@script:python@
p << acc_text.p;
A << acc_text.A;
@@
rec(p)["text"] = tidy(A)

@cond@
position p;
expression E, S, C;
@@
(
 rcu_dereference_check@p(E, C)
|
 rcu_dereference_bh_check@p(E, C)
|
 rcu_dereference_sched_check@p(E, C)
|
 srcu_dereference_check@p(E, S, C)
)

@script:python@
p << cond.p;
C << cond.C;
@@
rec(p)["cond"] = tidy(C)

// ---------------------------------------------------------------------------
// Unprotected: some path from the function's entry, or from an unlock,
// reaches the access without the flavor's reader.

@un_rcu exists@
position p;
symbol rcu;
@@
... when != rcu_read_lock()
    when != guard(rcu)()
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
)

@un_rcu_after exists@
position p, q;
@@
rcu_read_unlock@q();
... when != rcu_read_lock()
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
)

@in_scoped_rcu@
position p;
iterator name scoped_guard;
symbol rcu;
@@
scoped_guard(rcu) {
<+...
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
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
rec(p)["unprot"] = rec(p)["unprot"] or q[0].line

@script:python@
p << in_scoped_rcu.p;
@@
rec(p)["prot"] = True

// bh: rcu_read_lock_bh(), or anything that disables softirqs or
// interrupts (rcu_read_lock_bh_held() is in_softirq() || irqs_disabled()).
@un_bh exists@
position p;
expression L, F;
@@
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != spin_lock_bh(L)
    when != read_lock_bh(L)
    when != write_lock_bh(L)
    when != local_irq_disable()
    when != local_irq_save(F)
    when != spin_lock_irq(L)
    when != spin_lock_irqsave(L, F)
    when != raw_spin_lock_irq(L)
    when != raw_spin_lock_irqsave(L, F)
    when != read_lock_irqsave(L, F)
    when != write_lock_irqsave(L, F)
    when != write_lock_irq(L)
(
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
)

@un_bh_after exists@
position p, q;
@@
rcu_read_unlock_bh@q();
... when != rcu_read_lock_bh()
(
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
)

@script:python@
p << un_bh.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_bh_after.p;
q << un_bh_after.q;
@@
rec(p)["unprot"] = rec(p)["unprot"] or q[0].line

// sched: anything that disables preemption (rcu_read_lock_sched_held()
// is !preemptible()): spinlocks and rwlocks included.
@un_sched exists@
position p;
expression L, F;
@@
... when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != local_bh_disable()
    when != local_irq_disable()
    when != local_irq_save(F)
    when != get_cpu()
    when != spin_lock(L)
    when != spin_lock_bh(L)
    when != spin_lock_irq(L)
    when != spin_lock_irqsave(L, F)
    when != raw_spin_lock(L)
    when != raw_spin_lock_irq(L)
    when != raw_spin_lock_irqsave(L, F)
    when != read_lock(L)
    when != read_lock_irqsave(L, F)
    when != write_lock(L)
    when != write_lock_irq(L)
    when != write_lock_irqsave(L, F)
(
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
)

@script:python@
p << un_sched.p;
@@
rec(p)["unprot"] = "entry"

// srcu: srcu_read_lock() on the same srcu_struct.
@un_srcu exists@
position p;
expression acc_srcu.S;
symbol srcu;
@@
... when != srcu_read_lock(S)
    when != srcu_read_lock_nmisafe(S)
    when != guard(srcu)(S)
(
 srcu_dereference@p(..., S)
|
 srcu_dereference_check@p(..., S, ...)
)

@script:python@
p << un_srcu.p;
@@
rec(p)["unprot"] = "entry"

// ---------------------------------------------------------------------------
// What was held instead, on some path to an unprotected access.

@held_lock exists@
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
(
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
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
)

@script:python@
p << held_lock.p;
L << held_lock.L;
@@
rec(p)["held"].append(tidy(L))

@held_sighand exists@
position p;
expression T, F;
@@
lock_task_sighand(T, F)
... when != unlock_task_sighand(T, F)
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
)

@script:python@
p << held_sighand.p;
T << held_sighand.T;
@@
rec(p)["held"].append(tidy("&" + T + "->sighand->siglock"))

@held_state exists@
position p, o;
expression F;
identifier off = {preempt_disable, local_irq_disable, local_irq_save,
	local_bh_disable, rcu_read_lock_bh, rcu_read_lock_sched, rcu_read_lock};
identifier on = {preempt_enable, local_irq_enable, local_irq_restore,
	local_bh_enable, rcu_read_unlock_bh, rcu_read_unlock_sched,
	rcu_read_unlock};
@@
(
 off@o();
|
 off@o(F);
)
... when != on(...)
(
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
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
)

@script:python@
p << held_state.p;
off << held_state.off;
@@
rec(p)["held"].append({"preempt_disable": "preempt-disabled", "local_irq_disable": "irqs-disabled", "local_irq_save": "irqs-disabled", "local_bh_disable": "bh-disabled"}.get(off, off + "()"))

@held_srcu exists@
position p;
expression S2;
@@
srcu_read_lock(S2)
... when != srcu_read_unlock(S2, ...)
(
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
)

@script:python@
p << held_srcu.p;
S2 << held_srcu.S2;
@@
rec(p)["held"].append(tidy("srcu_read_lock(" + S2 + ")"))

// ---------------------------------------------------------------------------
// Output, once per access.

@script:python depends on rcucheck@
p << acc_text.p;
@@
emit(p, "rcucheck")

@script:python depends on report@
p << acc_text.p;
@@
emit(p, "report")

@script:python depends on org@
p << acc_text.p;
@@
emit(p, "org")
