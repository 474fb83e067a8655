// SPDX-License-Identifier: GPL-2.0-only
/// Put rcu_read_lock()/rcu_read_unlock() around a __task_cred() or
/// rcu_dereference() load, in a function that never takes the read lock,
/// when a get()-style call right there takes its own reference to what
/// was loaded: the read-side critical section then ends at that call.
/// This is the fix of the 2009 series' third patch ("signals: Fix more rcu
/// assumptions"): user = get_uid(__task_cred(t)->user), and its 6.1 form,
/// ucounts = __task_cred(t)->ucounts followed by inc_rlimit_get_ucounts().
///
/// A spinlock, an rwlock or disabled interrupts held by the callers is
/// not an RCU read-side critical section (CONFIG_PREEMPT_RCU, PREEMPT_RT,
/// lockdep-RCU); nesting under a caller's rcu_read_lock() is harmless.
/// Other shapes (early returns, goto labels, switch, lock sections, fixes
/// in the caller of a documented helper) are planned by "rcucheck fix",
/// which runs this rule for the function it fixes when the shape is one
/// of these (RCUCHECK_FIX_FUNCTION=name limits it to that function).
//
// Confidence: Moderate (the function's callers are not seen: run
//  "rcucheck audit" to know that the access is reached unprotected)
// Copyright: (C) 2026 rcucheck authors.
// Comments: comments claiming a lock is as good as rcu_read_lock() are
//  not seen by SmPL; rcucheck fix corrects them in the same patch.
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import os
only = os.environ.get("RCUCHECK_FIX_FUNCTION", "")

def wanted(f):
	return not only or f == only

// Functions that take the read lock somewhere are left alone: their
// region is not evident from one statement.
@has_rcu@
identifier f;
position p;
@@
f@p(...) { <+... rcu_read_lock(); ...+> }

// user = get_uid(__task_cred(t)->user);
@one depends on patch && !context && !org && !report@
identifier getter =~ "^get_|_get$|_get_|tryget";
expression E, P;
identifier f : script:python() { wanted(f) };
position p != has_rcu.p;
@@
f@p(...) {
  ... when any
+ rcu_read_lock();
  E = getter(...,<+... \(__task_cred(P)\|rcu_dereference(P)\) ...+>,...);
+ rcu_read_unlock();
  ... when any
}

// ucounts = __task_cred(t)->ucounts;
// sigpending = inc_rlimit_get_ucounts(ucounts, ...);
@two depends on patch && !context && !org && !report@
identifier getter =~ "^get_|_get$|_get_|tryget";
identifier fld;
expression E, E2, P;
identifier f : script:python() { wanted(f) };
position p != has_rcu.p;
@@
f@p(...) {
  ... when any
+ rcu_read_lock();
  E = \(__task_cred(P)\|rcu_dereference(P)\)->fld;
  E2 = getter(...,E,...);
+ rcu_read_unlock();
  ... when any
}

@r depends on !patch && (org || report)@
identifier getter =~ "^get_|_get$|_get_|tryget";
identifier fld;
expression E, E2, P;
identifier f;
position p != has_rcu.p;
position q;
@@
f@p(...) {
  ... when any
(
  E = getter(...,<+... \(__task_cred@q(P)\|rcu_dereference@q(P)\) ...+>,...);
|
  E = \(__task_cred@q(P)\|rcu_dereference@q(P)\)->fld;
  E2 = getter(...,E,...);
)
  ... when any
}

@c depends on !patch && context && !org && !report@
identifier getter =~ "^get_|_get$|_get_|tryget";
identifier fld;
expression E, E2, P;
identifier f;
position p != has_rcu.p;
@@
f@p(...) {
  ... when any
(
* E = getter(...,<+... \(__task_cred(P)\|rcu_dereference(P)\) ...+>,...);
|
* E = \(__task_cred(P)\|rcu_dereference(P)\)->fld;
  E2 = getter(...,E,...);
)
  ... when any
}

@script:python depends on org@
q << r.q;
getter << r.getter;
@@
coccilib.org.print_todo(q[0], "RCU load pinned by %s() outside rcu_read_lock()" % getter)

@script:python depends on report@
q << r.q;
getter << r.getter;
@@
coccilib.report.print_report(q[0], "RCU load pinned by %s() outside rcu_read_lock(): wrap both in rcu_read_lock()" % getter)
