// SPDX-License-Identifier: GPL-2.0-only
/// Find RCU list traversals that can run outside any RCU reader:
/// list_for_each_entry_rcu(), hlist_for_each_entry_rcu() (and their
/// _continue/_from variants), hlist_nulls_for_each_entry_rcu(),
/// list_entry_rcu(), list_first_or_null_rcu() and list_next_or_null_rcu()
/// need rcu_read_lock_any_held(): rcu_read_lock(), rcu_read_lock_bh(),
/// rcu_read_lock_sched(), or anything that disables preemption (a
/// spinlock or rwlock, preempt_disable(), local_irq_*(),
/// local_bh_disable()) counts. A mutex or an rwsem does not: under one,
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
//  disable preemption). scoped_guard(rcu) needs the macro file
//  cocci/rcucheck.h.
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
# coccicheck report. The same helpers are in rcu_dereference_protected.cocci
# (each rule file stands alone, as coccicheck wants).
import re
acc = {}
src = {}

RULE = "rcu-list"
# What counts for rcu_read_lock_any_held() (and for the bh flavor), so
# that it is not listed as "held instead" when it is held on another path
# only.
ANY_OK = ("rcu_read_lock()", "rcu_read_lock_bh()", "rcu_read_lock_sched()",
	  "preempt-disabled", "irqs-disabled", "bh-disabled")
BH_OK = ("rcu_read_lock_bh()", "irqs-disabled", "bh-disabled")
# Locks whose holder cannot be preempted (on !PREEMPT_RT).
ATOMIC = re.compile(r"^(raw_)?spin_|^(read|write)_(try)?lock"
		    r"|^lock_task_sighand$|^bh_lock_sock|^local_irq_save$"
		    r"|^assert_(raw_)?spin_locked$")
ITERS = {"list_for_each_entry_rcu": 3, "hlist_for_each_entry_rcu": 3,
	 "list_for_each_entry_srcu": 3, "hlist_for_each_entry_srcu": 3}
NOARG = {"rcu_read_lock": "rcu_read_lock()",
	 "rcu_read_lock_bh": "rcu_read_lock_bh()",
	 "rcu_read_lock_sched": "rcu_read_lock_sched()",
	 "rcu_read_lock_sched_notrace": "rcu_read_lock_sched()",
	 "preempt_disable": "preempt-disabled",
	 "preempt_disable_notrace": "preempt-disabled",
	 "get_cpu": "preempt-disabled",
	 "local_irq_disable": "irqs-disabled",
	 "local_bh_disable": "bh-disabled",
	 "rtnl_lock": "&rtnl_mutex", "rtnl_trylock": "&rtnl_mutex",
	 "rtnl_lock_killable": "&rtnl_mutex", "ASSERT_RTNL": "&rtnl_mutex"}
PAIR = {"rcu_read_lock": "rcu_read_unlock",
	"rcu_read_lock_bh": "rcu_read_unlock_bh",
	"rcu_read_lock_sched": "rcu_read_unlock_sched",
	"rcu_read_lock_sched_notrace": "rcu_read_unlock_sched_notrace",
	"preempt_disable": "preempt_enable",
	"preempt_disable_notrace": "preempt_enable_notrace",
	"get_cpu": "put_cpu", "local_irq_disable": "local_irq_enable",
	"local_bh_disable": "local_bh_enable", "rtnl_lock": "rtnl_unlock",
	"rtnl_trylock": "rtnl_unlock", "rtnl_lock_killable": "rtnl_unlock",
	"ASSERT_RTNL": "rtnl_unlock"}
PAIR.update({v: k for k, v in list(PAIR.items()) if v != "rtnl_unlock"})

def tidy(t):
	"""Coccinelle's pretty-printing, back to kernel style."""
	t = re.sub(r"\s+", " ", str(t)).strip()
	t = re.sub(r" ?(->|\.) ?", r"\1", t)
	t = re.sub(r"([(\[]) ", r"\1", t)
	t = re.sub(r" ([)\],])", r"\1", t)
	t = re.sub(r"(?<=[\w)\]]) ([(\[])", r"\1", t)
	for _ in range(3):
		# unary operators: after "(", "[", the start or a binary operator
		t = re.sub(r"(^|[(\[]|(?:[,?:]|[-+*/%&|^=!<>]=?|&&|\|\||\breturn) )"
			   r"([&*!~-]) (?=[\w(&*!~-])", r"\1\2", t)
		t = re.sub(r"(?<=[*!~])([&*!~]) (?=[\w(])", r"\1", t)
		t = re.sub(r"(?<=&)([*!~]) (?=[\w(])", r"\1", t)
	# casts
	t = re.sub(r"(\((?:(?:const|volatile|struct|union|enum|unsigned|signed) )*"
		   r"\w+(?: ?\*)*\)) (?=[\w(&*])", r"\1", t)
	return re.sub(r",(?! )", ", ", t)

