// SPDX-License-Identifier: GPL-2.0-only
/// Find calls that may sleep made where sleeping is illegal: inside an RCU
/// read-side critical section (rcu_read_lock(), rcu_read_lock_bh(),
/// rcu_read_lock_sched(), guard(rcu)(), scoped_guard(rcu), and the tree's
/// wrappers of them, named as the file calls them), with
/// preemption, interrupts or bottom halves disabled, or with a spinlock
/// held; and grace-period waits inside the reader they wait for:
/// synchronize_rcu() (synchronize_rcu_expedited(), rcu_barrier(),
/// synchronize_net()) inside an RCU reader, synchronize_srcu(s) inside
/// srcu_read_lock(s) of the same srcu_struct (a deadlock: "The RCU API,
/// 2010 Edition", Quick Quiz 5). SRCU readers may sleep, and may wait for
/// another srcu_struct's grace period.
///
/// What may sleep is the RCU model's "sleepers" data (mutex_lock(),
/// msleep(), copy_from_user(), wait_event*(), ...), an allocation by its
/// gfp_t argument ("gfp-flags": kmalloc(n, GFP_KERNEL) sleeps,
/// kmalloc(n, GFP_ATOMIC) does not). "rcucheck audit" also follows the
/// calls into the tree's own functions (index/sleepers.c): in rcucheck
/// mode this rule prints every call such a section makes to a sleeper of
/// the model or to a function the audit names ($RCUCHECK_SLEEPY: those of
/// the tree its index says may sleep; every call when unset), and the
/// audit decides.
//
// Confidence: High (report mode: the model's sleepers only)
// Copyright: (C) 2026 rcucheck authors.
// Comments: a call on some path inside a section counts, even if other
//  paths reach it outside. A section ends at the call that ends its
//  context, of the same lock expression for locks. Sleepers whose
//  sleeping depends on something the text does not settle
//  (might_sleep_if(), kvfree(), a gfp_t variable) are reported in report
//  mode with "may"; the audit puts them in the lower tier. Guards hold to
//  the end of their scope (guard_held() in rcucheck_model.py).
//  scoped_guard needs the macro file cocci/rcucheck.h (--macro-file).
// Options: --no-includes --include-headers
// Tokens: rcu_read_lock preempt_disable local_irq_disable local_irq_save local_bh_disable spin_lock read_lock write_lock write_seqlock read_seqlock_excl bh_lock_sock srcu_read_lock guard(

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
# One record per call in a section, filled by the rules below and printed
# last: as rcucheck facts (tab-separated, read by "rcucheck audit") or as
# a report of the model's sleepers.
import os, sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from rcucheck_model import tidy, sleep_ctx, sleep_ctx_exit, SLEEP_CTX, releases_reader, \
	lock_releaser, released_lock, sleeper, may_sleep, gfp_sleeps, guard_held, wrapper_at, args_nth, sleep_yields, coccilib
calls = {}
# Sections entered under "if (C)": their calls are followed only along
# paths that do not test C again (below).
cond_entered = set()
# The locks each call of a function that releases its caller's lock
# releases, by the call's position (rule lockrel below).
lock_released = {}

def pos_key(p):
	return (p[0].file, p[0].line, p[0].column)

# The strongest context first: the one a report names.
ORDER = ("rcu", "bh", "sched", "srcu", "spin", "irq", "preempt", "softirq")

def note(p, f, es, kind, held, line):
	r = calls.setdefault((p[0].file, p[0].line, p[0].column),
			     {"p": p[0], "fn": str(f), "args": tidy(es), "ctx": {}})
	r["ctx"].setdefault((kind, held), line)

def emit_sleep(p, mode):
	"""The call at p, once: rcucheck facts, one line per section,
	strongest first; or the report of a sleeper of the model."""
	r = calls.pop((p[0].file, p[0].line, p[0].column), None)
	if r and mode == "rcucheck":
		for (kind, held), line in sorted(r["ctx"].items(),
						 key=lambda c: ORDER.index(c[0][0])):
			print("\t".join(["rcucheck", "sleep", r["p"].file, str(r["p"].line),
				str(int(r["p"].column) + 1), r["p"].current_element, r["fn"],
				kind, held, str(line), r["args"] or "-"]))
	elif r and sleep_message(r):
		(coccilib.org.print_todo if mode == "org" else
		 coccilib.report.print_report)(r["p"], sleep_message(r))

def sleep_message(r):
	"""The report of call r when the model says it sleeps there, or None."""
	s = sleeper(r["fn"])
	if not s:
		return None
	kind, gfp = s
	sure = kind != "cond"
	if gfp:
		sure = gfp_sleeps(args_nth(r["args"], gfp))
		if sure is False:
			return None
	for (ctx, held), line in sorted(r["ctx"].items(), key=lambda c: ORDER.index(c[0][0])):
		if sleep_yields(r["fn"], r["args"], ctx, held):
			continue
		if ctx == "srcu":
			if kind == "sync-srcu" and args_nth(r["args"], 1) == held[len("srcu_read_lock("):-1]:
				return ("%s() waits for the grace period of the srcu_struct whose reader "
					"it is in (%s): a deadlock" % (r["fn"], held))
			continue
		if kind in ("sync-rcu", "sync-srcu") and ctx in ("rcu", "bh", "sched"):
			return ("%s() waits for a grace period inside an RCU read-side critical "
				"section (%s): a deadlock" % (r["fn"], held))
		return "%s() %s sleep inside %s%s" % (r["fn"], "may" if sure else "might",
							held, " (line %s)" % line if line else "")
	return None

@ctx_noarg@
identifier enter : script:python() { sleep_ctx(enter, False) };
position p0;
@@
enter@p0();

// A call of a function that ends its caller's reader (releases_reader():
// 6.1 ipc/msg.c freeque(), __releases(RCU)) ends an RCU reader's
// section as its own unlock does: in_noarg_if and in_noarg stop there.
//
// A section entered under "if (C)" and left under "if (C)" again (a lock
// taken and dropped on one condition: prlimit64()'s need_tasklist): the
// path that skips the unlock skipped the lock, so a path from the enter
// ends at the next test of C. Only a section still open at the end of
// the if's block: one the block also leaves (sock_map_free()'s
// if (sk) { rcu_read_lock(); ... rcu_read_unlock(); }) is an ordinary one.
@ctx_noarg_if exists@
identifier ctx_noarg.enter;
identifier leave : script:python(enter) { sleep_ctx_exit(enter, leave) };
expression C;
position ctx_noarg.p0;
@@
(
if (C) {
  ...
  enter@p0();
  ... when != leave();
}
|
if (C) enter@p0();
)

@script:python@
p0 << ctx_noarg.p0;
C << ctx_noarg_if.C;
@@
cond_entered.add(pos_key(p0))

@in_noarg_if exists@
identifier ctx_noarg.enter;
identifier leave : script:python(enter) { sleep_ctx_exit(enter, leave) };
identifier rx : script:python(enter) { releases_reader(rx, enter) };
expression ctx_noarg_if.C;
identifier f : script:python() { may_sleep(f) };
expression list es;
position ctx_noarg.p0, p;
@@
enter@p0();
... when != leave();
    when != rx(...)
    when != C
    when any
f@p(es)

@script:python@
enter << ctx_noarg.enter;
p0 << ctx_noarg.p0;
f << in_noarg_if.f;
es << in_noarg_if.es;
p << in_noarg_if.p;
@@
name, line = wrapper_at(p0, p)
note(p, f, es, SLEEP_CTX[enter], name + "()", line)

@in_noarg exists@
identifier ctx_noarg.enter;
identifier leave : script:python(enter) { sleep_ctx_exit(enter, leave) };
identifier rx : script:python(enter) { releases_reader(rx, enter) };
identifier f : script:python() { may_sleep(f) };
expression list es;
position ctx_noarg.p0, p;
@@
enter@p0();
... when != leave();
    when != rx(...)
    when any
f@p(es)

@script:python@
enter << ctx_noarg.enter;
p0 << ctx_noarg.p0;
f << in_noarg.f;
es << in_noarg.es;
p << in_noarg.p;
@@
if pos_key(p0) not in cond_entered:
	name, line = wrapper_at(p0, p)
	note(p, f, es, SLEEP_CTX[enter], name + "()", line)

// A call of a function that releases its caller's lock (lock_releaser():
// 6.1 fs/xfs/xfs_icache.c xfs_iget_recycle(), __releases(&ip->i_flags_lock)
// over a body that unlocks it more than it locks it) ends the section of
// the lock it releases, its argument put in the annotation's place, as
// the lock's own unlock does: in_arg_if and in_arg stop there.
@lockrel@
identifier rl : script:python() { lock_releaser(rl) };
expression list es;
position q;
@@
rl@q(es)

@script:python@
rl << lockrel.rl;
es << lockrel.es;
q << lockrel.q;
@@
lock_released[pos_key(q)] = released_lock(rl, es)

@ctx_arg@
identifier enter : script:python() { sleep_ctx(enter, True) };
expression L;
position p0;
@@
enter@p0(L, ...);