SIMPLE = r"[A-Za-z_]\w*(?:(?:->|\.)[A-Za-z_]\w*|\[[^][()]*\])*"

def norm(t):
	"""tidy(), without parentheses around a plain lvalue: &(x->l) is &x->l."""
	t = tidy(t)
	while True:
		u = re.sub(r"(?<![\w)\]])\((" + SIMPLE + r")\)", r"\1", t)
		if u == t:
			return t
		t = u

def wrap(t):
	return t if re.match("^" + SIMPLE + "$", t) else "(" + t + ")"

def canon(fn, key):
	"""What lock(key) or unlock(key) acquires or releases, named as held."""
	k = norm(key)
	if fn.endswith("lock_task_sighand"):
		return "&%s->sighand->siglock" % wrap(k)
	if fn.startswith("bh_lock_sock") or fn == "bh_unlock_sock":
		return "&%s->sk_lock.slock" % wrap(k)
	if fn.startswith(("lock_sock", "sockopt_")) or \
	   fn in ("release_sock", "unlock_sock_fast"):
		return "&%s->sk_lock" % wrap(k)
	if fn.startswith("srcu_read_"):
		return "srcu_read_lock(%s)" % k
	if fn in ("local_irq_save", "local_irq_restore"):
		return "irqs-disabled"
	return k

def token_at(p):
	"""The identifier that starts at position p (the iterator's name)."""
	if p.file not in src:
		src.clear()
		try:
			with open(p.file, "rb") as f:
				src[p.file] = f.read().split(b"\n")
		except OSError:
			src[p.file] = []
	lines, l = src[p.file], int(p.line) - 1
	if l < 0 or l >= len(lines):
		return ""
	m = re.match(rb"\w+", lines[l][int(p.column):])
	return m.group(0).decode() if m else ""

def key(p):
	return (p[0].file, p[0].line, p[0].column)

def rec(p):
	return acc.setdefault(key(p), {"p": p[0], "held": [], "unprot": None,
		"unheld": set(), "released": {}, "keys": {}, "atomic": set()})

# -- lockdep conditions: "||", "&&", "!" over atoms, three-valued.
def split_top(s, op):
	parts, depth, last, i = [], 0, 0, 0
	while i < len(s):
		c = s[i]
		if c in "([":
			depth += 1
		elif c in ")]":
			depth -= 1
		elif depth == 0 and s.startswith(op, i):
			parts.append(s[last:i])
			last = i + len(op)
			i += len(op)
			continue
		i += 1
	parts.append(s[last:])
	return [x.strip() for x in parts]

def strip_parens(s):
	s = s.strip()
	while s.startswith("(") and s.endswith(")"):
		depth = 0
		for i, c in enumerate(s):
			depth += (c == "(") - (c == ")")
			if depth == 0:
				break
		if i != len(s) - 1:
			break
		s = s[1:-1].strip()
	return s

def call(s):
	"""(name, [args]) when s is exactly one call, else None."""
	m = re.match(r"^(\w+)\(", s)
	if not m or not s.endswith(")"):
		return None
	depth = 0
	for i in range(m.end() - 1, len(s)):
		depth += (s[i] == "(") - (s[i] == ")")
		if depth == 0 and i != len(s) - 1:
			return None
	inner = s[m.end():-1]
	return m.group(1), split_top(inner, ",") if inner.strip() else []

def parse_cond(s):
	"""A tree: ("or"|"and", [trees]), ("not", tree), ("lock", name),
	("const", bool), ("opaque", text), or ("alt", tree, tree): the
	second one also makes it true, but is not what the condition is
	about (bh_lock_sock() for lockdep_sock_is_held())."""
	s = strip_parens(s)
	for op, kind in (("||", "or"), ("&&", "and")):
		parts = split_top(s, op)
		if len(parts) > 1:
			return (kind, [parse_cond(x) for x in parts])
	if s.startswith("!") and not s.startswith("!="):
		return ("not", parse_cond(s[1:]))
	if s in ("1", "true"):
		return ("const", True)
	if s in ("0", "false"):
		return ("const", False)
	c = call(s)
	if not c:
		return ("opaque", s)
	fn, args = c
	if fn in ("lockdep_is_held", "lockdep_is_held_type") and args:
		# srcu_read_lock(ssp) acquires ssp->dep_map: lockdep_is_held(ssp)
		return ("alt", ("lock", norm(args[0])),
			("lock", canon("srcu_read_lock", args[0])))
	if fn == "mutex_is_locked" and args:
		return ("lock", norm(args[0]))
	if fn == "lockdep_rtnl_is_held":
		return ("lock", "&rtnl_mutex")
	if fn == "lockdep_tasklist_lock_is_held":
		return ("lock", "&tasklist_lock")
	if fn == "lockdep_sock_is_held" and args:
		return ("alt", ("lock", canon("lock_sock", args[0])),
			("lock", canon("bh_lock_sock", args[0])))
	if fn == "srcu_read_lock_held" and args:
		return ("lock", canon("srcu_read_lock", args[0]))
	return ("opaque", s)