@ctx_arg_if exists@
identifier ctx_arg.enter;
identifier leave : script:python(enter) { sleep_ctx_exit(enter, leave) };
expression ctx_arg.L, C;
position ctx_arg.p0;
@@
(
if (C) {
  ...
  enter@p0(L, ...);
  ... when != leave(L, ...);
}
|
if (C) enter@p0(L, ...);
)

@script:python@
p0 << ctx_arg.p0;
C << ctx_arg_if.C;
@@
cond_entered.add(pos_key(p0))

@in_arg_if exists@
identifier ctx_arg.enter;
identifier leave : script:python(enter) { sleep_ctx_exit(enter, leave) };
expression ctx_arg.L, ctx_arg_if.C;
identifier rl : script:python() { lock_releaser(rl) };
position q : script:python(L) { tidy(L) in lock_released.get(pos_key(q), ()) };
identifier f : script:python() { may_sleep(f) };
expression list es;
position ctx_arg.p0, p;
@@
enter@p0(L, ...);
... when != leave(L, ...);
    when != rl@q(...)
    when != C
    when any
f@p(es)

@script:python@
enter << ctx_arg.enter;
L << ctx_arg.L;
p0 << ctx_arg.p0;
f << in_arg_if.f;
es << in_arg_if.es;
p << in_arg_if.p;
@@
note(p, f, es, SLEEP_CTX[enter], "%s(%s)" % (enter, tidy(L)), p0[0].line)

@in_arg exists@
identifier ctx_arg.enter;
identifier leave : script:python(enter) { sleep_ctx_exit(enter, leave) };
expression ctx_arg.L;
identifier rl : script:python() { lock_releaser(rl) };
position q : script:python(L) { tidy(L) in lock_released.get(pos_key(q), ()) };
identifier f : script:python() { may_sleep(f) };
expression list es;
position ctx_arg.p0, p;
@@
enter@p0(L, ...);
... when != leave(L, ...);
    when != rl@q(...)
    when any
f@p(es)

@script:python@
enter << ctx_arg.enter;
L << ctx_arg.L;
p0 << ctx_arg.p0;
f << in_arg.f;
es << in_arg.es;
p << in_arg.p;
@@
if pos_key(p0) not in cond_entered:
	note(p, f, es, SLEEP_CTX[enter], "%s(%s)" % (enter, tidy(L)), p0[0].line)

// SRCU readers may sleep: only a wait for the same srcu_struct matters.
@in_srcu exists@
expression S;
identifier f : script:python() { (sleeper(f) or ("",))[0] == "sync-srcu" };
expression list es;
position p0, p;
@@
srcu_read_lock@p0(S)
... when != srcu_read_unlock(S, ...)
    when any
f@p(es)

@script:python@
S << in_srcu.S;
p0 << in_srcu.p0;
f << in_srcu.f;
es << in_srcu.es;
p << in_srcu.p;
@@
note(p, f, es, "srcu", "srcu_read_lock(%s)" % tidy(S), wrapper_at(p0, p)[1])

@in_scoped_rcu@
identifier f : script:python() { may_sleep(f) };
expression list es;
position p;
iterator name scoped_guard;
symbol rcu;
@@
scoped_guard(rcu) { <+... f@p(es) ...+> }

@script:python@
f << in_scoped_rcu.f;
es << in_scoped_rcu.es;
p << in_scoped_rcu.p;
@@
note(p, f, es, "rcu", "scoped_guard(rcu)", 0)

// guard(rcu)(), guard(preempt)(), guard(spinlock)(&l), guard(srcu)(&s):
// their scope is read from the source (guard_held()).
@any_call@
identifier f : script:python() { may_sleep(f) };
expression list es;
position p;
@@
f@p(es)

@script:python@
f << any_call.f;
es << any_call.es;
p << any_call.p;
@@
for held, eff, srcu, lock in guard_held(p[0]):
	if srcu:
		note(p, f, es, "srcu", held, p[0].line)
	elif "rcu" in eff or eff & {"irq", "bh", "preempt"}:
		kind = "rcu" if "rcu" in eff else "spin" if lock else \
			"irq" if "irq" in eff else "preempt" if "preempt" in eff else "softirq"
		note(p, f, es, kind, "guard(rcu)()" if kind == "rcu" else held or kind, 0)

// Each call once, when every rule above has noted its sections: as
// rcucheck facts, one line per section, strongest first; or as a report
// of the model's sleepers.
@last@
identifier f : script:python() { may_sleep(f) };
position p;
@@
f@p(...)

@script:python depends on rcucheck@
p << last.p;
@@
emit_sleep(p, "rcucheck")

@script:python depends on org@
p << last.p;
@@
emit_sleep(p, "org")

@script:python depends on report || context@
p << last.p;
@@
emit_sleep(p, "report")