def names_lock(t):
	if t[0] in ("or", "and"):
		return any(names_lock(x) for x in t[1])
	if t[0] in ("not", "alt"):
		return names_lock(t[1])
	return t[0] == "lock"

def srcu_of(t):
	if t[0] in ("or", "and"):
		for x in t[1]:
			s = srcu_of(x)
			if s:
				return s
	if t[0] == "alt":
		return srcu_of(t[1])
	if t[0] == "lock" and t[1].startswith("srcu_read_lock("):
		return t[1][len("srcu_read_lock("):-1]
	return None

def lock_state(r, name):
	"""None when name is held on every path to the access, else where
	the path without it starts: "entry" or the line of the release."""
	if name in r["released"]:
		return str(r["released"][name])
	if name not in [norm(h) for h in r["held"]] or name in r["unheld"]:
		return "entry"
	return None

def evaluate(t, r):
	"""(True|False|None, state): None is "cannot tell"."""
	if t[0] == "const":
		return t[1], "entry"
	if t[0] == "opaque":
		return None, "entry"
	if t[0] == "lock":
		st = lock_state(r, t[1])
		return st is None, st or "entry"
	if t[0] == "not":
		v, st = evaluate(t[1], r)
		return (None if v is None else not v), "entry"
	if t[0] == "alt":
		v, st = evaluate(t[1], r)
		if evaluate(t[2], r)[0] is True:
			return True, st
		return v, st
	vals = [evaluate(x, r) for x in t[1]]
	bad = [st for v, st in vals if v is False]
	st = "entry" if "entry" in bad or not bad else \
		str(min(int(x) for x in bad))
	if t[0] == "or":
		if any(v is True for v, _ in vals):
			return True, st
		if all(v is False for v, _ in vals):
			return False, st
		return None, st
	if any(v is False for v, _ in vals):
		return False, st
	if all(v is True for v, _ in vals):
		return True, st
	return None, st

def named(t):
	"""The locks a condition names, in order."""
	if not t:
		return []
	if t[0] in ("or", "and"):
		return list(dict.fromkeys(n for x in t[1] for n in named(x)))
	if t[0] in ("not", "alt"):
		return named(t[1])
	return [t[1]] if t[0] == "lock" else []

def evidence(r, tree, state, held):
	"""Whether this function, not its callers, misses the lock of the
	condition: it was released on the way, it is taken on some other
	path only, or another lock is held instead. Otherwise the lock is
	the contract of the callers, which only "rcucheck audit" can check."""
	return state != "entry" or bool(held) or \
		any(norm(h) in named(tree) for h in r["held"])

def verdict(r):
	"""(fact?, report?, state, held) for one access."""
	fl = r["flavor"]
	tree = parse_cond(r["cond"]) if r.get("cond") else None
	skip = set(named(tree))
	if fl == "any":
		skip.update(ANY_OK)
	elif fl == "bh":
		skip.update(BH_OK)
	held = ", ".join(h for h in dict.fromkeys(r["held"]) if norm(h) not in skip)
	if fl in ("any", "bh"):
		if r.get("prot") or r["unprot"] is None:
			return False, False, None, held
		state = r["unprot"]
		# After an unlock, but inside a reader or a spinlock taken
		# before it (an unlock in the body of the loop, for the next turn).
		if state != "entry" and fl == "any" and any(lock_state(r, a) is None
				for a in r["atomic"] | set(ANY_OK)):
			return False, False, None, held
		if not tree:
			return True, True, state, held
		v, st = evaluate(tree, r)
		if v is True:
			return False, False, None, held
		# The report says where the lock of the condition was lost;
		# the fact says "entry" if a caller could still provide it.
		r["where"] = st if st != "entry" else state
		if st == "entry":
			state = "entry"
		return True, v is False and names_lock(tree) and \
			evidence(r, tree, st, held), state, held
	# srcu and protected: the condition alone. One that names no lock
	# (a constant, or opaque) is left to "rcucheck audit".
	if not tree or not names_lock(tree):
		return True, False, "entry", held
	v, st = evaluate(tree, r)
	if v is True:
		return False, False, None, held
	# A report needs local evidence (see evidence()).
	return True, v is False and evidence(r, tree, st, held), st, held

def reader(r):
	if r["flavor"] == "bh":
		return "rcu_read_lock_bh()"
	if r["flavor"] == "any":
		return "an RCU reader (rcu_read_lock_any_held())"
	return "%s (its condition)" % " or ".join(named(parse_cond(r["cond"])))

def emit(p, mode):
	r = acc.get(key(p))
	if not r or "flavor" not in r or r.get("done"):
		return
	r["done"] = True
	fact, report, state, held = verdict(r)
	where = r.get("where", state)
	if mode == "rcucheck":
		if fact:
			print("\t".join(["rcucheck", "access", p[0].file, str(p[0].line),
				str(int(p[0].column) + 1), p[0].current_element, RULE,
				r["flavor"], r.get("srcu") or "-", r.get("cond") or "-",
				state, held or "-", r["text"]]))
		return
	if not report:
		return
	msg = "%s outside %s%s%s" % (r["text"], reader(r),
		" (after the unlock at line %s)" % where if where != "entry" else "",
		"; held instead: " + held if held else "")
	if mode == "org":
		coccilib.org.print_todo(p[0], msg)
	else:
		coccilib.report.print_report(p[0], msg)

def flagged(p):
	r = acc.get(key(p))
	return bool(r and "flavor" in r and verdict(r)[1])

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
if name.endswith("_srcu"):
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
expression L;
statement S;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save};
symbol rcu;
@@
... when != rcu_read_lock()
    when != rcu_read_lock_bh()
    when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != guard(rcu)()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_irq_disable()
    when != local_bh_disable()
    when != lk(L, ...)
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
)

@un_any_after exists@
position p, q;
expression L;
statement S;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save};
identifier ul = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched,
	rcu_read_unlock_sched_notrace, preempt_enable, preempt_enable_notrace,
	put_cpu, local_irq_enable, local_irq_restore, local_bh_enable,
	spin_unlock, spin_unlock_irq, spin_unlock_bh, spin_unlock_irqrestore,
	raw_spin_unlock, raw_spin_unlock_irq, raw_spin_unlock_bh,
	raw_spin_unlock_irqrestore, read_unlock, read_unlock_irq,
	read_unlock_bh, read_unlock_irqrestore, write_unlock, write_unlock_irq,
	write_unlock_bh, write_unlock_irqrestore, unlock_task_sighand,
	bh_unlock_sock};
symbol rcu;
@@
ul@q(...);
... when != rcu_read_lock()
    when != rcu_read_lock_bh()
    when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != guard(rcu)()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_irq_disable()
    when != local_bh_disable()
    when != lk(L, ...)
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
)

@script:python@
p << un_any.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_any_after.p;
q << un_any_after.q;
@@
rec(p)["unprot"] = rec(p)["unprot"] or q[0].line

// bh: rcu_read_lock_bh_held() is in_softirq() || irqs_disabled().
@un_bh exists@
position p;
expression L;
statement S;
identifier lk = {spin_lock_bh, read_lock_bh, write_lock_bh, raw_spin_lock_bh,
	spin_lock_irq, spin_lock_irqsave, raw_spin_lock_irq,
	raw_spin_lock_irqsave, read_lock_irq, read_lock_irqsave, write_lock_irq,
	write_lock_irqsave, local_irq_save};
@@
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
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
	write_lock_irqsave, local_irq_save};
@@
rcu_read_unlock_bh@q();
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
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
rec(p)["unprot"] = rec(p)["unprot"] or q[0].line

@in_scoped_rcu@
position p;
iterator name scoped_guard;
symbol rcu;
statement S;
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
)

@script:python@
p << held_lock.p;
l << held_lock.l;
L << held_lock.L;
@@
r = rec(p)
fn = token_at(l[0])
c = canon(fn, L)
r["held"].append(c)
r["keys"].setdefault(tidy(L), set()).add(c)
if ATOMIC.search(fn):
	r["atomic"].add(norm(c))

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
)

@script:python@
q << unheld_lock.q;
L << held_lock.L;
@@
r = rec(q)
for c in r["keys"].get(tidy(L), ()):
	r["unheld"].add(norm(c))

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
)

@script:python@
p << released_lock.p;
q << released_lock.q;
L << released_lock.L;
@@
r = rec(p)
c = norm(canon(token_at(q[0]), L))
r["released"][c] = max(r["released"].get(c, 0), int(q[0].line))

// Readers, preemption states and the RTNL: no argument to pair them by,
// so the counterpart of each is made from its name (PAIR).
@noarg_on depends on acc@
identifier off = {rcu_read_lock, rcu_read_lock_bh, rcu_read_lock_sched,
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
)

@script:python@
q << unheld_noarg.q;
off << noarg_on.off;
@@
if NOARG[off] != "&rtnl_mutex":
	rec(q)["unheld"].add(NOARG[off])

@noarg_off depends on acc@
identifier on = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched,
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
)

@script:python@
p << released_noarg.p;
q << released_noarg.q;
on << noarg_off.on;
@@
r = rec(p)
c = NOARG[PAIR[on]]
r["released"][c] = max(r["released"].get(c, 0), int(q[0].line))

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
